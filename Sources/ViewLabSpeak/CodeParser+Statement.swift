extension CodeParser {
  public static let lifecycle: Set<String> = [
    "viewDidLoad", "loadView", "viewWillAppear", "viewDidAppear", "viewWillLayoutSubviews",
    "viewDidLayoutSubviews", "layoutSubviews", "awakeFromNib", "setUp", "main",
  ]
  static let overrides: [String: OverriddenMethod] = [
    "hitTest": .hitTest, "pointInside": .pointInside, "point": .pointInside, "touchesBegan": .touchesBegan,
  ]
  static let keywords: Set<String> = [
    "if", "else", "for", "while", "repeat", "return", "guard", "switch", "case", "do", "try", "func",
    "struct", "enum", "extension", "protocol", "defer", "typedef", "static", "@property",
  ]

  /// Words before a declaration that do not change what it builds: `private let`, `lazy var`,
  /// `@IBOutlet weak var`, `@objc func`.
  public static let modifiers: Set<String> = [
    "private", "fileprivate", "internal", "public", "open", "lazy", "weak", "unowned", "final", "static",
    "dynamic", "nonisolated", "required", "convenience", "IBOutlet", "IBAction", "objc", "MainActor",
  ]

  /// Skips modifiers and attributes when a declaration (`let`, `var`, `func`, `override`) follows.
  mutating func skipModifiers() {
    var offset = 0
    while let t = peek(offset) {
      if t.kind == .identifier, Self.modifiers.contains(t.text) {
        offset += 1
        if peek(offset)?.text == "(", peek(offset + 2)?.text == ")" { offset += 3 }  // `private(set)`
      } else if t.text == "@", let a = peek(offset + 1), Self.modifiers.contains(a.text) {
        offset += 2
      } else {
        break
      }
    }
    guard offset > 0, let after = peek(offset),
      ["let", "var", "func", "override", "class"].contains(after.text)
    else { return }
    index += offset
  }

  mutating func statement() throws(SpeakError) -> CodeStatement {
    skipModifiers()
    let first = peek!
    if let s = try debuggerPrint(first) { return s }
    if let s = try scaffolding(first) { return s }
    if first.kind == .identifier,
      Self.controlWords.contains(first.text) || Self.isDoWhile(tokens[index...].map { ($0.kind, $0.text) })
    {
      return .control(try grammar.statement())
    }
    if first.kind == .identifier, Self.keywords.contains(first.text) {
      throw unsupported(.statement(first.text), at: first.column, length: first.text.count)
    }
    if first.text == "let" || first.text == "var" {
      _ = next()
      let name = try identifier(.variableName)
      var type: String?
      var optional = false
      if accept(":") {
        type = try grammar.declaredType()
        while accept("?") || accept("!") { optional = true }
      }
      if optional, atEnd, first.text == "var" {
        // `var button: UIButton!`, a controller's property: nil until a line assigns it.
        return .scaffolding("var \(name.text): \(type ?? "")\(tokens.last?.text ?? "")")
      }
      try expect("=")
      return .declare(name: name.text, type: type, value: try expression(), column: first.column)
    }
    if let declaration = try objectiveCDeclaration() { return declaration }
    let target = try expression()
    if let t = peek, ["=", "+=", "-=", "*=", "/="].contains(t.text) {
      _ = next()
      let op = t.text == "=" ? nil : String(t.text.prefix(1))
      return .assign(target: target, op: op, value: try expression(), column: target.spot)
    }
    return .expression(target)
  }

  /// `UIView *v = …`, `CGPoint p = …`, `__block UIView *hit = nil`.
  mutating func objectiveCDeclaration() throws(SpeakError) -> CodeStatement? {
    var offset = 0
    while let t = peek(offset), t.kind == .identifier, t.text.hasPrefix("__") || t.text == "const" {
      offset += 1
    }
    guard let type = peek(offset), type.kind == .identifier else { return nil }
    var nameOffset = offset + 1
    if peek(nameOffset)?.text == "*" { nameOffset += 1 }
    guard let name = peek(nameOffset), name.kind == .identifier else { return nil }
    // `a * b` is an expression, not a declaration: a declaration is followed by `=` or `;`/end.
    let after = peek(nameOffset + 1)?.text
    guard after == "=" || after == ";" || after == nil else { return nil }
    index += nameOffset + 1
    guard accept("=") else {
      throw unsupported(.declarationWithoutValue, at: name.column, length: name.text.count)
    }
    return .declare(name: name.text, type: type.text, value: try expression(), column: type.column)
  }

  /// Lines that frame code rather than build views: accepted and ignored, or refused by name.
  mutating func scaffolding(_ first: ClassToken) throws(SpeakError) -> CodeStatement? {
    let rest = tokens[index...].map(\.text)
    func take(_ text: String) -> CodeStatement {
      index = tokens.count
      return .scaffolding(text)
    }
    if first.text == "{" || first.text == "}" {
      _ = next()
      return .scaffolding(first.text)
    }
    if first.text == "import" || (first.text == "@" && peek(1)?.text == "import") {
      return take(rest.joined(separator: " "))
    }
    if first.text == "@" {
      let word = peek(1)?.text ?? ""
      if ["implementation", "end", "interface", "synthesize"].contains(word) { return take("@" + word) }
      throw unsupported(.atKeyword(word), at: first.column, length: word.count + 1)
    }
    if first.text == "super" || (first.text == "[" && peek(1)?.text == "super") {
      let method = first.text == "super" ? peek(2)?.text ?? "" : peek(2)?.text ?? ""
      if let what = Self.overrides[method] { throw unsupported(.override(what), at: first.column) }
      return take("super.\(method)")
    }
    if ["override", "func", "-", "+"].contains(first.text), let method = methodName(rest) {
      // A prototype, as a header declares it (`- (void)touchesMoved:…;`, maybe a note after the
      // `;`): nothing to run.
      if first.text == "-" || first.text == "+", !rest.contains("{"), rest.contains(";") {
        return take("\(first.text) \(method)…;")
      }
      if let what = Self.overrides[method] { throw unsupported(.override(what), at: first.column) }
      if Self.lifecycle.contains(method), rest.last == "{" { return take("\(method) { … }") }
      throw unsupported(.methodDeclaration(method), at: first.column, length: first.text.count)
    }
    if first.text == "class" || first.text == "final" {
      let isController = rest.contains("UIViewController")
      if isController, rest.last == "{" { return take("a view controller class") }
      throw unsupported(.customClass, at: first.column, length: first.text.count)
    }
    if first.text == "PlaygroundPage" { return take("PlaygroundPage") }
    return nil
  }

  /// The method a declaration line names: `func viewDidLoad()`, `- (void)viewDidLoad {`.
  private func methodName(_ words: [String]) -> String? {
    if let f = words.firstIndex(of: "func"), f + 1 < words.count { return words[f + 1] }
    guard words.first == "-" || words.first == "+", let close = words.firstIndex(of: ")") else { return nil }
    return close + 1 < words.count ? words[close + 1] : nil
  }

  /// lldb's `po EXPR`, pasted from a debugging session: `print(EXPR)`.
  mutating func debuggerPrint(_ first: ClassToken) throws(SpeakError) -> CodeStatement? {
    guard first.kind == .identifier, first.text == "po", let after = peek(1),
      after.kind != .symbol || !Self.notAnOperand.contains(after.text)
    else { return nil }
    _ = next()
    let value = try expression()
    let print = BodyExpr(kind: .name("print"), line: first.line, column: first.column)
    return .expression(
      BodyExpr(
        kind: .call(print, [BodyArgument(label: nil, value: value)]), line: first.line, column: first.column))
  }

  /// What may follow a variable named `po` (`po.frame`, `po = v`): then it is no lldb command.
  static let notAnOperand: Set<String> = [
    ".", "=", "+=", "-=", "*=", "/=", "(", ":", ";", ",", ")", "]", "}",
  ]
}
