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
    "also", "keep", "loopholes", "points", "pass",
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
    let goal = f.mapping("goal").flatMap { decodeGoal($0, key: "goal", line: f.line("goal"), report: report) }
    let also = decodeGoals(f, key: "also", report: report)
    let keep = f.strings("keep") ?? []
    let loopholes = f.strings("loopholes") ?? []
    for item in keep where item.split(separator: ".").count != 2 {
      report(f.line("keep"), .wrongType(key: "keep", expected: "items like view.property (door.position)"))
    }
    if kind != .task && (!also.isEmpty || !keep.isEmpty || !loopholes.isEmpty) {
      fence(.unknownKey("also/keep/loopholes (only a task has them)"))
    }

    var spoken: SpokenRubric?
    if kind == .explain {
      spoken = SpokenRubricDecoder.decode(
        points: f.values["points"], pass: f.values["pass"], anchorLine: fenceLine,
        fileLine: { fenceLine + $0 }, report: report)
      if query != nil {
        report(f.line("query"), .unknownKey("query (a spoken answer is not asked of the scene)"))
      }
    } else if f.values["points"] != nil || f.values["pass"] != nil {
      fence(.unknownKey("points/pass (only an explain question has them)"))
    }
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
        // A spoken question's model answer is its explanation.
        if explanation == nil && kind != .explain { fence(.missingField("explanation")) }
      }
    case nil: break
    }
    guard ok, let id, let kind, let prompt, let hint else { return nil }
    var question = Question(
      id: id, kind: kind, prompt: prompt, query: query, field: field, answer: answer, choices: choices,
      hint: hint, explanation: explanation, goal: goal, also: also, keep: keep, only: only,
      loopholes: loopholes, line: fenceLine, keyLines: f.lines)
    question.spoken = spoken
    return question
  }

  /// `also:` — a list of goal mappings.
  static func decodeGoals(_ f: YAMLFields, key: String, report: @escaping (Int, LessonProblem) -> Void)
    -> [Goal]
  {
    guard let node = f.values[key] else { return [] }
    let line = f.line(key)
    let items = node.sequence ?? [node]
    return items.compactMap { item in
      guard let mapping = item.mapping else {
        report(line, .wrongType(key: key, expected: "a list of {query: …, field: …, equals: …}"))
        return nil
      }
      return decodeGoal(mapping, key: key, line: line, report: report)
    }
  }

  static func decodeGoal(
    _ mapping: YAMLMapping, key: String, line: Int, report: @escaping (Int, LessonProblem) -> Void
  ) -> Goal? {
    var parts: [String: String] = [:]
    for (k, value) in mapping {
      let name = k.string ?? ""
      guard ["query", "field", "equals"].contains(name) else {
        report(line, .unknownKey("\(key).\(name)"))
        continue
      }
      if let s = value.string {
        parts[name] = s
      } else if let items = value.sequence?.compactMap({ $0.string }) {
        parts[name] = items.joined(separator: ", ")
      }
    }
    for k in ["query", "field", "equals"] where parts[k] == nil {
      report(line, .missingField("\(key).\(k)"))
    }
    guard let q = parts["query"], let fl = parts["field"], let eq = parts["equals"] else { return nil }
    return Goal(query: q, field: fl, equals: eq)
  }
}
