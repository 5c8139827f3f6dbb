import ViewLabSystem
import ViewLabTerminal

/// The REPL's test machine: a terminal 80 columns wide, the state folder at /state, files in memory.
func fakeHost(
  environment: [String: String] = ["VIEWLAB_HOME": "/state"], terminal: Bool = true, width: Int? = 80,
  files: [String: String] = [:]
) -> ScriptedSystem {
  ScriptedSystem(files: files, environment: environment, terminal: terminal, width: width)
}

/// Types lines as a person would: the prompt and the line appear on the screen, then the answer.
final class TypingReader: LineReader {
  let host: ScriptedSystem
  var lines: [String]
  var prompt = InteractiveShell.prompt

  init(host: ScriptedSystem, lines: [String]) {
    self.host = host
    self.lines = lines
  }

  func readLine() -> LineEvent {
    host.write(prompt)
    guard !lines.isEmpty else { return .endOfInput }
    let line = lines.removeFirst()
    host.write(line + "\n")
    return .line(line)
  }

  func remember(_ line: String) {}
  func setPrompt(_ prompt: String) { self.prompt = prompt }
}
