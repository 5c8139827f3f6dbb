import ViewLabGeometry
import ViewLabModel

extension Session {
  /// CoreGraphics and C functions: `CGRectMake`, `CGAffineTransformMakeRotation`, `sqrt`, …
  mutating func cFunction(_ fn: String, _ a: inout Arguments) throws(ScriptError) -> CodeValue? {
    func count(_ n: Int) throws(ScriptError) {
      guard a.args.count == n else {
        throw ScriptError(
          .expected(.arguments(n, to: fn), found: .token("\(a.args.count)")), column: a.column)
      }
    }
    switch fn {
    case "NSStringFromCGRect":
      try count(1)
      return .string(FoundationText.rect(try rect(a[0])))
    case "NSStringFromCGPoint":
      try count(1)
      return .string(FoundationText.point(try point(a[0])))
    case "CGRectMake":
      try count(4)
      return .rect(
        Rect(x: try number(a[0]), y: try number(a[1]), width: try number(a[2]), height: try number(a[3])))
    case "CGPointMake": try count(2); return .point(Point(x: try number(a[0]), y: try number(a[1])))
    case "CGSizeMake": try count(2); return .size(Size(width: try number(a[0]), height: try number(a[1])))
    case "CGAffineTransformMakeRotation":
      try count(1); return .transform(AffineTransform(rotationAngle: try number(a[0])))
    case "CGAffineTransformMakeScale":
      try count(2)
      return .transform(AffineTransform(scaleX: try number(a[0]), y: try number(a[1])))
    case "CGAffineTransformMakeTranslation":
      try count(2)
      return .transform(AffineTransform(translationX: try number(a[0]), y: try number(a[1])))
    case "CGAffineTransformMake":
      try count(6)
      var n: [Double] = []
      for i in 0..<6 { n.append(try number(a[i])) }
      return .transform(AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5]))
    case "CGAffineTransformRotate":
      try count(2); return .transform(try transform(a[0]).rotated(by: try number(a[1])))
    case "CGAffineTransformScale":
      try count(3)
      return .transform(try transform(a[0]).scaledBy(x: try number(a[1]), y: try number(a[2])))
    case "CGAffineTransformTranslate":
      try count(3)
      return .transform(try transform(a[0]).translatedBy(x: try number(a[1]), y: try number(a[2])))
    case "CGAffineTransformConcat":
      try count(2); return .transform(try transform(a[0]).concatenating(try transform(a[1])))
    case "CGAffineTransformInvert": try count(1); return .transform(try transform(a[0]).inverted())
    case "CGRectContainsPoint": try count(2); return .bool(try rect(a[0]).contains(try point(a[1])))
    case "CGRectInset":
      try count(3)
      return .rect(try rect(a[0]).insetBy(dx: try number(a[1]), dy: try number(a[2])))
    case "CGRectGetMinX", "CGRectGetMidX", "CGRectGetMaxX", "CGRectGetMinY", "CGRectGetMidY", "CGRectGetMaxY",
      "CGRectGetWidth", "CGRectGetHeight":
      try count(1)
      let m = String(fn.dropFirst(9))
      let name = m == "Width" || m == "Height" ? m.lowercased() : m.prefix(3).lowercased() + m.suffix(1)
      return try member(.rect(try rect(a[0])), name, column: a.column)
    default:
      guard let f = NumberFunction(fn) else { return nil }
      try count(f.arity)
      var x: [Double] = []
      for i in 0..<f.arity { x.append(try number(a[i])) }
      return .number(f.value(x))
    }
  }
}
