import Testing
import ViewLabFuzzTargets

/// Every input the fuzzers keep (`Fuzz/Corpus/TARGET`) and every crash they ever found
/// (`Fuzz/Regressions/TARGET`, one file per crash, named for what it broke) replays without a
/// crash. A regression here kills the test process, which `swift test` reports as a failure.
struct FuzzRegressionTests {
  @Test(arguments: FuzzTarget.allCases.filter(\.isAvailable))
  func corpusAndPastCrashesReplay(target: FuzzTarget) {
    var replayed = 0
    for folder in ["Corpus", "Regressions"] {
      for file in InputFiles.list(Support.root + "/Fuzz/\(folder)/\(target.rawValue)") {
        target.run(InputFiles.read(file))
        replayed += 1
      }
    }
    #expect(replayed > 0, "no corpus for \(target.rawValue)")
  }
}
