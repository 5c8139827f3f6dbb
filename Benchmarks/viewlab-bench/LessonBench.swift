import ViewLabPOSIX
import ViewLabSystem
import ViewLabTerminal
import ViewLabTutor

/// `viewlab lessons check`'s work: read and parse every lesson file, then run every scene line,
/// query and model answer through the engine.
struct LessonResult {
  var files: Int
  var questions: Int
  var problems: Int
  var load: Double
  var check: Double
}

enum LessonBench {
  static func run(folder: String, runs: Int) -> LessonResult? {
    let files = LocalSystem()
    var library = LessonLibrary([])
    let load = medianTime(runs: runs) {
      library = LessonLibrary(files.lessonSources(under: folder).sources)
    }
    guard !library.sources.isEmpty else { return nil }
    var problems: [LessonDiagnostic] = []
    let check = medianTime(runs: runs) { problems = LessonChecker<ConsoleEngine>.check(library) }
    let questions = library.lessons.reduce(0) { total, lesson in
      total + lesson.blocks.filter { if case .question = $0 { true } else { false } }.count
    }
    return LessonResult(
      files: library.sources.count, questions: questions, problems: problems.count, load: load, check: check)
  }
}
