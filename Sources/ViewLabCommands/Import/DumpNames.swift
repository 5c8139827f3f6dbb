import ViewLabModel

/// Short, unique, readable names from class names: `UIButton` → `button`, `button2`…;
/// `_UILayoutGuide` → `layoutGuide`; `MyApp.StatusLight` → `statusLight`.
public struct DumpNames {
  public var taken: Set<String>

  public init(taken: Set<String>) { self.taken = taken }

  public mutating func next(for line: DumpLine) -> String {
    let base = Self.base(line.className)
    var name = base
    var i = 2
    while taken.contains(name) || TokenCursor.reserved.contains(name) {
      name = "\(base)\(i)"
      i += 1
    }
    taken.insert(name)
    return name
  }

  public static func base(_ className: String) -> String {
    var s = Substring(className)
    if let dot = s.lastIndex(of: ".") { s = s[s.index(after: dot)...] }
    if s.hasPrefix("_Tt") { s = Substring(demangled(String(s))) }
    while s.first == "_" { s.removeFirst() }
    // Drop a prefix of capitals (UI, NS, WA, AAUI) but keep the capital that starts the word.
    let capitals = s.prefix { $0.isUppercase }
    if capitals.count > 1, s.count > capitals.count { s = s.dropFirst(capitals.count - 1) }
    let cleaned = s.filter { $0.isLetter || $0.isNumber || $0 == "_" }
    guard let first = cleaned.first, first.isLetter else { return "view" }
    return first.lowercased() + cleaned.dropFirst()
  }

  /// `_TtC5MyApp10CustomView` → `CustomView` (the last length-prefixed part).
  static func demangled(_ s: String) -> String {
    var chars = Substring(s.dropFirst(4))
    var last = s
    while let digit = chars.first, digit.isNumber {
      let digits = chars.prefix { $0.isNumber }
      chars = chars.dropFirst(digits.count)
      guard let n = Int(digits), n > 0, n <= chars.count else { break }
      last = String(chars.prefix(n))
      chars = chars.dropFirst(n)
    }
    return last
  }
}
