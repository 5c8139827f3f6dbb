import Testing
import ViewLabCommands

/// A loop at the top level is one step: `undo` takes all its turns back, an error keeps none, and
/// what a block declares ends with it.
@Suite struct TopLevelControlFlowUndoTests {
  /// `undo` takes back the whole loop, and a failed loop leaves the session as it was.
  @Test func undoTakesBackTheWholeStatement() throws {
    var session = Session()
    _ = try session.run("add card 0 0 300 300")
    let before = session.scene
    _ = try session.run(
      "#line 2\nfor i in 0..<3 {\n  let v = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 50, width: 10, height: 10))\n  card.addSubview(v)\n}"
    )
    #expect(session.scene.viewNames.count == before.viewNames.count + 3)
    _ = try session.run("undo")
    #expect(session.scene == before)
    #expect(throws: ScriptError.self) {
      try session.run("for i in 0..<3 { let dot = UIView(); card.addSubview(dot); nosuch.alpha = 1 }")
    }
    #expect(session.scene == before)
    #expect(session.code.pendingNames.isEmpty)
  }

  /// Each language's loop counter and scopes: a name declared in a loop is gone after it.
  @Test func aBlocksDeclarationsEndWithIt() throws {
    var session = Session()
    _ = try session.run("for i in 0..<2 { let n = i * 10; print(n) }")
    #expect(throws: ScriptError.self) { try session.run("print(n)") }
    #expect(throws: ScriptError.self) { try session.run("print(i)") }
  }

  /// A view made in a loop and added to nothing is gone when its turn ends, as Swift frees it; one
  /// declared beside the loop on the same lines stays.
  @Test func aViewNoOneAddedEndsWithItsTurn() throws {
    var session = Session()
    _ = try session.run("#line 1\nfor i in 0..<3 {\n  let v = UIView()\n  v.tag = i\n}")
    #expect(session.code.pendingNames.isEmpty)
    #expect(throws: ScriptError.self) { try session.run("print(v)") }
    _ = try session.run("let w = UIView(); UIView.animate(withDuration: 1) { w.alpha = 0 }")
    #expect(session.code.pendingNames == ["w"])
  }
}
