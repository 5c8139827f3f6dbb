import Testing

@testable import ViewLabTerminal

@Suite struct CompleterTests {
  static let files = [
    "": ["card.vl", "scene.vl", "scripts/", ".hidden"],
    "scripts/": ["a.vl", "b.vl"],
  ]

  let completer = Completer(
    grammar: .standard, viewNames: { ["window", "green", "grey", "red"] },
    classNames: ["UIView", "UIButton", "UILabel"], lessonIDs: { ["frame-bounds", "hit-test"] },
    directoryEntries: { CompleterTests.files[$0] ?? [] })

  @Test(arguments: [
    ("ta", "p ", ["tap"]),
    ("tr", "", ["transform", "tree"]),
    ("tre", "e ", ["tree"]),
    ("hide gr", "e", ["green", "grey"]),
    ("hide gree", "n ", ["green"]),
    ("hide  r", "ed ", ["red"]),
    ("add box UIB", "utton ", ["UIButton"]),
    ("add box UI", "", ["UIButton", "UILabel", "UIView"]),
    ("add box t", "o ", ["to"]),
    ("add box UIView 0 0 1 1 t", "o ", ["to"]),
    ("add box UIView 0 0 1 1 to g", "re", ["green", "grey"]),
    ("interaction red o", "", ["off", "on"]),
    ("interaction red of", "f ", ["off"]),
    ("clip r", "ed ", ["red"]),
    ("convert 1 2 f", "rom ", ["from"]),
    ("convert 1 2 from red t", "o ", ["to"]),
    ("convert 1 2 from red to w", "indow ", ["window"]),
    ("move red to w", "indow ", ["window"]),
    ("redirect red o", "ff ", ["off"]),
    ("controller home f", "or ", ["for"]),
    ("transform red r", "otate ", ["rotate"]),
    ("transform red rotate ", "", []),
    ("shape red c", "ircle ", ["circle"]),
    ("touches red ", "", ["handle", "none", "super"]),
    ("lesson fr", "ame-bounds ", ["frame-bounds"]),
    ("help ex", "", ["exclusive", "exit", "explain", "export", "expand"].sorted()),
    ("tap 1", "", []),
    ("add ", "", []),
    ("load sc", "", ["scene.vl", "scripts/"]),
    ("load scr", "ipts/", ["scripts/"]),
    ("save scripts/b", ".vl ", ["b.vl"]),
    ("import ", "", ["card.vl", "scene.vl", "scripts/"]),
    ("export svg c", "ard.vl ", ["card.vl"]),
    ("la", "ng ", ["lang"]),
    ("lang z", "h-Hans ", ["zh-Hans"]),
    ("lang ", "", ["en", "zh-Hans"]),
  ])
  func completes(line: String, insertion: String, choices: [String]) {
    let completion = completer.complete(line)
    #expect(completion.insertion == insertion)
    #expect(completion.choices == choices)
  }

  @Test func anEmptyLineOffersEveryCommand() {
    let completion = completer.complete("")
    #expect(completion.insertion == "")
    #expect(completion.choices.contains("add") && completion.choices.contains("quit"))
  }

  @Test func choicesAreLaidOutInColumns() {
    let completion = Completion(word: "", candidates: ["add", "alpha", "anchor", "tap"])
    #expect(completion.choiceList(width: 20) == "add     alpha\nanchor  tap\n")
    #expect(completion.choiceList(width: 80) == "add     alpha   anchor  tap\n")
  }
}
