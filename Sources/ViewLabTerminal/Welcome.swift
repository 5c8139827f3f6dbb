/// The first lines a learner sees. A first run (no history yet) explains how to begin without the
/// README: a lesson, a quiz, or free play; later runs get one line with three things to try.
public struct Welcome {
  /// The lesson to suggest first, e.g. "frame-bounds"; nil when no lessons are installed.
  public var firstLesson: String?
  public var bold: (String) -> String
  public var code: (String) -> String

  public init(
    firstLesson: String?, bold: @escaping (String) -> String = { $0 },
    code: @escaping (String) -> String = { $0 }
  ) {
    self.firstLesson = firstLesson
    self.bold = bold
    self.code = code
  }

  public func text(firstRun: Bool) -> String {
    firstRun ? firstRunText : returningText
  }

  var lessonCommand: String { firstLesson.map { "lesson \($0)" } ?? "lesson" }

  var returningText: String {
    "ViewLab — try \(code("add red 20 40 200 100")), then \(code("tap 50 60")), then \(code("draw")).\n"
      + "\(code("help")) lists every command, Tab completes, Ctrl-D quits.\n"
  }

  var firstRunText: String {
    """
    \(bold("Welcome to ViewLab")): build UIKit view hierarchies, tap them, and see every number
    and every hitTest step UIKit would take.

      Learn step by step:  \(code(lessonCommand))
      Test yourself:       \(code("quiz"))
      Just play:           \(code("add red 20 40 200 100")), then \(code("tap 50 60")), then \(code("draw"))

    \(code("help")) lists every command (\(code("help tap")) explains one). Tab completes commands and
    names, Up/Down and Ctrl-R search history, Ctrl-C abandons a line, Ctrl-D quits.

    """
  }
}
