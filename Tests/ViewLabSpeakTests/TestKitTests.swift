import Testing
import ViewLabCommands
import ViewLabPOSIX
import ViewLabSystem
import ViewLabTestSupport

/// The shared test kit checks what it claims: scenes compare through their scripts (overrides
/// included, numbers within 1e-9), and a golden that differs fails.
@Suite struct TestKitTests {
  @Test func scenesThatDifferOnlyInAnOverrideAreDifferent() throws {
    let plain = try session(["add b UIButton 0 0 44 44"]).scene
    let round = try session(["add b UIButton 0 0 44 44", "shape b circle"]).scene
    #expect(!sameScript(plain.script(), round.script()))
    withKnownIssue("an override is part of the scene") { expectSameScene(plain, round) }
  }

  @Test func numbersAgreeWithinTolerance() {
    #expect(sameScript("position v 1 2", "position v 1.0000000000001 2"))
    #expect(!sameScript("position v 1 2", "position v 1.001 2"))
  }

  @Test func aGoldenThatDiffersFails() throws {
    let dir = TestPaths.makeFolder("golden")
    defer { TestPaths.removeTree(dir) }
    try LocalSystem().writeAtomically(dir + "/g.txt", "> tap 1 2\nhit: a\n")
    guard !Golden.isRecording else { return }
    Golden.check("> tap 1 2\nhit: a\n", against: dir + "/g.txt")
    withKnownIssue("the output changed") { Golden.check("> tap 1 2\nhit: b\n", against: dir + "/g.txt") }
    #expect(Golden.firstDifference("a\nb", "a\nc") == "line 2\n  golden: c\n  actual: b")
  }
}
