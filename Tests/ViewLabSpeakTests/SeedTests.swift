import Testing
import ViewLabCommands
import ViewLabGeometry
import ViewLabModel
import ViewLabRendering

/// The seed notes' Objective-C (000_…txt) runs exactly as pasted.
struct SeedTests {
  static let seed = """
    UIView *redView = [[UIView alloc] initWithFrame:CGRectMake(100, 100, 200, 200)];
    redView.backgroundColor = [UIColor redColor];
    [self.view addSubview:redView];

    UIView *greenView = [[UIView alloc] initWithFrame:CGRectMake(50, 50, 100, 100)];
    greenView.backgroundColor = [UIColor greenColor];
    [redView addSubview:greenView];

    UIView *blueView = [[UIView alloc] initWithFrame:CGRectMake(25, 25, 50, 50)];
    blueView.backgroundColor = [UIColor blueColor];
    [greenView addSubview:blueView];
    """

  @Test func theSeedExampleBuildsTheScene() throws {
    var lab = Lab()
    for line in Self.seed.split(separator: "\n", omittingEmptySubsequences: false) {
      let result = lab.run(String(line))
      #expect(result.ok, "\(line): \(result.text)")
    }
    let scene = lab.console.scene
    let blue = try #require(scene.view(named: "blueView"))
    #expect(
      scene.ancestry(of: blue).map { scene[$0].name } == [
        "blueView", "greenView", "redView", "view", "window",
      ])
    #expect(scene.frameInWindow(of: blue) == Rect(x: 175, y: 175, width: 50, height: 50))
    #expect(lab.tap(180, 180) == "blueView")
    #expect(lab.tap(160, 160) == "greenView")
    #expect(lab.tap(110, 110) == "redView")
    #expect(lab.tap(10, 10) == "view")
    guard case .tap(let t, _)? = lab.run("tap 200 200").outcome else { Issue.record("no tap"); return }
    #expect(
      t.chain.map(scene.name(of:)) == [
        "blueView", "greenView", "redView", "view", "viewController", "window", "UIApplication",
        "AppDelegate",
      ])
  }

  @Test func theSeedRunsAsAnObjectiveCFile() throws {
    let statements = CodeLines.statements(
      Self.seed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    var lab = Lab()
    for (_, text) in statements { #expect(lab.run(text).ok, "\(text)") }
    #expect(lab.console.scene.viewCount == 5)
  }

  @Test func theSeedNotesHiddenAndInteractionLinesMeanWhatTheySay() throws {
    var lab = Lab()
    for line in Self.seed.split(separator: "\n") { lab.run(String(line)) }
    lab.run("blueView.userInteractionEnabled = NO;")
    #expect(lab.tap(180, 180) == "greenView")
    lab.run("greenView.hidden = YES;")
    #expect(lab.tap(180, 180) == "redView")
    lab.run("redView.alpha = 0.01;")
    #expect(lab.tap(180, 180) == "view")
  }

  @Test func aSwiftStatementMaySpanLines() {
    let lines = [
      "let card = UIView(frame: CGRect(x: 10,", "                               y: 20,",
      "  width: 30, height: 40))",
      "card.transform = CGAffineTransform(rotationAngle: .pi / 2)", "    .scaledBy(x: 2, y: 2)",
      "view.addSubview(card)",
    ]
    let statements = CodeLines.statements(lines)
    #expect(statements.filter { !$0.text.isEmpty }.map(\.line) == [1, 4, 6])
    var lab = Lab()
    for (_, text) in statements { #expect(lab.run(text).ok, "\(text)") }
    let card = lab.console.scene.view(named: "card")
    #expect(card.map { lab.console.scene[$0].bounds.size } == Size(width: 30, height: 40))
  }

  @Test func pastedCodeAnswersInJSONWithTheCommandsVerb() {
    var lab = Lab(json: true)
    lab.run("add v 0 0 100 100")
    let result = lab.run("[window hitTest:CGPointMake(5, 5) withEvent:nil];")
    #expect(result.text.hasPrefix(#"{"command":"hittest","ok":true,"view":"window","point":[5,5],"hit":"v""#))
    let error = lab.run("v.exchangeSubview(at: 0, withSubviewAt: 1)")
    #expect(error.text.contains(#""ok":false"#) && error.text.contains("exchangeSubview"))
  }
}
