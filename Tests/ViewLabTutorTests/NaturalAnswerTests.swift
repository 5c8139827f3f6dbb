import Testing
import ViewLabTutor

/// Answers as people give them: a name or a yes/no inside a sentence, a reason after it, in both
/// languages — and the wrong answers that leniency must never grade as the name or the yes/no.
@Suite struct NaturalAnswerTests {
  static let englishRight: [(String, AnswerKind, Answer)] = [
    ("yes, because the button is in front", .yesno, .bool(true)),
    ("No — it's hidden", .yesno, .bool(false)),
    ("No - it's hidden", .yesno, .bool(false)),
    ("no; its alpha is below 0.01", .yesno, .bool(false)),
    ("Yes. The point is inside.", .yesno, .bool(true)),
    ("yes because isUserInteractionEnabled is true", .yesno, .bool(true)),
    ("nope, the label refuses it", .yesno, .bool(false)),
    ("no, it isn't", .yesno, .bool(false)),
    ("yes (it's in bounds)", .yesno, .bool(true)),
    ("No since clipsToBounds is off", .yesno, .bool(false)),
    ("card, because UIImageView is not interactive by default", .hit, .view("card")),
    ("only purchase", .hit, .view("purchase")),
    ("the round button", .hit, .view("round")),
    ("round button", .hit, .view("round")),
    ("I think blue", .hit, .view("blue")),
    ("blue view gets it", .hit, .view("blue")),
    ("it's green — it is on top", .hit, .view("green")),
    ("badge (outside its parent)", .hit, .view("badge")),
    ("nil, everything is hidden", .hit, .view(nil)),
    ("no view at all", .hit, .view(nil)),
    ("only purchase, because the others fail", .chain, .chain(["purchase"])),
    ("tap and then pan", .chain, .chain(["tap", "pan"])),
    ("UIApplicationDelegate, the app delegate", .hit, .view("AppDelegate")),
  ]

  static let chineseRight: [(String, AnswerKind, Answer)] = [
    ("在，因为点在 bounds 里", .yesno, .bool(true)),
    ("在", .yesno, .bool(true)),
    ("不在，它被裁掉了", .yesno, .bool(false)),
    ("能到达，因为没有被隐藏", .yesno, .bool(true)),
    ("到达不了，父视图不接收", .yesno, .bool(false)),
    ("不能到达。", .yesno, .bool(false)),
    ("收不到，因为 alpha 太小", .yesno, .bool(false)),
    ("收得到", .yesno, .bool(true)),
    ("tapCard 会识别成功", .yesno, .bool(true)),
    ("会识别", .yesno, .bool(true)),
    ("不会识别，因为 pan 先识别了", .yesno, .bool(false)),
    ("不会", .yesno, .bool(false)),
    ("能，因为在范围里", .yesno, .bool(true)),
    ("不能，被挡住了", .yesno, .bool(false)),
    ("是，anchorPoint 是中心", .yesno, .bool(true)),
    ("不是，因为有 transform", .yesno, .bool(false)),
    ("它不会响应", .yesno, .bool(false)),
    ("只有 purchase", .hit, .view("purchase")),
    ("tapCard 会识别成功", .hit, .view("tapCard")),
    ("round 按钮", .hit, .view("round")),
    ("card，因为 UIImageView 默认不能交互", .hit, .view("card")),
    ("应该是 blue", .hit, .view("blue")),
    ("blue 视图", .hit, .view("blue")),
    ("没有视图，因为都隐藏了", .hit, .view(nil)),
    ("只有 purchase", .chain, .chain(["purchase"])),
    ("tap 和 pan，因为两个都识别", .chain, .chain(["tap", "pan"])),
  ]

  @Test(arguments: englishRight + chineseRight)
  func readsTheAnswerInTheSentence(text: String, kind: AnswerKind, expected: Answer) {
    #expect(AnswerReader.read(text, as: kind) == .success(expected))
  }

  /// Never graded as the name or the yes/no they contain.
  static let englishWrong: [(String, AnswerKind, AnswerReadError)] = [
    ("not card", .hit, .negatedName("not card")),
    ("card or photo", .hit, .twoNames("card or photo", names: ["card", "photo"])),
    ("card and photo", .hit, .twoNames("card and photo", names: ["card", "photo"])),
    ("neither blue", .hit, .negatedName("neither blue")),
    ("everything except card", .hit, .negatedName("everything except card")),
    ("the superview of card", .hit, .twoNames("the superview of card", names: ["superview", "card"])),
    ("yes, no", .yesno, .bothYesAndNo("yes, no")),
    ("Yes. No.", .yesno, .bothYesAndNo("Yes. No.")),
    ("no, yes it is", .yesno, .bothYesAndNo("no, yes it is")),
    ("maybe, because it depends", .yesno, .notYesOrNo("maybe, because it depends")),
    ("it depends", .yesno, .notYesOrNo("it depends")),
    ("yes and no", .yesno, .notYesOrNo("yes and no")),
    ("because it is hidden", .yesno, .notYesOrNo("because it is hidden")),
    ("sometimes", .yesno, .notYesOrNo("sometimes")),
    ("probably not sure", .yesno, .notYesOrNo("probably not sure")),
    ("not purchase", .chain, .negatedName("not purchase")),
    ("because it is on top", .hit, .notAName("because it is on top")),
    ("the button", .hit, .notAName("the button")),
    ("card, photo", .hit, .twoNames("card, photo", names: ["card", "photo"])),
    ("card photo", .hit, .twoNames("card photo", names: ["card", "photo"])),
  ]

  static let chineseWrong: [(String, AnswerKind, AnswerReadError)] = [
    ("不是 card", .hit, .negatedName("不是 card")),
    ("不是card", .hit, .negatedName("不是card")),
    ("没有 card", .hit, .negatedName("没有 card")),
    ("card 的父视图", .hit, .notAName("card 的父视图")),
    ("card 后面的视图", .hit, .notAName("card 后面的视图")),
    ("card 或 photo", .hit, .twoNames("card 或 photo", names: ["card", "photo"])),
    ("card 和 photo", .hit, .twoNames("card 和 photo", names: ["card", "photo"])),
    ("除了 card", .hit, .notAName("除了 card")),
    ("card 以外", .hit, .notAName("card 以外")),
    ("不在…在", .yesno, .bothYesAndNo("不在…在")),
    ("在，不在", .yesno, .bothYesAndNo("在，不在")),
    ("能到达，到达不了", .yesno, .bothYesAndNo("能到达，到达不了")),
    ("会不会", .yesno, .notYesOrNo("会不会")),
    ("不收不到", .yesno, .notYesOrNo("不收不到")),
    ("也许", .yesno, .notYesOrNo("也许")),
    ("不一定", .yesno, .notYesOrNo("不一定")),
    ("因为它被隐藏了", .yesno, .notYesOrNo("因为它被隐藏了")),
    ("看情况，因为…", .yesno, .notYesOrNo("看情况，因为…")),
    ("不只有 purchase", .chain, .negatedName("不只有 purchase")),
    ("只有 purchase 没有 tap", .chain, .negatedName("只有 purchase 没有 tap")),
    ("在在不在", .yesno, .notYesOrNo("在在不在")),
  ]

  @Test(arguments: englishWrong + chineseWrong)
  func refusesWhatLeniencyCouldMisgrade(text: String, kind: AnswerKind, error: AnswerReadError) {
    #expect(AnswerReader.read(text, as: kind) == .failure(error))
  }

  @Test func tablesAreLargeEnough() {
    #expect(Self.englishRight.count >= 20 && Self.chineseRight.count >= 20)
    #expect(Self.englishWrong.count >= 20 && Self.chineseWrong.count >= 20)
  }
}
