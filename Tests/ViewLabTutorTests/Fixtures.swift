import ViewLabLanguage
import ViewLabPOSIX
import ViewLabSystem
import ViewLabTerminal
import ViewLabTestSupport
import ViewLabTutor

/// Paths and files the tests read: the repository's `Lessons/` and the broken-lesson corpus.
enum Fixtures {
  /// The repository root, found from this file's path.
  static let root = TestPaths.root

  /// `Lessons/`, or `VIEWLAB_LESSONS` to try the tests on a folder of lessons being written.
  static let lessonsFolder: String =
    LocalSystem().environment("VIEWLAB_LESSONS") ?? joinPath(root, "Lessons")

  static let brokenFolder = joinPath(root, "Tests/ViewLabTutorTests/Broken")

  static let library: LessonLibrary = {
    LessonLibrary(LocalSystem().lessonSources(under: lessonsFolder).sources)
  }()

  /// Every lesson in every language, as test arguments (named by file so failures say which).
  static var lessonFiles: [String] { library.lessons.map(\.file) }

  static func lesson(_ file: String) -> Lesson { library.lessons.first { $0.file == file }! }

  static func load(_ text: String, file: String = "t.md", language: Language = .en) -> Lesson? {
    try? LessonLoader.load(text, file: file, language: language).get()
  }
}
