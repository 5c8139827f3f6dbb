import Foundation
import Testing
import ViewLabCommands
import ViewLabLanguage
import ViewLabRendering
import ViewLabTerminal

/// The notes' own classes, pasted as files (`Overrides/`), run as `viewlab run FILE` runs them: each
/// tap must give the answer the notes claim, and the whole human output is a golden trace
/// (`FILE.out`, `FILE.zh.out`). Re-record with `VIEWLAB_RECORD=1 swift test --filter OverrideFixtureTests`.
@Suite struct OverrideFixtureTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Overrides")

  /// File → the view each `tap` (or `window.hitTest(…)`, in the Swift files) hits, in order.
  static let answers: [String: [String?]] = [
    // A tap in the circle hits the button; a corner of the square falls through to its superview.
    "round-button.m": ["btn", "view", "btn"],
    // The notes' loop, from the last subview down; alpha 0.01 is refused by `<= 0.01` (and by UIKit).
    "hittest-reimplementation.m": ["orange", "green", "green", "white"],
    // Over the button the yellow view returns the button; elsewhere, super's answer (itself).
    "button-beneath.m": ["blue", "yellow"],
    // The overlay never takes a touch itself; its subview still does.
    "pass-through.swift": ["button", "close", "view"],
    // 20 points around the button still hit it.
    "bigger-area.swift": ["small", "view"],
    "log-super.m": ["v", "view"],
    // Both the child and its superview handle the touch: the child calls super.
    "touches-super.m": ["inner", "card"],
    // A controller's action: a C loop adds three slots, a fast enumeration skips the control, a C
    // switch falls through to the next case, the animation moves the card before the next tap.
    "idioms-controller.m": ["card", "shuffle", "card", "view"],
  ]

  static var files: [String] { answers.keys.sorted() }

  func run(_ name: String, json: Bool, language: Language = .en) -> (status: Int32, out: String) {
    var out = ""
    var runner = ScriptRunner(
      options: RenderOptions(json: json, color: false, language: language), keepGoing: true,
      emit: { text, isError in out += (isError ? "[stderr] " : "") + text })
    let status = runner.run(
      paths: [Self.folder.appendingPathComponent(name).path], readStandardInput: { nil })
    return (status, out)
  }

  @Test(arguments: files)
  func answersAsTheNotesClaim(_ name: String) throws {
    let (status, out) = run(name, json: true)
    #expect(status == 0, "\(out)")
    let hits = out.split(separator: "\n").compactMap { line -> String?? in
      guard let data = line.data(using: .utf8),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        ["tap", "hittest"].contains(object["command"] as? String)
      else { return nil }
      return .some(object["hit"] as? String)
    }
    #expect(hits == Self.answers[name]!)
  }

  @Test(arguments: files.flatMap { [($0, Language.en), ($0, Language.zhHans)] })
  func goldenTrace(_ name: String, _ language: Language) throws {
    let (_, out) = run(name, json: false, language: language)
    let url = Self.folder.appendingPathComponent(name + (language == .en ? ".out" : ".zh.out"))
    if ProcessInfo.processInfo.environment["VIEWLAB_RECORD"] != nil {
      try out.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(out == expected, "re-record with VIEWLAB_RECORD=1 if the change is intended")
  }
}
