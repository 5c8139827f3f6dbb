import Testing
import ViewLabTestSupport
import ViewLabTutor

/// Lesson 16 played by a program, as the tutor JSON contract describes: a spoken answer's line has
/// `"kind": "explain"` and `"points"`, each point in the learner's language, met or not.
@Suite struct SpokenLessonTests {
  /// Lesson 16's answers in order: a right answer for each question about the scene, and the spoken
  /// ones as given.
  static func input(avatar: String, touchesEnded: String, badge: String) -> String {
    let wrong = "x"
    let lines =
      [wrong, wrong, wrong, wrong, avatar, wrong, touchesEnded]
      + [wrong, wrong, wrong, wrong, wrong, wrong, badge, wrong]
    return lines.joined(separator: "\n") + "\n"
  }

  static func play(_ input: String, lang: String) throws -> [JSONValue] {
    let home = Binary.makeHome()
    defer { Binary.removeHome(home) }
    let run = try ChildProcess.run(
      Binary.path, arguments: ["lesson", "16", "--json", "--lang", lang], input: input,
      environment: Binary.environment(home: home))
    #expect(run.status == 0)
    return run.output.split(separator: "\n").compactMap { JSONValue(parsing: String($0)) }
  }

  static func points(_ line: JSONValue?) -> [(String, Bool)] {
    (line?["points"]?.arrayValue ?? []).map { ($0["point"]?.stringValue ?? "", $0["met"] == .bool(true)) }
  }

  @Test func spokenAnswersShowTheirPoints() throws {
    let lines = try Self.play(
      Self.input(
        avatar: "it uses hitTest",
        touchesEnded:
          "Set cancelsTouchesInView to false: openCard still recognizes, and card gets touchesEnded after touchesBegan",
        badge: "You do not override anything on card, and it is not about converting"),
      lang: "en")
    let byID = Dictionary(lines.compactMap { l in l["question"]?.stringValue.map { ($0, l) } }) { a, _ in a }
    let avatar = byID["say-avatar-button"]
    #expect(avatar?["kind"] == .string("explain"))
    #expect(avatar?["correct"] == .bool(false))
    #expect(Self.points(avatar).map(\.1) == [false, false, false, false])
    #expect(Self.points(avatar).first?.0 == "UIImageView's isUserInteractionEnabled is false by default")
    // Three of four points pass this one (pass: 3); delaysTouchesEnded was not named.
    let both = byID["say-both"]
    #expect(both?["correct"] == .bool(true))
    #expect(Self.points(both).map(\.1) == [true, true, true, false])
    // A negation is no point made: only "on card" stands.
    #expect(Self.points(byID["say-badge-fix"]).map(\.1) == [false, true, false, false])
    #expect(lines.last?["total"] == .number(15))
  }

  @Test func chinesePointsAndAnswersInChinese() throws {
    let lines = try Self.play(
      Self.input(
        avatar:
          "UIImageView 默认不能交互，avatar 直接返回 nil，按钮轮不到，触摸给了 card；把 avatar 的 isUserInteractionEnabled 设为 true 就行",
        touchesEnded: "用 hitTest",
        badge: "在 card 上重写 point(inside:with:)：点转换到角标里就返回 true，否则返回 super"),
      lang: "zh-Hans")
    let byID = Dictionary(lines.compactMap { l in l["question"]?.stringValue.map { ($0, l) } }) { a, _ in a }
    #expect(byID["say-avatar-button"]?["correct"] == .bool(true))
    #expect(
      Self.points(byID["say-avatar-button"]).first?.0 == "UIImageView 的 isUserInteractionEnabled 默认是 false")
    #expect(byID["say-both"]?["correct"] == .bool(false))
    #expect(byID["say-badge-fix"]?["correct"] == .bool(true))
    #expect(Self.points(byID["say-badge-fix"]).map(\.1) == [true, true, true, true])
    #expect(byID["say-badge-fix"]?["explanation"]?.stringValue?.contains("参考回答：") == true)
  }
}
