#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program whose first prompt is timed; `label` says what it is in the table.
struct StartupCandidate {
  var label: String
  var path: String
}

struct StartupResult {
  var label: String
  /// Median seconds to the prompt; nil when none appeared.
  var seconds: Double?
  /// Set when the time is not to a prompt (the fallback), saying what it is instead.
  var note: String?
}

enum StartupBench {
  /// A state folder with a full (1000-line) history file, as a returning learner has.
  static func makeHome() -> String {
    var template = Array("/tmp/viewlab-bench-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    let home = made.map { String(cString: $0) } ?? "/tmp/viewlab-bench-\(getpid())"
    let history =
      (["# viewlab history"] + (0..<1000).map { "tap \($0) \($0 * 2)" }).joined(separator: "\n") + "\n"
    if let file = fopen(home + "/history", "w") {
      fputs(history, file)
      fclose(file)
    }
    return home
  }

  static func environment(home: String) -> [String: String] {
    [
      "VIEWLAB_HOME": home, "HOME": home, "TERM": "xterm-256color", "LANG": "C.UTF-8",
      "PATH": "/usr/bin:/bin",
    ]
  }

  static func run(_ candidates: [StartupCandidate], runs: Int) -> [StartupResult] {
    let home = makeHome()
    let env = environment(home: home)
    // Interleave the candidates run by run, so a burst of load elsewhere hits them all alike.
    var times: [[Double]] = Array(repeating: [], count: candidates.count)
    var missing = Array(repeating: false, count: candidates.count)
    for _ in 0..<(runs + 1) {  // the first round warms the page cache and is dropped
      for (i, c) in candidates.enumerated() where !missing[i] {
        switch PromptTimer.once(c.path, [], environment: env) {
        case .prompt(let t): times[i].append(t)
        case .noPrompt, .failed: missing[i] = true
        }
      }
    }
    return candidates.enumerated().map { i, c in
      if !missing[i] { return StartupResult(label: c.label, seconds: median(Array(times[i].dropFirst()))) }
      // No REPL on a terminal in this binary: time start-up + `quit` + exit instead, and say so.
      let fallback = (0..<runs).compactMap { _ in PromptTimer.untilQuit(c.path, environment: env) }
      return StartupResult(
        label: c.label, seconds: fallback.isEmpty ? nil : median(fallback),
        note: "no prompt on a pty: spawn → `quit` → exit")
    }
  }
}
