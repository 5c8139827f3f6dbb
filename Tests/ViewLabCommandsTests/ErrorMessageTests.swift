import Testing
import ViewLabApp
import ViewLabCommands
import ViewLabLanguage
import ViewLabRendering
import ViewLabSystem

/// Bad lines: the exact message, column and hint, and the scene left untouched.
@Suite struct ErrorMessageTests {
  static let setup = "add green 0 0 100 100\nadd blue 10 10 20 20 to green\ncontroller home for green"

  @Test(arguments: [
    (
      "frame gren 1 2 3 4",
      "2:7: error: unknown view 'gren'\n  frame gren 1 2 3 4\n        ^^^^\n  did you mean 'green'?"
    ),
    (
      "fram green 1 2 3 4",
      "2:1: error: unknown command 'fram'\n  fram green 1 2 3 4\n  ^^^^\n  did you mean 'frame'? (type 'help' for all commands)"
    ),
    (
      "frame green 1 2 3",
      "2:18: error: expected H (height), but the line ends here\n  frame green 1 2 3\n                   ^"
        + "\n  usage: frame NAME X Y W H | frame NAME origin X Y | frame NAME size W H"
        + "\n  green.frame is (0, 0, 100, 100)"
    ),
    (
      "frame green 1 2 3 4 5",
      "2:21: error: unexpected '5': the command is complete without it\n  frame green 1 2 3 4 5\n                      ^\n  remove it"
    ),
    (
      "alpha green nan",
      "2:13: error: 'nan' is not a finite number\n  alpha green nan\n              ^^^\n  use an ordinary number such as 12.5"
    ),
    (
      "center green 1e10 0",
      "2:14: error: '1e10' is too large: numbers must be within ±1e9\n  center green 1e10 0\n               ^^^^"
    ),
    (
      "add red UIButon",
      "2:9: error: unknown class 'UIButon'\n  add red UIButon\n          ^^^^^^^\n  did you mean 'UIButton'?"
    ),
    (
      "add green",
      "2:5: error: a view named 'green' already exists\n  add green\n      ^^^^^\n  names belong to one object; pick another"
    ),
    (
      "move green to blue",
      "2:6: error: cannot move 'green' into 'blue': 'blue' is inside 'green'\n  move green to blue\n       ^^^^^\n  a view cannot contain itself"
    ),
    (
      "clip green of",
      "2:12: error: expected 'on' or 'off', found 'of'\n  clip green of\n             ^^\n  did you mean 'on'?"
    ),
    (
      "hide home",
      "2:6: error: 'home' is a view controller, not a view\n  hide home\n       ^^^^\n  use its root view's name (controllers are not hit-tested)"
    ),
    (
      "remove window",
      "2:8: error: the window cannot be used with 'remove'\n  remove window\n         ^^^^^^\n  the window is always the root"
    ),
    (
      "window 0 100",
      "2:8: error: the window needs a positive width and height\n  window 0 100\n         ^"
    ),
  ])
  func message(_ line: String, _ expected: String) {
    #expect(run(line, Console()) == expected)
  }

  /// At the prompt the line is on screen: the caret goes under it (past the 9-column prompt), no
  /// session line number; a line that ends too soon gets the verb's usage and the value now.
  @Test(arguments: [
    (
      "center green", Language.en,
      "                     ^\nerror: expected X, but the line ends here\n  usage: center NAME X Y"
        + "\n  green.center is (50, 50)"
    ),
    (
      "center green", .zhHans,
      "                     ^\n错误：这一行提前结束了，还缺少 X\n  用法：center NAME X Y"
        + "\n  green.center 现在是 (50, 50)"
    ),
    (
      "hide gren", .en,
      "              ^^^^\nerror: unknown view 'gren'\n  did you mean 'green'?"
    ),
  ])
  func atThePrompt(_ line: String, _ language: Language, _ expected: String) {
    let console = Console(options: RenderOptions(language: language, errors: .typed(promptColumns: 9)))
    #expect(run(line, console) == expected)
  }

  func run(_ line: String, _ start: Console) -> String {
    var console = start
    let files = MemoryFiles()
    for l in Self.setup.split(separator: "\n") {
      _ = console.handle(line: String(l), lineNumber: 1, files: files)
    }
    let before = console.scene
    let result = console.handle(line: line, lineNumber: 2, files: files)
    #expect(!result.ok)
    #expect(console.scene == before, "a bad line never changes the scene")
    return result.text
  }

  /// The same code in every language: programs switch on it, never on the message.
  @Test(arguments: [
    ("tap 1", "missing-argument"), ("hide gren", "unknown-view"), ("fram a 0 0 1 1", "unknown-command"),
    ("alpha a abc", "unexpected-token"), ("frame a 0 0 1e10 1", "number-too-large"), ("add a", "name-taken"),
    ("tap 1 2 3", "extra-argument"), ("touch up", "no-finger-down"), ("redo", "nothing-to-redo"),
    ("move window to a", "window-is-fixed"), ("lang fr", "unknown-language"),
    ("enabled a off", "not-a-control"), ("load /nonexistent/x.vl", "files-unavailable"),
  ])
  func jsonErrorCodeIsStableAcrossLanguages(line: String, code: String) {
    for language in [Language.en, .zhHans] {
      var console = Console(options: RenderOptions(json: true, language: language))
      let files = ScriptedSystem()
      files.filesUnavailable = true
      _ = console.handle(line: "add a 0 0 10 10", lineNumber: 1, files: files)
      let result = console.handle(line: line, lineNumber: 2, files: files)
      #expect(result.error?.problem.code == code, "\(line) in \(language)")
      #expect(result.text.contains(#""code":"\#(code)""#), "\(line) in \(language)")
    }
  }

  @Test func jsonErrorCarriesLineAndColumn() {
    let out = runJSON("add a 0 0 10 10\ntap 1")
    #expect(
      out[1].text
        == #"{"command":"tap","ok":false,"error":{"message":"expected Y, but the line ends here","code":"missing-argument","line":2,"column":6},"line":2,"column":6}"#
    )
  }
}

/// Input that must never crash or change the scene.
@Suite struct HostileInputTests {
  static var hostile: [String] {
    [
      String(repeating: "x", count: 100_000),
      "frame " + String(repeating: "9", count: 100_000),
      "add " + String(repeating: "(", count: 50_000) + "a" + String(repeating: ")", count: 50_000),
      String(decoding: (0...255).map { UInt8($0) }, as: UTF8.self),
      "tap \u{0}\u{1}\u{7F} 1",
      "add 名字 10 10 10 10",
      "tap 1e9 -1e9",
      "transform window scale 0",
      "convert 1 1 from window to window",
      "move window to window",
      "redirect window to window",
      "expand window -1e9",
    ]
  }

  @Test(arguments: hostile)
  func neverCrashes(_ line: String) {
    var console = Console(options: RenderOptions(json: true))
    _ = console.handle(line: "add a 0 0 10 10", lineNumber: 1, files: MemoryFiles())
    let result = console.handle(line: line, lineNumber: 2, files: MemoryFiles())
    #expect(result.text.count < 2_000 || result.ok, "an error message stays short")
    #expect(console.scene.invariantViolations().isEmpty)
  }

  @Test func undoRedoRestoreScenes() {
    var console = Console()
    let files = MemoryFiles()
    _ = console.handle(line: "add a 0 0 10 10", lineNumber: 1, files: files)
    let one = console.scene
    _ = console.handle(line: "frame a 5 5 20 20", lineNumber: 2, files: files)
    let two = console.scene
    _ = console.handle(line: "undo", lineNumber: 3, files: files)
    #expect(console.scene == one)
    _ = console.handle(line: "redo", lineNumber: 4, files: files)
    #expect(console.scene == two)
    #expect(!console.handle(line: "redo", lineNumber: 5, files: files).ok)
  }

  @Test func saveThenLoadRebuildsTheScene() {
    var console = Console()
    let files = MemoryFiles()
    let script = """
      add a UILabel 10 20 30 40
      add b UIButton 1 2 3 4 to a
      anchor b 0.2 0.7
      bounds a origin 3 4
      transform b rotate 33 scale 2 translate 1 2
      alpha a 0.3
      interaction a on
      clip a off
      shape b circle
      redirect a to b
      controller c for a
      touches c super
      touches b handle
      """
    for l in script.split(separator: "\n") {
      _ = console.handle(line: String(l), lineNumber: 1, files: files)
    }
    let original = console.scene
    #expect(console.handle(line: "save s.vl", lineNumber: 1, files: files).ok)
    _ = console.handle(line: "reset", lineNumber: 1, files: files)
    #expect(console.handle(line: "load s.vl", lineNumber: 1, files: files).ok)
    #expect(console.scene == original)
  }

  @Test func loadReportsTheFilesLine() {
    var console = Console()
    let files = MemoryFiles(["bad.vl": "add a 0 0 1 1\nfrme a 1 1 1 1\n"])
    let result = console.handle(line: "load bad.vl", lineNumber: 7, files: files)
    #expect(!result.ok)
    #expect(result.text.contains("bad.vl:2:1: error: unknown command 'frme'"))
    #expect(console.scene == Console().scene)
  }
}
