import ViewLabModel

/// Short, unique, readable names from class names: `UIButton` → `button`, `button2`…;
/// `_UILayoutGuide` → `layoutGuide`; `MyApp.StatusLight` → `statusLight`;
/// `MyApp.Container<MyApp.Item>` → `container`; `_TtGC7SwiftUI14_UIHostingView…_` → `hostingView`.
public struct DumpNames {
  public var taken: Set<String>
  /// The next number to try for each base name, so the ten-thousandth `view` costs no more than
  /// the second.
  private var nextNumber: [String: Int] = [:]

  public init(taken: Set<String>) { self.taken = taken }

  /// - Complexity: amortized O(1) per name (a per-base counter, not a search from 2).
  public mutating func next(for line: DumpLine) -> String {
    var used: Set<String> = []
    swap(&used, &taken)  // read and then grown in place, never copied
    let name = next(for: line) { used.contains($0) }
    used.insert(name)
    swap(&used, &taken)
    return name
  }

  /// The next name the scene does not hold; the importer asks its scene, so the names are not
  /// kept a second time here.
  mutating func next(for line: DumpLine, in scene: [String: SceneObject]) -> String {
    next(for: line) { scene[$0] != nil }
  }

  private mutating func next(for line: DumpLine, isTaken: (String) -> Bool) -> String {
    let base = Self.base(line.className)
    var name = base
    var i = nextNumber[base] ?? 2
    while isTaken(name) || TokenCursor.reserved.contains(name) {
      name = "\(base)\(i)"
      i += 1
    }
    if name != base { nextNumber[base] = i }
    return name
  }

  public static func base(_ className: String) -> String {
    // A Swift generic's arguments say what it holds, not what it is: `Container<Item>` → Container.
    var s = className.prefix { $0 != "<" }
    if let dot = s.lastIndex(of: ".") { s = s[s.index(after: dot)...] }
    if s.hasPrefix("_Tt") { s = Substring(demangled(String(s))) }
    while s.first == "_" { s.removeFirst() }
    // Drop a prefix of capitals (UI, NS, WA, AAUI) but keep the capital that starts the word.
    let capitals = s.prefix { $0.isUppercase }
    if capitals.count > 1, s.count > capitals.count { s = s.dropFirst(capitals.count - 1) }
    let cleaned = s.filter { $0.isLetter || $0.isNumber || $0 == "_" }
    guard let first = cleaned.first, first.isLetter else { return "view" }
    return shortened(first.lowercased() + cleaned.dropFirst())
  }

  /// Past 20 characters, the last three words: `tableViewCellContentView` → `cellContentView`.
  static func shortened(_ name: String) -> String {
    guard name.count > 20 else { return name }
    let starts = name.indices.filter { name[$0].isUppercase }
    guard starts.count >= 3 else { return name }
    let kept = name[starts[starts.count - 3]...]
    return kept.prefix(1).lowercased() + kept.dropFirst()
  }

  /// The type's own name in an old-style mangled Swift class name:
  /// `_TtC5MyApp10CustomView` → `CustomView`; `_TtCC5MyApp5Outer5Inner` → `Inner` (nested);
  /// `_TtGC7SwiftUI14_UIHostingViewV5MyApp8RootView_` → `_UIHostingView` (a generic: `G`, and its
  /// arguments after the name are ignored); `_TtCs12_SwiftObject` (`s` is the Swift module).
  static func demangled(_ s: String) -> String {
    var chars = Substring(s.dropFirst(3))
    if chars.first == "G" { chars = chars.dropFirst() }
    let kinds = chars.prefix { $0 == "C" || $0 == "V" || $0 == "O" }
    chars = chars.dropFirst(kinds.count)
    // The module, then one name per kind letter (outermost first).
    var parts: [Substring] = []
    if chars.first == "s" {
      parts.append("Swift")
      chars = chars.dropFirst()
    }
    while parts.count < kinds.count + 1, let digit = chars.first, digit.isNumber {
      let digits = chars.prefix { $0.isNumber }
      chars = chars.dropFirst(digits.count)
      guard let n = Int(digits), n > 0, n <= chars.count else { break }
      parts.append(chars.prefix(n))
      chars = chars.dropFirst(n)
    }
    guard kinds.count > 0, parts.count == kinds.count + 1, let name = parts.last else {
      return parts.count > 1 ? String(parts.last!) : "view"
    }
    return String(name)
  }
}
