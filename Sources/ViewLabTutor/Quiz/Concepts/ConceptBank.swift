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
  var all: [Concept]

  /// The folder beside `en/` and `zh-Hans/` that holds the concept files.
  public static let folderName = "concepts"

  init(_ all: [Concept]) { self.all = all }

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

  func concept(_ slug: String) -> Concept? { all.first { $0.slug == slug } }

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
