/// The binary operators of pasted code and how tightly each binds, as the two languages define
/// them. Both parsers (the top level and method bodies) read this one table, so an expression means
/// the same wherever it is pasted.
public enum Operators {
  /// The levels, loosest first. Swift puts `==` and `<` on one level that does not chain; C binds
  /// `<` tighter than `==`, which reads every valid Swift expression the same way. `|` sits where
  /// each language puts it (with `+` in Swift, between `==` and `&&` in C), and Swift's `??` binds
  /// tighter than `==`; Objective-C's `a ?: b` is read with the ternary operator, as C does.
  public static func levels(objectiveC: Bool) -> [Set<String>] {
    objectiveC ? cLevels : swiftLevels
  }

  static let cLevels: [Set<String>] = [
    ["||"], ["&&"], ["|"], ["==", "!=", "===", "!=="], ["<", ">", "<=", ">="], ["+", "-"], ["*", "/", "%"],
  ]
  static let swiftLevels: [Set<String>] = [
    ["||"], ["&&"], ["==", "!=", "===", "!=="], ["<", ">", "<=", ">="], ["??"], ["+", "-", "|"],
    ["*", "/", "%"],
  ]

  /// The whole-number types a C cast or a declaration converts to by dropping the fraction.
  public static let integerTypes: Set<String> = ["int", "NSInteger", "NSUInteger", "long", "Int", "unsigned"]

  /// Swift's casts (`as`, `as!`, `as?`) bind looser than `+` and tighter than `??`: they are read
  /// at this level, `+`'s in both tables (a Swift line may end with `;` and read as C's).
  static let castLevel = 5
}
