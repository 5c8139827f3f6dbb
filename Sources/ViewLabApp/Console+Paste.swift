import ViewLabCommands
import ViewLabRendering
import ViewLabSystem

extension Console {
  /// Runs one statement of a file or a paste: first a note for each Markdown line the assembler
  /// took out of it, then the statement itself (nothing more for a piece that was only Markdown).
  /// `lineNumber` is the statement's first line where the caller counts lines.
  public mutating func handle(
    _ statement: AssembledStatement, lineNumber: Int, source: String? = nil, files: some System
  ) -> [ConsoleResult] {
    let offset = lineNumber - statement.line
    var results = statement.skipped.map {
      skipped(SkippedLine(line: $0.line + offset, text: $0.text, kind: $0.kind))
    }
    guard !statement.isNoise, !statement.text.allSatisfy(\.isWhitespace) else { return results }
    results.append(
      handle(line: statement.text, lineNumber: lineNumber, source: source, files: files, joined: statement))
    return results
  }

  /// The note for a skipped Markdown line: text, or one JSON object.
  public func skipped(_ line: SkippedLine) -> ConsoleResult { LineRenderer.skipped(line, options: options) }
}
