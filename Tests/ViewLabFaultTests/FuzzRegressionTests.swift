import Testing
import ViewLabFuzzTargets

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The fuzzers' findings stay fixed. `Fuzz/Corpus/TARGET` (the inputs that reach new code) replays
/// in-process; every crash ever found (`Fuzz/Regressions/TARGET/crash-…`) replays in its own
/// `viewlab-fuzz` process, so a regression fails one test instead of killing the test run. A crash
/// listed in `Fuzz/Regressions/open.txt` (not fixed yet, with its owner) is a known issue.
struct FuzzRegressionTests {
  @Test(arguments: FuzzTarget.allCases.filter(\.isAvailable))
  func corpusReplays(target: FuzzTarget) {
    let files = InputFiles.list(Support.root + "/Fuzz/Corpus/\(target.rawValue)")
    for file in files { target.run(InputFiles.read(file)) }
    #expect(!files.isEmpty, "no corpus for \(target.rawValue)")
  }

  @Test(arguments: FuzzTarget.allCases.filter(\.isAvailable))
  func pastCrashesStayFixed(target: FuzzTarget) throws {
    let crashes = InputFiles.list(Support.root + "/Fuzz/Regressions/\(target.rawValue)")
    guard !crashes.isEmpty else { return }
    let replay = try #require(Support.builtExecutable("viewlab-fuzz"), "build viewlab-fuzz")
    let open = (Support.read(Support.root + "/Fuzz/Regressions/open.txt") ?? "")
      .split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n")
    for crash in crashes {
      let name = String(crash.split(separator: "/").last!)
      let status = Self.run(replay, [target.rawValue, crash])
      if open.contains(name) {
        withKnownIssue("open fuzz finding \(name): see Fuzz/Regressions/open.txt") { #expect(status == 0) }
      } else {
        #expect(status == 0, "\(target.rawValue) \(name) crashes again (exit \(status))")
      }
    }
  }

  /// Runs a program with output discarded; its exit status, or 128 + the signal that ended it.
  static func run(_ executable: String, _ arguments: [String]) -> Int32 {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let words: [String] = [executable] + arguments
    let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, executable, &actions, nil, argv, nil) == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }
}
