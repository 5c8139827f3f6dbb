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
}
