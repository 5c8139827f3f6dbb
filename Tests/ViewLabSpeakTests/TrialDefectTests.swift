import Testing
import ViewLabApp
import ViewLabCommands
import ViewLabLanguage
import ViewLabRendering
import ViewLabSystem

/// What a new user's trial found, each in English and Chinese: `addSubview` says where the view
/// went; an `@interface` is not announced as the class; `explain` names a pasted class; the
/// recursion hint is in the paste's language; an action its target's class does not have is named
/// as UIKit's crash; an error in a statement over several lines names its own line.
@Suite struct TrialDefectTests {
  /// The text of each statement of `text` (assembled as a `.swift`/`.m` file is) run in order.
  static func run(_ text: String, _ language: Language = .en, json: Bool = false) -> [String] {
    var console = Console(
      options: RenderOptions(json: json, color: false, width: 200, language: language))
    let files = MemoryFiles()
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return CodeLines.assembled(lines).flatMap {
      console.handle($0, lineNumber: $0.line, source: "paste.swift", files: files).map(\.text)
    }
  }

  static let made = "let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))"

  @Test(arguments: [
    (Language.en, "added a: UIView (10, 10, 50, 50) in view"),
    (.zhHans, "已添加 a：UIView (10, 10, 50, 50)，父视图 view"),
  ])
  func addSubviewSaysWhereTheViewWent(language: Language, said: String) {
    let out = Self.run(Self.made + "\nview.addSubview(a)", language)
    #expect(out.last?.contains(said) == true, "\(out)")
    let json = Self.run(Self.made + "\n[self.view addSubview:a];", language, json: true)
    #expect(json.last?.contains("\"notes\":[") == true && json.last?.contains(said) == true, "\(json)")
  }

  static let objectiveCClass = """
    @interface Foo : UIView
    @end
    @implementation Foo
    - (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event {
        return [super hitTest:point withEvent:event];
    }
    @end
    """

  @Test(arguments: [(Language.en, "class Foo: UIView"), (.zhHans, "类 Foo：继承自 UIView")])
  func anInterfaceThenItsImplementationIsAnnouncedOnce(language: Language, announced: String) {
    let out = Self.run(Self.objectiveCClass, language).joined(separator: "\n")
    #expect(out.components(separatedBy: announced).count - 1 == 1, "\(out)")
    #expect(out.contains("@interface Foo : UIView"), "the interface is acknowledged: \(out)")
  }

  static let swiftRecursion = """
    class Bar: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            return self.hitTest(point, with: event)
        }
    }
    let b = Bar(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.addSubview(b)
    tap 10 10
    explain b
    """

  @Test(arguments: [Language.en, .zhHans])
  func swiftRecursionIsHintedInSwift(language: Language) {
    let out = Self.run(Self.swiftRecursion, language).joined(separator: "\n")
    #expect(out.contains("super.… "), "\(out)")
    #expect(!out.contains("[super …]"), "\(out)")
    let objectiveC = Self.run(
      Self.objectiveCClass.replacingOccurrences(of: "[super hitTest", with: "[self hitTest")
        + "\nFoo *f = [[Foo alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];\n[self.view addSubview:f];\ntap 10 10",
      language
    ).joined(separator: "\n")
    #expect(objectiveC.contains("[super …]"), "\(objectiveC)")
  }

  @Test(arguments: [(Language.en, "b (Bar: UIView) in view"), (.zhHans, "b（Bar: UIView），父视图 view")])
  func explainNamesThePastedClass(language: Language, header: String) {
    let out = Self.run(Self.swiftRecursion, language)
    #expect(out.last?.hasPrefix(header) == true, "\(out.last ?? "")")
  }

  static let missingAction = """
    class Btn: UIButton {
        @objc func tapped() { }
    }
    let b = Btn(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.addSubview(b)
    b.addTarget(b, action: #selector(foo), for: .touchUpInside)
    tap 10 10
    """

  @Test(arguments: [
    (Language.en, "Btn has no method foo", "runs foo"), (.zhHans, "Btn 没有 foo 方法", "执行 foo"),
  ])
  func anActionTheTargetLacksIsAnUnrecognizedSelector(language: Language, said: String, ran: String) {
    let out = Self.run(Self.missingAction, language)
    #expect(out[out.count - 2].contains(said), "the note at addTarget: \(out[out.count - 2])")
    #expect(out.last?.contains(said) == true && out.last?.contains("unrecognized selector") == true)
    #expect(out.last?.contains(ran) == false, "\(out.last ?? "")")
    let json = Self.run(Self.missingAction, language, json: true)
    #expect(json.last?.contains("\"unrecognized\":true") == true, "\(json.last ?? "")")
  }

  @Test(arguments: [
    "let g = UITapGestureRecognizer(target: b, action: #selector(bar))",
    "UITapGestureRecognizer *g = [[UITapGestureRecognizer alloc] initWithTarget:b action:@selector(bar)];",
  ])
  func aRecognizerActionTheTargetLacksIsAnUnrecognizedSelector(made: String) {
    let text = Self.missingAction.replacingOccurrences(
      of: "b.addTarget(b, action: #selector(foo), for: .touchUpInside)",
      with: made + "\nb.addGestureRecognizer(g)")
    let out = Self.run(text)
    #expect(out.contains { $0.hasPrefix("Btn has no method bar") }, "\(out)")
    #expect(out.last?.contains("sends its action: Btn has no method bar") == true, "\(out.last ?? "")")
  }

  @Test func anActionTheTargetHasStillRuns() {
    let out = Self.run(
      Self.missingAction.replacingOccurrences(of: "#selector(foo)", with: "#selector(tapped)"))
    #expect(out.last?.contains("runs tapped") == true, "\(out.last ?? "")")
    #expect(!out.joined().contains("unrecognized"))
  }

  @Test(arguments: [Language.en, .zhHans])
  func anErrorInAStatementOverLinesNamesItsLine(language: Language) {
    let text = "add red 0 0 10 10\nlet a = UIView(frame:\n  CGRect(x: 0, y: 0,\n    width: zork, height: 5))"
    let out = Self.run(text, language).last ?? ""
    #expect(out.hasPrefix("paste.swift:4:12: "), "\(out)")
    #expect(
      out.contains("\n      width: zork, height: 5))\n" + String(repeating: " ", count: 13) + "^^^^"),
      "\(out)")
  }
}
