/// Whether to colour output: never with `--no-color`, a non-empty `NO_COLOR`, `TERM=dumb`, or when
/// standard output is not a terminal.
public enum ColorChoice {
  public static func enabled(noColorFlag: Bool, environment: [String: String], outputIsTerminal: Bool) -> Bool
  {
    if noColorFlag || !outputIsTerminal { return false }
    if let value = environment["NO_COLOR"], !value.isEmpty { return false }
    if environment["TERM"] == "dumb" { return false }
    return true
  }
}
