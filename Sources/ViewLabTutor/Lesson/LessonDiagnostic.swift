import ViewLabCommands

/// A problem found in a lesson file, as data: where, and what. `message` words it.
public struct LessonDiagnostic: Error, Equatable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var problem: LessonProblem

  public init(file: String, line: Int, _ problem: LessonProblem) {
    self.file = file
    self.line = line
    self.problem = problem
  }

  /// `file:line: message`, the form `lessons check` prints and editors jump to.
  public var description: String { "\(file):\(line): \(problem.message)" }
}

/// Everything `lessons check` can object to.
public enum LessonProblem: Error, Equatable, Sendable {
  case missingFrontMatter
  case unterminatedFrontMatter
  case unterminatedBlock(String)
  case badYAML(String)
  case notAMapping(String)
  case missingField(String)
  case unknownKey(String)
  case wrongType(key: String, expected: String)
  case unknownKind(String)
  case duplicateQuestionID(String)
  case duplicateLessonID(String, otherFile: String)
  case fileNameMismatch(id: String)
  case unknownPrerequisite(String)
  case sceneError(String)
  case queryError(String)
  case notAQuery(String)
  case fieldMissing(field: String, query: String)
  /// The field names nothing the engine computes (or an unknown component: `frame.z`).
  case unknownField(String)
  case fieldDoesNotFitKind(field: String, kind: AnswerKind, value: String)
  case answerUnreadable(String)
  case answerDisagrees(answer: String, engine: String)
  case choiceOutOfRange(String, count: Int)
  case modelAnswerMissesGoal(String)
  case modelAnswerRefused(String)
  /// A spoken question's model answer (in `language`) misses some of its own key points.
  case modelAnswerMissesPoints(language: String, points: [String])
  case goalAlreadyMet(String)
  case loopholeAccepted(String)
  case unknownKeep(String)
  case lopsidedAnswers(String)
  case translationMismatch(String)
  case missingEnglish
  case unreadableFile(String)
  case glossary(GlossaryProblem)
  // Concept files (`concepts/*.yaml`).
  case missingTranslation(key: String, language: String)
  case conceptKind(String)
  case duplicateConceptID(String, other: String)
  case noConcepts
}

extension LessonProblem {
  /// The one place the checker's wording lives.
  public var message: String {
    switch self {
    case .missingFrontMatter: return "a lesson starts with YAML front matter between '---' lines"
    case .unterminatedFrontMatter: return "front matter has no closing '---'"
    case .unterminatedBlock(let kind): return "```\(kind) block has no closing ```"
    case .badYAML(let why): return "bad YAML: \(why)"
    case .notAMapping(let what): return "\(what) must be a YAML mapping of 'key: value' lines"
    case .missingField(let key): return "missing field '\(key)'"
    case .unknownKey(let key): return "unknown field '\(key)'"
    case .wrongType(let key, let expected): return "'\(key)' must be \(expected)"
    case .unknownKind(let kind):
      let kinds = AnswerKind.allCases.map(\.rawValue).joined(separator: ", ")
      return "unknown kind '\(kind)' (expected one of: \(kinds))"
    case .duplicateQuestionID(let id): return "duplicate question id '\(id)'"
    case .duplicateLessonID(let id, let other): return "duplicate lesson id '\(id)' (also in \(other))"
    case .fileNameMismatch(let id): return "the file name should be NN-\(id).md for lesson id '\(id)'"
    case .unknownPrerequisite(let id): return "unknown prerequisite lesson '\(id)'"
    case .sceneError(let message): return "scene: \(message)"
    case .queryError(let message): return "query: \(message)"
    case .notAQuery(let command):
      return "'\(command)' is not a question command (tap, hittest, inside, convert, explain, why)"
    case .fieldMissing(let field, let query): return "'\(query)' gives no field '\(field)'"
    case .unknownField(let field):
      let known = ObservedField.allCases.map(\.name).joined(separator: ", ")
      return
        "'\(field)' is not a field the engine computes (fields: \(known); components: x, y, width, height)"
    case .fieldDoesNotFitKind(let field, let kind, let value):
      return "field '\(field)' is \(value), which a '\(kind.rawValue)' answer cannot hold"
    case .answerUnreadable(let why): return "answer: \(why)"
    case .answerDisagrees(let answer, let engine):
      return "answer '\(answer)' disagrees with the engine, which says '\(engine)'"
    case .choiceOutOfRange(let answer, let count):
      return "answer '\(answer)' is not one of the \(count) choices"
    case .modelAnswerMissesGoal(let detail): return "the model answer does not reach the goal: \(detail)"
    case .loopholeAccepted(let answer):
      return "the loophole '\(answer)' is graded correct; add a goal, a keep or an only that rules it out"
    case .unknownKeep(let item):
      return
        "keep: '\(item)' names no view and property (e.g. door.position; properties as explain's JSON names them)"
    case .lopsidedAnswers(let detail):
      return "answers are lopsided, so guessing pays: \(detail); reorder choices or reword questions"
    case .modelAnswerRefused(let detail): return "the model answer is refused: \(detail)"
    case .modelAnswerMissesPoints(let language, let points):
      return "the model answer" + (language.isEmpty ? "" : " (\(language))")
        + " does not meet its own key points: "
        + points.joined(separator: "; ") + " (add a phrasing, or say it in the answer)"
    case .goalAlreadyMet(let goal):
      return "the goal already holds before the learner changes anything: \(goal)"
    case .translationMismatch(let what): return "differs from the English lesson: \(what)"
    case .missingEnglish: return "no English lesson with this file name"
    case .unreadableFile(let why): return "cannot read: \(why)"
    case .glossary(let problem): return problem.message
    case .missingTranslation(let key, let language): return "'\(key)' has no '\(language)' text"
    case .conceptKind(let kind):
      let kinds = AnswerKind.allCases.filter { $0 != .task }.map(\.rawValue).joined(separator: ", ")
      return "a concept question cannot be a '\(kind)' (it has no scene); use one of: \(kinds)"
    case .duplicateConceptID(let id, let other): return "duplicate concept id '\(id)' (also at \(other))"
    case .noConcepts:
      return "no concept questions here (a concept file NN-topic.yaml lists them under 'concepts:')"
    }
  }
}
