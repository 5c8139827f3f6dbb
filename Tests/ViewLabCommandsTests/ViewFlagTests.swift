import Testing
import ViewLabCommands
import ViewLabModel
import ViewLabRendering
import ViewLabSystem

/// Every Boolean view property is declared once (`ViewFlag`): its verb, saving, pasted Swift and
/// Objective-C, and `explain`'s JSON all follow from the declaration.
@Suite struct ViewFlagTests {
  static func run(_ lines: [String]) -> (Console, [String]) {
    var console = Console(options: RenderOptions(json: true))
    let files = ScriptedSystem()
    let out = lines.enumerated().map { i, line in
      console.handle(line: line, lineNumber: i + 1, files: files).text
    }
    return (console, out)
  }

  @Test(arguments: ViewFlag.allCases)
  func verbSetsItAndExplainSavesAndPastedCodeAgree(_ flag: ViewFlag) {
    let value = !flag.defaultValue(for: .UIView)
    let word = value ? "on" : "off"
    let (console, out) = Self.run(["add v 0 0 10 10", "\(flag.rawValue) v \(word)", "explain v"])
    #expect(out[1] == #"{"command":"\#(flag.rawValue)","ok":true}"#)
    #expect(out[2].contains(#""\#(flag.objectiveCName)":\#(value)"#), "\(out[2])")
    #expect(console.scene.script().contains("\(flag.rawValue) v \(word)"))
    let swift = Self.run(["let v = UIView()", "v.\(flag.swiftName) = \(value)", "window.addSubview(v)"]).0
    let objc = Self.run([
      "UIView *v = [[UIView alloc] init];", "v.\(flag.objectiveCName) = \(value ? "YES" : "NO");",
      "[window addSubview:v];",
    ]).0
    for scene in [swift.scene, objc.scene] {
      let id = scene.view(named: "v")
      #expect(id.map { scene[$0][keyPath: flag.keyPath] } == value, "\(flag)")
    }
  }

  @Test func aFlagLeftAtItsDefaultIsNotSaved() {
    let (console, _) = Self.run(["add v 0 0 10 10", "exclusive v on", "exclusive v off"])
    #expect(!console.scene.script().contains("exclusive"))
  }
}
