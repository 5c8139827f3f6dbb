import Testing
import ViewLabTutor

@Suite struct AnswerReaderTests {
  static let readable: [(String, AnswerKind, Answer)] = [
    ("blue", .hit, .view("blue")),
    ("  Blue ", .hit, .view("Blue")),
    ("nil", .hit, .view(nil)),
    ("None", .hit, .view(nil)),
    ("`green`", .hit, .view("green")),
    ("(10, 20)", .point, .point(10, 20)),
    ("10, 20", .point, .point(10, 20)),
    ("10 20", .point, .point(10, 20)),
    ("-12.5 1e3", .point, .point(-12.5, 1000)),
    ("CGPoint(x: 10, y: 20)", .point, .point(10, 20)),
    ("{10, 20}", .point, .point(10, 20)),
    ("（10，20）", .point, .point(10, 20)),
    ("1 2 3 4", .rect, .rect(1, 2, 3, 4)),
    ("(1, 2, 3, 4)", .rect, .rect(1, 2, 3, 4)),
    ("CGRect(x: 1, y: 2, width: 3, height: 4)", .rect, .rect(1, 2, 3, 4)),
    ("42", .number, .number(42)),
    ("42.0", .number, .number(42)),
    ("a → b → c", .chain, .chain(["a", "b", "c"])),
    ("a -> b -> c", .chain, .chain(["a", "b", "c"])),
    ("a > b > c", .chain, .chain(["a", "b", "c"])),
    ("a, b, c", .chain, .chain(["a", "b", "c"])),
    ("a b c", .chain, .chain(["a", "b", "c"])),
    ("none", .chain, .chain([])),
    ("yes", .yesno, .bool(true)),
    ("True", .yesno, .bool(true)),
    ("no", .yesno, .bool(false)),
    ("false", .yesno, .bool(false)),
    ("是", .yesno, .bool(true)),
    ("是的", .yesno, .bool(true)),
    ("不是", .yesno, .bool(false)),
    ("会", .yesno, .bool(true)),
    ("不会", .yesno, .bool(false)),
    ("能", .yesno, .bool(true)),
    ("不能", .yesno, .bool(false)),
    ("对", .yesno, .bool(true)),
    ("不对", .yesno, .bool(false)),
    ("有", .yesno, .bool(true)),
    ("没有", .yesno, .bool(false)),
    ("不会，因为它被隐藏了", .yesno, .bool(false)),
    ("不会因为 alpha 太小", .yesno, .bool(false)),
    ("能。", .yesno, .bool(true)),
    ("no, because it is hidden", .yesno, .bool(false)),
    ("No because the label refuses touches", .yesno, .bool(false)),
    ("yes - the anchor is the middle", .yesno, .bool(true)),
    ("UIApplicationDelegate", .hit, .view("AppDelegate")),
    ("a → UIApplication → UIApplicationDelegate", .chain, .chain(["a", "UIApplication", "AppDelegate"])),
    ("b", .choice, .choice(1)),
    ("(B)", .choice, .choice(1)),
    ("Two", .choice, .choice(1)),
    ("hide red; tap 1 2", .task, .commands(["hide red", "tap 1 2"])),
    ("hide red\nshow red", .task, .commands(["hide red", "show red"])),
  ]

  @Test(arguments: readable)
  func reads(text: String, kind: AnswerKind, expected: Answer) {
    #expect(AnswerReader.read(text, as: kind, choices: ["one", "two", "three"]) == .success(expected))
  }

  static let unreadable: [(String, AnswerKind, AnswerReadError)] = [
    ("", .hit, .empty),
    ("tap 60 60", .hit, .notAName("tap 60 60")),
    ("10", .point, .wrongNumberCount(expected: 2, found: 1)),
    ("1 2 3", .rect, .wrongNumberCount(expected: 4, found: 3)),
    ("ten", .number, .notANumber("ten")),
    ("nan", .number, .notANumber("nan")),
    ("maybe", .yesno, .notYesOrNo("maybe")),
    ("yes and no", .yesno, .notYesOrNo("yes and no")),
    ("not sure", .yesno, .notYesOrNo("not sure")),
    ("会不会", .yesno, .notYesOrNo("会不会")),
    ("nothing, it is hidden", .yesno, .notYesOrNo("nothing, it is hidden")),
    ("E", .choice, .notAChoice("E", count: 3)),
    ("a > 1", .chain, .notAName("1")),
  ]

  @Test(arguments: unreadable)
  func refuses(text: String, kind: AnswerKind, error: AnswerReadError) {
    #expect(AnswerReader.read(text, as: kind, choices: ["one", "two", "three"]) == .failure(error))
  }

  static let matching: [(Answer, Answer, Bool)] = [
    (.view("Blue"), .view("blue"), true),
    (.view(nil), .view("blue"), false),
    (.point(10.004, 20), .point(10, 20), true),
    (.point(10.02, 20), .point(10, 20), false),
    (.number(0.3), .number(0.1 + 0.2), true),
    (.chain(["A", "b"]), .chain(["a", "B"]), true),
    (.chain(["a"]), .chain(["a", "b"]), false),
    (.bool(true), .bool(false), false),
  ]

  @Test(arguments: matching)
  func matches(given: Answer, expected: Answer, result: Bool) {
    #expect(given.matches(expected) == result)
  }

  /// What `lessons answers` prints reads back as the same answer.
  @Test(arguments: [
    (Answer.point(0.5, -3), AnswerKind.point, "(0.5, -3)"), (.rect(1, 2, 3, 4.25), .rect, "(1, 2, 3, 4.25)"),
    (.number(-0.70710678), .number, "-0.7071"), (.chain(["a", "b"]), .chain, "a → b"),
    (.chain([]), .chain, "none"),
    (.view(nil), .hit, "nil"), (.bool(false), .yesno, "no"), (.choice(2), .choice, "C"),
  ])
  func typedReadsBack(answer: Answer, kind: AnswerKind, typed: String) {
    #expect(answer.typed == typed)
    let back = try? AnswerReader.read(typed, as: kind, choices: ["x", "y", "z"]).get()
    #expect(back.map { $0.matches(answer) } == true)
  }

  /// A task's commands split at `;` and newlines, but not inside a one-line class's braces or a
  /// string literal.
  @Test(arguments: [
    ("hide red; front blue", ["hide red", "front blue"]),
    ("hide red\nfront blue;;", ["hide red", "front blue"]),
    (
      "class R: UIView { override func point(inside p: CGPoint, with e: UIEvent?) -> Bool { let r = 1; return r > 0 } }; let a = R(frame: .zero); window.addSubview(a)",
      [
        "class R: UIView { override func point(inside p: CGPoint, with e: UIEvent?) -> Bool { let r = 1; return r > 0 } }",
        "let a = R(frame: .zero)", "window.addSubview(a)",
      ]
    ),
    (
      "@interface R : UIView @end @implementation R - (BOOL)pointInside:(CGPoint)p withEvent:(UIEvent *)e { NSLog(@\"a;}\"); return NO; } @end; hide red",
      [
        "@interface R : UIView @end",
        "@implementation R - (BOOL)pointInside:(CGPoint)p withEvent:(UIEvent *)e { NSLog(@\"a;}\"); return NO; } @end",
        "hide red",
      ]
    ),
    // Lines are put together as pasted code is: a brace left open takes the lines after it.
    ("x { a; b\nhide red; show red", ["x { a; b hide red; show red"]),
    ("x { a; b }\nhide red; show red", ["x { a; b }", "hide red", "show red"]),
  ])
  func splitsCommands(text: String, commands: [String]) {
    #expect(AnswerReader.splitCommands(text) == commands)
  }
}
