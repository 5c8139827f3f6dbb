import ViewLabLanguage
import ViewLabTutor

/// A concept file's text through the loader (as `Lessons/concepts/01-fuzz.yaml`); a bank that loads
/// has questions, and each question's model answer grades right, in both languages.
enum ConceptFuzz {
  static func run(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    switch ConceptBank.load([ConceptSource(path: "Lessons/concepts/01-fuzz.yaml", text: text)]) {
    case .success(let bank):
      if bank.isEmpty { violated("a concept file loaded with no questions and no diagnostic") }
      for language in Language.allCases {
        for q in bank.questions(language) {
          let read = AnswerReader.read(q.modelAnswer, as: q.kind, choices: q.choices ?? [])
          guard case .success(let answer) = read, answer.matches(q.expected) else {
            violated("the model answer of \(q.id) does not grade right: \(q.modelAnswer)")
          }
        }
      }
    case .failure(let diagnostics):
      if diagnostics.all.isEmpty { violated("a concept file refused with no diagnostic") }
    }
  }
}
