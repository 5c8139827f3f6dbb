import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

/// `export swift` for classes pasted as code: each class written back out in Swift (from its
/// parsed body, whichever language it was pasted in), and the views its properties hold.
enum SwiftClassWriter {
  static func classes(_ scene: Scene, _ ids: inout SwiftIdentifiers) -> String {
    var written: Set<String> = []
    var out = ""
    for id in scene.viewIDs {
      guard let c = scene.behavior(of: id) as? InterpretedClass else { continue }
      ids.overrideClass[id] = c.definition.name
      guard written.insert(c.definition.name).inserted else { continue }
      out += "\n" + swift(c.definition)
    }
    return out
  }

  static func outlets(_ scene: Scene, _ ids: SwiftIdentifiers) -> String {
    var out = ""
    for id in scene.viewIDs {
      guard let c = scene.behavior(of: id) as? InterpretedClass else { continue }
      for (property, target) in c.outlets.sorted(by: { $0.key < $1.key }) {
        guard let t = scene.view(named: target) else { continue }
        out += "\(ids[id]).\(property) = \(ids[t])\n"
      }
    }
    return out
  }

  /// The class in Swift.
  static func swift(_ d: ClassDefinition) -> String {
    var lines = [
      "// \(d.name), pasted in \(d.objectiveC ? "Objective-C" : "Swift"), written back as Swift.",
      "class \(d.name): \(d.superclass.rawValue) {",
    ]
    for p in d.properties.keys.sorted() { lines.append("    var \(p): UIView?") }
    for m in d.methods {
      let params = m.parameters + ["point", "event"].dropFirst(m.parameters.count)
      switch m.method {
      case .pointInside:
        lines.append(
          "    override func point(inside \(params[0]): CGPoint, with \(params[1]): UIEvent?) -> Bool {")
      case .hitTest:
        lines.append(
          "    override func hitTest(_ \(params[0]): CGPoint, with \(params[1]): UIEvent?) -> UIView? {")
      case .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled:
        lines.append(
          "    override func \(m.method.rawValue)(_ \(params[0]): Set<UITouch>, with \(params[1]): UIEvent?) {"
        )
      case .shouldReceiveTouch:
        lines.append(
          "    func gestureRecognizer(_ \(params[0]): UIGestureRecognizer, shouldReceive \(params[1]): UITouch) -> Bool {"
        )
      case .shouldBegin:
        lines.append(
          "    override func gestureRecognizerShouldBegin(_ \(params[0]): UIGestureRecognizer) -> Bool {")
      case .shouldRecognizeSimultaneously, .shouldRequireFailure, .shouldBeRequiredToFail:
        let label =
          m.method == .shouldRecognizeSimultaneously
          ? "shouldRecognizeSimultaneouslyWith"
          : m.method == .shouldRequireFailure ? "shouldRequireFailureOf" : "shouldBeRequiredToFailBy"
        lines.append(
          "    func gestureRecognizer(_ \(params[0]): UIGestureRecognizer, \(label) \(params[1]): UIGestureRecognizer) -> Bool {"
        )
      case .action:
        let stem = m.selector.prefix { $0 != ":" && $0 != "(" }
        lines.append(
          m.parameters.isEmpty
            ? "    @objc func \(stem)() {" : "    @objc func \(stem)(_ \(m.parameters[0]): UIView) {")
      }
      let views = Set(viewLocals(m.body))
      lines += m.body.flatMap { statement($0, indent: 2) }.map { line in
        // Objective-C tests a view for nil with `if (hit)`; Swift needs `!= nil`.
        var line = line
        for v in views where line.hasSuffix("if \(v) {") {
          line = String(line.dropLast(2)) + " != nil {"
        }
        return line
      }
      lines.append("    }")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Locals declared with a view type (`UIView *hit`), which Objective-C tests for nil as a BOOL.
  static func viewLocals(_ body: [BodyStatement]) -> [String] {
    body.flatMap { s -> [String] in
      switch s.kind {
      case .declare(let name, let type?, _) where type.hasPrefix("UI") || type == "id": [name]
      case .ifElse(_, let a, let b): viewLocals(a) + viewLocals(b ?? [])
      case .forIn(_, _, let b), .whileLoop(_, let b), .repeatWhile(let b, _), .block(let b),
        .cFor(_, _, _, let b):
        viewLocals(b)
      default: []
      }
    }
  }

  static func pad(_ indent: Int) -> String { String(repeating: "    ", count: indent) }

  static func statement(_ s: BodyStatement, indent: Int) -> [String] {
    let p = pad(indent)
    func block(_ body: [BodyStatement]) -> [String] { body.flatMap { statement($0, indent: indent + 1) } }
    switch s.kind {
    case .declare(let name, let type, let value):
      let swiftType: String? =
        switch type {
        case "BOOL", "bool": "Bool"
        case "CGPoint", "CGRect", "CGSize": type
        case .some(let t) where t.hasPrefix("UI") || t == "id": "UIView?"
        default: nil
        }
      let annotation = swiftType.map { ": \($0)" } ?? ""
      return [p + "var \(name)\(annotation)" + (value.map { " = " + expr($0) } ?? "")]
    case .assign(let target, let op, let value):
      if case .unary("*", _) = target.kind { return [p + "stop = " + expr(value)] }
      return [p + expr(target) + " \(op ?? "")= " + expr(value)]
    case .step(let target, let by):
      return [p + expr(target) + (by > 0 ? " += 1" : " -= 1")]
    case .expression(let e):
      if case .send(let r, let sel, let args) = e.kind, sel.hasPrefix("enumerateObjects"),
        case .block(let params, let body)? = args.last?.kind
      {
        let reverse = sel.contains("Options") ? ".reversed()" : ""
        let obj = params.first ?? "obj"
        let idx = params.count > 1 ? params[1] : "_"
        var out = [
          p + "for (\(idx), \(obj)) in \(expr(r)).enumerated()\(reverse) {",
          pad(indent + 1) + "var stop = false",
        ]
        out += block(body)
        out += [pad(indent + 1) + "if stop { break }", p + "}"]
        return out
      }
      return [p + expr(e)]
    case .ifElse(let c, let then, let otherwise):
      var out = [p + "if " + condition(c) + " {"] + block(then)
      if let otherwise {
        out += [p + "} else {"] + block(otherwise)
      }
      return out + [p + "}"]
    case .guardElse(let c, let otherwise):
      return [p + "guard " + condition(c) + " else {"] + block(otherwise) + [p + "}"]
    case .returnValue(let e):
      return [p + "return" + (e.map { " " + expr($0) } ?? "")]
    case .forIn(let name, let seq, let body):
      return [p + "for \(name) in \(expr(seq)) {"] + block(body) + [p + "}"]
    case .cFor(let setup, let c, let step, let body):
      var out = setup.flatMap { statement($0, indent: indent) }
      out.append(p + "while " + (c.map(expr) ?? "true") + " {")
      out += block(body) + step.flatMap { statement($0, indent: indent + 1) } + [p + "}"]
      return out
    case .whileLoop(let c, let body):
      return [p + "while " + expr(c) + " {"] + block(body) + [p + "}"]
    case .repeatWhile(let body, let c):
      return [p + "repeat {"] + block(body) + [p + "} while " + expr(c)]
    case .block(let body):
      return body.isEmpty ? [] : [p + "do {"] + block(body) + [p + "}"]
    case .switchCases(let subject, let cases):
      // Swift's cases do not fall through: a C case without `break` reads as the next one's too.
      var out = [p + "switch " + expr(subject) + " {"]
      for c in cases {
        out.append(
          p + (c.isDefault ? "default:" : "case " + c.patterns.map(expr).joined(separator: ", ") + ":"))
        let body = block(c.body.filter { if case .breakLoop = $0.kind { false } else { true } })
        out += body.isEmpty ? [pad(indent + 1) + "break"] : body
      }
      return out + [p + "}"]
    case .breakLoop: return [p + "break"]
    case .continueLoop: return [p + "continue"]
    }
  }

  static func condition(_ c: Condition) -> String {
    c.binding.map { "let \($0) = " + expr(c.expression) } ?? expr(c.expression)
  }

  static let names: [String: String] = [
    "YES": "true", "NO": "false", "TRUE": "true", "FALSE": "false", "NULL": "nil", "M_PI": ".pi",
    "__func__": "#function", "NSEnumerationReverse": ".reverse", "CGRectZero": ".zero",
    "CGPointZero": ".zero",
  ]
  static let members: [String: String] = [
    "hidden": "isHidden", "userInteractionEnabled": "isUserInteractionEnabled", "enabled": "isEnabled",
    "firstObject": "first", "lastObject": "last",
  ]

  static func expr(_ e: BodyExpr) -> String {
    switch e.kind {
    case .number(let n), .integer(let n): return Number.format(n, digits: 6)
    case .string(let s): return "\"\(s)\""
    case .optional(let b): return expr(b) + "?"
    case .interpolation(let pieces):
      let inner = pieces.map { piece in
        if case .string(let s) = piece.kind { return s }
        return "\\(" + expr(piece) + ")"
      }
      return "\"" + inner.joined() + "\""
    case .name(let n): return names[n] ?? n
    case .implicitMember(let m): return "." + m
    case .member(let b, let m): return expr(b) + "." + (members[m] ?? m)
    case .index(let b, let i): return expr(b) + "[" + expr(i) + "]"
    case .call(let f, let args):
      let a = args.map { ($0.label.map { "\($0): " } ?? "") + expr($0.value) }
      if case .name(let fn) = f.kind {
        return function(fn, args.map { expr($0.value) }) ?? "\(fn)(\(a.joined(separator: ", ")))"
      }
      return expr(f) + "(" + a.joined(separator: ", ") + ")"
    case .send(let r, let sel, let args):
      let a = args.map(expr)
      let recv = expr(r)
      switch sel {
      case "pointInside:withEvent:": return "\(recv).point(inside: \(a[0]), with: \(a[1]))"
      case "hitTest:withEvent:": return "\(recv).hitTest(\(a[0]), with: \(a[1]))"
      case "touchesBegan:withEvent:": return "\(recv).touchesBegan(\(a[0]), with: \(a[1]))"
      case "convertPoint:toView:", "convertRect:toView:": return "\(recv).convert(\(a[0]), to: \(a[1]))"
      case "convertPoint:fromView:", "convertRect:fromView:": return "\(recv).convert(\(a[0]), from: \(a[1]))"
      case "objectAtIndex:": return "\(recv)[\(a[0])]"
      case "reverseObjectEnumerator": return "\(recv).reversed()"
      case "isHidden": return "\(recv).isHidden"
      case "isUserInteractionEnabled": return "\(recv).isUserInteractionEnabled"
      default:
        if !sel.contains(":") { return recv + "." + (members[sel] ?? sel) }
        let parts = sel.split(separator: ":").map(String.init)
        let labelled = zip(parts.dropFirst(), a.dropFirst()).map { "\($0): \($1)" }
        return "\(recv).\(parts[0])(" + ([a[0]] + labelled).joined(separator: ", ") + ")"
      }
    case .unary(let op, let a): return op + expr(a)
    case .binary(let op, let a, let b): return "(" + expr(a) + " \(op) " + expr(b) + ")"
    case .ternary(let c, let a, let b): return "(" + expr(c) + " ? " + expr(a) + " : " + expr(b) + ")"
    case .cast(let t, let a):
      switch t {
      case "int", "NSInteger", "NSUInteger", "long": return "Int(\(expr(a)))"
      case "CGFloat", "float", "double": return "CGFloat(\(expr(a)))"
      default: return expr(a)
      }
    case .checkedCast(let t, let a, let forced): return "(" + expr(a) + (forced ? " as! " : " as? ") + t + ")"
    case .block, .closure: return "{ … }"
    case .list(let items): return "[" + items.map(expr).joined(separator: ", ") + "]"
    case .selector(let name): return "#selector(\(name))"
    case .directive(let name): return "#\(name)(…)"
    }
  }

  static func function(_ fn: String, _ a: [String]) -> String? {
    switch (fn, a.count) {
    case ("CGRectContainsPoint", 2): "\(a[0]).contains(\(a[1]))"
    case ("CGRectInset", 3): "\(a[0]).insetBy(dx: \(a[1]), dy: \(a[2]))"
    case ("CGPointMake", 2): "CGPoint(x: \(a[0]), y: \(a[1]))"
    case ("CGSizeMake", 2): "CGSize(width: \(a[0]), height: \(a[1]))"
    case ("CGRectMake", 4): "CGRect(x: \(a[0]), y: \(a[1]), width: \(a[2]), height: \(a[3]))"
    case ("MIN", 2): "min(\(a[0]), \(a[1]))"
    case ("MAX", 2): "max(\(a[0]), \(a[1]))"
    case ("fabs", 1), ("fabsf", 1): "abs(\(a[0]))"
    case ("NSLog", _): "print(String(format: \(a.joined(separator: ", "))))"
    default: nil
    }
  }
}
