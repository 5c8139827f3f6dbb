/// Where ViewLab keeps its state (history, progress, the quiz's review file): `$VIEWLAB_HOME`, else
/// `$XDG_STATE_HOME/viewlab`, else `~/.local/state/viewlab` (README.md). The one copy of the rule.
public enum StateDirectory {
  public static func path(environment: [String: String]) -> String? {
    path(variable: { environment[$0] })
  }

  /// The same, reading variables one at a time; nil when not even `HOME` is set.
  public static func path(variable: (String) -> String?) -> String? {
    if let home = nonEmpty(variable("VIEWLAB_HOME")) { return home }
    if let state = nonEmpty(variable("XDG_STATE_HOME")) { return joinPath(state, "viewlab") }
    if let home = nonEmpty(variable("HOME")) { return joinPath(home, ".local/state/viewlab") }
    return nil
  }

  /// `path`, falling back to `./.local/state/viewlab` for the tutor's files.
  public static func home(variable: (String) -> String?) -> String {
    path(variable: variable) ?? joinPath(".", ".local/state/viewlab")
  }

  private static func nonEmpty(_ value: String?) -> String? {
    guard let value, !value.isEmpty else { return nil }
    return value
  }
}
