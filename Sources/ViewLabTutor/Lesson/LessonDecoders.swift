import Yams

/// The front matter's fields.
struct LessonHeader {
  var id: String
  var title: String
  var order: Int
  var prerequisites: [String]
  var summary: String
}

enum FrontMatterDecoder {
  static let keys: Set<String> = ["id", "title", "order", "prerequisites", "summary"]

  static func decode(_ yaml: String, firstLine: Int, report: @escaping (Int, LessonProblem) -> Void)
    -> LessonHeader?
  {
    guard
      let fields = YAMLFields(
        yaml, firstLine: firstLine, anchorLine: firstLine - 1, what: "the front matter", allowed: keys,
        report: report)
    else { return nil }
    let id = fields.string("id", required: true)
    let title = fields.string("title", required: true)
    let order = fields.integer("order", required: true)
    let summary = fields.string("summary", required: true)
    let prerequisites = fields.strings("prerequisites") ?? []
    guard let id, let title, let order, let summary else { return nil }
    return LessonHeader(id: id, title: title, order: order, prerequisites: prerequisites, summary: summary)
  }
}

enum QuestionDecoder {
  static let keys: Set<String> = [
    "id", "kind", "prompt", "query", "field", "answer", "choices", "hint", "explanation", "goal", "only",
  ]

  /// One question block; problems (missing fields, unknown kind, …) are reported at their lines.
  static func decode(_ yaml: String, fenceLine: Int, report: @escaping (Int, LessonProblem) -> Void)
    -> Question?
  {
    var ok = true
    let report: (Int, LessonProblem) -> Void = {
      ok = false
      report($0, $1)
    }
    guard
      let f = YAMLFields(
        yaml, firstLine: fenceLine + 1, anchorLine: fenceLine, what: "a question block", allowed: keys,
        report: report)
    else { return nil }
    let fence = { (_ problem: LessonProblem) in report(fenceLine, problem) }
    let id = f.string("id", required: true)
    let kindText = f.string("kind", required: true)
    let prompt = f.string("prompt", required: true)
    let hint = f.string("hint", required: true)
    let query = f.string("query")
    let field = f.string("field")
    let explanation = f.string("explanation")
    let choices = f.strings("choices") ?? []
    let only = f.strings("only")
    let kind = kindText.flatMap(AnswerKind.init(rawValue:))
    if let kindText, kind == nil { report(f.line("kind"), .unknownKind(kindText)) }
    // A list answer (task commands, a chain) is read as the learner would type it.
    let answer: String? =
      f.values["answer"]?.sequence != nil
      ? f.strings("answer")?.joined(separator: kind == .task ? "; " : ", ") : f.string("answer")
    let goal = decodeGoal(f, report: report)

    if query != nil && field == nil { fence(.missingField("field")) }
    if field != nil && query == nil { fence(.missingField("query")) }
    switch kind {
    case .choice?:
      if choices.isEmpty { fence(.missingField("choices")) }
      if answer == nil { fence(.missingField("answer")) }
    case .task?:
      if goal == nil && f.values["goal"] == nil { fence(.missingField("goal")) }
      if answer == nil { fence(.missingField("answer")) }
    case .some:
      if query == nil {
        if answer == nil { fence(.missingField("answer")) }
        if explanation == nil { fence(.missingField("explanation")) }
      }
    case nil: break
    }
    guard ok, let id, let kind, let prompt, let hint else { return nil }
    return Question(
      id: id, kind: kind, prompt: prompt, query: query, field: field, answer: answer, choices: choices,
      hint: hint, explanation: explanation, goal: goal, only: only, line: fenceLine, keyLines: f.lines)
  }

  static func decodeGoal(_ f: YAMLFields, report: @escaping (Int, LessonProblem) -> Void) -> Goal? {
    guard let mapping = f.mapping("goal") else { return nil }
    let line = f.line("goal")
    var parts: [String: String] = [:]
    for (key, value) in mapping {
      let name = key.scalar?.string ?? ""
      guard ["query", "field", "equals"].contains(name) else {
        report(line, .unknownKey("goal.\(name)"))
        continue
      }
      if let s = value.scalar?.string {
        parts[name] = s
      } else if let items = value.sequence?.compactMap({ $0.scalar?.string }) {
        parts[name] = items.joined(separator: ", ")
      }
    }
    for key in ["query", "field", "equals"] where parts[key] == nil {
      report(line, .missingField("goal.\(key)"))
    }
    guard let q = parts["query"], let fl = parts["field"], let eq = parts["equals"] else { return nil }
    return Goal(query: q, field: fl, equals: eq)
  }
}
