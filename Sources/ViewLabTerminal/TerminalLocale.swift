#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Swift never calls `setlocale`, and without it libedit silently drops non-ASCII input ("café"
/// arrives as "caf"). Use the user's locale when it is UTF-8, else a UTF-8 one.
enum TerminalLocale {
  static func enableUTF8() {
    if let name = setlocale(LC_CTYPE, ""), isUTF8(String(cString: name)) { return }
    for fallback in ["C.UTF-8", "C.utf8", "en_US.UTF-8", "UTF-8"] where setlocale(LC_CTYPE, fallback) != nil {
      return
    }
  }

  /// "UTF-8", "utf8", "C.UTF-8"…: the letters u, t, f, 8 in a row once dashes are dropped, in any
  /// case. Compared by bytes: this runs before the first prompt, where `String.contains(_:)` would
  /// build a search table and instantiate its generic types (about 0.35M instructions).
  static func isUTF8(_ name: String) -> Bool {
    var matched = 0
    for byte in name.utf8 where byte != UInt8(ascii: "-") {
      let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
      if lower == Self.utf8Letters[matched] {
        matched += 1
        if matched == Self.utf8Letters.count { return true }
      } else {
        matched = lower == Self.utf8Letters[0] ? 1 : 0
      }
    }
    return false
  }

  private static let utf8Letters: [UInt8] = [
    UInt8(ascii: "u"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "8"),
  ]
}
