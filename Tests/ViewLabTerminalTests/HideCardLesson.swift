import ViewLabPOSIX
import ViewLabSystem
import ViewLabTestSupport

/// A one-question lesson for prompt tests on a real terminal: a task to hide `card`, written to the
/// home's lesson folder and started in a pseudo-terminal at its prompt.
enum HideCardLesson {
  static func text(id: String, title: String) -> String {
    """
    ---
    id: \(id)
    title: \(title)
    order: 1
    summary: \(title).
    ---

    ```scene
    add card 40 100 300 300
    ```

    ```question
    id: hide-card
    kind: task
    prompt: Hide card.
    goal: {query: "tap 50 110", field: hit, equals: window}
    answer: hide card
    hint: hide card
    explanation: A hidden view is skipped by hitTest.
    ```

    """
  }

  /// `viewlab lesson ID` on a pseudo-terminal, waiting at the task's prompt.
  static func start(id: String, title: String, home: String) throws -> PseudoTerminal {
    let lessons = home + "/Lessons"
    try LocalSystem().createDirectory(lessons)
    try LocalSystem().createDirectory(lessons + "/en")
    try LocalSystem().writeAtomically(lessons + "/en/01-\(id).md", text(id: id, title: title))
    let terminal = try PseudoTerminal(
      Binary.path, arguments: ["lesson", id, "--no-color"],
      environment: Binary.environment(home: home, ["VIEWLAB_LESSONS": lessons, "LANG": "C"]))
    try terminal.waitFor("Hide card.")
    try terminal.waitFor("› ")
    return terminal
  }
}
