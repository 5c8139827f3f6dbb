import Testing
import ViewLabPOSIX
import ViewLabSystem
import ViewLabTerminal
import ViewLabTestSupport

/// The real `viewlab` binary on a pseudo-terminal. Each test asserts on effects (the saved history,
/// the exit status, what reached the screen), never on libedit's redraw bytes.
@Suite(.serialized) final class TerminalSessionTests {
  let home = Binary.makeHome()

  deinit { Binary.removeHome(home) }

  func start(_ extra: [String: String] = [:], columns: UInt16 = 80) throws -> PseudoTerminal {
    try PseudoTerminal(Binary.path, environment: Binary.environment(home: home, extra), columns: columns)
  }

  /// The lines the REPL remembered, read back from the history file.
  var history: [String] {
    (Binary.read(home + "/history") ?? "").split(separator: "\n").map(String.init).filter {
      !$0.hasPrefix("#")
    }
  }

  @Test func ctrlDOnAnEmptyLineQuitsWithStatusZero() throws {
    let terminal = try start()
    try terminal.type("\u{4}")
    #expect(try terminal.waitForExit() == 0)
    #expect(Binary.read(home + "/history") != nil)
  }

  @Test(arguments: ["quit", "exit"]) func quitWords(word: String) throws {
    let terminal = try start()
    try terminal.type(word + "\r")
    #expect(try terminal.waitForExit() == 0)
    #expect(history == [word])
  }

  @Test func ctrlCAbandonsTheLineAndTheSessionGoesOn() throws {
    let terminal = try start()
    try terminal.type("add abandoned\u{3}")
    try terminal.waitFor("^C")
    try terminal.type("add kept\r")
    try terminal.type("\u{3}")
    try terminal.type("\u{4}")
    #expect(try terminal.waitForExit() == 0)
    #expect(history == ["add kept"])
  }

  @Test func ctrlCRightAfterEnterIsHarmless() throws {
    let terminal = try start()
    // Both lines arrive while libedit reads in raw mode, so ^C reaches the next prompt as a key.
    try terminal.type("draw\r\u{3}")
    try terminal.waitFor("column ≈")
    // That line made two prompts (after draw, after ^C): consume the first, so `type` waits for the
    // second; keys sent at a stale prompt can land in cooked mode and be lost.
    try terminal.waitFor("viewlab> ^C")
    try terminal.type("tree\r")
    try terminal.type("\u{4}")
    #expect(try terminal.waitForExit() == 0)
    #expect(history == ["draw", "tree"])
  }

  @Test func tabCompletesCommandsAndViewNames() throws {
    let terminal = try start()
    try terminal.type("ad\tgreenish 0 0 10 10\r")
    try terminal.type("hid\tgr\t\r")
    try terminal.type("\u{4}")
    #expect(try terminal.waitForExit() == 0)
    #expect(history == ["add greenish 0 0 10 10", "hide greenish"])
  }

  @Test func tabCompletesFileNamesAfterLoad() throws {
    _ = try? LocalSystem().writeAtomically(home + "/scene.vl", "add box 1 2 3 4\n")
    let terminal = try start()
    try terminal.type("load \(home)/sc\t\r")
    try terminal.type("hide b\t\r")
    try terminal.type("\u{4}")
    #expect(try terminal.waitForExit() == 0)
    #expect(history == ["load \(home)/scene.vl", "hide box"])
  }

  @Test func tabOnAnAmbiguousPrefixListsTheChoices() throws {
    let terminal = try start()
    try terminal.type("a\t")
    try terminal.waitFor("add")
    try terminal.waitFor("alpha")
    try terminal.waitFor("anchor")
    try terminal.waitFor("viewlab> a")  // the listing redraws the prompt: not a new line's prompt
    terminal.send("\u{3}")
    try terminal.type("\u{4}")
    #expect(try terminal.waitForExit() == 0)
  }

  @Test func historyCarriesOverToTheNextRun() throws {
    let first = try start()
    try first.type("add red 1 2 3 4\r")
    try first.type("tree\r")
    try first.type("\u{4}")
    #expect(try first.waitForExit() == 0)

    let second = try start()
    try second.type("\u{1B}[A\u{1B}[A\r")  // Up, Up, Enter: the first line of the last run
    try second.type("\u{12}tre\r")  // Ctrl-R search
    try second.type("\u{4}")
    #expect(try second.waitForExit() == 0)
    #expect(history == ["add red 1 2 3 4", "tree"])
    #expect(second.text.contains("Ctrl-D quits"))  // a returning user gets the short welcome
  }

  @Test func nonASCIIInputArrivesWhole() throws {
    let terminal = try start(["LANG": "", "LC_ALL": ""])
    try terminal.type("add café 0 0 10 10\r")
    try terminal.type("\u{4}")
    #expect(try terminal.waitForExit() == 0)
    #expect(history == ["add café 0 0 10 10"])
  }

  @Test func colourFollowsNoColorAndTerm() throws {
    let sgr = "\u{1B}[0m"
    let coloured = try start()
    try coloured.type("\u{4}")
    #expect(try coloured.waitForExit() == 0)
    #expect(coloured.text.contains(sgr))

    for extra in [["NO_COLOR": "1"], ["TERM": "dumb"]] {
      let plain = try start(extra)
      try plain.type("tree\r")
      try plain.type("\u{4}")
      #expect(try plain.waitForExit() == 0)
      #expect(!plain.text.contains(sgr))
    }
  }

  @Test func pipedInputReadsPlainLinesWithoutAPrompt() throws {
    let (output, status) = try ChildProcess.run(
      Binary.path, input: "add red 1 2 3 4\ntree\n", environment: Binary.environment(home: home))
    #expect(status == 0)
    #expect(!output.contains("viewlab> "))
    #expect(!output.contains("Welcome"))
    #expect(Binary.read(home + "/history") == nil)
  }

  @Test func drawFollowsTheTerminalWidth() throws {
    let terminal = try start(["NO_COLOR": "1"], columns: 50)
    try terminal.type("window 800 200\r")
    func pictureWidth() throws -> Int {
      try terminal.type("draw\r")
      let picture = try terminal.waitFor("column ≈")
      let top = picture.split(whereSeparator: \.isNewline).first { $0.contains("┌window") } ?? ""
      return top.trimmingCharacters(in: "\r").count
    }
    let narrow = try pictureWidth()
    terminal.resize(columns: 100)
    let wide = try pictureWidth()
    #expect((narrow, wide) == (50, 100), "\(terminal.text)")
    try terminal.type("\u{4}")
    #expect(try terminal.waitForExit() == 0)
  }
}

extension Substring {
  func trimmingCharacters(in set: Character) -> Substring {
    var s = self
    while s.last == set { s.removeLast() }
    while s.first == set { s.removeFirst() }
    return s
  }
}
