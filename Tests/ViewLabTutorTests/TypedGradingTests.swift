import Testing
import ViewLabApp
import ViewLabCommands
import ViewLabLanguage
import ViewLabRendering
import ViewLabTestSupport
import ViewLabTutor

/// The tutor grades on the engine's typed values, and those are exactly what a program reading
/// `viewlab run --json` finds in the question's field: for every scene question and task goal of
/// every lesson, the typed value rendered as JSON equals the JSON object's field.
struct TypedGradingTests {
  /// The lines run as `viewlab run --json` runs them; the last line's object.
  static func jsonObject(_ lines: [String]) -> JSONValue? {
    var console = Console(options: RenderOptions(json: true))
    var text = ""
    for (i, line) in lines.enumerated() {
      text = console.handle(line: line, lineNumber: i + 1, files: MemoryFiles()).text
    }
    return JSONValue(parsing: text)
  }

  @Test(arguments: Fixtures.lessonFiles)
  func everyQuestionsTypedAnswerIsItsJSONField(_ file: String) throws {
    let lesson = Fixtures.lesson(file)
    var asked = 0
    for (index, q) in lesson.questions.enumerated() {
      let pairs =
        [q.query.flatMap { query in q.field.map { (query, $0) } }].compactMap { $0 }
        + ([q.goal].compactMap { $0 } + q.also).map { ($0.query, $0.field) }
      for (query, path) in pairs {
        let scene = lesson.sceneScript(before: index).map(\.text)
        // A task's goals are asked of the scene after its change: make the model answer's.
        let change = q.kind == .task ? AnswerReader.splitCommands(q.answer ?? "") : []
        var engine = ConsoleEngine()
        for line in scene + change { _ = engine.run(line) }
        let reply = engine.run(query)
        #expect(reply.ok, "\(file) \(q.id): \(query)")
        let field = try #require(AnswerField(path), "\(file) \(q.id): field \(path)")
        let value = engine.observe(field)
        #expect(value != nil, "\(file) \(q.id): \(query) → \(path)")
        guard let typed = value else { continue }
        let object = Self.jsonObject(scene + change + [query])
        #expect(JSON(typed) == object?.value(atField: path), "\(file) \(q.id): \(query) → \(path)")
        asked += 1
      }
    }
    #expect(asked > 0 || lesson.questions.allSatisfy { $0.query == nil && $0.goal == nil })
  }

  /// Every one-value field of an outcome is the field of the same name in its JSON object.
  @Test func observationsAreTheJSONObjectsFields() {
    var engine = ConsoleEngine()
    let scene = [
      "add card 40 80 200 160", "add button UIButton 20 20 80 40 to card", "rotate card 30",
      "gesture tapCard tap on card", "present detail", "lifecycle scene",
    ]
    for line in scene { _ = engine.run(line) }
    let queries = [
      "tap 100 120", "touch down 100 120", "touch move 110 130", "touch up", "hittest window 100 120",
      "inside card 10 10", "convert 10 10 from card to window", "explain card", "explain button",
      "why button 100 120", "under 100 120", "why tapCard 100 120", "explain tapCard", "tree",
    ]
    var ran: [String] = []
    for query in queries {
      let reply = engine.run(query)
      ran.append(query)
      #expect(reply.ok, "\(query): \(reply.text)")
      let typed = engine.observations()
      #expect(!typed.isEmpty, "\(query)")
      let object = Self.jsonObject(scene + ran)
      for (field, value) in typed {
        #expect(object?[field.name] == JSON(value), "\(query) → \(field.name)")
      }
    }
  }

  /// Every field's JSON name reads back as that field, and no two share a name.
  @Test func everyFieldIsFoundByItsName() {
    for field in ObservedField.allCases { #expect(ObservedField(name: field.name) == field, "\(field.name)") }
    #expect(Set(ObservedField.allCases.map(\.name)).count == ObservedField.allCases.count)
  }

  @Test func fieldPathsAreReadOnce() {
    #expect(AnswerField("frame.origin.x")?.field == .frame)
    #expect(AnswerField("frame.origin.x")?.component == 0)
    #expect(AnswerField("bounds.width")?.component == 2)
    #expect(AnswerField("point.y")?.component == 1)
    #expect(AnswerField("userInteractionEnabled")?.field == .flag(.interaction))
    #expect(AnswerField("frame.z") == nil)
    #expect(AnswerField("colour") == nil)
    #expect(AnswerField("frame.origin.x.y") == nil)
  }
}
