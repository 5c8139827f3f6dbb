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
      if let v = try insetsFunction(fn, &a) { return v }
      if let v = try cFunction(fn, &a) { return v }
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
      guard let type = Self.inferredType(a.labels) else {
        let labels = a.labels.map { ($0 ?? "_") + ":" }.joined()
        throw ScriptError(
          .notModelled(.anonymousInit(labels: labels)), column: c)
      }
      return try call(BodyExpr(.name(type), line: callee.line, column: c), args, column: c)
    default:
      throw ScriptError(.notModelled(.callingExpression), column: column)
    }
  }

  /// The CoreGraphics type whose initializer has these labels.
  static func inferredType(_ labels: [String?]) -> String? {
    switch labels {
    case ["x", "y", "width", "height"], ["origin", "size"]: "CGRect"
    case ["x", "y"]: "CGPoint"
    case ["width", "height"]: "CGSize"
    case ["rotationAngle"], ["scaleX", "y"], ["translationX", "y"], ["a", "b", "c", "d", "tx", "ty"]:
      "CGAffineTransform"
    default: nil
    }
  }

  /// `CGRect(x:y:width:height:)`, `UIView(frame:)`, `CGAffineTransform(rotationAngle:)`, …
  mutating func initializer(_ type: String, _ a: inout Arguments, column: Int) throws(ScriptError)
    -> CodeValue?
  {
    switch (type, a.labels) {
    case ("CGRect", ["x", "y", "width", "height"]):
      return .rect(
        Rect(x: try number(a[0]), y: try number(a[1]), width: try number(a[2]), height: try number(a[3])))
    case ("CGRect", ["origin", "size"]):
      return .rect(Rect(origin: try point(a[0]), size: try size(a[1])))
    case ("CGPoint", ["x", "y"]): return .point(Point(x: try number(a[0]), y: try number(a[1])))
    case ("CGSize", ["width", "height"]):
      return .size(Size(width: try number(a[0]), height: try number(a[1])))
    case ("CGRect", []): return .rect(.zero)
    case ("CGPoint", []): return .point(.zero)
    case ("CGSize", []): return .size(Size(width: 0, height: 0))
    case ("UIViewController", []): return .newController
    case ("CGAffineTransform", ["rotationAngle"]):
      return .transform(AffineTransform(rotationAngle: try number(a[0])))
    case ("CGAffineTransform", ["scaleX", "y"]):
      return .transform(AffineTransform(scaleX: try number(a[0]), y: try number(a[1])))
    case ("CGAffineTransform", ["translationX", "y"]):
      return .transform(AffineTransform(translationX: try number(a[0]), y: try number(a[1])))
    case ("CGAffineTransform", ["a", "b", "c", "d", "tx", "ty"]):
      var n: [Double] = []
      for i in 0..<6 { n.append(try number(a[i])) }
      return .transform(AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5]))
    case ("CGFloat", [nil]), ("Double", [nil]), ("Float", [nil]):
      return .number(try number(a[0]))
    case ("Int", [nil]):
      // Swift's `Int(_:)` drops the fraction, as a method body's `Int(_:)` does.
      return .number(try number(a[0]).rounded(.towardZero))
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

  /// Methods on values: transforms, rects, and the questions a view answers (read without recording).
  mutating func method(_ r: CodeValue, _ m: String, _ a: inout Arguments, column: Int) throws(ScriptError)
    -> CodeValue?
  {
    switch (r, m, a.labels) {
    case (.transform(let t), "rotated", ["by"]): return .transform(t.rotated(by: try number(a[0])))
    case (.transform(let t), "scaledBy", ["x", "y"]):
      return .transform(t.scaledBy(x: try number(a[0]), y: try number(a[1])))
    case (.transform(let t), "translatedBy", ["x", "y"]):
      return .transform(t.translatedBy(x: try number(a[0]), y: try number(a[1])))
    case (.transform(let t), "concatenating", [nil]): return .transform(t.concatenating(try transform(a[0])))
    case (.transform(let t), "inverted", []): return .transform(t.inverted())
    case (.rect(let rc), "insetBy", ["dx", "dy"]):
      return .rect(rc.insetBy(dx: try number(a[0]), dy: try number(a[1])))
    case (.rect(let rc), "offsetBy", ["dx", "dy"]):
      let o = Point(x: rc.origin.x + (try number(a[0])), y: rc.origin.y + (try number(a[1])))
      return .rect(Rect(origin: o, size: rc.size))
    case (.rect(let rc), "contains", [nil]): return .bool(rc.contains(try point(a[0])))
    case (.rect(let rc), _, _) where EdgeInsetsCode.isInsetBy(m, labels: a.labels):
      return .rect(rc.inset(by: try insets(a[0])))
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

extension Session {
  /// `UIEdgeInsets(top:left:bottom:right:)`, `UIEdgeInsetsMake`, `UIEdgeInsets()`,
  /// `UIEdgeInsetsInsetRect`: as a method body reads them (`EdgeInsetsCode`).
  mutating func insetsFunction(_ fn: String, _ a: inout Arguments) throws(ScriptError) -> CodeValue? {
    switch EdgeInsetsCode.call(fn, labels: a.labels) {
    case .make:
      return .insets(
        EdgeInsets(
          top: try number(a[0]), left: try number(a[1]), bottom: try number(a[2]), right: try number(a[3])))
    case .zero: return .insets(.zero)
    case .insetRect: return .rect(try rect(a[0]).inset(by: try insets(a[1])))
    case nil: return nil
    }
  }
}
