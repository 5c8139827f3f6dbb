import Testing
import ViewLabGeometry
import ViewLabTestSupport

/// Seeded random expressions, written with only the parentheses Swift needs: each is printed at
/// the top level and in a `touchesBegan` body (`ExpressionParityTests`), and both must print what
/// Swift computes from the tree. A wrong level or associativity in either parser shows here.
@Suite struct ExpressionParityPropertyTests {
  indirect enum Expr {
    case number(Double)
    case bool(Bool)
    /// `+ - *`, and `/` by a literal that is not zero.
    case arithmetic(String, Expr, Expr)
    case negate(Expr)
    case compare(String, Expr, Expr)
    case logic(String, Expr, Expr)
    case not(Expr)
    case ternary(Expr, Expr, Expr)

    /// Swift's level: higher binds tighter.
    var level: Int {
      switch self {
      case .number, .bool, .negate, .not: 9
      case .arithmetic(let op, _, _): op == "*" || op == "/" ? 7 : 6
      case .compare: 4
      case .logic(let op, _, _): op == "&&" ? 3 : 2
      case .ternary: 1
      }
    }

    var text: String {
      switch self {
      case .number(let n): Number.exact(n) + (n == n.rounded() ? ".0" : "")
      case .bool(let b): b ? "true" : "false"
      case .negate(let e): "-" + e.operand(above: 9)
      case .not(let e): "!" + e.operand(above: 9)
      case .arithmetic(let op, let a, let b), .compare(let op, let a, let b), .logic(let op, let a, let b):
        // Left-associative; comparisons do not chain in Swift, so a comparison inside one is wrapped.
        a.operand(above: level, strict: level == 4) + " \(op) " + b.operand(above: level, strict: true)
      case .ternary(let c, let a, let b):
        c.operand(above: 1, strict: true) + " ? " + a.operand(above: 1, strict: true) + " : "
          + b.operand(above: 1, strict: true)
      }
    }

    func operand(above parent: Int, strict: Bool = false) -> String {
      level < parent || (strict && level == parent) ? "(\(text))" : text
    }

    var number: Double {
      switch self {
      case .number(let n): n
      case .negate(let e): -e.number
      case .arithmetic(let op, let a, let b):
        switch op {
        case "+": a.number + b.number
        case "-": a.number - b.number
        case "*": a.number * b.number
        default: a.number / b.number
        }
      case .ternary(let c, let a, let b): c.truth ? a.number : b.number
      case .bool, .compare, .logic, .not: .nan
      }
    }

    var truth: Bool {
      switch self {
      case .bool(let b): b
      case .not(let e): !e.truth
      case .logic(let op, let a, let b): op == "&&" ? a.truth && b.truth : a.truth || b.truth
      case .compare(let op, let a, let b):
        switch op {
        case "==": a.number == b.number
        case "!=": a.number != b.number
        case "<": a.number < b.number
        case ">": a.number > b.number
        case "<=": a.number <= b.number
        default: a.number >= b.number
        }
      case .ternary(let c, let a, let b): c.truth ? a.truth : b.truth
      case .number, .arithmetic, .negate: false
      }
    }
  }

  static func number(_ rng: inout SeededRandom, depth: Int) -> Expr {
    guard depth > 0, rng.chance(0.7) else { return .number(Double(rng.int(0...9))) }
    switch rng.int(0...5) {
    case 0: return .negate(number(&rng, depth: depth - 1))
    case 1:
      return .ternary(
        bool(&rng, depth: depth - 1), number(&rng, depth: depth - 1), number(&rng, depth: depth - 1))
    case 2: return .arithmetic("/", number(&rng, depth: depth - 1), .number([2, 4, 8][rng.int(0...2)]))
    default:
      return .arithmetic(
        ["+", "-", "*"][rng.int(0...2)], number(&rng, depth: depth - 1), number(&rng, depth: depth - 1))
    }
  }

  static func bool(_ rng: inout SeededRandom, depth: Int) -> Expr {
    guard depth > 0, rng.chance(0.8) else { return .bool(rng.chance(0.5)) }
    switch rng.int(0...4) {
    case 0: return .not(bool(&rng, depth: depth - 1))
    case 1:
      return .compare(
        ["==", "!=", "<", ">", "<=", ">="][rng.int(0...5)], number(&rng, depth: depth - 1),
        number(&rng, depth: depth - 1))
    default:
      return .logic(rng.chance(0.5) ? "&&" : "||", bool(&rng, depth: depth - 1), bool(&rng, depth: depth - 1))
    }
  }

  @Test(arguments: 1...200 as ClosedRange<UInt64>)
  func randomExpressionMeansTheSameEverywhere(seed: UInt64) {
    var rng = SeededRandom(seed: seed)
    let e = rng.chance(0.5) ? Self.number(&rng, depth: 4) : Self.bool(&rng, depth: 4)
    let expected: String =
      e.number.isNaN ? (e.truth ? "true" : "false") : Number.format(e.number)
    let top = ExpressionParityTests.topLevel("print(\(e.text))")
    let inside = ExpressionParityTests.body(
      """
      class P: UIView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
          print(\(e.text))
        }
      }
      """)
    #expect(top == expected, "top level, seed \(seed): \(e.text)")
    #expect(inside == expected, "method body, seed \(seed): \(e.text)")
  }
}
