import ViewLabModel

/// A token of a pasted class, with its line.
struct ClassToken: Hashable, Sendable {
  var kind: CodeToken.Kind
  var text: String
  var line: Int
  var column: Int
  /// A string's interpolations: where the code of each `\(…)` starts (see `CodeToken`).
  var interpolations: [Int] = []
}

/// Reads a pasted `UIView` subclass: Objective-C `@interface X : UIView … @end` (its properties) and
/// `@implementation X … @end` (its methods), or a Swift `class X: UIButton { … }`. Method bodies are
/// parsed into `BodyStatement`s for the interpreter. Nesting is capped, so no input exhausts the stack.
public struct ClassParser {
  var tokens: [ClassToken]
  var index = 0
  var depth = 0
  var source: [Int: String] = [:]
  let lastLine: Int
  var objectiveC = true
  /// Inside an `if`/`guard`/`while` condition, where `{` starts the body, not a closure.
  var conditionDepth = 0
  /// Inside the arguments of an animation call (`UIView.animate(…)`): a closure there is read and run.
  var animationArguments = 0
  /// Reading one top-level line (`init(topLevelLine:)`): its errors are a line's, and it reads what
  /// only a line has (compound literals, tuples, array literals, selectors, closures as one unit).
  var topLevel = false
  /// The column just past the line's end, where a top-level line's "found nothing" errors point.
  var endColumn = 1
  /// The declarations after the first of `let a = 1, b = 2` (`CGFloat a = 1, b = 2;`), which follow
  /// it in the body (`statementList()`).
  var queued: [BodyStatement] = []

  static let maxDepth = 64

  /// Does this text (a statement as `CodeLines` joins it) start a class? Then `parse` reads it.
  public static func startsClass(_ text: String) -> Bool {
    guard mayDeclare(text) else { return false }
    let body = text.hasPrefix("#line ") ? String(text.drop(while: { $0 != "\n" }).dropFirst()) : text
    let words = body.split(whereSeparator: isWordBreak).prefix(6).map(String.init)
    guard let first = words.first else { return false }
    if first == "@implementation", words.count > 1, words[1].hasSuffix("Controller") {
      // A view controller whose methods are actions (`- (IBAction)btnClick:`) is read as a class,
      // so its actions run when a control fires; one with lifecycle methods runs line by line.
      return body.contains("\n") && hasMethod(body) && !isControllerCode(body)
    }
    if first == "@interface" || first == "@implementation" {
      // A view controller's code runs line by line: it builds views, it is no view class.
      guard words.count > 1, !words[1].hasSuffix("Controller") else { return false }
      // `@interface VC : UIViewController`: a class whose name does not say it is a controller is
      // read as a class, so the session learns what it is and its `@implementation` reads as one.
      if words.count > 2, words[2].hasSuffix("Controller") { return first == "@interface" }
      return !isControllerCode(body)
    }
    // `extension X { … }`: methods for a class pasted before or a view controller.
    if first == "extension" { return words.count > 1 }
    if let c = words.firstIndex(of: "class"), c + 1 < words.count,
      words[..<c].allSatisfy({ CodeParser.modifiers.contains(String($0.drop(while: { $0 == "@" }))) })
    {
      // A view controller class with lifecycle methods runs line by line; one of other methods
      // (touches…, actions) is a class.
      return !body.prefix(200).contains("ViewController")
        || (body.contains("\n") && !isControllerCode(body) && !isSwiftControllerCode(body))
    }
    return false
  }

  /// Can the text's first word begin a class or controller declaration: `@…` (`@implementation`,
  /// `@interface`, `@objc`), `#line`, `class` or a Swift modifier? Every script line is asked, and
  /// nearly all are scene commands (`add w1 0 0 10 10`): this reads the first word's bytes and
  /// answers no before any word splitting.
  public static func mayDeclare(_ text: String) -> Bool {
    var utf8 = text.utf8.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }[...]
    guard let first = utf8.first else { return false }
    if first == UInt8(ascii: "@") || first == UInt8(ascii: "#") { return true }
    utf8 = utf8.prefix { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }
    guard (3...11).contains(utf8.count) else { return false }
    let word = String(decoding: utf8, as: UTF8.self)
    return word == "class" || word == "extension" || CodeParser.modifiers.contains(word)
  }

  /// A space, tab, newline, `:` or `{`. Every script line is asked `startsClass`, so this reads
  /// the character's one byte instead of comparing it with each of five characters.
  static func isWordBreak(_ c: Character) -> Bool {
    guard c.utf8.count == 1, let byte = c.utf8.first else { return false }
    switch byte {
    case 0x20, 0x09, 0x0A, 0x3A, 0x7B: return true
    default: return false
    }
  }

  /// Does the text declare an Objective-C method (a line starting `- (` or `-(`)?
  static func hasMethod(_ text: String) -> Bool {
    text.split(separator: "\n").contains {
      let t = $0.drop { $0 == " " || $0 == "\t" }
      return t.hasPrefix("- (") || t.hasPrefix("-(")
    }
  }

  /// `@implementation SomethingController` as the text's first words.
  public static func isControllerImplementation(_ text: String) -> Bool {
    implementationName(text)?.hasSuffix("Controller") == true
  }

  /// `@interface ViewController ()` or `@interface ViewController : UIViewController`: a view
  /// controller's declaration, read up to its `@end`.
  public static func isControllerInterface(_ text: String) -> Bool {
    guard mayDeclare(text) else { return false }
    let words = text.split(whereSeparator: isWordBreak).prefix(3)
    guard words.first == "@interface", words.count >= 2 else { return false }
    return words.dropFirst().first!.hasSuffix("Controller")
      || (words.count == 3 && words.last!.hasSuffix("Controller"))
  }

  /// `@interface VC : UIViewController`: the class a controller declaration names when its own
  /// name does not say it is one (`VC`, `HomeVC`), so its `@implementation` is read as a
  /// controller's too. Nil for a class extension (`@interface X ()`) or any other text.
  public static func controllerDeclaredByInterface(_ text: String) -> String? {
    guard mayDeclare(text) else { return nil }
    let words = text.split(whereSeparator: isWordBreak).prefix(3)
    guard words.count == 3, words[0] == "@interface", words[2].hasSuffix("Controller") else { return nil }
    return String(words[1])
  }

  /// `@implementation X` as the text's first words: X.
  public static func implementationName(_ text: String) -> String? {
    guard mayDeclare(text) else { return nil }
    let words = text.split(whereSeparator: isWordBreak).prefix(2)
    guard words.count == 2, words[0] == "@implementation" else { return nil }
    return String(words[1])
  }

  /// A lifecycle method (`viewDidLoad`, …) in the text: a view controller's code.
  static func isControllerCode(_ text: String) -> Bool {
    CodeParser.lifecycle.contains { m in
      m != "layoutSubviews" && m != "awakeFromNib" && text.contains(")\(m)")
    }
  }

  /// A Swift lifecycle method (`func viewDidLoad`, …) in the text.
  static func isSwiftControllerCode(_ text: String) -> Bool {
    CodeParser.lifecycle.contains { m in text.contains("func \(m)(") }
  }

  /// The first line's number, given as `#line N` on the first line (files), else 1.
  init(_ text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var first = 1
    if let head = lines.first, head.hasPrefix("#line "), let n = Int(head.dropFirst(6)) {
      first = n
      lines.removeFirst()
    }
    lines = Self.withoutBlockComments(lines)
    var tokens: [ClassToken] = []
    for (i, line) in lines.enumerated() {
      source[first + i] = line
      for t in CodeLexer.tokens(line) {
        tokens.append(
          ClassToken(
            kind: t.kind, text: t.text, line: first + i, column: t.column, interpolations: t.interpolations))
      }
    }
    self.tokens = tokens
    lastLine = first + max(0, lines.count - 1)
  }

  /// `/* … */` spanning lines becomes spaces (the lexer drops one-line comments itself).
  static func withoutBlockComments(_ lines: [String]) -> [String] {
    var inside = false
    return lines.map { line in
      var out = ""
      var chars = Array(line)[...]
      var quoted = false
      while let ch = chars.first {
        chars = chars.dropFirst()
        if inside {
          if ch == "*", chars.first == "/" {
            inside = false; chars = chars.dropFirst(); out += "  "
          } else {
            out += " "
          }
        } else if !quoted, ch == "/", chars.first == "/" {
          out.append(ch)
          out += String(chars)
          break
        } else if !quoted, ch == "/", chars.first == "*" {
          inside = true
          chars = chars.dropFirst()
          out += "  "
        } else {
          if ch == "\"" { quoted.toggle() }
          out.append(ch)
        }
      }
      return out
    }
  }

  // MARK: Token helpers

  var atEnd: Bool { index >= tokens.count }
  var peek: ClassToken? { atEnd ? nil : tokens[index] }
  func peek(_ offset: Int) -> ClassToken? { index + offset < tokens.count ? tokens[index + offset] : nil }
  var line: Int { peek?.line ?? lastLine }

  mutating func next() -> ClassToken? {
    guard let t = peek else { return nil }
    index += 1
    return t
  }

  mutating func accept(_ text: String) -> Bool {
    guard let t = peek, t.kind != .string, t.text == text else { return false }
    index += 1
    return true
  }

  func isNext(_ text: String) -> Bool { peek.map { $0.kind != .string && $0.text == text } ?? false }

  mutating func expect(_ text: String) throws(SpeakError) {
    guard accept(text) else { throw unexpected(.tokens([text])) }
  }

  mutating func identifier(_ what: ClassPart) throws(SpeakError) -> ClassToken {
    guard let t = peek, t.kind == .identifier else { throw unexpected(what) }
    index += 1
    return t
  }

  func unexpected(_ what: ClassPart) -> SpeakError {
    if topLevel { return lineError(Self.expected(what)) }
    return Self.error(.expected(what, found: peek?.text, line: line, column: peek?.column ?? 1))
  }

  func notModelled(_ what: ClassConstruct, _ t: ClassToken?) -> SpeakError {
    if topLevel, let problem = Self.lineProblem(what) {
      return SpeakError(problem, column: t?.column ?? endColumn)
    }
    return Self.error(.notModelled(what, line: t?.line ?? line, column: t?.column ?? 1))
  }

  static func error(_ p: OverrideProblem) -> SpeakError { SpeakError(.override(p), column: 1) }

  mutating func enter() throws(SpeakError) {
    depth += 1
    if depth > Self.maxDepth {
      throw notModelled(.nesting(depth: Self.maxDepth), peek)
    }
  }

  /// Skips to the token after the `}` matching the `{` just consumed.
  mutating func skipBraces(from open: ClassToken) throws(SpeakError) {
    var level = 1
    while let t = next() {
      if t.kind == .symbol, t.text == "{" { level += 1 }
      if t.kind == .symbol, t.text == "}" {
        level -= 1
        if level == 0 { return }
      }
    }
    throw Self.error(.unbalanced("{", line: open.line, column: open.column))
  }

  /// Checks that every bracket closes, before anything else is read: the first unbalanced one is
  /// the error.
  func checkBalance() throws(SpeakError) {
    var open: [ClassToken] = []
    let pairs: [String: String] = [")": "(", "]": "[", "}": "{"]
    for t in tokens where t.kind == .symbol {
      if ["(", "[", "{"].contains(t.text) { open.append(t) }
      if let opener = pairs[t.text] {
        guard let last = open.popLast(), last.text == opener else {
          throw Self.error(.unbalanced(t.text, line: t.line, column: t.column))
        }
      }
    }
    if let last = open.last { throw Self.error(.unbalanced(last.text, line: last.line, column: last.column)) }
  }
}
