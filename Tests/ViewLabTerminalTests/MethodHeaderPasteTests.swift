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

  @Test func theLessonPromptNamesAHeaderWhenThePasteEnds() throws {
    let terminal = try HideCardLesson.start(id: "header", title: "A pasted header", home: home)
    terminal.send("- (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event\r")
    try terminal.waitFor("point(inside:with:) override outside a class")
    try terminal.waitFor("› ")
    terminal.send("hide card\r")
    try terminal.waitFor("hitTest")
    terminal.send("quit\r")
    #expect(try terminal.waitForExit() == 0)
  }
}
