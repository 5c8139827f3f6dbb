import Testing

@testable import ViewLabSpeak

/// How the top level's evaluator reads the one tree (`BodyExpr+TopLevel`): through the wrappers it
/// does not check, with its errors at the column a line's errors have always pointed at.
@Suite struct BodyExprTopLevelTests {
  /// The declared value of `let x = EXPRESSION`, as the top level gets it.
  static func value(_ expression: String, prefix: String = "let x = ", end: String = "") throws -> BodyExpr {
    guard
      case .declare(_, _, let value, _)? = try CodeParser.parse(prefix + expression + end).statements.first
    else { throw Missing() }
    return value
  }

  struct Missing: Error {}

  @Test(arguments: [
    ("v as! UIView", "v", 9), ("v as? UIButton", "v", 9), ("+v", "v", 10), ("(v as UIView)", "v", 10),
  ])
  func plainReadsThroughWhatTheTopLevelDoesNotCheck(_ row: (String, String, Int)) throws {
    let e = try Self.value(row.0)
    #expect(e.plainName == row.1)
    #expect(e.spot == row.2)
  }

  /// A cast to a whole-number type changes the value: it stays. `-` and `!` stay.
  @Test func wholeNumberCastsAndSignsStay() throws {
    let cast = try Self.value("(int)x", prefix: "NSInteger n = ", end: ";")
    #expect(cast.plain == cast)
    for text in ["-v", "!v"] {
      let e = try Self.value(text)
      #expect(e.plain == e, "\(text)")
      #expect(e.plainName == nil, "\(text)")
    }
  }

  /// An error about a call points at its callee, after the wrappers: `CGRect(x: 1)` at `CGRect`.
  @Test func aCallsSpotIsItsCallees() throws {
    #expect(try Self.value("CGRect(x: 1)").spot == 9)
    let inset = try Self.value("v.frame.insetBy(dx: 1, dy: 1)")
    #expect(inset.spot == (try Self.value("v.frame.insetBy").spot))
  }
}
