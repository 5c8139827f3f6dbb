import ViewLabModel

extension ClassParser {
  /// `class CustomButton: UIButton { var btn: UIView?  override func point(inside:with:) … }`.
  mutating func swiftClass(known: [String: ClassDefinition]) throws(SpeakError) -> ClassDefinition {
    skipSwiftModifiers()
    let word = try identifier(.tokens(["class"]))
    guard word.text == "class" || word.text == "extension" else {
      throw notModelled(.declaration(word.text), word)
    }
    let name = try identifier(.className)
    var def = definition(name.text, line: word.line)
    def.objectiveC = false
    if word.text == "extension" {
      // `extension ViewController: UIGestureRecognizerDelegate { … }`: methods for a class pasted
      // before (or a view controller's); the session adds them to it.
      def.isExtension = true
      if let k = known[name.text] {
        (def.superclass, def.superclassName, def.superclassGiven) = (k.superclass, k.superclassName, true)
      }
      if accept(":") {
        _ = try identifier(.protocolName)
        while accept(",") { _ = try identifier(.protocolName) }
      }
    } else {
      try expect(":")
      let sup = try identifier(.superclassName)
      def.superclass = try Self.base(sup.text, known: known, line: sup.line)
      def.superclassName = sup.text
      def.superclassGiven = true
      while accept(",") { _ = try identifier(.protocolName) }
    }
    try expect("{")
    while !accept("}") {
      if atEnd { throw Self.error(.unbalanced("{", line: word.line, column: word.column)) }
      try swiftMember(into: &def)
    }
    if let extra = peek { throw notModelled(.codeAfterClass, extra) }
    return def
  }

  mutating func skipSwiftModifiers() {
    while let t = peek {
      if t.text == "@", let a = peek(1) {
        index += 2
        if a.text == "objc", isNext("(") { while let u = next(), u.text != ")" {} }
        continue
      }
      guard t.kind == .identifier, CodeParser.modifiers.contains(t.text) || t.text == "override" else {
        return
      }
      _ = next()
      if isNext("("), peek(2)?.text == ")" { index += 3 }  // `private(set)`
    }
  }

  /// A property, an override, or another member (kept without running).
  mutating func swiftMember(into def: inout ClassDefinition) throws(SpeakError) {
    let start = index
    skipSwiftModifiers()
    let isOverride = tokens[start..<index].contains { $0.text == "override" }
    guard let t = next() else { throw unexpected(.member) }
    switch t.text {
    case "var", "let":
      let name = try identifier(.propertyName)
      switch collection(on: name.line) {
      case .dictionary(let at): throw notModelled(.dictionaryProperty(name.text), at)
      case .array: def.lists.insert(name.text)
      case nil: break
      }
      var type = ""
      if accept(":") {
        while let u = peek, u.kind == .identifier || ["?", "!", ".", "<", ">"].contains(u.text),
          u.line == name.line
        {
          _ = next()
          if u.kind == .identifier { type = u.text }
        }
      }
      // A value's initial value (`var insets = UIEdgeInsets(top: -10, …)`, `var radius: CGFloat =
      // 22`): read, and worked out when the property is read.
      if !def.lists.contains(name.text), let value = valueInitializer(on: name.line) {
        def.initializers[name.text] = [BodyStatement(kind: .returnValue(value), line: name.line)]
      }
      // An initial value or accessors: read past them (on this line, or a balanced `{ … }`). A `;`
      // ends the declaration: a class written on one line goes on with its next member.
      while let u = peek, u.line == name.line, u.text != "{", u.text != ";" { _ = next() }
      if let open = peek, open.text == "{", open.line == name.line {
        _ = next()
        if tokens[index - 2].text == "=", let body = closureInitializer(open) {
          def.initializers[name.text] = body
        } else {
          try skipBraces(from: open)
        }
      }
      def.properties[name.text] = type
    case "func":
      try swiftFunction(into: &def, isOverride: isOverride, at: t)
    case "init", "deinit", "required", "convenience":
      while let u = peek, u.text != "{" { _ = next() }
      guard let open = next() else { throw unexpected(.tokens(["{"])) }
      try skipBraces(from: open)
      def.otherMethods.append(t.text)
    case ";":
      break
    default:
      throw notModelled(.inClassBody(t.text), t)
    }
  }

  /// `override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { … }`.
  mutating func swiftFunction(into def: inout ClassDefinition, isOverride: Bool, at word: ClassToken)
    throws(SpeakError)
  {
    let name = try identifier(.functionName)
    try expect("(")
    var labels: [String] = []
    var parameters: [String] = []
    while !accept(")") {
      let first = try identifier(.parameter)
      let label = first.text
      var param = first.text
      if let second = peek, second.kind == .identifier {
        _ = next()
        param = second.text
      }
      labels.append(label)
      parameters.append(param)
      try expect(":")
      var level = 0
      while let u = peek {
        if level == 0, u.text == "," || u.text == ")" { break }
        if u.text == "<" || u.text == "(" { level += 1 }
        if u.text == ">" || u.text == ")" { level -= 1 }
        _ = next()
      }
      _ = accept(",")
    }
    var returns = ""
    if accept("->") {
      while let u = peek, u.text != "{" { returns += next()!.text }
    }
    guard let open = peek, open.text == "{" else { throw unexpected(.functionBody) }
    let written =
      "func \(name.text)(\(labels.map { $0 + ":" }.joined()))" + (returns.isEmpty ? "" : " -> \(returns)")
    let known: [(String, [String], OverrideMethod, String, Set<String>)] = [
      (
        "point", ["inside", "with"], .pointInside,
        "override func point(inside point: CGPoint, with event: UIEvent?) -> Bool", ["Bool"]
      ),
      (
        "hitTest", ["_", "with"], .hitTest,
        "override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?", ["UIView?", "UIView!"]
      ),
      (
        "touchesBegan", ["_", "with"], .touchesBegan,
        "override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?)", [""]
      ),
      (
        "touchesMoved", ["_", "with"], .touchesMoved,
        "override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?)", [""]
      ),
      (
        "touchesEnded", ["_", "with"], .touchesEnded,
        "override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?)", [""]
      ),
      (
        "touchesCancelled", ["_", "with"], .touchesCancelled,
        "override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?)", [""]
      ),
    ]
    if let (method, expected) = Self.swiftDelegateMethod(name.text, labels) {
      guard returns == "Bool" else {
        throw Self.error(.wrongSignature(method: written, expected: expected, line: word.line))
      }
      let body = try methodBody()
      def.methods.removeAll { $0.method == method }
      var m = MethodDefinition(
        method: method, parameters: parameters, body: body, line: word.line, endLine: tokens[index - 1].line)
      m.selector = method.delegateSelector(objectiveC: false) ?? name.text
      def.methods.append(m)
      return
    }
    guard let match = known.first(where: { $0.0 == name.text }),
      name.text != "point" || labels.first == "inside"
    else {
      let selector = name.text + (labels.isEmpty ? "" : "(" + labels.map { $0 + ":" }.joined() + ")")
      if !isOverride, returns.isEmpty, labels.count <= 1 || Self.didSelectSelectors.contains(selector),
        !Self.notActions.contains(selector),
        readAction(selector, parameters: parameters, line: word.line, into: &def)
      {
        return
      }
      _ = next()
      try skipBraces(from: open)
      // An action whose body could not be read is listed with its problem instead.
      if def.unreadActions.last?.line != word.line { def.otherMethods.append(name.text) }
      return
    }
    guard labels == match.1, match.4.contains(returns), isOverride else {
      throw Self.error(.wrongSignature(method: written, expected: match.3, line: word.line))
    }
    let body = try methodBody()
    def.methods.removeAll { $0.method == match.2 }
    def.methods.append(
      MethodDefinition(
        method: match.2, parameters: parameters, body: body, line: word.line, endLine: tokens[index - 1].line)
    )
  }
}

extension ClassParser {
  /// A recognizer delegate's method in Swift, by name and labels, with its full declaration.
  static func swiftDelegateMethod(_ name: String, _ labels: [String]) -> (OverrideMethod, String)? {
    let other = "UIGestureRecognizer) -> Bool"
    switch (name, labels) {
    case ("gestureRecognizer", ["_", "shouldReceive"]):
      return (
        .shouldReceiveTouch,
        "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool"
      )
    case ("gestureRecognizerShouldBegin", ["_"]):
      return (
        .shouldBegin, "func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool"
      )
    case ("gestureRecognizer", ["_", "shouldRecognizeSimultaneouslyWith"]):
      return (
        .shouldRecognizeSimultaneously,
        "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, "
          + "shouldRecognizeSimultaneouslyWith otherGestureRecognizer: \(other)"
      )
    case ("gestureRecognizer", ["_", "shouldRequireFailureOf"]):
      return (
        .shouldRequireFailure,
        "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, "
          + "shouldRequireFailureOf otherGestureRecognizer: \(other)"
      )
    case ("gestureRecognizer", ["_", "shouldBeRequiredToFailBy"]):
      return (
        .shouldBeRequiredToFail,
        "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, "
          + "shouldBeRequiredToFailBy otherGestureRecognizer: \(other)"
      )
    default: return nil
    }
  }
}
