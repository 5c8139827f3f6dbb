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

  /// Reads a line; `nil` for anything that is not a view (noise, `(layer)` lines, prose).
  public static func parse(_ raw: String) -> DumpLine? {
    var line = Substring(raw)
    guard let open = start(of: line) else { return nil }
    let prefix = line[..<open]
    var depth = 0
    for ch in prefix.reversed() {
      if ch == "|" { depth += 1 } else if ch != " " && ch != "\t" { break }
    }
    line = line[line.index(after: open)...]
    if raw.contains("> (layer)") { return nil }
    let fields = split(line)
    guard let head = fields.first else { return nil }
    let nameAndAddress = head.split(separator: ":", maxSplits: 1)
    let className = String(nameAndAddress[0]).trimmingSpaces()
    guard !className.isEmpty, className.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
    else {
      return nil
    }
    if className.hasSuffix("Layer") && !className.hasSuffix("View") { return nil }
    var result = DumpLine(depth: depth, className: className)
    if nameAndAddress.count > 1 { result.address = String(nameAndAddress[1]).trimmingSpaces() }
    for field in fields.dropFirst() { result.apply(field) }
    return result
  }

  public init(depth: Int, className: String) {
    self.depth = depth
    self.className = className
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
  /// and quotes, up to the `>` that closes the description.
  static func split(_ s: Substring) -> [String] {
    var fields: [String] = []
    var current = ""
    var nesting = 0
    var quoted = false
    for ch in s {
      if quoted {
        current.append(ch)
        if ch == "'" { quoted = false }
        continue
      }
      switch ch {
      case "'": quoted = true
      case "<", "(", "{", "[": nesting += 1
      case ")", "}", "]": nesting = max(0, nesting - 1)
      case ">":
        if nesting == 0 {
          fields.append(current)
          return fields
        }
        nesting -= 1
      case ";" where nesting == 0:
        fields.append(current)
        current = ""
        continue
      default: break
      }
      current.append(ch)
    }
    fields.append(current)  // a line cut short: keep what there is
    return fields
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
