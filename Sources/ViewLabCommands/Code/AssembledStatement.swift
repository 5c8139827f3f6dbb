/// One statement as the assembler cut it from pasted lines.
public struct AssembledStatement: Hashable, Sendable {
  /// The number of its first line (1-based).
  public var line: Int
  /// How many lines it spans, the skipped ones included.
  public var lineCount: Int
  /// What to run. A class keeps its lines (`#line N` first, so its messages name the paste's line
  /// numbers); any other statement spanning lines is joined into one line, its comments removed.
  /// Empty for a piece that was only noise.
  public var text: String
  /// A pasted class (`@interface`/`@implementation` … `@end`, `class X: UIView { … }`).
  public var isClass: Bool
  /// The Markdown lines taken out of it (or the line it was, for a piece of noise alone).
  public var skipped: [SkippedLine]
  /// False when the input ended before the statement closed (its error shows when it runs).
  public var isClosed: Bool
  /// For a statement joined from several lines: where each line's code starts in `text`, so an
  /// error names the line it is on and its column there. Empty for one line or a class.
  public var pieces: [Piece] = []
  /// Where it stands in a view controller's `viewDidLoad` (or another lifecycle method), whose
  /// statements run one by one; nil outside one.
  public var lifecycle: LifecyclePosition?
  /// The view controller class whose lifecycle method it is in (`HomeViewController`).
  public var controllerClass: String?

  /// One line of a joined statement.
  public struct Piece: Hashable, Sendable {
    /// The column in `text` where this line's code starts (1-based).
    public var textColumn: Int
    /// The line's number and the column its code starts at in it (1-based).
    public var line: Int
    public var column: Int
    /// The line as pasted.
    public var text: String
  }

  /// An error found in `text`, moved to the line it is on: the error with its column in that
  /// line, the line's number and the line as pasted. nil when the statement is one line.
  public func located(_ error: ScriptError) -> (error: ScriptError, line: Int, text: String)? {
    if let at = error.line, text.hasPrefix("#line ") {
      // A statement kept with its lines: the error names its line.
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
      let i = lines.startIndex + at - line
      guard lines.indices.contains(i) else { return nil }
      var moved = error
      moved.line = nil
      let text = String(lines[i])
      if case .flow = error.problem {
        // The loop (or `guard`) as a whole: its first word.
        let lead = text.prefix { $0 == " " || $0 == "\t" }.count
        moved.column = lead + 1
        moved.length = max(1, text.dropFirst(lead).prefix { $0.isLetter }.count)
      }
      return (moved, at, text)
    }
    guard let piece = pieces.last(where: { $0.textColumn <= error.column }) else { return nil }
    let column = piece.column + error.column - piece.textColumn
    let room = max(1, piece.text.count - column + 1)
    return (
      ScriptError(error.problem, column: column, length: min(error.length, room)), piece.line, piece.text
    )
  }

  /// Does an error in it need `located` to name its line: a statement joined from several lines, or
  /// one kept with its lines (a loop)?
  public var spansLines: Bool { !pieces.isEmpty || (!isClass && text.hasPrefix("#line ")) }

  /// The statement as typed: a class's lines without the `#line` marker (for history, answers).
  public var typed: String {
    guard isClass, text.hasPrefix("#line "), let newline = text.firstIndex(of: "\n") else { return text }
    return String(text[text.index(after: newline)...])
  }

  /// Only Markdown: nothing to run.
  public var isNoise: Bool { text.isEmpty && !skipped.isEmpty }

  public init(
    line: Int, lineCount: Int = 1, text: String, isClass: Bool = false, skipped: [SkippedLine] = [],
    isClosed: Bool = true
  ) {
    self.line = line
    self.lineCount = lineCount
    self.text = text
    self.isClass = isClass
    self.skipped = skipped
    self.isClosed = isClosed
  }

  static func skipped(_ line: SkippedLine) -> AssembledStatement {
    AssembledStatement(
      line: line.line, lineCount: 1, text: "", isClass: false, skipped: [line], isClosed: true)
  }
}

/// A line of Markdown the assembler did not run.
public struct SkippedLine: Hashable, Sendable {
  public var line: Int
  public var text: String
  public var kind: PastedMarkdown

  public init(line: Int, text: String, kind: PastedMarkdown) {
    self.line = line
    self.text = text
    self.kind = kind
  }
}

/// A pasted view class, by the way it closes.
enum ClassKind: Hashable, Sendable {
  /// `@interface` or `@implementation`: closes at `@end`.
  case objectiveC
  /// `class X: UIView {`: closes at the brace matching its first `{`.
  case swift

  /// The class that `line` starts, if it starts one (a view controller's lines run one by one).
  static func starting(_ line: String) -> ClassKind? {
    guard ClassParser.startsClass(line) else { return nil }
    return line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("@") ? .objectiveC : .swift
  }
}

/// The statement being assembled.
struct OpenStatement: Hashable, Sendable {
  var line: Int
  /// The lines as pasted (a skipped one is empty).
  var lines: [String]
  /// Each line without its comments.
  var code: [String]
  /// `(`, `[`, `{` open now.
  var depth: Int
  /// `{` open now, and whether one was ever opened.
  var braces: Int
  var openedBrace: Bool
  var sawEnd: Bool
  var classKind: ClassKind?
  /// A view controller's `@implementation`, read up to its `@end` and then judged whole.
  var controller = false
  var skipped: [SkippedLine] = []
  /// An Objective-C method header waiting for the `{` of its body on a later line.
  var awaitsBody = false

  init(line: Int, text: String, facts: CodeScanner.Facts) {
    self.line = line
    lines = [text]
    code = [facts.code]
    depth = facts.balance
    braces = facts.braces
    openedBrace = facts.opensBrace
    sawEnd = facts.hasEnd
  }

  /// A complete statement that a `.` on the next line continues.
  init(reopening s: AssembledStatement) {
    line = s.line
    lines = [s.text] + Array(repeating: "", count: s.lineCount - 1)
    var scanner = CodeScanner()
    code = [scanner.scan(s.text).code] + Array(repeating: "", count: s.lineCount - 1)
    depth = 0
    braces = 0
    openedBrace = false
    sawEnd = false
    skipped = s.skipped
  }

  var lineCount: Int { lines.count }
  /// Its first line opened a brace (a method or a closure body).
  var opensBlock: Bool { openedBrace }

  mutating func append(_ text: String, _ facts: CodeScanner.Facts) {
    lines.append(text)
    code.append(facts.code)
    depth += facts.balance
    braces += facts.braces
    openedBrace = openedBrace || facts.opensBrace
    sawEnd = sawEnd || facts.hasEnd
  }

  mutating func skip(_ s: SkippedLine) {
    lines.append("")
    code.append("")
    skipped.append(s)
  }

  var isComplete: Bool {
    switch classKind {
    case .objectiveC?: sawEnd
    case .swift?: openedBrace && braces <= 0
    case nil: depth <= 0 && !(awaitsBody && !openedBrace)
    }
  }

  func statement(ended: Bool) -> AssembledStatement {
    let text: String
    var pieces: [AssembledStatement.Piece] = []
    if classKind != nil || CodeParser.startsControl(code.joined(separator: "\n")) {
      // A class, or a statement with control flow: read by the method-body grammar, line by line.
      text = "#line \(line)\n" + lines.joined(separator: "\n")
    } else if lines.count == 1 {
      text = lines[0]
    } else {
      var parts: [Substring] = []
      var column = 1
      for (i, c) in code.enumerated() {
        let t = Self.trimmed(c)
        if t.isEmpty { continue }
        if !parts.isEmpty { column += 1 }  // the space that joins it to the line before
        let lead = c.prefix(while: { $0 == " " || $0 == "\t" }).count
        pieces.append(.init(textColumn: column, line: line + i, column: lead + 1, text: lines[i]))
        column += t.count
        parts.append(t)
      }
      text = parts.joined(separator: " ")
    }
    var statement = AssembledStatement(
      line: line, lineCount: lines.count, text: text, isClass: classKind != nil, skipped: skipped,
      isClosed: ended)
    statement.pieces = pieces
    return statement
  }

  /// A line without the spaces around it.
  static func trimmed(_ line: String) -> Substring {
    let start = line.drop(while: { $0 == " " || $0 == "\t" })
    return start.dropLast(start.reversed().prefix(while: { $0 == " " || $0 == "\t" }).count)
  }
}

/// Where a statement stands in a view controller's lifecycle method (`viewDidLoad`, …), whose
/// statements run one by one: until the last has run, the method has not returned, so a block
/// queued on the main queue waits; a `return` ends the method, so the statements after it in the
/// method do not run.
public enum LifecyclePosition: Hashable, Sendable {
  /// More of the method's statements follow.
  case inside
  /// The method's last statement: once it has run (or was skipped), the method has returned.
  case last
}
