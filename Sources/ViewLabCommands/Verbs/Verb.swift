import ViewLabGeometry
import ViewLabModel

/// One verb of the scene-script language, declared once: its words, its forms as typed slots, its
/// help in English and Chinese, an example, and how a parsed line becomes a `Command`. Parsing (`Parser`), Tab completion
/// (`Verbs.expectations`) and `help` (`CommandCatalog`) are all derived from this declaration.
///
///     Verb("hide", .change, forms: [[.name("NAME")]], summary: "hide the view", zh: "隐藏视图",
///          uikit: "NAME.isHidden = true", example: "hide red") { a in .hidden(a.name("NAME")!, true) }
public struct Verb: Sendable {
  public enum Group: String, CaseIterable, Sendable {
    case build = "Build the scene"
    case change = "Change a view"
    case overrides = "Overrides a subclass would write"
    case ask = "Ask questions"
    case touches = "Gestures, controls and touches"
    case session = "Session"

    /// What its verbs may do inside a lesson unless a verb says otherwise: the session's verbs touch
    /// files, leave, start another tutor or switch the language; the questions only ask.
    var lessonUse: LessonUse {
      switch self {
      case .build, .change, .overrides, .touches: .experiment(asksTheQuestion: false)
      case .ask: .query(asksTheQuestion: true)
      case .session: .refused
      }
    }

    /// The group's title in Simplified Chinese (the raw value is the English one).
    public var chineseTitle: String {
      switch self {
      case .build: "搭建场景"
      case .change: "修改视图"
      case .overrides: "子类中常见的重写"
      case .ask: "查询"
      case .touches: "手势、控件与触摸"
      case .session: "会话"
      }
    }
  }

  public var word: String
  /// Other spellings the parser accepts (`exit` for `quit`).
  public var aliases: [String]
  public var group: Group
  /// Each form is one way of writing the arguments; the first that reads the whole line wins.
  public var forms: [[Slot]]
  public var summary: String
  /// The same summary in Simplified Chinese.
  public var chineseSummary: String
  /// The UIKit code the verb stands for (empty for session verbs).
  public var uikit: String
  public var example: String
  /// What the verb may do inside a lesson.
  public var inLesson: LessonUse
  let make: @Sendable (ParsedArguments) throws(ScriptError) -> Command

  init(
    _ word: String, aliases: [String] = [], _ group: Group, forms: [[Slot]], summary: String, zh: String,
    uikit: String,
    example: String, inLesson: LessonUse? = nil,
    make: @escaping @Sendable (ParsedArguments) throws(ScriptError) -> Command
  ) {
    self.word = word
    self.aliases = aliases
    self.group = group
    self.forms = forms
    self.summary = summary
    self.chineseSummary = zh
    self.uikit = uikit
    self.example = example
    self.inLesson = inLesson ?? group.lessonUse
    self.make = make
  }

  /// `frame NAME X Y W H | frame NAME origin X Y | frame NAME size W H`.
  public var syntax: String {
    forms.map { form in ([word] + [Slot.text(form)]).filter { !$0.isEmpty }.joined(separator: " ") }
      .joined(separator: " | ")
  }

  /// The command for the rest of a line whose first token was this verb.
  func parse(_ cursor: inout TokenCursor) throws(ScriptError) -> Command {
    try make(try SyntaxParser.parse(forms, &cursor))
  }
}

/// Every verb, in the order `help` lists them.
public enum Verbs {
  public static let all: [Verb] = build + change + flags + overrides + ask + touches + session

  static let byWord: [String: Verb] = {
    var table: [String: Verb] = [:]
    for verb in all {
      for word in [verb.word] + verb.aliases { table[word] = verb }
    }
    return table
  }()

  /// The verb a word names, aliases included.
  public static func named(_ word: String) -> Verb? { byWord[word] }

  /// Every word a command may start with, aliases included.
  public static var words: [String] { byWord.keys.sorted() }

  /// What may come after `words` (the first is the verb) when the next word starts `partial`.
  /// When a number may come next and nothing is typed yet, fixed words are not offered: the
  /// learner is probably about to type the number.
  ///
  ///     Verbs.expectations(after: ["move", "red"], partial: "")   // [.keyword(["to"])]
  public static func expectations(after words: [String], partial: String) -> [Expectation] {
    guard let first = words.first else { return [.command] }
    guard let verb = named(first) else { return [] }
    let found = SyntaxCompleter.expectations(verb.forms, after: Array(words.dropFirst()))
    guard partial.isEmpty, found.contains(.number) else { return found }
    return found.filter { if case .keyword = $0 { false } else { true } }
  }
}

extension Verbs {
  /// `transform NAME OP…`: each OP as Swift's `.rotated(by:)`, `.scaledBy`, `.translatedBy` chain it.
  static let transformOps: [[Slot]] = [
    [.keyword("OP", ["rotate"]), .number("DEGREES")],
    [.keyword("OP", ["scale"]), .number("S"), .optional(.number, [.number("SY")])],
    [.keyword("OP", ["translate"]), .number("TX"), .number("TY")],
    [
      .keyword("OP", ["matrix"]), .number("A"), .number("B"), .number("C"), .number("D"), .number("TX"),
      .number("TY"),
    ],
  ]

  @Sendable static func transformOp(_ a: ParsedArguments) -> TransformOp {
    switch a.word("OP") {
    case "rotate": return .rotate(degrees: a.number("DEGREES")!)
    case "scale": return .scale(x: a.number("S")!, y: a.number("SY") ?? a.number("S")!)
    case "translate": return .translate(x: a.number("TX")!, y: a.number("TY")!)
    default:
      let n = ["A", "B", "C", "D", "TX", "TY"].map { a.number($0)! }
      return .matrix(AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5]))
    }
  }
}

extension ParsedArguments {
  /// The three forms of `frame` and `bounds`.
  var rectEdit: RectEdit {
    switch form {
    case 1: .origin(point!)
    case 2: .size(size!)
    default: .whole(rect!)
    }
  }
}

/// What a verb may do inside a lesson, declared with the verb (the tutor asks the verb).
///
/// `asksTheQuestion`: a lesson's `query:` may be this verb (its JSON object holds the graded field).
public enum LessonUse: Hashable, Sendable {
  /// Changes the scene or the finger: a learner's experiment, undone before an answer is graded
  /// (and replayed, in order, when the scene is shown again).
  case experiment(asksTheQuestion: Bool)
  /// Only asks: it runs unless it would print the open question's answer, and is never kept as an
  /// experiment.
  case query(asksTheQuestion: Bool)
  /// Acts on the session (files, leaving, another tutor, the language): refused inside a lesson.
  case refused

  public var asksTheQuestion: Bool {
    switch self {
    case .experiment(let asks), .query(let asks): asks
    case .refused: false
    }
  }

  /// Kept as an experiment: the line changed what later lines see.
  public var isExperiment: Bool {
    switch self {
    case .experiment: true
    case .query, .refused: false
    }
  }
}

extension Verbs {
  /// What the line's first word may do inside a lesson; nil when it is no verb (pasted code, an
  /// answer, a typo).
  public static func lessonUse(ofLine line: String) -> LessonUse? {
    let word = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
    return named(word)?.inLesson
  }
}
