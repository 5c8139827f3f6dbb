import Testing
import ViewLabCommands
import ViewLabRendering

/// Statements that the top level and a method body still read or run differently: one grammar reads
/// both (`ClassParser`), but some forms only on a top-level line, and two evaluators run them
/// (`Session`'s and the `Interpreter`). Each row says what Swift prints and which side gets it wrong
/// today; that side is a known issue. When one evaluator serves both places, the known issue stops
/// being recorded, the test fails, and the row moves to `ExpressionParityTests`.
@Suite struct TopLevelBodyDivergenceTests {
  enum Side: Sendable { case topLevel, body }

  struct Row: Sendable, CustomTestStringConvertible {
    var expression: String
    var printed: String
    var wrong: Side
    var testDescription: String { expression }
  }

  /// `v` is a 100 × 100 view in the window at both places (`let v = self` in the body).
  static let rows: [Row] = [
    // An array literal: read only on a top-level line, so the method is kept and never run.
    Row(expression: "[1, 2].count", printed: "2", wrong: .body)
  ]

  @Test(arguments: rows)
  func sameStatementBothPlaces(_ row: Row) {
    let top = ExpressionParityTests.topLevel("print(\(row.expression))")
    let inside = ExpressionParityTests.body(
      """
      class P: UIView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
          let v = self
          print(\(row.expression))
        }
      }
      """)
    switch row.wrong {
    case .topLevel:
      #expect(inside == row.printed, "method body: \(row.expression)")
      withKnownIssue("the top level reads or runs this differently") {
        #expect(top == row.printed, "top level: \(row.expression)")
      }
    case .body:
      #expect(top == row.printed, "top level: \(row.expression)")
      withKnownIssue("a method body reads or runs this differently") {
        #expect(inside == row.printed, "method body: \(row.expression)")
      }
    }
  }
}
