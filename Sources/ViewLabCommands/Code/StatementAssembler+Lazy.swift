/// A view controller's `lazy var b: UIButton = { let b = UIButton(type: .system); …; return b }()`
/// read as the lines it runs: the closure's statements run in the controller's line order (before
/// `viewDidLoad`, which in UIKit is where the property is first read and the closure runs), and the
/// view it returns is the property's value (`return button` names it `b`).
extension StatementAssembler {
  /// `lines` with each lazy closure property's head and `}()` blanked and its `return X` made
  /// `let name = X` (nothing when X is already `name`). Line numbers are kept.
  static func unwrappingLazyClosures(_ lines: [String]) -> [String] {
    var out = lines
    var i = 0
    while i < out.count {
      guard let name = lazyClosureName(out[i]) else {
        i += 1
        continue
      }
      var depth = 1
      var j = i + 1
      var returns: [Int] = []
      while j < out.count {
        let code = trimmed(out[j])
        if depth == 1, code.hasPrefix("return ") { returns.append(j) }
        for ch in code {
          if ch == "{" { depth += 1 } else if ch == "}" { depth -= 1 }
        }
        if depth == 0 { break }
        j += 1
      }
      guard j < out.count, trimmed(out[j]).hasPrefix("}()") else {
        i += 1
        continue
      }
      for r in returns {
        var value = trimmed(out[r]).dropFirst("return ".count)
        while value.last == ";" || value.last == " " { value.removeLast() }
        let indent = out[r].prefix { $0 == " " || $0 == "\t" }
        if value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), returns.count == 1 {
          // `let button = …; return button`: the view is the property's, so it takes its name.
          for k in (i + 1)..<r { out[k] = renaming(String(value), to: name, in: out[k]) }
          out[r] = ""
        } else {
          out[r] = value == name ? "" : "\(indent)let \(name) = \(value)"
        }
      }
      out[i] = ""
      out[j] = ""
      i = j + 1
    }
    return out
  }

  /// `lazy var b: UIButton = {` (with modifiers before it) → `b`; nil for any other line.
  static func lazyClosureName(_ line: String) -> String? {
    let code = trimmed(line)
    guard code.hasSuffix("{"), let equals = code.firstIndex(of: "=") else { return nil }
    guard trimmed(String(code[code.index(after: equals)...])) == "{" else { return nil }
    let words = code[..<equals].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" })
    guard let lazy = words.firstIndex(of: "lazy"), lazy + 2 < words.count, words[lazy + 1] == "var" else {
      return nil
    }
    let name = words[lazy + 2].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return name.isEmpty ? nil : String(name)
  }

  /// `line` with the identifier `old` (whole words, outside strings) written `new`.
  static func renaming(_ old: String, to new: String, in line: String) -> String {
    guard old != new else { return line }
    var out = ""
    var word = ""
    var inString = false
    func flush() {
      out += !inString && word == old ? new : word
      word = ""
    }
    for ch in line {
      if ch.isLetter || ch.isNumber || ch == "_" {
        word.append(ch)
        continue
      }
      flush()
      if ch == "\"" { inString.toggle() }
      out.append(ch)
    }
    flush()
    return out
  }

  static func trimmed(_ s: String) -> String {
    String(s.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
