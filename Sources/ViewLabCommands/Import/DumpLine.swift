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
  /// Whether the depth was written with `|`s; without them, `indent` (the width of the spaces
  /// before the description, a tab counting four) is all there is to go by.
  public var hasBars = false
  public var indent = 0
  /// The frame came from a custom `-description` (`Frame: (x, y, w, h)`), not UIKit's.
  public var customFrame = false
  /// The description stops before its closing `>` (a line cut short).
  public var cutShort = false

  /// Reads a line; `nil` for anything that is not a view (noise, `(layer)` lines, prose).
  public static func parse(_ raw: String) -> DumpLine? {
    var line = Substring(raw)
    guard let open = start(of: line) else { return nil }
    let prefix = line[..<open]
    let depth = Self.depth(of: prefix)
    line = line[line.index(after: open)...]
    if raw.contains("> (layer)") { return nil }
    let scan = split(line)
    guard let head = scan.fields.first else { return nil }
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
    result.hasBars = prefix.contains(where: isBar)
    result.indent = prefix.allSatisfy { $0 == " " || $0 == "\t" } ? width(of: prefix) : 0
    result.cutShort = scan.end == nil && !scan.openQuote
    for field in scan.fields.dropFirst() {
      // Chisel's `pvc`: `<Controller: 0x…; view = <UIView; 0x…>; frame = (…)>`, `view not loaded`.
      if field.hasPrefix(" view = ") || field == " view not loaded" { return nil }
      result.apply(field)
    }
    if result.frame == nil, let f = customFrame(in: line) {
      result.frame = f
      result.customFrame = true
    }
    return result
  }

  /// A view controller line: `_printHierarchy`'s `<Controller 0x…>, state: appeared, view: <…>`
  /// (possibly broken over lines) or Chisel's `pvc` `<Controller: 0x…; view = <UIView; 0x…>;
  /// frame = (0, 0; 414, 736)>` and `<Controller: 0x…; view not loaded>`.
  static func isController(_ raw: String) -> Bool {
    raw.contains("state: appear") || raw.contains("state: disappear") || raw.contains("; view = <")
      || raw.contains("; view not loaded>")
  }

  /// Whether a line holds `&` (the one byte every HTML entity starts with).
  static func hasAmpersand(_ s: some StringProtocol) -> Bool { s.utf8.contains(UInt8(ascii: "&")) }

  /// `|`, and the bars a web page or a font puts in its place (`│`, `¦`, `｜`).
  static func isBar(_ c: Character) -> Bool { c == "|" || c == "│" || c == "¦" || c == "｜" }

  /// Columns of leading spaces, a tab counting four.
  static func width(of s: Substring) -> Int { s.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) } }

  /// A swizzled `-description` prints its own frame: `Frame: (0, 0, 320, 480)\ttag:0` (x, y,
  /// width, height), inside the description or after it.
  static func customFrame(in s: Substring) -> Rect? {
    guard let key = s.firstRange(of: "Frame:") ?? s.firstRange(of: "frame:") else { return nil }
    let rest = s[key.upperBound...].drop { $0 == " " }
    guard rest.first == "(", let close = rest.firstIndex(of: ")") else { return nil }
    return rect(String(rest[...close]))
  }

  /// The `|`s before the description, one per level. `   |    | <<_UITextContainerView: …>`: a
  /// description wrapped in another one (UITextView's container, UINavigationBar's item view)
  /// opens with `<<`; the extra `<` is no level of its own. Between the last bar and the
  /// description, tools print one annotation that is skipped: an instance-variable name
  /// (`recursiveDescription2`: `| _shadowView <UIImageView: …>`), the iOS 5-era `XX (<…>)`, or a
  /// view controller (`| 'MFMailComposeController:0x89b0220' 1 child[…] <UIView: …>`). Any other
  /// word (a prompt, a log prefix) ends the bars.
  static func depth(of prefix: Substring) -> Int {
    func isSpace(_ c: Character) -> Bool { c == " " || c == "\t" || c == "<" || c == "(" }
    var end = prefix.endIndex
    while end > prefix.startIndex, isSpace(prefix[prefix.index(before: end)]) {
      end = prefix.index(before: end)
    }
    if end > prefix.startIndex, !isBar(prefix[prefix.index(before: end)]),
      let bar = prefix[..<end].lastIndex(where: isBar)
    {
      let tail = prefix[prefix.index(after: bar)..<end].drop { $0 == " " || $0 == "\t" }
      if tail.first == "'" || tail.allSatisfy(isIdentifierCharacter) { end = prefix.index(after: bar) }
    }
    var depth = 0
    var i = end
    while i > prefix.startIndex {
      let c = prefix[prefix.index(before: i)]
      if isBar(c) {
        depth += 1
      } else if !isSpace(c) {
        break
      }
      i = prefix.index(before: i)
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
        let address = String(head[head.index(after: i)...]).trimmingSpaces()
        return (String(head[..<i]), String(address.prefix { !$0.isWhitespace }))
      default: break
      }
    }
    return (head, nil)
  }

  /// Where `<ClassName:` starts: the first `<` followed by a letter or `_`, but not a bare tag
  /// such as `<currentViewController>` (a log's own label, or `<pre>`) that closes right after
  /// its name.
  static func start(of line: Substring) -> Substring.Index? {
    var i = line.startIndex
    while i < line.endIndex {
      if line[i] == "<" {
        let next = line.index(after: i)
        if next < line.endIndex, line[next].isLetter || line[next] == "_" {
          let name = line[next...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
          if name.endIndex == line.endIndex || line[name.endIndex] != ">" { return i }
        }
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
  static func split(_ s: Substring) -> (fields: [String], openQuote: Bool, end: Substring.Index?) {
    // Byte by byte: every delimiter is ASCII, and no byte of a longer UTF-8 sequence is ASCII, so
    // this splits where a walk over the characters would, without building each field a character
    // at a time (100,000-line dumps).
    let u = s.utf8
    func field(_ from: String.Index, _ to: String.Index) -> String {
      String(decoding: u[from..<to], as: UTF8.self)
    }
    var fields: [String] = []
    var start = u.startIndex
    var nesting = 0
    var quoted = false
    var lastSignificant = UInt8(ascii: " ")
    var i = u.startIndex
    while i < u.endIndex {
      let at = i
      let byte = u[i]
      i = u.index(after: i)
      if quoted {
        if byte == UInt8(ascii: "'") {
          var j = i
          while j < u.endIndex, u[j] == UInt8(ascii: " ") { j = u.index(after: j) }
          if j == u.endIndex || u[j] == UInt8(ascii: ";") || u[j] == UInt8(ascii: ">") { quoted = false }
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "'")
      where lastSignificant == UInt8(ascii: "=") || lastSignificant == UInt8(ascii: ":"):
        quoted = true
      case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["): nesting += 1
      case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"): nesting = max(0, nesting - 1)
      case UInt8(ascii: ">"):
        if nesting == 0 {
          fields.append(field(start, at))
          return (fields, false, i)
        }
        nesting -= 1
      case UInt8(ascii: ";") where nesting == 0:
        fields.append(field(start, at))
        start = i
        lastSignificant = UInt8(ascii: ";")
        continue
      default: break
      }
      if byte != UInt8(ascii: " ") { lastSignificant = byte }
    }
    fields.append(field(start, u.endIndex))  // a line cut short: keep what there is
    return (fields, quoted, nil)
  }

  /// Whether a view line ends inside a quoted value, so the next physical line continues it.
  static func endsInsideQuote(_ raw: String) -> Bool {
    let line = Substring(raw)
    guard let open = start(of: line) else { return false }
    return split(line[line.index(after: open)...]).openQuote
  }

  /// How a line with a description ends: `nil` when it has none.
  enum Ending: Equatable {
    /// Inside a quoted value (a text with newlines in it).
    case insideQuote
    /// Inside the description, outside quotes (cut, or hard-wrapped by a page or a book).
    case open
    /// Closed; `rest` is what follows the closing `>`.
    case closed(rest: Substring)
  }

  static func ending(_ raw: Substring) -> Ending? {
    guard let open = start(of: raw) else { return nil }
    let scan = split(raw[raw.index(after: open)...])
    if scan.openQuote { return .insideQuote }
    guard let end = scan.end else { return .open }
    return .closed(rest: raw[end...])
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
