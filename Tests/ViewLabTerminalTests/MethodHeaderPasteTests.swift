import Testing
import ViewLabPOSIX
import ViewLabSystem
import ViewLabTestSupport

/// An Objective-C method's header pasted with no body (as the notes print `hitTest:withEvent:` and
/// `pointInside:withEvent:` to name them) is complete when the paste ends: the prompt shows its
/// error at once, as `viewlab run` does, instead of waiting at `…›` for a body until Ctrl-C.
@Suite(.serialized) final class MethodHeaderPasteTests {
  let home = Binary.makeHome()

  deinit { Binary.removeHome(home) }

  static let headers =
    "- (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event\r- (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event\r"

  @Test func theREPLNamesEachHeaderWhenThePasteEnds() throws {
    let terminal = try PseudoTerminal(
      Binary.path, arguments: ["--no-color"], environment: Binary.environment(home: home, ["LANG": "C"]))
    try terminal.waitFor("viewlab> ")
    terminal.send(Self.headers)  // one write, as a terminal delivers a paste
    let shown = try terminal.waitFor("point(inside:with:) override outside a class").replacing(
      "\r\n", with: "\n")
    #expect(shown.contains("does not model a hitTest(_:with:) override outside a class"), "\(shown)")
    try terminal.waitFor("viewlab> ")
    // Typed alone, with a `;` (a prototype) or without: never a wait for a body.
    terminal.send("- (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event;\r")
    try terminal.waitFor("accepted, nothing to do")
    terminal.send("print(7)\r")
    try terminal.waitFor("7")
    terminal.send("quit\r")
    #expect(try terminal.waitForExit() == 0)
  }

  static let lesson = """
    ---
    id: header
    title: A pasted header
    order: 1
    summary: Paste a method's header alone.
    ---

    ```scene
    add card 40 100 300 300
    ```

    ```question
    id: hide-card
    kind: task
    prompt: Hide card.
    goal: {query: "tap 50 110", field: hit, equals: window}
    answer: hide card
    hint: hide card
    explanation: A hidden view is skipped by hitTest.
    ```

    """

  @Test func theLessonPromptNamesAHeaderWhenThePasteEnds() throws {
    let lessons = home + "/Lessons"
    try LocalSystem().createDirectory(lessons)
    try LocalSystem().createDirectory(lessons + "/en")
    try LocalSystem().writeAtomically(lessons + "/en/01-header.md", Self.lesson)
    let terminal = try PseudoTerminal(
      Binary.path, arguments: ["lesson", "header", "--no-color"],
      environment: Binary.environment(home: home, ["VIEWLAB_LESSONS": lessons, "LANG": "C"]))
    try terminal.waitFor("Hide card.")
    try terminal.waitFor("› ")
    terminal.send("- (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event\r")
    try terminal.waitFor("point(inside:with:) override outside a class")
    try terminal.waitFor("› ")
    terminal.send("hide card\r")
    try terminal.waitFor("hitTest")
    terminal.send("quit\r")
    #expect(try terminal.waitForExit() == 0)
  }
}
