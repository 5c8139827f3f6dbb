import Testing
import ViewLabFuzzTargets
import ViewLabSystem
import ViewLabTestSupport

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
    let files = InputFiles.list(TestPaths.root + "/Fuzz/Corpus/\(target.rawValue)")
    for file in files { target.run(InputFiles.read(file)) }
    #expect(!files.isEmpty, "no corpus for \(target.rawValue)")
  }

  @Test(arguments: FuzzTarget.allCases.filter(\.isAvailable))
  func pastCrashesStayFixed(target: FuzzTarget) throws {
    let crashes = InputFiles.list(TestPaths.root + "/Fuzz/Regressions/\(target.rawValue)")
    guard !crashes.isEmpty else { return }
    let replay = try #require(TestPaths.builtExecutable("viewlab-fuzz"), "build viewlab-fuzz")
    let open = (Support.read(TestPaths.root + "/Fuzz/Regressions/open.txt") ?? "")
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
    (try? ChildProcess(executable, arguments, output: .null, error: .null).wait()) ?? -1
  }

}
