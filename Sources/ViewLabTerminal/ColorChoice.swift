/// Whether to colour output: never with `--no-color`, a non-empty `NO_COLOR`, `TERM=dumb`, or when
/// standard output is not a terminal.
public enum ColorChoice {
  public static func enabled(noColorFlag: Bool, environment: [String: String], outputIsTerminal: Bool) -> Bool
  {
    enabled(noColorFlag: noColorFlag, variable: { environment[$0] }, outputIsTerminal: outputIsTerminal)
  }

  /// The same, reading variables one at a time.
  public static func enabled(
    noColorFlag: Bool, variable: (String) -> String?, outputIsTerminal: Bool
  ) -> Bool {
    if noColorFlag || !outputIsTerminal { return false }
    if let value = variable("NO_COLOR"), !value.isEmpty { return false }
    if variable("TERM") == "dumb" { return false }
    return true
  }
}
