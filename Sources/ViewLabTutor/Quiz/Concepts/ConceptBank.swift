import ViewLabLanguage

/// The quiz's concept questions, drawn from the topics interview notes cover: why UIView and
/// CALayer are split, who is a responder, event delivery vs the responder chain, the refusal cases,
/// hitTest's algorithm, geometry, gestures, and where popular notes disagree with UIKit.
///
/// The questions are data (`Lessons/concepts/NN-topic.yaml`, docs/LESSON-FORMAT.md): the edge reads
/// the files, `ConceptBank.load` turns them into a bank, and the quiz is handed the bank.
///
///     let bank = try ConceptBank.load([ConceptSource(path: "concepts/01-layers.yaml", text: yaml)]).get()
///     bank.count   // the number of questions in the files, in file order
public struct ConceptBank: Sendable, Equatable {
  /// Every question, files in name order and entries in file order: the order seeds pick from.
  /// Spoken questions are not among them: only the mock interview asks those (`spoken`).
  var all: [Concept]
  /// The spoken (`explain`) questions, in file order: the mock interview asks one per topic.
  var spoken: [Concept]

  /// The folder beside `en/` and `zh-Hans/` that holds the concept files.
  public static let folderName = "concepts"

  init(_ concepts: [Concept]) {
    all = concepts.filter { $0.spoken == nil }
    spoken = concepts.filter { $0.spoken != nil }
  }

  /// No questions: what a quiz on one generated topic gets when the concept files cannot be read.
  public static let empty = ConceptBank([])

  public var count: Int { all.count }
  public var isEmpty: Bool { all.isEmpty }

  /// The topics in file order (`layers`, `delivery`, …).
  public var topics: [String] {
    var seen: [String] = []
    for concept in all where !seen.contains(concept.topic) { seen.append(concept.topic) }
    return seen
  }

  /// Every question in `language`, its choices with the right one first (`A`): for checks and the
  /// fuzzer, which hold every model answer to its own question.
  public func questions(_ language: Language) -> [QuizQuestion] { all.map { $0.question(language) } }

  func concept(_ slug: String) -> Concept? { (all + spoken).first { $0.slug == slug } }

  /// Every spoken question in `language` (for checks).
  public func spokenQuestions(_ language: Language) -> [QuizQuestion] { spoken.map { $0.question(language) } }

  /// A spoken question of the mock interview's `topic` that `asked` does not hold, drawn by `seed`.
  func spokenQuestion(for topic: QuizTopic, seed: UInt64, language: Language, asked: Set<String>)
    -> QuizQuestion?
  {
    let pool = spoken.filter {
      $0.spoken?.interviewTopic == topic && !asked.contains(QuestionID.concept($0.slug))
    }
    guard !pool.isEmpty else { return nil }
    return pool[Int(seed % UInt64(pool.count))].question(language)
  }

  func concepts(inTopic topic: String) -> [Concept] { all.filter { $0.topic == topic } }

  /// The question `seed` picks among the concepts of `level` (all of them if none has that level),
  /// its choices shuffled from the same seed; nil for an empty bank.
  func question(level: Int, seed: UInt64, language: Language) -> QuizQuestion? {
    let atLevel = all.filter { $0.difficulty == level }
    let pool = atLevel.isEmpty ? all : atLevel
    guard !pool.isEmpty else { return nil }
    return pool[Int(seed % UInt64(pool.count))].question(language, shuffleSeed: seed)
  }
}
