import ViewLabGeometry

/// One view line of a `recursiveDescription` dump:
/// `   |    | <UIButton: 0x7f…; frame = (8 191; 304 30); opaque = NO; layer = <CALayer: 0x…>>`.
public struct DumpLine: Hashable, Sendable {
  /// 0 for the first view, 1 for its subviews, … (one `|` per level).
  public var depth: Int
  public var className: String
  public var address: String?
  public var baseClass: String?
  public var frame: Rect?
  public var bounds: Rect?
  public var hidden = false
  public var alpha: Double?
  public var interactionDisabled = false
  public var clipsToBounds = false
  public var transform: AffineTransform?
  public var contentOffset: Point?
  /// `anchorPoint = (0, 0)`: newer iOS prints it when it is not the default.
  public var anchorPoint: Point?

  /// Reads a line; `nil` for anything that is not a view (noise, `(layer)` lines, prose).
  public static func parse(_ raw: String) -> DumpLine? {
    var line = Substring(raw)
    guard let open = start(of: line) else { return nil }
    let prefix = line[..<open]
    let depth = Self.depth(of: prefix)
    line = line[line.index(after: open)...]
    if raw.contains("> (layer)") { return nil }
    let fields = split(line).fields
    guard let head = fields.first else { return nil }
    let (name, address) = classAndAddress(head)
    let className = name.trimmingSpaces()
    guard !className.isEmpty, className.allSatisfy(isClassNameCharacter) else { return nil }
    // `<CustomViewController 0x1053133f0>, state: appeared`: a view controller printed after the
    // views (Chisel's `pvcs`, `_printHierarchy`), not a view. Only a generic's arguments put a
    // space in a class name.
    if className.contains(" "), !className.contains("<") { return nil }
    let plain = className.prefix { $0 != "<" }
    if plain.hasSuffix("Layer") && !plain.hasSuffix("View") { return nil }
    var result = DumpLine(depth: depth, className: className)
    result.address = address
    for field in fields.dropFirst() { result.apply(field) }
    return result
  }

  /// The `|`s before the description, one per level. `   |    | <<_UITextContainerView: …>`: a
  /// description wrapped in another one (UITextView's container, UINavigationBar's item view)
  /// opens with `<<`; the extra `<` is no level of its own. `    |    | _shadowView <UIImageView: …>`:
  /// a tool that prints each view's instance-variable name (`recursiveDescription2`) puts the name
  /// between the bars and the description; one such word right after a bar is skipped.
  static func depth(of prefix: Substring) -> Int {
    var depth = 0
    var i = prefix.endIndex
    var skippedName = false
    while i > prefix.startIndex {
      let j = prefix.index(before: i)
      let ch = prefix[j]
      if ch == "|" {
        depth += 1
      } else if ch == " " || ch == "\t" || ch == "<" {
        // spacing, or the outer `<` of a wrapped description
      } else if depth == 0, !skippedName, isIdentifierCharacter(ch) {
        var k = j
        while k > prefix.startIndex, isIdentifierCharacter(prefix[prefix.index(before: k)]) {
          k = prefix.index(before: k)
        }
        // A name stands right after a bar; any other word (a prompt, a log prefix) ends the bars.
        guard prefix[..<k].last(where: { $0 != " " && $0 != "\t" }) == "|" else { break }
        skippedName = true
        i = k
        continue
      } else {
        break
      }
      i = j
    }
    return depth
  }

  static func isIdentifierCharacter(_ c: Character) -> Bool { c == "_" || c.isLetter || c.isNumber }

  public init(depth: Int, className: String) {
    self.depth = depth
    self.className = className
  }

  /// Letters, digits, `_`, `.` and a Swift generic's `<…, …>`.
  static func isClassNameCharacter(_ c: Character) -> Bool {
    c.isLetter || c.isNumber || c == "_" || c == "." || c == "<" || c == ">" || c == "," || c == " "
  }

  /// `MyApp.Container<MyApp.Item>: 0x600003b0c000` → the class and the address; the colon inside
  /// a generic's brackets is not the separator.
  static func classAndAddress(_ head: String) -> (String, String?) {
    var nesting = 0
    for i in head.indices {
      switch head[i] {
      case "<": nesting += 1
      case ">": nesting = max(0, nesting - 1)
      case ":" where nesting == 0:
        return (String(head[..<i]), String(head[head.index(after: i)...]).trimmingSpaces())
      default: break
      }
    }
    return (head, nil)
  }

  /// Where `<ClassName:` starts: the first `<` followed by a letter or `_`.
  static func start(of line: Substring) -> Substring.Index? {
    var i = line.startIndex
    while i < line.endIndex {
      if line[i] == "<" {
        let next = line.index(after: i)
        if next < line.endIndex, line[next].isLetter || line[next] == "_" { return i }
      }
      i = line.index(after: i)
    }
    return nil
  }

  /// The `key = value` fields of the description, split at `;` outside `<…>`, `(…)`, `{…}`, `[…]`
  /// and quoted values, up to the `>` that closes the description. `openQuote` is true when the
  /// text ended inside a quoted value (a label's or text view's text that goes on on the next line).
  ///
  /// A quote opens only where a value starts (after `=` or `:`) and closes only at a `'` followed
  /// by `;` or `>` (or the end of the line): `text = 'Texas Hold'em Poker'; …` keeps its apostrophe
  /// inside the value.
  static func split(_ s: Substring) -> (fields: [String], openQuote: Bool) {
    var fields: [String] = []
    var current = ""
    var nesting = 0
    var quoted = false
    var lastSignificant: Character = " "
    var i = s.startIndex
    while i < s.endIndex {
      let ch = s[i]
      i = s.index(after: i)
      if quoted {
        current.append(ch)
        if ch == "'" {
          var j = i
          while j < s.endIndex, s[j] == " " { j = s.index(after: j) }
          if j == s.endIndex || s[j] == ";" || s[j] == ">" { quoted = false }
        }
        continue
      }
      switch ch {
      case "'" where lastSignificant == "=" || lastSignificant == ":": quoted = true
      case "<", "(", "{", "[": nesting += 1
      case ")", "}", "]": nesting = max(0, nesting - 1)
      case ">":
        if nesting == 0 {
          fields.append(current)
          return (fields, false)
        }
        nesting -= 1
      case ";" where nesting == 0:
        fields.append(current)
        current = ""
        lastSignificant = ";"
        continue
      default: break
      }
      if ch != " " { lastSignificant = ch }
      current.append(ch)
    }
    fields.append(current)  // a line cut short: keep what there is
    return (fields, quoted)
  }

  /// Whether a view line ends inside a quoted value, so the next physical line continues it.
  static func endsInsideQuote(_ raw: String) -> Bool {
    let line = Substring(raw)
    guard let open = start(of: line) else { return false }
    return split(line[line.index(after: open)...]).openQuote
  }
}

extension String {
  func trimmingSpaces() -> String {
    var s = Substring(self)
    while s.first?.isWhitespace == true { s.removeFirst() }
    while s.last?.isWhitespace == true { s.removeLast() }
    return String(s)
  }
}
