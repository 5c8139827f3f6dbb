/// The libFuzzer targets, as plain functions: the `viewlab-fuzz` driver calls them with libFuzzer's
/// inputs, and `ViewLabFaultTests` replays the kept corpus and every past crash through them.
///
/// Each target must never crash, whatever the bytes; where an invariant can be checked cheaply
/// (a scene's structure, save-then-load giving the same scene) a violation is a crash too, so the
/// fuzzer reports it.
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// Scene-script lines through `Console` (lexer, parser, evaluator, undo/redo, renderers, JSON).
  case script
  /// A lesson file through `LessonLoader`, then the checker (every scene line and query run).
  case lesson
  /// Learners' answers through `AnswerReader`, for every answer kind.
  case answer
  /// A `recursiveDescription` dump through the importer (`import FILE`).
  case dump
  /// A pasted class and its override bodies: the class parser and the interpreter.
  case override
  /// A concept file through `ConceptLoader`, then its questions in both languages.
  case concepts

  /// Whether this build has the code the target exercises.
  public var isAvailable: Bool { true }

  public func run(_ bytes: [UInt8]) {
    switch self {
    case .script: ScriptFuzz.run(bytes)
    case .lesson: LessonFuzz.run(bytes)
    case .answer: AnswerFuzz.run(bytes)
    case .dump: DumpFuzz.run(bytes)
    case .override: OverrideFuzz.run(bytes)
    case .concepts: ConceptFuzz.run(bytes)
    }
  }
}

/// A fuzz finding that is not a crash of the code under test: an invariant it broke.
func violated(_ what: @autoclosure () -> String) -> Never {
  fatalError("fuzz invariant violated: \(what())")
}
