import ViewLabApp
import ViewLabCommands
import ViewLabGeometry
import ViewLabLanguage
import ViewLabRendering
import ViewLabSystem
import ViewLabTutor

/// Carries out a checked tool call on a fresh session each time, with files in memory: a script's
/// `save`/`export` never reach the disk, and one call cannot see another's scene.
struct ToolRunner {
  /// The lessons (loaded by the edge on first use; nil when no lessons folder was found).
  var lessons: () -> LessonLibrary?

  func run(_ call: ToolCall, language fallback: Language) -> ToolResult {
    let language = call.language ?? fallback
    switch call {
    case .runScript(let script, _, let keepGoing):
      return runScript(script, language: language, keepGoing: keepGoing)
    case .importDump(let dump, let taps, _):
      return importDump(dump, taps: taps, language: language)
    case .listLessons:
      return listLessons(language: language)
    case .scriptHelp(let command, _):
      return help(command, language: language)
    }
  }

  /// As `viewlab run --json -` reads standard input: one command per line, a pasted Swift or
  /// Objective-C class gathered up to its end; stops at the first failed line unless `keepGoing`.
  func runScript(_ script: String, language: Language, keepGoing: Bool) -> ToolResult {
    var console = Console(options: RenderOptions(json: true, width: 80, language: language))
    let files = MemoryFiles()
    var objects: [JSON] = []
    var failures: [Failure] = []
    var lines = ScriptLines(script)
    statements: while let statement = lines.next() {
      for result in console.handle(statement, lineNumber: statement.line, files: files) {
        if let json = result.json { objects.append(json) }
        if !result.ok {
          failures.append(Failure(line: statement.line, json: result.json))
          if !keepGoing { break statements }
        }
        if result.quit { break statements }
      }
    }
    var texts = [objects.map(\.text).joined(separator: "\n")]
    // In the language the script ended in (a `lang` line switches it, as at the prompt).
    if !failures.isEmpty { texts.append(MCPWords.scriptFailed(failures, console.options.language)) }
    return ToolResult(
      texts: texts, structured: .object([("lines", .array(objects))]), isError: !failures.isEmpty)
  }

  /// `import` of the dump (from a file in memory named `dump.txt`), then `tap x y` for each point.
  func importDump(_ dump: String, taps: [Point], language: Language) -> ToolResult {
    var console = Console(options: RenderOptions(json: true, width: 80, language: language))
    let files = MemoryFiles([Self.dumpFile: dump])
    let imported = console.handle(line: "import \(Self.dumpFile)", lineNumber: 1, files: files)
    guard imported.ok else {
      let objects = imported.json.map { [$0] } ?? []
      return ToolResult(
        texts: [objects.map(\.text).joined(separator: "\n"), MCPWords.importFailed(imported.json, language)],
        structured: .object([("import", imported.json ?? .null), ("taps", .array([]))]), isError: true)
    }
    var tapped: [JSON] = []
    var failures: [Failure] = []
    for (i, point) in taps.enumerated() {
      // Number.exact round-trips through the script's number reader (exponents included).
      let line = "tap \(Number.exact(point.x)) \(Number.exact(point.y))"
      let result = console.handle(line: line, lineNumber: i + 2, files: files)
      tapped.append(result.json ?? .null)
      if !result.ok { failures.append(Failure(line: i, json: result.json)) }
    }
    let objects = [imported.json ?? .null] + tapped
    var texts = [objects.map(\.text).joined(separator: "\n")]
    if !failures.isEmpty { texts.append(MCPWords.tapsFailed(failures, language)) }
    return ToolResult(
      texts: texts, structured: .object([("import", imported.json ?? .null), ("taps", .array(tapped))]),
      isError: !failures.isEmpty)
  }

  func listLessons(language: Language) -> ToolResult {
    guard let library = lessons() else {
      return ToolResult(texts: [MCPWords.noLessons(language)], isError: true)
    }
    let entries: [JSON] = library.lessons(in: language).map { lesson in
      .object([
        ("id", .string(lesson.id)), ("order", .number(Double(lesson.order))),
        ("title", .string(lesson.title)),
        ("summary", .string(lesson.summary)), ("questions", .number(Double(lesson.questions.count))),
        ("language", .string(lesson.language.rawValue)),
      ])
    }
    let structured = JSON.object([("lessons", .array(entries))])
    return ToolResult(texts: [JSON.array(entries).text], structured: structured)
  }

  /// `help` or `help COMMAND`, as the REPL prints it without colour.
  func help(_ command: String?, language: Language) -> ToolResult {
    var console = Console(options: RenderOptions(json: false, width: 100, language: language))
    let topic = command.map { $0.filter { $0 != "\n" && $0 != "\r" && $0 != ";" } } ?? ""
    let result = console.handle(line: "help \(topic)", lineNumber: 1, files: MemoryFiles())
    return ToolResult(texts: [result.text], isError: !result.ok)
  }

  static let dumpFile = "dump.txt"

  /// A failed line (a script's line number, or the index in `taps`) and its JSON, which carries
  /// the message in the call's language.
  struct Failure {
    var line: Int
    var json: JSON?
  }
}

/// A script's statements, as the prompt assembles them (a pasted class's lines gathered into one),
/// numbered from 1.
struct ScriptLines: IteratorProtocol {
  private var lines: IndexingIterator<[Substring]>
  private var assembler = StatementAssembler(.prompt)
  private var ready: [AssembledStatement] = []
  private var ended = false

  init(_ script: String) {
    lines = script.split(separator: "\n", omittingEmptySubsequences: false).makeIterator()
  }

  mutating func next() -> AssembledStatement? {
    while ready.isEmpty {
      if ended { return nil }
      if let line = lines.next() {
        ready = assembler.feed(String(line))
      } else {
        ended = true
        ready = assembler.finish()
      }
    }
    return ready.removeFirst()
  }
}
