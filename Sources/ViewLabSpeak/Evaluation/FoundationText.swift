import ViewLabGeometry

/// Foundation's text for geometry (`NSStringFromCGRect`, `NSStringFromCGPoint`): one form for the
/// top level and method bodies.
public enum FoundationText {
  /// `{{x, y}, {width, height}}`.
  public static func rect(_ r: Rect) -> String { "{\(point(r.origin)), \(size(r.size))}" }

  /// `{x, y}`.
  public static func point(_ p: Point) -> String { "{\(Number.format(p.x)), \(Number.format(p.y))}" }

  /// `{width, height}`.
  public static func size(_ s: Size) -> String { "{\(Number.format(s.width)), \(Number.format(s.height))}" }

  /// What an NSArray's `description` holds: an element's own text, or an array nested in it.
  public enum ArrayItem: Hashable, Sendable {
    case text(String)
    case array([ArrayItem])
  }

  /// An NSArray as `%@` shows it: `(\n    1,\n    2\n)`, each element on a line of its own four
  /// spaces in, a nested array indented four spaces more (its `(` after the element's own four, as
  /// Foundation's `descriptionWithLocale:indent:` writes it).
  public static func array(_ items: [ArrayItem], indent level: Int = 0) -> String {
    let pad = String(repeating: " ", count: 4 * level)
    var out = pad + "(\n"
    for (i, item) in items.enumerated() {
      let text: String
      switch item {
      case .text(let t): text = t
      case .array(let inner): text = array(inner, indent: level + 1)
      }
      out += pad + "    " + text + (i == items.count - 1 ? "" : ",") + "\n"
    }
    return out + pad + ")"
  }

  /// An NSString inside a collection's description: as it is when it is made of letters, digits and
  /// `_$/:.-` only, else in quotes (as an old-style property list writes it).
  public static func quotedIfNeeded(_ s: String) -> String {
    let plain =
      !s.isEmpty
      && s.unicodeScalars.allSatisfy { c in
        c.isASCII
          && (c.properties.isAlphabetic || ("0"..."9").contains(c) || "_$/:.-".unicodeScalars.contains(c))
      }
    return plain ? s : "\"" + s + "\""
  }
}
