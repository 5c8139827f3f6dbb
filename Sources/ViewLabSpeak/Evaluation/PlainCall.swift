import ViewLabGeometry

/// A function, initializer or method from plain values to a plain value, called alike in a method
/// body and at the top level: CoreGraphics' `CGRectMake` family and its Swift initializers, the
/// transform and rect functions and methods, `UIEdgeInsets`, Foundation's string forms and the C
/// and Swift number functions (`NumberFunction`). The host evaluates the arguments and gives them as
/// `parameters` asks (`ExpressionHost.coerce`), with its own error for a wrong one.
public struct PlainCall: Sendable {
  /// What an argument must be.
  public enum Kind: Hashable, Sendable {
    case number, point, size, rect, transform, insets
  }

  public var parameters: [Kind]
  /// The result, given one value of each parameter's kind.
  public var apply: @Sendable ([PlainValue]) -> PlainValue

  public init(_ parameters: Kind..., apply: @escaping @Sendable ([PlainValue]) -> PlainValue) {
    self.parameters = parameters
    self.apply = apply
  }

  /// The free function or initializer `name(labels…)` (an unlabelled argument's label nil or `_`);
  /// nil for any other. A C function matches by name whatever its argument count (the host names a
  /// wrong count); a Swift initializer by its labels.
  public static func function(_ name: String, labels: [String?]) -> PlainCall? {
    let labels = labels.map { $0 == "_" ? nil : $0 }
    if let f = NumberFunction(name), labels.allSatisfy({ $0 == nil }) {
      return PlainCall(parameters: Array(repeating: .number, count: f.arity)) {
        .number(f.value($0.map(\.number)))
      }
    }
    if labels.allSatisfy({ $0 == nil }), let f = cFunction(name) { return f }
    switch (name, labels) {
    case ("CGRect", ["x", "y", "width", "height"]): return rectMake
    case ("CGRect", ["origin", "size"]):
      return PlainCall(.point, .size) { .rect(Rect(origin: $0[0].point, size: $0[1].size)) }
    case ("CGPoint", ["x", "y"]): return pointMake
    case ("CGSize", ["width", "height"]): return sizeMake
    case ("CGRect", []): return PlainCall { _ in .rect(.zero) }
    case ("CGPoint", []): return PlainCall { _ in .point(.zero) }
    case ("CGSize", []): return PlainCall { _ in .size(Size(width: 0, height: 0)) }
    case ("CGAffineTransform", ["rotationAngle"]): return rotation
    case ("CGAffineTransform", ["scaleX", "y"]): return scale
    case ("CGAffineTransform", ["translationX", "y"]): return translation
    case ("CGAffineTransform", ["a", "b", "c", "d", "tx", "ty"]): return transformMake
    case ("CGFloat", [nil]), ("Double", [nil]), ("Float", [nil]): return PlainCall(.number) { $0[0] }
    // Swift's `Int(_:)` drops the fraction.
    case ("Int", [nil]): return PlainCall(.number) { .number($0[0].number.rounded(.towardZero)) }
    default: break
    }
    switch EdgeInsetsCode.call(name, labels: labels) {
    case .make?:
      return PlainCall(.number, .number, .number, .number) {
        .insets(EdgeInsets(top: $0[0].number, left: $0[1].number, bottom: $0[2].number, right: $0[3].number))
      }
    case .zero?: return PlainCall { _ in .insets(.zero) }
    case .insetRect?: return PlainCall(.rect, .insets) { .rect($0[0].rect.inset(by: $0[1].insets)) }
    case nil: return nil
    }
  }

  /// The C functions of CoreGraphics and Foundation, by name.
  private static func cFunction(_ name: String) -> PlainCall? {
    switch name {
    case "CGRectMake": rectMake
    case "CGPointMake": pointMake
    case "CGSizeMake": sizeMake
    case "CGAffineTransformMakeRotation": rotation
    case "CGAffineTransformMakeScale": scale
    case "CGAffineTransformMakeTranslation": translation
    case "CGAffineTransformMake": transformMake
    case "CGAffineTransformRotate":
      PlainCall(.transform, .number) { .transform($0[0].transform.rotated(by: $0[1].number)) }
    case "CGAffineTransformScale":
      PlainCall(.transform, .number, .number) {
        .transform($0[0].transform.scaledBy(x: $0[1].number, y: $0[2].number))
      }
    case "CGAffineTransformTranslate":
      PlainCall(.transform, .number, .number) {
        .transform($0[0].transform.translatedBy(x: $0[1].number, y: $0[2].number))
      }
    case "CGAffineTransformConcat":
      PlainCall(.transform, .transform) { .transform($0[0].transform.concatenating($0[1].transform)) }
    case "CGAffineTransformInvert": PlainCall(.transform) { .transform($0[0].transform.inverted()) }
    case "CGAffineTransformIsIdentity": PlainCall(.transform) { .bool($0[0].transform.isIdentity) }
    case "CGRectContainsPoint": PlainCall(.rect, .point) { .bool($0[0].rect.contains($0[1].point)) }
    case "CGPointEqualToPoint": PlainCall(.point, .point) { .bool($0[0].point == $0[1].point) }
    case "CGRectInset":
      PlainCall(.rect, .number, .number) { .rect($0[0].rect.insetBy(dx: $0[1].number, dy: $0[2].number)) }
    case "NSStringFromCGRect": PlainCall(.rect) { .string(FoundationText.rect($0[0].rect)) }
    case "NSStringFromCGPoint": PlainCall(.point) { .string(FoundationText.point($0[0].point)) }
    default: rectGetter(name)
    }
  }

  /// `CGRectGetMinX(r)` … `CGRectGetHeight(r)`: the rect's member of that name.
  private static func rectGetter(_ name: String) -> PlainCall? {
    guard name.hasPrefix("CGRectGet") else { return nil }
    let m = String(name.dropFirst("CGRectGet".count))
    let member = m == "Width" || m == "Height" ? m.lowercased() : m.prefix(3).lowercased() + m.dropFirst(3)
    guard PlainValue.rect(.zero).member(member) != nil else { return nil }
    return PlainCall(.rect) { $0[0].member(member) ?? .null }
  }

  /// The CoreGraphics type whose initializer has these labels (`.init(x:y:width:height:)`: Swift
  /// knows it from the property or parameter it is given to).
  public static func inferredType(_ labels: [String?]) -> String? {
    switch labels {
    case ["x", "y", "width", "height"], ["origin", "size"]: "CGRect"
    case ["x", "y"]: "CGPoint"
    case ["width", "height"]: "CGSize"
    case ["rotationAngle"], ["scaleX", "y"], ["translationX", "y"], ["a", "b", "c", "d", "tx", "ty"]:
      "CGAffineTransform"
    default: nil
    }
  }

  /// A method of a plain value: `t.rotated(by:)`, `t.scaledBy(x:y:)`, `t.translatedBy(x:y:)`,
  /// `t.concatenating(_:)`, `t.inverted()`, `r.insetBy(dx:dy:)`, `r.offsetBy(dx:dy:)`,
  /// `r.contains(_:)`, `r.inset(by:)`; nil for any other.
  public static func method(_ name: String, labels: [String?], of receiver: PlainValue) -> PlainCall? {
    let labels = labels.map { $0 == "_" ? nil : $0 }
    switch (receiver, name, labels) {
    case (.transform(let t), "rotated", ["by"]):
      return PlainCall(.number) { .transform(t.rotated(by: $0[0].number)) }
    case (.transform(let t), "scaledBy", ["x", "y"]):
      return PlainCall(.number, .number) { .transform(t.scaledBy(x: $0[0].number, y: $0[1].number)) }
    case (.transform(let t), "translatedBy", ["x", "y"]):
      return PlainCall(.number, .number) { .transform(t.translatedBy(x: $0[0].number, y: $0[1].number)) }
    case (.transform(let t), "concatenating", [nil]):
      return PlainCall(.transform) { .transform(t.concatenating($0[0].transform)) }
    case (.transform(let t), "inverted", []): return PlainCall { _ in .transform(t.inverted()) }
    case (.rect(let r), "insetBy", ["dx", "dy"]):
      return PlainCall(.number, .number) { .rect(r.insetBy(dx: $0[0].number, dy: $0[1].number)) }
    case (.rect(let r), "offsetBy", ["dx", "dy"]):
      return PlainCall(.number, .number) {
        .rect(Rect(origin: Point(x: r.origin.x + $0[0].number, y: r.origin.y + $0[1].number), size: r.size))
      }
    case (.rect(let r), "contains", [nil]): return PlainCall(.point) { .bool(r.contains($0[0].point)) }
    case (.rect(let r), _, _) where EdgeInsetsCode.isInsetBy(name, labels: labels):
      return PlainCall(.insets) { .rect(r.inset(by: $0[0].insets)) }
    default: return nil
    }
  }

  private init(parameters: [Kind], apply: @escaping @Sendable ([PlainValue]) -> PlainValue) {
    self.parameters = parameters
    self.apply = apply
  }

  private static let rectMake = PlainCall(.number, .number, .number, .number) {
    .rect(Rect(x: $0[0].number, y: $0[1].number, width: $0[2].number, height: $0[3].number))
  }
  private static let pointMake = PlainCall(.number, .number) {
    .point(Point(x: $0[0].number, y: $0[1].number))
  }
  private static let sizeMake = PlainCall(.number, .number) {
    .size(Size(width: $0[0].number, height: $0[1].number))
  }
  private static let rotation = PlainCall(.number) {
    .transform(AffineTransform(rotationAngle: $0[0].number))
  }
  private static let scale = PlainCall(.number, .number) {
    .transform(AffineTransform(scaleX: $0[0].number, y: $0[1].number))
  }
  private static let translation = PlainCall(.number, .number) {
    .transform(AffineTransform(translationX: $0[0].number, y: $0[1].number))
  }
  private static let transformMake = PlainCall(.number, .number, .number, .number, .number, .number) {
    .transform(
      AffineTransform(
        a: $0[0].number, b: $0[1].number, c: $0[2].number, d: $0[3].number, tx: $0[4].number, ty: $0[5].number
      )
    )
  }
}

/// A plain value's content, as a `PlainCall` reads an argument the host has given the right kind
/// (`ExpressionHost.coerce`); a value of another kind reads as zero.
extension PlainValue {
  /// The kind of argument this value is; nil for a Boolean, nil or a string.
  public var kind: PlainCall.Kind? {
    switch self {
    case .number: .number
    case .point: .point
    case .size: .size
    case .rect: .rect
    case .transform: .transform
    case .insets: .insets
    case .bool, .null, .string: nil
    }
  }

  public var number: Double {
    if case .number(let n) = self { return n }
    return 0
  }
  public var point: Point {
    if case .point(let p) = self { return p }
    return .zero
  }
  public var size: Size {
    if case .size(let s) = self { return s }
    return Size(width: 0, height: 0)
  }
  public var rect: Rect {
    if case .rect(let r) = self { return r }
    return .zero
  }
  public var transform: AffineTransform {
    if case .transform(let t) = self { return t }
    return .identity
  }
  public var insets: EdgeInsets {
    if case .insets(let i) = self { return i }
    return .zero
  }
}
