import ViewLabGeometry
import ViewLabLanguage

/// How to show an alpha stored as a Float: short, unless the short form would hide that the stored
/// value is below 0.01 (`0.01` is stored as 0.0099999998).
enum AlphaText {
  static func format(_ alpha: Float, _ l: Language = .en) -> String {
    let stored = Double(alpha)
    let short = Number.format(Double(String(alpha)) ?? stored, digits: 6)
    if (stored < 0.01) != ((Double(short) ?? stored) < 0.01) {
      return Words.storedAsFloat(short, Number.format(stored, digits: 10), l)
    }
    return short
  }
}
