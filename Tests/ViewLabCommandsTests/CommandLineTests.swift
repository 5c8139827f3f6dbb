import Testing
import ViewLabCommands
import ViewLabGeometry

/// The one command printer (`SceneEdit.line`, `Query.line`): each typed command prints as the
/// line that parses back into it.
@Suite struct CommandLineTests {
  /// Printed as written: every scene edit and query, each form.
  static let canonical = [
    "window 390 844", "add red UIView 20 40 200 100", "add b UIButton to red", "add c UILabel 1 2 3 4 to red",
    "remove red", "move green to window at 0", "move green to red", "front red", "back red",
    "frame red 20 40 200 100", "frame red origin 1 2", "frame red size 3 4", "bounds red origin 0 -30",
    "center red 120 90", "position red 120.5 90", "anchor red 0 0", "transform red rotate 45",
    "transform red identity", "transform red scale 2 3 translate 10 -5", "transform red scale 2",
    "transform red matrix 1 0 0 1 5 6", "hide red", "show red", "alpha red 0.01", "interaction red off",
    "clip red on", "multitouch red on", "exclusive red on", "controller home for content",
    "shape button circle", "shape button rect", "expand button 20", "expand button 20 10",
    "passthrough overlay on", "redirect cover to button", "redirect cover off", "touches red super",
    "touches red handle", "gesture cardTap tap on red", "gesture cardTap cancels off",
    "gesture cardTap delaysbegan on", "gesture cardTap delaysended on", "gesture cardTap enabled off",
    "gesture cardTap simultaneous on", "gesture cardTap requires other", "gesture cardTap remove",
    "enabled button off", "action button touchUpInside buy", "present detail from home", "lifecycle scene",
    "rows list 10 60", "rows list 3",
    "tap 60 60", "touch down 60 60 finger 2", "touch down 60 60", "touch move 1 2", "touch wait 0.5",
    "touch up", "touch cancel finger 3", "hittest red 10 10", "inside red 10 10",
    "convert 10 10 from green to window", "explain red", "why green 60 60", "under 60 60", "tree", "draw",
    "draw all",
  ]

  static func printed(_ line: String) throws -> String? {
    switch try Parser.parse(line) {
    case .edit(let edit)?: edit.line
    case .ask(let query)?: query.line
    case .session?, .code?, nil: nil
    }
  }

  @Test(arguments: canonical)
  func printsWhatItParsed(line: String) throws {
    #expect(try Self.printed(line) == line)
  }

  /// Every verb's example and a sample of each of its forms: the printed line parses back and
  /// prints the same again (spellings such as `unhide` or `hitTest` print as the canonical verb).
  @Test(arguments: VerbDeclarationTests.verbs)
  func everyFormRoundTrips(word: String) throws {
    let verb = try #require(Verbs.named(word))
    let lines =
      [verb.example]
      + verb.forms.flatMap { form in
        [true, false].map { ([word] + VerbDeclarationTests.sample(form, taking: $0)).joined(separator: " ") }
      }
    for line in lines {
      guard let once = try Self.printed(line) else { continue }
      #expect(try Self.printed(once) == once, "\(line) → \(once)")
    }
  }

  @Test func composedCommandsPrintTheirLine() {
    #expect(SceneEdit.alpha(NameRef("card"), 0).line == "alpha card 0")
    #expect(
      SceneEdit.bounds(NameRef("list"), .origin(Point(x: -0, y: 12.5))).line == "bounds list origin 0 12.5")
    #expect(SceneEdit.transform(NameRef("v"), [.rotateRadians(.pi / 2)]).line == "transform v rotate 90")
    #expect(
      Query.convert(Point(x: 1, y: 2), from: NameRef("a"), to: NameRef("b")).line == "convert 1 2 from a to b"
    )
  }
}
