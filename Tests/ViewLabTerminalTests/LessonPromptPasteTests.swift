import Testing
import ViewLabPOSIX
import ViewLabSystem
import ViewLabTestSupport

/// The lesson prompt on a real terminal, a statement pasted over several lines into a task: the
/// terminal echoes the paste once, with no `…›` continuation prompt for each of its lines (the rest
/// of the paste is already waiting), and an error names the line of the paste it is on and shows
/// that line with the caret under it, as the REPL prompt does.
@Suite(.serialized) final class LessonPromptPasteTests {
  let home = Binary.makeHome()

  deinit { Binary.removeHome(home) }

  @Test func aMultiLinePasteIntoATaskNamesTheLineOfItsError() throws {
    let terminal = try HideCardLesson.start(id: "paste", title: "A pasted statement", home: home)
    // One write, as a terminal delivers a paste: every line after the first is already waiting.
    terminal.send("let v = UIView(frame: CGRect(x: 0,\r    y: zzz, width: 1, height: 1))\rprint(1)\r")
    let shown = try terminal.waitFor("Not there yet").replacing("\r\n", with: "\n")
    try terminal.waitFor("› ")
    #expect(!shown.contains("…›"), "\(shown.debugDescription)")
    #expect(!shown.contains("› "), "\(shown.debugDescription)")
    #expect(
      shown.contains("2:8: error: unknown view 'zzz'\n      y: zzz, width: 1, height: 1))\n         ^^^\n"),
      "\(shown)")
    #expect(!shown.contains("CGRect(x: 0, y: zzz"), "the joined line is not shown: \(shown)")
    #expect(shown.contains("\n1\n"), "the line after the failed statement ran: \(shown)")
    terminal.send("quit\r")
    #expect(try terminal.waitForExit() == 0)
  }
}
