import ViewLabGeometry

extension DumpLine {
  /// Applies one `key = value` (or `key: value`) field.
  mutating func apply(_ field: String) {
    let separator = field.firstIndex(of: "=") ?? field.firstIndex(of: ":")
    guard let separator else { return }
    let key = String(field[..<separator]).trimmingSpaces()
    let value = String(field[field.index(after: separator)...]).trimmingSpaces()
    switch key {
    case "frame": frame = Self.rect(value)
    case "bounds": bounds = Self.rect(value)
    case "hidden": hidden = value == "YES"
    // UIKit keeps alpha within 0…1; a dump that prints more is clamped the same way.
    case "alpha": alpha = Double(value).flatMap { $0.isFinite ? min(1, max(0, $0)) : nil }
    case "userInteractionEnabled": interactionDisabled = value == "NO"
    case "clipsToBounds": clipsToBounds = value == "YES"
    case "baseClass": baseClass = value
    case "transform": transform = Self.transform(value)
    case "contentOffset": contentOffset = Self.point(value)
    case "anchorPoint": anchorPoint = Self.point(value)
    default: break
    }
  }

  /// The numbers in a field, each clamped to the script language's ±1e9, so an imported scene
  /// always saves as a script that loads again (fuzzing found dumps that broke that).
  static func numbers(_ s: String) -> [Double] {
    s.utf8.split(whereSeparator: isNumberSeparator).compactMap { Double(String(decoding: $0, as: UTF8.self)) }
      .filter(\.isFinite).map { min(1e9, max(-1e9, $0)) }
  }

  /// ` ;,(){}[]`: what stands between a field's numbers.
  private static func isNumberSeparator(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: " "), UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "("), UInt8(ascii: ")"),
      UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"):
      true
    default: false
    }
  }

  /// `(0 20; 320 460)`.
  static func rect(_ s: String) -> Rect? {
    let n = numbers(s)
    guard n.count == 4 else { return nil }
    return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
  }

  /// `{0, -64}`.
  static func point(_ s: String) -> Point? {
    let n = numbers(s)
    guard n.count == 2 else { return nil }
    return Point(x: n[0], y: n[1])
  }

  /// `[0.70710678118654757, 0.70710678118654746, -0.70710678118654746, 0.70710678118654757, 0, 0]`.
  static func transform(_ s: String) -> AffineTransform? {
    let n = numbers(s)
    guard n.count == 6 else { return nil }
    return AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
  }
}
