import ViewLabCommands
import ViewLabRendering

/// `viewlab run FILE…` and piped standard input: every line through one console, output to
/// standard output, human errors to standard error (JSON errors stay on standard output).
public struct ScriptRunner {
  public var console: Console
  public var keepGoing: Bool
  public var files: any FileAccess
  /// Where output goes; the real runner writes to file descriptors 1 and 2.
  public var emit: (String, _ isError: Bool) -> Void

  public init(
    options: RenderOptions, keepGoing: Bool, files: any FileAccess = LocalFiles(),
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

  /// Runs `(line number, text)` pairs: a `.swift` or `.m` file's statements may span lines.
  mutating func run(numbered lines: [(Int, String)], source: String?) -> (ok: Bool, quit: Bool) {
    var ok = true
    for (number, line) in lines {
      let result = console.handle(line: line, lineNumber: number, source: source, files: files)
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
    return (ok, false)
  }

  /// Runs files in order in one session; `-` is standard input. Returns the exit status.
  public mutating func run(paths: [String], readStandardInput: () -> String?) -> Int32 {
    var ok = true
    for path in paths {
      let lines: [String]
      if path == "-" {
        var all: [String] = []
        while let line = readStandardInput() { all.append(line) }
        lines = all
      } else {
        switch POSIX.readFile(path) {
        case .success(let bytes):
          lines = String(decoding: bytes, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
          )
          .map(String.init)
        case .failure(let e):
          emit("viewlab: cannot read '\(path)': \(e.message.lowercased())\n", true)
          return 1
        }
      }
      let isCode = path.hasSuffix(".swift") || path.hasSuffix(".m")
      let numbered = isCode ? CodeLines.statements(lines).map { ($0.line, $0.text) } : lines.enumerated().map { ($0.offset + 1, $0.element) }
      let result = run(numbered: numbered, source: path == "-" ? nil : path)
      ok = ok && result.ok
      if !ok && !keepGoing { return 1 }
      if result.quit { break }
    }
    return ok ? 0 : 1
  }
}
