import ViewLabGeometry
import ViewLabModel

/// Free functions a method body calls: `NSLog`/`print` and the constructors of views and objects
/// (the functions of numbers and structs are `PlainCall`'s).
extension Interpreter {
  func function(_ fn: String, _ labels: [String], _ v: [InterpretedValue], line: Int) throws(OverrideFailure)
    -> InterpretedValue
  {
    switch (fn, v.count) {
    case ("NSLog", _), ("print", _), ("debugPrint", _):
      run.record(
        .log(line: line, text: fn == "NSLog" ? try nsLog(v, line: line) : v.map(plain).joined(separator: " "))
      )
      return .null
    default:
      if let r = try constructor(fn, labels, v, line: line) { return r }
      throw failure(line, .notModelled(.function(fn, arguments: nil)))
    }
  }
}
