import Testing
import ViewLabApp
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

/// What a lesson allows is declared on the verb: every verb says whether it is an experiment, a
/// question or refused, and `lang` (once run inside lessons and kept as an experiment) is refused.
@Suite struct LessonUseTests {
  @Test(arguments: [
    ("hide red", LessonUse.experiment(asksTheQuestion: false)),
    ("touch down 1 2", .experiment(asksTheQuestion: true)),
    ("undo", .experiment(asksTheQuestion: false)),
    ("tap 1 2", .query(asksTheQuestion: true)), ("explain red", .query(asksTheQuestion: true)),
    ("tree", .query(asksTheQuestion: false)), ("help tap", .query(asksTheQuestion: false)),
    ("lang zh-Hans", .refused), ("save x.vl", .refused), ("exit", .refused), ("lessons", .refused),
  ])
  func declaredOnTheVerb(line: String, use: LessonUse) {
    #expect(Verbs.lessonUse(ofLine: line) == use)
  }

  @Test func everyVerbDeclaresItsUseAndNoSessionVerbIsAQuestion() {
    for verb in Verbs.all where verb.group == .session {
      #expect(!verb.inLesson.asksTheQuestion, "\(verb.word)")
    }
    #expect(Verbs.lessonUse(ofLine: "let v = UIView()") == nil)
  }
}
