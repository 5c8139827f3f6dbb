/// `NSLog`'s format as both readers of pasted code fill it (statements at the prompt and method
/// bodies alike): the specifiers found one by one, each replaced by what its caller makes of it.
enum FormatSpecifiers {
  /// `format` with each specifier (`%@`, `%d`, `%.1f`, …) replaced by `fill(spec)` in order — `spec`
  /// is the specifier without its `%` (`@`, `d`, `.1f`) — and `%%` by `%`. A `%` at the very end
  /// ends the text.
  static func fill(_ format: String, _ fill: (String) -> String) -> String {
    var out = ""
    var chars = Array(format)[...]
    while let ch = chars.popFirst() {
      guard ch == "%" else {
        out.append(ch)
        continue
      }
      var spec = ""
      while let c = chars.popFirst() {
        spec.append(c)
        if c.isLetter && !"lhzqL".contains(c) || c == "@" || c == "%" { break }
      }
      guard let kind = spec.last else { break }
      out += kind == "%" ? "%" : fill(spec)
    }
    return out
  }
}
