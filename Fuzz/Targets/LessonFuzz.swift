import ViewLabLanguage
import ViewLabTutor

/// A lesson file's text through the loader; a lesson that loads is checked against the engine,
/// which runs its scenes, queries and model answers.
enum LessonFuzz {
  static func run(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    switch LessonLoader.load(text, file: "Lessons/en/01-fuzz.md", language: .en) {
    case .success(let lesson):
      _ = LessonChecker<ConsoleEngine>.check(lesson)
    case .failure(let diagnostics):
      if diagnostics.all.isEmpty { violated("a lesson refused with no diagnostic") }
    }
  }
}
