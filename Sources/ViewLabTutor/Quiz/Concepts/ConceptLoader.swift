import ViewLabLanguage

/// A concept file's text and where it came from; the edge reads these, the core loads them.
public struct ConceptSource: Equatable, Sendable {
  public var path: String
  public var text: String

  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }

  /// `04-responders.yaml`.
  public var fileName: String { String(path.split(separator: "/").last ?? Substring(path)) }

  /// The topic the file name gives: `04-responders.yaml` → `responders`.
  public var topic: String {
    var name = Substring(fileName)
    if name.hasSuffix(".yaml") { name = name.dropLast(5) }
    if let dash = name.firstIndex(of: "-"), name[..<dash].allSatisfy(\.isNumber) {
      name = name[name.index(after: dash)...]
    }
    return String(name)
  }
}

/// Turns concept files into questions, or the problems that stop them, each at its file line
/// (errors as data; docs/LESSON-FORMAT.md, "Concept questions").
///
///     let (entries, problems) = ConceptLoader.load(ConceptSource(path: "c/01-layers.yaml", text: yaml))
enum ConceptLoader {
  /// A loaded question with where it starts and the answer as the file writes it (a choice's letter
  /// before the right choice is moved first).
  struct Entry: Equatable {
    var concept: Concept
    var line: Int
    var writtenAnswer: String
  }

  /// The keys a concept entry may have.
  static let keys: Set<String> = [
    "id", "kind", "level", "prompt", "choices", "answer", "explanation", "source", "points", "pass", "topic",
  ]
  /// The two languages every text is written in, as the files name them.
  static let languages = Language.tags

  /// One file's concepts in file order, and its problems. An entry with a problem is left out.
  static func load(_ source: ConceptSource) -> (entries: [Entry], problems: [LessonDiagnostic]) {
    var problems: [LessonDiagnostic] = []
    func report(_ line: Int, _ problem: LessonProblem) {
      problems.append(LessonDiagnostic(file: source.path, line: line, problem))
    }
    let root: YAMLNode?
    do {
      root = try YAMLNode.compose(source.text)
    } catch {
      report(error.line, .badYAML(error.problem))
      return ([], problems)
    }
    guard let mapping = root?.mapping else {
      report(root?.line ?? 1, .notAMapping("a concept file"))
      return ([], problems)
    }
    for (key, _) in mapping where key.string != "concepts" {
      report(key.line, .unknownKey(key.string ?? ""))
    }
    guard let list = mapping["concepts"] else {
      report(1, .missingField("concepts"))
      return ([], problems)
    }
    guard let entries = list.sequence else {
      report(
        list.line, .wrongType(key: "concepts", expected: "a list of questions, each starting with '- id:'"))
      return ([], problems)
    }
    let decoded = entries.compactMap { entry in
      decode(entry, topic: source.topic, report: report).map {
        Entry(concept: $0, line: entry.line, writtenAnswer: entry.mapping?["answer"]?.string ?? "")
      }
    }
    return (decoded, problems)
  }

  /// One entry; nil (with its problems reported) if anything is missing or wrong.
  static func decode(_ entry: YAMLNode, topic: String, report: @escaping (Int, LessonProblem) -> Void)
    -> Concept?
  {
    var ok = true
    let report: (Int, LessonProblem) -> Void = {
      ok = false
      report($0, $1)
    }
    guard let mapping = entry.mapping else {
      report(entry.line, .notAMapping("a concept question"))
      return nil
    }
    let f = YAMLFields(mapping, anchorLine: entry.line, allowed: keys, report: report)
    let id = f.string("id", required: true)
    let kindText = f.string("kind", required: true)
    let level = f.integer("level", required: true)
    if kindText == AnswerKind.explain.rawValue {
      return decodeSpoken(f, id: id, level: level, topic: topic, report: report).flatMap { ok ? $0 : nil }
    }
    for key in ["points", "pass", "topic"] where f.values[key] != nil {
      report(f.line(key), .unknownKey("\(key) (only an explain question has it)"))
    }
    let answer = f.string("answer", required: true)
    let source = f.string("source", required: true)
    let prompt = localized(f, "prompt", report: report)
    let explanation = localized(f, "explanation", report: report)
    let kind = kindText.flatMap(AnswerKind.init(rawValue:))
    if let kindText, kind == nil { report(f.line("kind"), .unknownKind(kindText)) }
    if kind == .task { report(f.line("kind"), .conceptKind("task")) }
    if let level, !Skill.levels.contains(level) {
      report(f.line("level"), .wrongType(key: "level", expected: "1, 2 or 3"))
    }
    var choices: [Localized] = []
    if kind == .choice {
      choices = localizedList(f, "choices", report: report)
    } else if kind != nil, f.values["choices"] != nil {
      report(f.line("choices"), .unknownKey("choices (only a choice question has them)"))
    }
    var right = 0
    // Choices that could not be read are already reported; their answer is not judged.
    if let kind, let answer, kind != .choice || !choices.isEmpty {
      switch checkAnswer(answer, kind: kind, choices: choices) {
      case .success(let index): right = index ?? 0
      case .failure(let problem): report(f.line("answer"), problem)
      }
    }
    guard ok, let id, let kind, let level, let answer, let source, let prompt, let explanation else {
      return nil
    }
    if kind == .choice {
      choices.insert(choices.remove(at: right), at: 0)
    }
    return Concept(
      slug: id, kind: kind, prompt: prompt, choices: choices, answer: kind == .choice ? "A" : answer,
      explanation: explanation, difficulty: level, source: source, topic: topic)
  }

  /// An `explain` entry: prompt, explanation and model `answer` in both languages, its key `points`
  /// (and `pass`), and the mock interview `topic` it is asked with.
  static func decodeSpoken(
    _ f: YAMLFields, id: String?, level: Int?, topic: String, report: @escaping (Int, LessonProblem) -> Void
  ) -> Concept? {
    let source = f.string("source", required: true)
    let prompt = localized(f, "prompt", report: report)
    let explanation = localized(f, "explanation", report: report)
    let model = localized(f, "answer", report: report)
    let rubric = SpokenRubricDecoder.decode(
      points: f.values["points"], pass: f.values["pass"], anchorLine: f.anchorLine, fileLine: { $0 },
      report: report)
    let topicName = f.string("topic", required: true)
    let interviewTopic = topicName.flatMap(QuizTopic.init(rawValue:))
    if topicName != nil, interviewTopic == nil {
      let names = QuizTopic.allCases.map(\.rawValue).joined(separator: ", ")
      report(f.line("topic"), .wrongType(key: "topic", expected: "one of \(names)"))
    }
    if let level, !Skill.levels.contains(level) {
      report(f.line("level"), .wrongType(key: "level", expected: "1, 2 or 3"))
    }
    if f.values["choices"] != nil {
      report(f.line("choices"), .unknownKey("choices (only a choice question has them)"))
    }
    guard let id, let level, let source, let prompt, let explanation, let model, let rubric,
      let interviewTopic
    else { return nil }
    // The model answer, in each language, must meet every one of its own points.
    for language in Language.allCases {
      let missed = rubric.grade(model.text(language)).missed
      if !missed.isEmpty {
        report(f.line("answer"), .modelAnswerMissesPoints(language: language.rawValue, points: missed))
      }
    }
    var concept = Concept(
      slug: id, kind: .explain, prompt: prompt, choices: [], answer: model.en, explanation: explanation,
      difficulty: level, source: source, topic: topic)
    concept.spoken = SpokenConcept(rubric: rubric, model: model, interviewTopic: interviewTopic)
    return concept
  }

  /// A choice answer must be one of the choices' letters (the index is returned); any other answer
  /// must read as its kind reads a learner's answer.
  static func checkAnswer(_ answer: String, kind: AnswerKind, choices: [Localized]) -> Result<
    Int?, LessonProblem
  > {
    guard kind == .choice else {
      switch AnswerReader.read(answer, as: kind) {
      case .success: return .success(nil)
      case .failure(let error): return .failure(.answerUnreadable(error.message))
      }
    }
    guard let index = choices.indices.first(where: { Answer.letter($0) == answer }) else {
      let isLetter = answer.count == 1 && answer.allSatisfy { ("A"..."Z").contains($0) }
      return .failure(
        isLetter
          ? .choiceOutOfRange(answer, count: choices.count)
          : .wrongType(key: "answer", expected: "the letter of the right choice (A, B, …)"))
    }
    return .success(index)
  }

  /// `key: {en: …, zh-Hans: …}`: a text in each language; nil (reported) if one is missing.
  static func localized(_ f: YAMLFields, _ key: String, report: @escaping (Int, LessonProblem) -> Void)
    -> Localized?
  {
    guard let node = f.values[key] else {
      report(f.anchorLine, .missingField(key))
      return nil
    }
    return localized(node, key: key, line: f.line(key), report: report)
  }

  static func localized(
    _ node: YAMLNode, key: String, line: Int, report: @escaping (Int, LessonProblem) -> Void
  ) -> Localized? {
    guard let mapping = node.mapping else {
      report(line, .wrongType(key: key, expected: "a mapping of 'en:' and 'zh-Hans:' texts"))
      return nil
    }
    var texts: [String: String] = [:]
    for (name, value) in mapping {
      let language = name.string ?? ""
      guard languages.contains(language) else {
        report(name.line, .unknownKey("\(key).\(language)"))
        continue
      }
      guard let text = value.string?.trimmingCharacters(in: "\n "), !text.isEmpty else {
        report(name.line, .missingTranslation(key: key, language: language))
        continue
      }
      texts[language] = text
    }
    for language in languages where mapping[language] == nil {
      report(line, .missingTranslation(key: key, language: language))
    }
    guard let en = texts["en"], let zh = texts["zh-Hans"] else { return nil }
    return Localized(en, zh)
  }

  /// `choices:` — a list of at least two `{en, zh-Hans}` mappings.
  static func localizedList(_ f: YAMLFields, _ key: String, report: @escaping (Int, LessonProblem) -> Void)
    -> [Localized]
  {
    guard let node = f.values[key] else {
      report(f.anchorLine, .missingField(key))
      return []
    }
    guard let items = node.sequence, items.count >= 2 else {
      report(f.line(key), .wrongType(key: key, expected: "a list of at least two choices"))
      return []
    }
    return items.compactMap { localized($0, key: key, line: $0.line, report: report) }
  }
}
