import Foundation
import Testing
import ViewLabLanguage

/// Every code block of five learners' study notes, pasted as written (`Seeds/*.m`; bare methods get
/// the smallest class around them, as a learner would add, then a few taps that check what the note
/// claims). Each line of output must be a JSON object: the block runs as the note says, or every line
/// ViewLab cannot run gets its own precise error or note. Never silence, never a crash.
/// The whole `--json` output is also a golden (`Seeds/NAME.m.json`); re-record with
/// `VIEWLAB_RECORD=1 swift test --filter SeedNoteBlockTests`.
@Suite struct SeedNoteBlockTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Seeds")

  /// One word per output object: the hit view of a tap, the command of another success, or
  /// `!code` for an error.
  static func signature(_ name: String) -> [String] {
    let out = AliveCodeTests.run(path: folder.appendingPathComponent(name).path, json: true)
    return out.split(separator: "\n").map { line in
      guard let o = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
        return "not JSON: \(line)"
      }
      if let error = o["error"] as? [String: Any] { return "!" + (error["code"] as? String ?? "?") }
      if let hit = o["hit"] as? String { return "hit " + hit }
      return o["command"] as? String ?? "?"
    }
  }

  static let hitTestClaim = [
    "code", "code", "code", "add", "code", "add", "hit child", "hit box", "hide", "hit box",
  ]

  /// What each block does. Prose lines are unknown commands; a bare prototype outside a class (a
  /// header's `- (void)touchesMoved:…;`) is accepted with a note, as it runs nothing; a bare method
  /// (a signature without `;`, or with a body) is `not-modelled` with the way to paste it; the reimplemented hitTest:withEvent: overrides hit
  /// exactly what UIKit's own does (child, box, and box again once the child is hidden).
  static let expected: [(String, [String])] = [
    (
      "n1-hit-test.m",
      ["!unknown-command", "!unknown-command", "!not-modelled", "!not-modelled", "!not-modelled"]
    ),
    // The whole block in a class: the first prose line is the mistake (not a missing @end).
    ("n1-hit-test-whole-class.m", ["code", "!class-syntax"]),
    // Two bare declarations before the method inside @implementation: clang rejects them too.
    (
      "n1-hit-test-class.m",
      ["code", "!class-syntax", "code", "add", "code", "add", "hit child", "hit box", "hide", "hit box"]
    ),
    (
      "n1-responder-chain.m",
      Array(repeating: "!unknown-command", count: 6) + Array(repeating: "code", count: 4)
    ),
    (
      "n1-frame-bounds.m",
      ["!unknown-command", "!unknown-command"]
        + Array(repeating: ["code", "code", "add"], count: 3).flatMap { $0 }
    ),
    (
      "n1-layer.m",
      [
        "!missing-argument", "!missing-argument", "!unexpected-token", "!unexpected-token", "!unknown-view",
        "!unknown-command", "!unknown-view", "!unknown-command",
      ]
    ),
    ("n1-responder-methods.m", Array(repeating: "code", count: 4)),
    ("n2-declarations.m", ["!not-modelled", "!not-modelled"]),
    // The round button: a corner is not hit; under a scale, self.frame is half the bounds, so the
    // circle it computes no longer covers even the centre (and a note says to use bounds).
    (
      "n2-custom-button.m", ["code", "code", "add", "hit b", "hit view", "transform", "hit view", "hit view"]
    ),
    ("n2-touches.m", hitTestClaim),
    ("n3-hit-test.m", hitTestClaim),
    ("n3-point-inside.m", ["!not-modelled"]),
    ("n3-button-first.m", ["!not-modelled"]),
    // The button under the yellow view gets the touches that land on it.
    (
      "n3-button-first-class.m",
      ["code", "code", "code", "add", "code", "code", "add", "hit button", "hit yellow"]
    ),
    ("n3-fzq-button.m", ["markdown", "!not-modelled", "markdown", "markdown", "markdown", "!not-modelled"]),
    ("n4-hit-test.m", hitTestClaim),
    ("n5-awake-from-nib.m", ["!not-modelled"]),
    ("n5-view-methods.m", ["code", "code", "code"]),
    ("n5-layout-subviews.m", ["code", "code"]),
    ("n5-hit-test.m", ["!not-modelled", "!not-modelled"]),
    ("n5-hit-test-class.m", hitTestClaim),
  ]

  @Test func everyFixtureIsListed() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
      $0.hasSuffix(".m")
    }
    #expect(Set(files) == Set(Self.expected.map(\.0)))
  }

  @Test(arguments: expected.map(\.0))
  func blockRunsAsExpected(_ name: String) throws {
    let want = try #require(Self.expected.first { $0.0 == name }?.1)
    #expect(Self.signature(name) == want, "\(name)")
  }

  @Test(arguments: expected.map(\.0))
  func golden(_ name: String) throws {
    // The fixture's folder differs between clones: the golden says `Seeds/`.
    let out = AliveCodeTests.run(path: Self.folder.appendingPathComponent(name).path, json: true)
      .replacingOccurrences(of: Self.folder.path + "/", with: "Seeds/")
    let url = Self.folder.appendingPathComponent(name + ".json")
    if ProcessInfo.processInfo.environment["VIEWLAB_RECORD"] != nil {
      try out.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      out == (try String(contentsOf: url, encoding: .utf8)), "re-record with VIEWLAB_RECORD=1 if intended")
  }
}
