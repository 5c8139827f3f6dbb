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
  /// A state folder with a full (1000-line) history file, as a returning learner has (none when
  /// `history` is false: a first run, which gets the long welcome), and the language the learner
  /// chose with `lang` last time when `language` is set.
  static func makeHome(history: Bool = true, language: String? = nil) -> String {
    var template = Array("/tmp/viewlab-bench-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    let home = made.map { String(cString: $0) } ?? "/tmp/viewlab-bench-\(getpid())"
    if history {
      let lines =
        (["# viewlab history"] + (0..<1000).map { "tap \($0) \($0 * 2)" }).joined(separator: "\n") + "\n"
      writeFile(home + "/history", lines)
    }
    if let language { writeFile(home + "/language", language + "\n") }
    return home
  }

  static func writeFile(_ path: String, _ text: String) {
    guard let file = fopen(path, "w") else { return }
    fputs(text, file)
    fclose(file)
  }

  static func environment(home: String, lang: String = "C.UTF-8") -> [String: String] {
    [
      "VIEWLAB_HOME": home, "HOME": home, "TERM": "xterm-256color", "LANG": lang,
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

/// One way of starting viewlab whose first prompt is timed against the floor: the language it
/// speaks, how that language was chosen, and whether the learner has been here before.
struct LanguageVariant {
  var label: String
  var arguments: [String] = []
  var lang = "C.UTF-8"
  /// The `language` file's contents (`lang` chosen in an earlier session), or none.
  var remembered: String?
  var history = true

  /// English and Chinese, each from the locale, the flag and the remembered file (present and
  /// absent), for a returning learner; then both first-run welcomes (the long ones, wrapped).
  static let all: [LanguageVariant] = [
    LanguageVariant(label: "en, LANG=C.UTF-8, no language file"),
    LanguageVariant(label: "en, language file says en", remembered: "en"),
    LanguageVariant(
      label: "en, --lang en over a zh-Hans file", arguments: ["--lang", "en"], remembered: "zh-Hans"),
    LanguageVariant(label: "zh-Hans, LANG=zh_CN.UTF-8, no file", lang: "zh_CN.UTF-8"),
    LanguageVariant(label: "zh-Hans, --lang zh-Hans, no file", arguments: ["--lang", "zh-Hans"]),
    LanguageVariant(label: "zh-Hans, language file says zh-Hans", remembered: "zh-Hans"),
    LanguageVariant(label: "en, first run (long welcome)", history: false),
    LanguageVariant(label: "zh-Hans, first run (long welcome)", lang: "zh_CN.UTF-8", history: false),
  ]
}

struct LanguageResult {
  var label: String
  /// Median seconds to viewlab's prompt, and the floor's median over the same rounds.
  var seconds: Double?
  var floor: Double?
}

extension StartupBench {
  /// Each variant in its own state folder, timed in rounds alternating with the C floor (so a burst
  /// of load elsewhere hits both alike); the ratio is against the floor's median of those rounds.
  static func languages(viewlab: String, floor: String, runs: Int) -> [LanguageResult] {
    LanguageVariant.all.map { variant in
      let home = makeHome(history: variant.history, language: variant.remembered)
      let env = environment(home: home, lang: variant.lang)
      let floorEnv = environment(home: makeHome())
      var mine: [Double] = []
      var floors: [Double] = []
      for round in 0..<(runs + 1) {  // the first round warms the page cache and is dropped
        if case .prompt(let t) = PromptTimer.once(floor, [], environment: floorEnv), round > 0 {
          floors.append(t)
        }
        if case .prompt(let t) = PromptTimer.once(viewlab, variant.arguments, environment: env), round > 0 {
          mine.append(t)
        }
      }
      return LanguageResult(
        label: variant.label, seconds: mine.isEmpty ? nil : median(mine),
        floor: floors.isEmpty ? nil : median(floors))
    }
  }
}
