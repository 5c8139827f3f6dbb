/// Decides when pasted lines make a complete statement, from the language's structure alone:
/// brackets, parentheses and braces (outside strings and `//`, `/* */` comments), a Swift class's
/// closing brace, Objective-C's `@interface`/`@implementation` … `@end`. Comments, blank lines and
/// Markdown noise inside a paste never change where a statement ends. The one place that decides
/// it: the prompt, lesson tasks, `load` and `.swift`/`.m` files all feed lines through here.
///
///     var assembler = StatementAssembler(.file)
///     for line in lines { for s in assembler.feed(line) { run(s) } }
///     for s in assembler.finish() { run(s) }
///
/// Pure: it holds only the lines of the statement still open.
public struct StatementAssembler: Sendable {
  /// Where the lines come from.
  public enum Source: Hashable, Sendable {
    /// A `.swift` or `.m` file: `#` starts a preprocessor line or a Markdown heading, and a line
    /// starting with `.` continues the statement before it (a method chain).
    case file
    /// The prompt, a scene script: a `#` line is a scene-script comment, and a statement is given
    /// back as soon as it is complete.
    case prompt
    /// A lesson's answer line: as at the prompt, but only code or a class goes on to the next line
    /// (an answer such as `(10, 20` is read as it stands).
    case answer
  }

  /// The most lines one statement may span; past that it is given back as it stands (its error
  /// shows) and the lines after it start afresh.
  public static let maxSpan = 200
  /// The most lines a pasted class may span.
  public static let maxClassSpan = 5_000

  public let source: Source
  var scanner = CodeScanner()
  var open: OpenStatement?
  /// A complete statement of a file kept until the next line says whether it continues (`.`).
  var held: AssembledStatement?
  /// The number of the last line fed (1-based).
  public private(set) var lineNumber = 0
  /// Set while a view controller's lines are run one by one (they are not read as a class again).
  var controllersRunLineByLine = false
  /// Controllers declared by an `@interface X : …Controller` whose names do not end in
  /// `Controller` (`VC`): their `@implementation` is a controller's as well.
  var declaredControllers: Set<String> = []

  /// `controllers`: view controller classes pasted before (`@interface VC : UIViewController`), whose
  /// `@implementation` reads as a controller's.
  public init(_ source: Source, firstLine: Int = 1, controllers: Set<String> = []) {
    self.source = source
    lineNumber = firstLine - 1
    declaredControllers = controllers
  }

  /// A statement is open: its brackets, its class or its comment go on (show the continuation
  /// prompt).
  public var isOpen: Bool { open != nil || scanner.inBlockComment || scanner.inMultilineString }

  /// Feeds one line (without its line end; a `\r` is dropped); returns the statements it completed.
  public mutating func feed(_ raw: String) -> [AssembledStatement] {
    lineNumber += 1
    let line = raw.last == "\r" ? String(raw.dropLast()) : raw
    var out: [AssembledStatement] = []
    if let before = held {
      held = nil
      let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
      if open == nil, trimmed.hasPrefix("."), !trimmed.hasPrefix(".."), !before.isClass,
        before.lineCount < Self.maxSpan
      {
        // `UIView.animate(…)` then `.something(…)` on the next line: a chain cut at a dot.
        open = OpenStatement(reopening: before)
      } else {
        out.append(before)
      }
    }
    if open != nil {
      out += continueOpen(with: line)
    } else {
      out += start(line)
    }
    // In a file the last complete statement waits for the next line (a `.` there continues it).
    guard source == .file, let last = out.last, !last.isClass, !last.isNoise else { return out }
    held = out.removeLast()
    return out
  }

  /// Feeds several lines at once (a paste): the same statements as feeding them one by one.
  public mutating func feed(lines text: String) -> [AssembledStatement] {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { feed(String($0)) }
  }

  /// The input ended: gives back what is still open or held, as it stands.
  public mutating func finish() -> [AssembledStatement] {
    var out: [AssembledStatement] = []
    if let before = held { out.append(before) }
    held = nil
    if let statement = open { out += finished(statement, ended: false) }
    open = nil
    scanner = CodeScanner()
    return out
  }

  /// A statement as it ends. A view controller's `@implementation` read whole is a class when its
  /// methods are actions (they run when a control fires); one with lifecycle methods, or none,
  /// builds views line by line, so its lines are assembled again one by one.
  private func finished(_ statement: OpenStatement, ended: Bool) -> [AssembledStatement] {
    let whole = statement.statement(ended: ended)
    guard statement.controller, !ClassParser.startsClass(whole.text) else { return [whole] }
    if ClassParser.isControllerInterface(statement.code.first ?? "") {
      // `@interface ViewController () … @end`: its properties and protocols declare what the
      // controller's methods use by name; there is nothing to build, so it is one frame statement.
      return [
        AssembledStatement(
          line: statement.line, lineCount: statement.lines.count, text: "@interface", isClosed: ended)
      ] + statement.skipped.map(AssembledStatement.skipped)
    }
    let (rest, classText) = Self.controllerParts(statement)
    var inner = StatementAssembler(source, firstLine: statement.line)
    inner.controllersRunLineByLine = true
    inner.declaredControllers = declaredControllers
    // The class first, as in UIKit: the controller's methods exist before its viewDidLoad runs, so a
    // line there that makes the controller a recognizer's delegate or a control's target finds them.
    var lines: [AssembledStatement] = []
    if let classText {
      lines.append(
        AssembledStatement(
          line: statement.line, lineCount: statement.lines.count, text: classText, isClass: true, skipped: [],
          isClosed: ended))
    }
    // Its frame (`@implementation`, `- (void)viewDidLoad {`, `[super viewDidLoad];`, `}`, `@end`) is
    // part of reading the controller whole, not a statement of its own to report.
    lines += Self.markingLifecycle(
      (rest.flatMap { inner.feed($0) } + inner.finish()).filter { !Self.isFrameOnly($0) },
      within: Self.lifecycleBodies(statement), of: Self.controllerName(statement.code.first ?? ""))
    return lines + statement.skipped.map(AssembledStatement.skipped)
  }

  /// A statement that only frames code (`}`, `@end`, a lifecycle method's head, `super.viewDidLoad`).
  static func isFrameOnly(_ statement: AssembledStatement) -> Bool {
    guard !statement.isClass, !statement.text.isEmpty,
      let snippet = try? CodeParser.parse(statement.text), !snippet.statements.isEmpty
    else { return false }
    return snippet.statements.allSatisfy { if case .scaffolding = $0 { true } else { false } }
  }

  /// Drops the statement being typed (Ctrl-C at the prompt).
  public mutating func abandon() {
    open = nil
    held = nil
    scanner = CodeScanner()
  }

  /// A line with no statement open: it is one, starts one, or is noise.
  private mutating func start(_ line: String) -> [AssembledStatement] {
    let wasInComment = scanner.inBlockComment
    let before = scanner
    // A view controller's `@implementation` is read up to its `@end`, then judged whole: a class
    // when its methods are actions, else its lines run one by one (`finished`).
    let declares = !wasInComment && ClassParser.mayDeclare(line)
    if declares, let name = ClassParser.controllerDeclaredByInterface(line) {
      declaredControllers.insert(name)
    }
    let declaredController =
      declares && ClassParser.implementationName(line).map(declaredControllers.contains) == true
    let startsClass = declares && !declaredController ? ClassKind.starting(line) : nil
    let objectiveCController =
      declares
      && (declaredController || ClassParser.isControllerImplementation(line)
        || ClassParser.isControllerInterface(line))
    let controller =
      declares && !controllersRunLineByLine && startsClass == nil
      && (objectiveCController || Self.isSwiftControllerHead(line))
    let classKind = controller ? (objectiveCController ? .objectiveC : .swift) : startsClass
    let facts = scanner.scan(line, inClass: classKind.map { ($0, 0, false) })
    if !wasInComment, let kind = topLevelMarkdown(line) {
      scanner = CodeScanner()
      return [.skipped(SkippedLine(line: lineNumber, text: line, kind: kind))]
    }
    if let classKind {
      // A class opens until its `@end` or its closing brace; code after that on the same line
      // (`class X: UIView { … }; let x = X()`) is the next statement.
      if let (head, rest) = Self.split(line, at: facts.classEnd) {
        scanner = before
        var statement = OpenStatement(line: lineNumber, text: head, facts: scanner.scan(head))
        statement.classKind = classKind
        statement.controller = controller
        return finished(statement, ended: true) + start(rest)
      }
      var statement = OpenStatement(line: lineNumber, text: line, facts: facts)
      statement.classKind = classKind
      statement.controller = controller
      if statement.isComplete { return finished(statement, ended: true) }
      open = statement
      return []
    }
    var statement = OpenStatement(line: lineNumber, text: line, facts: facts)
    if Self.isMethodHeader(facts) {
      // `- (void)touchesMoved:… withEvent:(UIEvent *)event` with its `{` on the next line.
      statement.awaitsBody = true
      open = statement
      return []
    }
    if scanner.inBlockComment || scanner.inMultilineString || Self.opensStatement(line, facts, source) {
      open = statement
      return []
    }
    return [statement.statement(ended: true)]
  }

  /// A line inside the open statement.
  private mutating func continueOpen(with line: String) -> [AssembledStatement] {
    guard var statement = open else { return [] }
    let wasInComment = scanner.inBlockComment || scanner.inMultilineString
    let before = scanner
    let facts = scanner.scan(
      line, inClass: statement.classKind.map { ($0, statement.braces, statement.openedBrace) })
    if !wasInComment, let (head, rest) = Self.split(line, at: facts.classEnd) {
      // The class ends before the line does: the rest is the next statement.
      scanner = before
      statement.append(head, scanner.scan(head))
      open = nil
      return finished(statement, ended: true) + start(rest)
    }
    if statement.awaitsBody, !statement.openedBrace, !wasInComment, facts.hasCode,
      !facts.code.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("{")
    {
      // A method header with no body after it (a list of declarations): it ends there.
      open = nil
      scanner = before
      return [statement.statement(ended: true)] + start(line)
    }
    if !wasInComment, let kind = innerMarkdown(line, in: statement) {
      statement.skip(SkippedLine(line: lineNumber, text: line, kind: kind))
    } else {
      statement.append(line, facts)
    }
    let cap = statement.classKind == nil ? Self.maxSpan : Self.maxClassSpan
    if statement.isComplete && !scanner.inBlockComment && !scanner.inMultilineString
      || statement.lineCount >= cap
    {
      open = nil
      if statement.lineCount >= cap { scanner = CodeScanner() }
      return finished(statement, ended: statement.isComplete)
    }
    open = statement
    return []
  }

  /// Noise at the start of a statement: a fence anywhere; in a file also a heading or a list item
  /// (at the prompt a `#` line is a comment and a stray `- …` gets the engine's error).
  private func topLevelMarkdown(_ line: String) -> PastedMarkdown? {
    let kind = PastedMarkdown.kind(of: line, hashComments: source != .file)
    switch kind {
    case .fence?: return .fence
    case .heading?: return source == .file ? .heading : nil
    case .bullet?: return source == .file ? .bullet : nil
    case nil: return nil
    }
  }

  /// Noise inside an open statement: a fence or a heading always (no scene comment stands inside
  /// code); a list item only between a class's members or a method's statements.
  private func innerMarkdown(_ line: String, in statement: OpenStatement) -> PastedMarkdown? {
    switch PastedMarkdown.kind(of: line, hashComments: false) {
    case .fence?: return .fence
    case .heading?: return .heading
    case .bullet?: return statement.classKind != nil || statement.opensBlock ? .bullet : nil
    case nil: return nil
    }
  }

  /// `line` cut just past a class's end, when code follows there: the class's part and the rest
  /// (its leading `;` dropped).
  static func split(_ line: String, at end: Int?) -> (String, String)? {
    guard let end, end < line.count else { return nil }
    let head = String(line.prefix(end))
    let rest = line.dropFirst(end).drop(while: { $0 == " " || $0 == "\t" || $0 == ";" })
    var scanner = CodeScanner()
    guard scanner.scan(String(rest)).hasCode else { return nil }
    return (head, String(rest))
  }
}
