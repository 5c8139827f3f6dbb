import ViewLabGeometry
import ViewLabModel

/// Free functions a method body calls: the number table, Core Graphics' `CGRectMake` family,
/// Foundation's string forms, `NSLog`/`print`, and the constructors of views and values.
extension Interpreter {
  func function(_ fn: String, _ labels: [String], _ v: [InterpretedValue], line: Int) throws(OverrideFailure)
    -> InterpretedValue
  {
    func n(_ i: Int) throws(OverrideFailure) -> Double {
      guard i < v.count else { throw failure(line, .notModelled(.function(fn, arguments: v.count))) }
      return try number(v[i], line: line)
    }
    switch (fn, v.count) {
    case _ where NumberFunction(fn)?.arity == v.count:
      // `sqrt`, `pow`, `MIN`, `sin`, …: the table the top level uses too.
      var x: [Double] = []
      for i in v.indices { x.append(try n(i)) }
      guard let f = NumberFunction(fn) else {
        throw failure(line, .notModelled(.function(fn, arguments: nil)))
      }
      return .number(f.value(x))
    case ("CGFloat", 1), ("Double", 1), ("Float", 1): return .number(try n(0))
    case ("Int", 1): return .number((try n(0)).rounded(.towardZero))
    case ("CGPointMake", 2): return .point(Point(x: try n(0), y: try n(1)))
    case ("CGSizeMake", 2): return .size(Size(width: try n(0), height: try n(1)))
    case ("CGRectMake", 4): return .rect(Rect(x: try n(0), y: try n(1), width: try n(2), height: try n(3)))
    case ("CGPoint", 2) where labels == ["x", "y"]: return .point(Point(x: try n(0), y: try n(1)))
    case ("CGSize", 2) where labels == ["width", "height"]:
      return .size(Size(width: try n(0), height: try n(1)))
    case ("CGRect", 4) where labels == ["x", "y", "width", "height"]:
      return .rect(Rect(x: try n(0), y: try n(1), width: try n(2), height: try n(3)))
    case ("CGRectContainsPoint", 2):
      return .bool(try rect(v[0], line: line).contains(try point(v[1], line: line)))
    case ("CGRectInset", 3): return .rect(try rect(v[0], line: line).insetBy(dx: try n(1), dy: try n(2)))
    case ("CGRectGetMidX", 1): return .number(try rect(v[0], line: line).midX)
    case ("CGRectGetMidY", 1): return .number(try rect(v[0], line: line).midY)
    case ("CGRectGetMinX", 1): return .number(try rect(v[0], line: line).minX)
    case ("CGRectGetMinY", 1): return .number(try rect(v[0], line: line).minY)
    case ("CGRectGetMaxX", 1): return .number(try rect(v[0], line: line).maxX)
    case ("CGRectGetMaxY", 1): return .number(try rect(v[0], line: line).maxY)
    case ("CGRectGetWidth", 1): return .number(try rect(v[0], line: line).width)
    case ("CGRectGetHeight", 1): return .number(try rect(v[0], line: line).height)
    case ("NSStringFromCGRect", 1): return .string(FoundationText.rect(try rect(v[0], line: line)))
    case ("NSStringFromCGPoint", 1): return .string(FoundationText.point(try point(v[0], line: line)))
    case ("CGPointEqualToPoint", 2): return .bool(try point(v[0], line: line) == point(v[1], line: line))
    case ("NSLog", _), ("print", _), ("debugPrint", _):
      run.record(
        .log(line: line, text: fn == "NSLog" ? try nsLog(v, line: line) : v.map(plain).joined(separator: " "))
      )
      return .null
    default:
      if let r = try transformFunction(fn, labels, v, line: line) { return r }
      if let r = try insetsFunction(fn, labels, v, line: line) { return r }
      if let r = try constructor(fn, labels, v, line: line) { return r }
      throw failure(line, .notModelled(.function(fn, arguments: nil)))
    }
  }
}
