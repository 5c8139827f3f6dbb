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

  static func isUTF8(_ name: String) -> Bool {
    let lower = name.lowercased()
    return lower.contains("utf-8") || lower.contains("utf8")
  }
}
