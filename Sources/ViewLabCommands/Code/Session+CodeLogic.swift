extension Session {
  /// `&&` and `||` (the right side read only when it decides), `??`, `?:`, and `==`/`!=` (`===`/`!==`) on
  /// any two values; nil for an arithmetic or ordering operator. A number and a Boolean compare as
  /// C does (`YES == 1`).
  mutating func logical(_ op: String, _ l: BodyExpr, _ r: BodyExpr) throws(ScriptError) -> CodeValue? {
    switch op {
    case "&&":
      guard try bool(l) else { return .bool(false) }
      return .bool(try bool(r))
    case "||":
      if try bool(l) { return .bool(true) }
      return .bool(try bool(r))
    case "??":
      let left = try value(l)
      return left == .null ? try value(r) : left
    case "?:":
      // C's `a ?: b`: a unless it is nil, NO or zero.
      let left = try value(l)
      switch left {
      case .null, .bool(false), .number(0), .zero: return try value(r)
      default: return left
      }
    case "==", "===": return .bool(Self.equal(try value(l), try value(r)))
    case "!=", "!==": return .bool(!Self.equal(try value(l), try value(r)))
    default: return nil
    }
  }

  /// `(int)x`, `(NSInteger)x`: the number without its fraction.
  mutating func cast(_ type: String, _ e: BodyExpr, column: Int) throws(ScriptError) -> CodeValue {
    let v = try value(e)
    guard Operators.integerTypes.contains(type), case .number(let n) = v else { return v }
    return .number(n.rounded(.towardZero))
  }

  static func equal(_ a: CodeValue, _ b: CodeValue) -> Bool {
    switch (a, b) {
    case (.number(let x), .bool(let y)), (.bool(let y), .number(let x)): x == (y ? 1 : 0)
    case (.zero, .number(let x)), (.number(let x), .zero): x == 0
    default: a == b
    }
  }
}
