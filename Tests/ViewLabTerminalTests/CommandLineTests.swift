import Testing
import ViewLabTestSupport

/// The executable's own surface: `--version`, and a mistyped subcommand answered with the nearest.
@Suite struct CommandLineTests {
  @Test func versionIsPrinted() throws {
    let run = try ChildProcess.run(Binary.path, arguments: ["--version"], environment: [:])
    #expect(run.status == 0)
    #expect(run.output.split(separator: ".").count == 3, "a version like 1.2.3: \(run.output)")
  }

  @Test(arguments: [
    ("quizz", "en_US.UTF-8", "did you mean quiz?"), ("lesons", "zh_CN.UTF-8", "你是不是想输入 lessons？"),
  ])
  func aMistypedSubcommandGetsTheNearest(word: String, lang: String, expected: String) throws {
    let run = try ChildProcess.run(
      Binary.path, arguments: [word], environment: ["LANG": lang], errors: .toOutput)
    #expect(run.status == 64)
    #expect(run.output.contains(expected), "\(run.output)")
  }
}
