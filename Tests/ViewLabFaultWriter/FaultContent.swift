import ViewLabTutor

/// What version N of each file holds: big enough (about ten kilobytes) that a kill often lands in
/// the middle of writing it, and recognisable, so a reader can tell exactly which version it got.
public enum FaultContent {
  public enum Mode: String, CaseIterable, Sendable {
    case history, progress, scene
  }

  public static let entries = 300

  /// 300 history lines, each naming its version.
  public static func historyLines(_ version: Int) -> [String] {
    (0..<entries).map { "add v\(version)-\($0) UIView 1 2 3 4" }
  }

  /// Progress through `entries / 10` lessons, every one stamped with the version.
  public static func progress(_ version: Int) -> LearnerProgress {
    var lessons: [String: LessonProgress] = [:]
    for i in 0..<(entries / 10) {
      lessons["lesson-\(i)"] = LessonProgress(
        position: version, results: ["q\(version)": true, "r\(i)": false], completed: version % 2 == 0)
    }
    return LearnerProgress(lessons: lessons)
  }

  /// A saved scene script.
  public static func scene(_ version: Int) -> String {
    (["# version \(version)"] + (0..<entries).map { "add s\(version)x\($0) UIView 1 2 3 4" })
      .joined(separator: "\n") + "\n"
  }
}
