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
          "openCard recognizes the tap, so card gets touchesCancelled because of cancelsTouchesInView; set cancelsTouchesInView to false",
        badge:
          "card does not return nil, the point is not outside the bounds, and you do not override anything"),
      lang: "en")
    let byID = Dictionary(lines.compactMap { l in l["question"]?.stringValue.map { ($0, l) } }) { a, _ in a }
    let avatar = byID["say-avatar"]
    #expect(avatar?["kind"] == .string("explain"))
    #expect(avatar?["correct"] == .bool(false))
    #expect(Self.points(avatar).map(\.1) == [false, false, false, false])
    #expect(Self.points(avatar).first?.0 == "UIImageView's isUserInteractionEnabled is false by default")
    // Three of four points pass this one (pass: 3); delaysTouchesEnded was not named.
    let ended = byID["say-touches-ended"]
    #expect(ended?["correct"] == .bool(true))
    #expect(Self.points(ended).map(\.1) == [true, true, false, true])
    // A negation is no point made.
    #expect(Self.points(byID["say-badge"]).map(\.1) == [false, false, false, false])
    #expect(lines.last?["total"] == .number(15))
  }

  @Test func chinesePointsAndAnswersInChinese() throws {
    let lines = try Self.play(
      Self.input(
        avatar: "UIImageView 默认不能交互，hitTest 直接跳过 avatar，命中的是 card；把 isUserInteractionEnabled 设为 true 就行",
        touchesEnded: "用 hitTest",
        badge:
          "card 的 point(inside:with:) 不通过，点在 card 的 bounds 之外，card 返回 nil，badge 轮不到；要重写 card 的 point(inside:with:)"
      ),
      lang: "zh-Hans")
    let byID = Dictionary(lines.compactMap { l in l["question"]?.stringValue.map { ($0, l) } }) { a, _ in a }
    #expect(byID["say-avatar"]?["correct"] == .bool(true))
    #expect(Self.points(byID["say-avatar"]).first?.0 == "UIImageView 的 isUserInteractionEnabled 默认是 false")
    #expect(byID["say-touches-ended"]?["correct"] == .bool(false))
    #expect(byID["say-badge"]?["correct"] == .bool(true))
    #expect(Self.points(byID["say-badge"]).map(\.1) == [true, true, false, true])
    #expect(byID["say-badge"]?["explanation"]?.stringValue?.contains("参考回答：") == true)
  }
}
