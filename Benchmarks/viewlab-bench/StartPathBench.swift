import ViewLabApp
import ViewLabCommands
import ViewLabRendering
import ViewLabTerminal
import ViewLabTutor

/// Pieces of the REPL's start path timed in-process, to explain the first-prompt numbers.
enum StartPathBench {
  static func run(runs: Int) -> [(String, Double)] {
    let text =
      (["# viewlab history"] + (0..<1000).map { "tap \($0) \($0 * 2)" }).joined(separator: "\n") + "\n"
    var results: [(String, Double)] = []
    results.append(
      (
        "HistoryLog from a 1000-line file",
        medianTime(runs: runs) { consume(HistoryLog(limit: 1000, fileText: text)) }
      ))
    results.append(
      (
        "Console + Session, first `help` line",
        medianTime(runs: runs) {
          var console = Console(options: RenderOptions(json: false, color: false, width: 80))
          consume(console.handle(line: "help", lineNumber: 1, files: MemoryFiles()).text)
        }
      ))
    results.append(
      (
        "Completer grammar: what follows 'move red'",
        medianTime(runs: runs) {
          consume(CompletionGrammar.standard.slots(after: ["move", "red"], partial: ""))
        }
      ))
    return results
  }
}

extension Report {
  func startPath(_ pieces: [(String, Double)]) {
    line("Start-path pieces, in-process (median ms):")
    for (label, seconds) in pieces { line("  \(pad(label, 44)) \(fixed(seconds * 1000, 3))") }
  }
}
