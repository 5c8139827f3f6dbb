/// The arguments a bare `viewlab` on a terminal accepts before it starts the REPL, read without the
/// argument parser (it costs milliseconds of the first prompt): nothing, `--no-color`, and
/// `--lang en|zh-Hans`. Anything else is left to the argument parser (nil).
///
///     ViewLabREPLArguments.read(["--lang", "zh-Hans"])   // (noColor: false, lang: "zh-Hans")
public enum ViewLabREPLArguments {
  public static let languages = ["en", "zh-Hans"]

  public static func read(_ arguments: [String]) -> (noColor: Bool, lang: String?)? {
    var noColor = false
    var lang: String?
    var rest = arguments[...]
    while let first = rest.popFirst() {
      if first == "--no-color" {
        noColor = true
      } else if first == "--lang" {
        guard let value = rest.popFirst(), languages.contains(value) else { return nil }
        lang = value
      } else if first.hasPrefix("--lang="), languages.contains(String(first.dropFirst(7))) {
        lang = String(first.dropFirst(7))
      } else {
        return nil
      }
    }
    return (noColor, lang)
  }
}
