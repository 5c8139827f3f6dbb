import ViewLabTerminal

/// A scripted machine: environment, terminal width and files in memory; output collected.
final class FakeHost: Host {
  var environment: [String: String]
  var terminal: Bool
  var width: Int?
  var files: [String: String]
  private(set) var output = ""
  private(set) var errors = ""
  /// When set, every write fails with this reason.
  var writeFailure: String?
  /// Files written so far.
  private(set) var writes = 0

  init(
    environment: [String: String] = ["VIEWLAB_HOME": "/state"], terminal: Bool = true, width: Int? = 80,
    files: [String: String] = [:]
  ) {
    self.environment = environment
    self.terminal = terminal
    self.width = width
    self.files = files
  }

  func environment(_ name: String) -> String? { environment[name] }
  func isTerminal(_ fd: Int32) -> Bool { terminal }
  func ignoreInterrupts() {}
  func terminalWidth() -> Int? { width }
  func write(_ text: String) { output += text }
  func writeError(_ text: String) { errors += text }

  func readFile(atPath path: String) throws -> String {
    guard let text = files[path] else { throw HostError(path: path, reason: "No such file or directory") }
    return text
  }

  func writeFile(atPath path: String, contents: String) throws {
    if let writeFailure { throw HostError(path: path, reason: writeFailure) }
    files[path] = contents
    writes += 1
  }
  func createDirectory(atPath path: String) throws {}

  func contentsOfDirectory(atPath path: String) -> [String]? {
    let prefix = path == "." ? "" : path.hasSuffix("/") ? path : path + "/"
    let names = files.keys.filter { $0.hasPrefix(prefix) }.map { key -> String in
      let rest = key.dropFirst(prefix.count)
      return rest.split(separator: "/").first.map(String.init) ?? ""
    }
    return Array(Set(names)).sorted()
  }

  func isDirectory(atPath path: String) -> Bool {
    let clean = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    return files.keys.contains { $0.hasPrefix(clean.hasSuffix("/") ? clean : clean + "/") }
  }

  func fileExists(atPath path: String) -> Bool { files[path] != nil || isDirectory(atPath: path) }
}

/// Types lines as a person would: the prompt and the line appear on the screen, then the answer.
final class TypingReader: LineReader {
  let host: FakeHost
  var lines: [String]
  var prompt = InteractiveShell.prompt

  init(host: FakeHost, lines: [String]) {
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
