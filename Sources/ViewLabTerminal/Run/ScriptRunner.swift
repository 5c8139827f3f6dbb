import ViewLabApp
import ViewLabCommands
import ViewLabRendering
import ViewLabSystem

/// `viewlab run FILE…` and piped standard input: every line through one console, output to
/// standard output, human errors to standard error (JSON errors stay on standard output).
public struct ScriptRunner {
  public var console: Console
  public var keepGoing: Bool
  /// Where scripts are read from and `save`/`load`/`import`/`export` go.
  public var files: any System
  /// Where output goes; the real runner writes to file descriptors 1 and 2.
  public var emit: (String, _ isError: Bool) -> Void

  public init(
    options: RenderOptions, keepGoing: Bool, files: any System = POSIX.system,
    emit: @escaping (String, Bool) -> Void = { text, isError in POSIX.write(text, to: isError ? 2 : 1) }
  ) {
    self.console = Console(options: options)
    self.keepGoing = keepGoing
    self.files = files
    self.emit = emit
  }

  /// Runs the lines of one script; returns false if any line failed.
  public mutating func run(lines: some Sequence<String>, source: String?) -> (ok: Bool, quit: Bool) {
    run(numbered: lines.enumerated().map { ($0.offset + 1, $0.element) }, source: source)
  }

  /// Runs `(line number, text)` pairs, one line each.
  mutating func run(numbered lines: some Sequence<(Int, String)>, source: String?) -> (ok: Bool, quit: Bool) {
    run(statements: lines.lazy.map { AssembledStatement(line: $0.0, text: $0.1) }, source: source)
  }

  /// Runs statements as the assembler cut them (a `.swift` or `.m` file's may span lines), each
  /// Markdown line it skipped noted where it stood.
  mutating func run(statements: some Sequence<AssembledStatement>, source: String?) -> (ok: Bool, quit: Bool)
  {
    var ok = true
    for statement in statements {
      for result in console.handle(statement, lineNumber: statement.line, source: source, files: files) {
        if !result.text.isEmpty {
          let toStderr = !result.ok && !console.options.json
          emit(result.text + "\n", toStderr)
        }
        if !result.ok {
          ok = false
          if !keepGoing { return (false, false) }
        }
        if result.quit { return (ok, true) }
      }
    }
    return (ok, false)
  }

  /// Runs files in order in one session; `-` is standard input. Returns the exit status.
  ///
  /// Lines are run as they are read (standard input) or cut from the file's text one at a time,
  /// through the statement assembler, so a long script is never held as an array of lines.
  public mutating func run(paths: [String], readStandardInput: () -> String?) -> Int32 {
    var ok = true
    for path in paths {
      let result: (ok: Bool, quit: Bool)
      if path == "-" {
        result = withoutActuallyEscaping(readStandardInput) { read in
          run(statements: Assembled(source: .prompt, next: read), source: nil)
        }
      } else {
        let text: String
        do {
          text = try files.read(path)
        } catch {
          emit(TerminalWords.cannotRead(path, error, console.options.language) + "\n", true)
          return 1
        }
        // A `.swift` or `.m` file is code; any other script is the scene-script language, where
        // pasted code is assembled as at the prompt.
        let isCode = path.hasSuffix(".swift") || path.hasSuffix(".m")
        var lines = TextLines(text)
        result = run(
          statements: Assembled(source: isCode ? .file : .prompt, next: { lines.next()?.1 }), source: path)
      }
      ok = ok && result.ok
      if !ok && !keepGoing { return 1 }
      if result.quit { break }
    }
    return ok ? 0 : 1
  }
}

extension ScriptRunner {
  /// `viewlab run FILE… --html OUT`: writes `export html`'s page of the session as the scripts left
  /// it, and says so (in text mode: JSON mode's standard output holds only the lines' objects).
  /// Returns false, having said why on standard error, when the file cannot be written.
  public func writePage(to path: String) -> Bool {
    let l = console.options.language
    do {
      try files.writeAtomically(path, HTMLExporter.render(console.session, language: l))
    } catch {
      emit(TerminalWords.cannotWrite(path, error, l) + "\n", true)
      return false
    }
    if !console.options.json {
      emit(HTMLExporter.exported(console.session, path: path, style: console.options.style) + "\n", false)
    }
    return true
  }
}

/// The lines of a text, numbered from 1, cut one at a time (split at `\n`, as `split` would with
/// empty lines kept).
struct TextLines: Sequence, IteratorProtocol {
  let text: String
  var start: String.Index
  var number = 0
  var done = false

  init(_ text: String) {
    self.text = text
    start = text.startIndex
  }

  mutating func next() -> (Int, String)? {
    guard !done else { return nil }
    number += 1
    guard let end = text.utf8[start...].firstIndex(of: UInt8(ascii: "\n")) else {
      done = true
      return (number, String(text[start...]))
    }
    defer { start = text.utf8.index(after: end) }
    return (number, String(text[start..<end]))
  }
}

/// The statements of lines read one at a time, as the assembler completes them.
struct Assembled: Sequence, IteratorProtocol {
  var assembler: StatementAssembler
  let read: () -> String?
  var ready: [AssembledStatement] = []
  var ended = false

  init(source: StatementAssembler.Source, next: @escaping () -> String?) {
    assembler = StatementAssembler(source)
    read = next
  }

  mutating func next() -> AssembledStatement? {
    while ready.isEmpty {
      if ended { return nil }
      if let line = read() {
        ready = assembler.feed(line)
      } else {
        ended = true
        ready = assembler.finish()
      }
    }
    return ready.removeFirst()
  }
}
