import Foundation
import Testing

/// Who handles touchesMoved/Ended is read from the override of that phase, not from touchesBegan's:
/// a view that overrides only touchesEnded handles ended and lets began and moved go up the chain;
/// a controller that overrides only touchesBegan does not handle moved or ended.
@Suite struct PhaseOverrideTests {
  static func text(_ script: String) throws -> [String] {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "phase-\(UUID().uuidString).swift")
    try script.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    return AliveCodeTests.run(path: url.path, json: false).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { $0.hasPrefix("→ touches") }
  }

  @Test func aViewThatOverridesOnlyTouchesEnded() throws {
    let lines = try Self.text(
      """
      class EndOnly: UIView {
          override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { print("ended") }
      }
      let e = EndOnly(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
      view.addSubview(e)
      touch down 10 110
      touch move 20 120
      touch up
      """)
    #expect(lines.count == 3, "\(lines)")
    #expect(lines[0].hasPrefix("→ touchesBegan(_:with:) to e: no override handles it"))
    #expect(lines[1].hasPrefix("→ touchesMoved(_:with:) to e: no override handles it"))
    #expect(lines[2] == "→ touchesEnded(_:with:) to e: e handles it")
  }

  @Test func aControllerThatOverridesOnlyTouchesBegan() throws {
    let lines = try Self.text(
      """
      class VC: UIViewController {
          override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { print("began") }
      }
      touch down 10 110
      touch move 20 120
      touch up
      """)
    #expect(lines.count == 3, "\(lines)")
    #expect(lines[0] == "→ touchesBegan(_:with:) to view: viewController handles it")
    #expect(lines[1].hasPrefix("→ touchesMoved(_:with:) to view: no override handles it"))
    #expect(lines[2].hasPrefix("→ touchesEnded(_:with:) to view: no override handles it"))
  }

  /// UIControl tracks a touch in its own touchesBegan: a UIButton subclass that overrides it without
  /// calling super sends no control events and fires no action; with super it works as a button.
  @Test func aControlSubclassWithoutSuperNeverTracks() throws {
    let script = """
      class MyButton: UIButton {
          override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { print("began") }
      }
      class SuperButton: UIButton {
          override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
              super.touchesBegan(touches, with: event)
          }
      }
      let mb = MyButton(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
      view.addSubview(mb)
      mb.addTarget(self, action: #selector(foo), for: .touchUpInside)
      let sb = SuperButton(frame: CGRect(x: 10, y: 100, width: 100, height: 40))
      view.addSubview(sb)
      sb.addTarget(self, action: #selector(foo), for: .touchUpInside)
      tap 20 20
      tap 20 110
      """
    let taps = try DelegateCodeTests.lines(script, ext: "swift").filter { $0.hasPrefix(#"{"command":"tap""#) }
    #expect(taps.count == 2)
    #expect(taps[0].contains(#""controlEvents":[],"actions":[]"#), "\(taps[0])")
    #expect(
      taps[1].contains(
        #""controlEvents":["touchDown","touchUpInside","primaryActionTriggered"],"actions":["foo"]"#),
      "\(taps[1])")
  }
}
