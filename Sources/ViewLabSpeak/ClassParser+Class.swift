import ViewLabModel

/// What one pasted block declares.
public enum ClassPiece: Hashable, Sendable {
  /// `@interface X : Super … @end`: the superclass and properties (no methods yet).
  case interface(ClassDefinition)
  /// `@implementation X … @end`: the methods.
  case implementation(ClassDefinition)
  /// A Swift class: everything at once.
  case swift(ClassDefinition)
}

extension ClassParser {
  /// The class the text declares. `known` are the classes pasted before (a superclass may be one).
  public static func parse(_ text: String, known: [String: ClassDefinition] = [:]) throws(SpeakError)
    -> ClassPiece
  {
    var p = ClassParser(text)
    try p.checkBalance()
    if p.isNext("@") {
      _ = p.next()
      let word = try p.identifier(.tokens(["interface", "implementation"]))
      switch word.text {
      case "interface": return .interface(try p.interface(known: known))
      case "implementation": return .implementation(try p.implementation(known: known, at: word))
      default: throw p.notModelled(.atKeyword(word.text), word)
      }
    }
    p.objectiveC = false
    return .swift(try p.swiftClass(known: known))
  }

  func definition(_ name: String, line: Int) -> ClassDefinition {
    ClassDefinition(
      name: name, superclass: .UIView, superclassName: "UIView", superclassGiven: false,
      objectiveC: objectiveC, properties: [:], methods: [], otherMethods: [], source: source, firstLine: line)
  }

  /// Resolves a superclass name: a UIKit class, or a class pasted before (its UIKit base; the
  /// session checks a name it does not know).
  static func base(_ name: String, known: [String: ClassDefinition], line: Int) throws(SpeakError)
    -> ViewClass
  {
    if let cls = ViewClass(rawValue: name) {
      if cls == .UIWindow { throw error(.unknownSuperclass(name, line: line)) }
      return cls
    }
    return known[name]?.superclass ?? .UIView
  }

  /// The UIKit class a name suggests, for an `@implementation` pasted without its `@interface`.
  static func guessedBase(_ name: String) -> ViewClass {
    for cls in ViewClass.addable where name.hasSuffix(String(cls.rawValue.dropFirst(2))) { return cls }
    return .UIView
  }

  // MARK: Objective-C

  mutating func interface(known: [String: ClassDefinition]) throws(SpeakError) -> ClassDefinition {
    let name = try identifier(.className)
    var def = definition(name.text, line: name.line)
    if accept(":") {
      let sup = try identifier(.superclassName)
      def.superclass = try Self.base(sup.text, known: known, line: sup.line)
      def.superclassName = sup.text
      def.superclassGiven = true
    } else if accept("(") {
      while let t = peek, t.text != ")" { _ = next() }
      try expect(")")
      if let k = known[name.text] {
        def.superclass = k.superclass
        def.superclassName = k.superclassName
        def.superclassGiven = k.superclassGiven
      }
    } else {
      throw unexpected(.colonAndSuperclass)
    }
    if accept("<") { while let t = next(), t.text != ">" {} }
    if let open = peek, open.text == "{" {
      _ = next()
      try skipBraces(from: open)
    }
    while !atEnd {
      if accept("@") {
        let word = try identifier(.tokens(["property", "end"]))
        if word.text == "end" { return def }
        if word.text == "property" {
          let at = peek
          let (pname, type) = try property()
          if type.hasSuffix("Dictionary"), let at { throw notModelled(.dictionaryProperty(pname), at) }
          if type == "NSArray" || type == "NSMutableArray" { def.lists.insert(pname) }
          def.properties[pname] = type
          continue
        }
        throw notModelled(.atKeyword(word.text), word)
      }
      // Method declarations (`- (void)foo;`) say nothing the interpreter needs.
      while let t = next(), t.text != ";" {}
    }
    throw Self.error(.missingEnd(className: name.text, line: name.line))
  }

  /// `@property (nonatomic, weak) IBOutlet UIButton *btn;` → (`btn`, `UIButton`).
  mutating func property() throws(SpeakError) -> (String, String) {
    if accept("(") { while let t = next(), t.text != ")" {} }
    var words: [ClassToken] = []
    var generics = 0  // `NSMutableArray<UIView *> *cards`: the element type is not the property's
    while let t = peek, t.text != ";" {
      _ = next()
      if t.text == "<" { generics += 1 } else if t.text == ">" { generics -= 1 }
      if t.kind == .identifier, generics == 0 { words.append(t) }
    }
    try expect(";")
    let kept = words.filter {
      !["IBOutlet", "nullable", "nonnull", "_Nullable", "_Nonnull", "__kindof"].contains($0.text)
    }
    guard let last = kept.last, kept.count >= 2 else { throw unexpected(.propertyTypeAndName) }
    return (last.text, kept[kept.count - 2].text)
  }

  mutating func implementation(
    known: [String: ClassDefinition], at word: ClassToken
  ) throws(SpeakError) -> ClassDefinition {
    let name = try identifier(.className)
    var def = known[name.text] ?? definition(name.text, line: name.line)
    if known[name.text] == nil {
      def.superclass = Self.guessedBase(name.text); def.superclassName = def.superclass.rawValue
    }
    def.methods = []
    def.otherMethods = []
    def.source = source
    def.firstLine = word.line
    def.objectiveC = true
    if let open = peek, open.text == "{" {
      _ = next()
      try skipBraces(from: open)
      def.declarations.append(declaration(at: open.line))
    }
    while !atEnd {
      if let at = peek, accept("@") {
        let w = try identifier(.tokens(["end"]))
        if w.text == "end" { return def }
        if w.text == "synthesize" || w.text == "dynamic" {
          while let t = next(), t.text != ";" {}
          def.declarations.append(declaration(at: at.line))
          continue
        }
        throw notModelled(.atKeyword(w.text), w)
      }
      if let line = try variableDeclaration() {
        def.declarations.append(declaration(at: line))
        continue
      }
      guard let sign = peek, sign.text == "-" || sign.text == "+" else {
        // Text between methods (a note's prose) when an @end follows: that text is the mistake.
        if endFollows { throw unexpected(.tokens(["-", "+", "@end"])) }
        // Code after the last method: the class was not closed.
        throw Self.error(.missingEnd(className: name.text, line: name.line))
      }
      _ = next()
      try objectiveCMethod(into: &def, classMethod: sign.text == "+", at: sign)
    }
    throw Self.error(.missingEnd(className: name.text, line: name.line))
  }

  /// A C declaration between methods (`UIView *cached;`, `static CGFloat inset = 10;`): a
  /// file-scope variable, read to its `;` on its line; its line. Nil (nothing read) for anything else.
  mutating func variableDeclaration() throws(SpeakError) -> Int? {
    guard let first = peek, first.kind == .identifier else { return nil }
    var offset = 0
    while let t = peek(offset), t.line == first.line, t.text != ";" {
      if ["{", "}", "(", "["].contains(t.text) && !(t.text == "(" && offset > 1) { return nil }
      offset += 1
    }
    guard let end = peek(offset), end.text == ";", offset >= 2 else { return nil }
    index += offset + 1
    return first.line
  }

  /// The line as written, for the class's note.
  func declaration(at line: Int) -> ReadDeclaration {
    let text = source[line].map { String($0.drop { $0 == " " || $0 == "\t" }) } ?? ""
    return ReadDeclaration(line: line, text: text)
  }

  /// `- (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event { … }`.
  mutating func objectiveCMethod(
    into def: inout ClassDefinition, classMethod: Bool, at sign: ClassToken
  ) throws(SpeakError) {
    try expect("(")
    var returnType: [String] = []
    while let t = peek, t.text != ")" { returnType.append(next()!.text) }
    try expect(")")
    var selector = ""
    var parameters: [String] = []
    while let t = peek, t.kind == .identifier {
      _ = next()
      selector += t.text
      guard accept(":") else { break }
      selector += ":"
      if accept("(") {
        var level = 1
        while let u = next() {
          if u.text == "(" { level += 1 }
          if u.text == ")" { level -= 1; if level == 0 { break } }
        }
      }
      parameters.append(try identifier(.parameterName).text)
    }
    if accept(";") {  // a prototype only
      def.declarations.append(declaration(at: sign.line))
      return
    }
    guard let open = peek, open.text == "{" else { throw unexpected(.methodBody) }
    let returns = returnType.joined(separator: " ")
    guard let method = try Self.objectiveCOverride(selector, returns: returns, line: sign.line), !classMethod
    else {
      if !classMethod,
        Self.mayBeAction(selector, returns: returns) || Self.didSelectSelectors.contains(selector),
        readAction(selector, parameters: parameters, line: sign.line, into: &def)
      {
        return
      }
      _ = next()
      try skipBraces(from: open)
      // An action whose body could not be read is listed with its problem instead.
      if def.unreadActions.last?.line != sign.line {
        def.otherMethods.append((classMethod ? "+" : "-") + selector)
      }
      return
    }
    let body = try methodBody()
    def.methods.removeAll { $0.method == method }
    var m = MethodDefinition(
      method: method, parameters: parameters, body: body, line: sign.line, endLine: tokens[index - 1].line)
    if method.isGestureDelegate { m.selector = selector }
    def.methods.append(m)
  }

  /// A table's or collection view's delegate method run when a row is selected, kept as an action
  /// under its selector (Objective-C and Swift spellings).
  static let didSelectSelectors: Set<String> = [
    "tableView:didSelectRowAtIndexPath:", "collectionView:didSelectItemAtIndexPath:",
    "tableView(_:didSelectRowAt:)", "collectionView(_:didSelectItemAt:)",
  ]

  /// UIKit methods a class may write that no target-action names: kept, not run.
  static let notActions: Set<String> = [
    "layoutSubviews", "awakeFromNib", "drawRect:", "didMoveToSuperview", "didMoveToWindow", "dealloc",
    "prepareForReuse", "updateConstraints", "tintColorDidChange", "layoutSublayersOfLayer:",
    "willMoveToSuperview:", "willMoveToWindow:", "draw", "draw(_:)",
  ]

  /// A method body, or nil (and the position unchanged) when it does not parse: such a method is
  /// kept, not run, as before actions ran.
  /// The body, or why it cannot be read (the parser is back at its `{`).
  mutating func methodBodyOrProblem() -> Result<[BodyStatement], SpeakError> {
    let (start, savedDepth, savedCondition) = (index, depth, conditionDepth)
    do {
      return .success(try methodBody())
    } catch {
      (index, depth, conditionDepth) = (start, savedDepth, savedCondition)
      return .failure(error)
    }
  }

  /// An action-shaped method: added when its body reads, else kept with the problem. True when added.
  mutating func readAction(
    _ selector: String, parameters: [String], line: Int, into def: inout ClassDefinition
  ) -> Bool {
    switch methodBodyOrProblem() {
    case .success(let body):
      def.addAction(selector, parameters: parameters, body: body, lines: line...tokens[index - 1].line)
      return true
    case .failure(let error):
      def.unreadActions.append(UnreadAction(selector: selector, line: line, error: error))
      return false
    }
  }

  /// `{ statements }` of a method.
  mutating func methodBody() throws(SpeakError) -> [BodyStatement] {
    try expect("{")
    var body: [BodyStatement] = []
    while !isNext("}") {
      if atEnd { throw unexpected(.tokens(["}"])) }
      body.append(try statement())
    }
    try expect("}")
    return body
  }

  /// Whether an `@end` comes later in the pasted text.
  var endFollows: Bool {
    tokens.indices.dropFirst(index).contains { i in
      tokens[i].text == "@" && i + 1 < tokens.count && tokens[i + 1].text == "end"
    }
  }
}
