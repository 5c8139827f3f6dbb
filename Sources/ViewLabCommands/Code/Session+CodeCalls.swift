import ViewLabGeometry
import ViewLabModel

extension Session {
  /// `callee(args)`: constructors, CoreGraphics functions and value methods (no side effects).
  mutating func call(_ f: BodyExpr, _ args: [BodyArgument], column: Int) throws(ScriptError) -> CodeValue {
    var a = Arguments(args: args, column: column)
    let callee = f.plain
    let c = callee.column
    switch callee.kind {
    case .name(let fn):
      if let v = try initializer(fn, &a, column: c) { return v }
      throw ScriptError(.notModelled(.function(fn)), column: c, length: fn.count)
    case .member(let base, let m):
      if let t = base.plainName, Self.types.contains(t) || ViewClass(rawValue: t) != nil, m == "init" {
        return try call(base, args, column: c)
      }
      let receiver = try value(base)
      if let v = try method(receiver, m, &a, column: c) { return v }
      throw ScriptError(.notModelled(.method(m, of: receiver.kind)), column: c, length: m.count)
    case .implicitMember("init"):
      // `.init(x:y:width:height:)`: the labels say which CoreGraphics type is meant, as the type
      // of the property or parameter it is given to does in Swift.
      guard let type = PlainCall.inferredType(a.labels) else {
        let labels = a.labels.map { ($0 ?? "_") + ":" }.joined()
        throw ScriptError(
          .notModelled(.anonymousInit(labels: labels)), column: c)
      }
      return try call(BodyExpr(.name(type), line: callee.line, column: c), args, column: c)
    default:
      throw ScriptError(.notModelled(.callingExpression), column: column)
    }
  }

  /// `UIView(frame:)`, `UIViewController()`, `UIColor(…)`, a recognizer, a pasted class (the values'
  /// initializers are `PlainCall`'s).
  mutating func initializer(_ type: String, _ a: inout Arguments, column: Int) throws(ScriptError)
    -> CodeValue?
  {
    switch (type, a.labels) {
    case ("UIViewController", []): return .newController
    case ("UIColor", _), ("UIImage", _), ("UIFont", _), ("UICollectionViewFlowLayout", _):
      return .cosmetic(type)
    default: break
    }
    if let g = try newGesture(type, labels: a.labels, column: column) {
      if a.labels == ["target", "action"] {
        code.madeGestureAction = Self.selectorName(a[1])
        if let action = code.madeGestureAction { try checkTarget(a[0], has: action) }
      }
      return g
    }
    if code.classes[type] != nil {
      return customInstance(type, frame: a.labels == ["frame"] ? try rect(a[0]) : .zero)
    }
    guard let cls = ViewClass(rawValue: type) else {
      if type.first?.isUppercase == true,
        type.hasSuffix("View") || type.hasSuffix("Button") || type.hasSuffix("Label")
      {
        throw Self.unknownClass(type, column: column)
      }
      return nil
    }
    if cls == .UIWindow {
      throw ScriptError(.notModelled(.secondWindow), column: column, length: type.count)
    }
    switch a.labels {
    case []: return .newView(cls, .zero)
    case ["frame"]: return .newView(cls, try rect(a[0]))
    case ["frame", "style"] where cls == .UITableView,
      ["frame", "collectionViewLayout"] where cls == .UICollectionView:
      // The style and the layout change how rows are laid out, not how touches reach them.
      return .newView(cls, try rect(a[0]))
    case ["type"] where cls == .UIButton: return .newView(cls, .zero)
    case ["image"] where cls == .UIImageView: return .newView(cls, .zero)
    default:
      let labels = a.labels.map { ($0 ?? "_") + ":" }.joined()
      throw ScriptError(.notModelled(.initializer(type, labels: labels)), column: column, length: type.count)
    }
  }

  static func unknownClass(_ type: String, column: Int) -> ScriptError {
    ScriptError(
      .notModelled(.viewClass(type, builds: ViewClass.addable.map(\.rawValue))), column: column,
      length: type.count)
  }

  /// Methods on values: transforms and rects (`PlainCall`), and the questions a view answers (read
  /// without recording).
  mutating func method(_ r: CodeValue, _ m: String, _ a: inout Arguments, column: Int) throws(ScriptError)
    -> CodeValue?
  {
    if let p = r.plain, let c = PlainCall.method(m, labels: a.labels, of: p) {
      // Matched by its labels, so the count is right; an argument's error is at the argument.
      return try callPlain(c, m, a.args.map(\.value), at: BodyExpr.number(0, column: column))
    }
    switch (r, m, a.labels) {
    case (.cosmetic(let c), _, _): return .cosmetic(c)
    case (.view(let name), "viewWithTag", [nil]): return try viewWithTag(name, a[0])
    default: break
    }
    var selector = m
    if m == "convert" { selector = a.labels.last == "from" ? "convertFrom" : "convertTo" }
    if m == "point", a.labels.first != "inside" { return nil }
    guard case .view = r, let command = try query(receiver: r, selector, a.args.map(\.value), column: column)
    else { return nil }
    return try answer(command)
  }
}

/// Call arguments by position, with their labels.
struct Arguments {
  var args: [BodyArgument]
  var column: Int
  var labels: [String?] { args.map(\.label) }
  subscript(i: Int) -> BodyExpr { args[i].value }
}
