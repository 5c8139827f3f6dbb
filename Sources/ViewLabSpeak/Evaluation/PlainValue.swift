import ViewLabGeometry

/// The values a method body and the top level hold alike — numbers, Booleans, nil and the
/// CoreGraphics and UIKit structs — with what pasted code reads of them: the named constants
/// (`CGRectZero`, `M_PI`), the types' members (`CGPoint.zero`) and each struct's members
/// (`r.midX`, `t.tx`). One table for both hosts (`ExpressionHost.plain`).
public enum PlainValue: Hashable, Sendable {
  case number(Double)
  case bool(Bool)
  case null
  case point(Point)
  case size(Size)
  case rect(Rect)
  case transform(AffineTransform)
  case insets(EdgeInsets)
  case string(String)

  /// Named constants of UIKit, CoreGraphics, Foundation and the C library.
  public static let constants: [String: PlainValue] = [
    "YES": .bool(true), "NO": .bool(false), "true": .bool(true), "false": .bool(false), "TRUE": .bool(true),
    "FALSE": .bool(false), "nil": .null, "NULL": .null, "Nil": .null,
    "M_PI": .number(.pi), "M_PI_2": .number(.pi / 2), "M_PI_4": .number(.pi / 4),
    "M_1_PI": .number(1 / Double.pi), "M_2_PI": .number(2 / Double.pi),
    "CGFLOAT_MAX": .number(.greatestFiniteMagnitude), "CGFLOAT_MIN": .number(.leastNormalMagnitude),
    "CGRectZero": .rect(.zero), "CGPointZero": .point(.zero), "CGSizeZero": .size(Size(width: 0, height: 0)),
    "CGAffineTransformIdentity": .transform(.identity), EdgeInsetsCode.zeroConstant: .insets(.zero),
  ]

  /// `CGFloat.pi`, `CGRect.zero`, `CGAffineTransform.identity`, `UIEdgeInsets.zero`.
  public static func typeMember(_ type: String, _ m: String) -> PlainValue? {
    switch (type, m) {
    case ("CGFloat", "pi"), ("Double", "pi"), ("Float", "pi"): .number(.pi)
    case ("CGRect", "zero"): .rect(.zero)
    case ("CGPoint", "zero"): .point(.zero)
    case ("CGSize", "zero"): .size(Size(width: 0, height: 0))
    case ("CGAffineTransform", "identity"): .transform(.identity)
    case (EdgeInsetsCode.typeName, "zero"): .insets(.zero)
    default: nil
    }
  }

  /// `value.m` as the struct answers it: a rect's `origin`, `size`, `minX`…`maxY` and `width` /
  /// `height` (CoreGraphics standardizes these: a rect of negative width has a positive `width`),
  /// a point's `x`/`y`, a size's `width`/`height`, a transform's `a`…`ty` and `isIdentity`, insets'
  /// edges. Nil for any other member (and for numbers, Booleans, nil).
  public func member(_ m: String) -> PlainValue? {
    switch (self, m) {
    case (.rect(let r), "origin"): .point(r.origin)
    case (.rect(let r), "size"): .size(r.size)
    case (.rect(let r), "width"): .number(r.width)
    case (.rect(let r), "height"): .number(r.height)
    case (.rect(let r), "minX"), (.rect(let r), "x"): .number(r.minX)
    case (.rect(let r), "minY"), (.rect(let r), "y"): .number(r.minY)
    case (.rect(let r), "midX"): .number(r.midX)
    case (.rect(let r), "midY"): .number(r.midY)
    case (.rect(let r), "maxX"): .number(r.maxX)
    case (.rect(let r), "maxY"): .number(r.maxY)
    case (.point(let p), "x"): .number(p.x)
    case (.point(let p), "y"): .number(p.y)
    case (.size(let s), "width"): .number(s.width)
    case (.size(let s), "height"): .number(s.height)
    case (.transform(let t), "a"): .number(t.a)
    case (.transform(let t), "b"): .number(t.b)
    case (.transform(let t), "c"): .number(t.c)
    case (.transform(let t), "d"): .number(t.d)
    case (.transform(let t), "tx"): .number(t.tx)
    case (.transform(let t), "ty"): .number(t.ty)
    case (.transform(let t), "isIdentity"): .bool(t.isIdentity)
    case (.insets(let i), _): EdgeInsetsCode.member(i, m).map(PlainValue.number)
    case (.rect, _), (.point, _), (.size, _), (.transform, _), (.number, _), (.bool, _), (.null, _),
      (.string, _):
      nil
    }
  }
}

/// A host's value type (`CodeValue`, `InterpretedValue`): its cases of these names hold the plain
/// values, so one reading serves both (`ExpressionHost`'s defaults).
public protocol ScriptValue: Equatable {
  static func number(_ n: Double) -> Self
  static func bool(_ b: Bool) -> Self
  static var null: Self { get }
  static func string(_ s: String) -> Self
  static func point(_ p: Point) -> Self
  static func size(_ s: Size) -> Self
  static func rect(_ r: Rect) -> Self
  static func transform(_ t: AffineTransform) -> Self
  static func insets(_ i: EdgeInsets) -> Self
  /// The value as a plain one, when it is one.
  var plain: PlainValue? { get }
  /// The text a string value holds.
  var text: String? { get }
  /// The type a type value names (`CGPoint` in `CGPoint.zero`).
  var typeName: String? { get }
}

extension ScriptValue {
  @inlinable public init(_ p: PlainValue) {
    switch p {
    case .number(let n): self = .number(n)
    case .bool(let b): self = .bool(b)
    case .null: self = .null
    case .point(let p): self = .point(p)
    case .size(let s): self = .size(s)
    case .rect(let r): self = .rect(r)
    case .transform(let t): self = .transform(t)
    case .insets(let i): self = .insets(i)
    case .string(let s): self = .string(s)
    }
  }
}
