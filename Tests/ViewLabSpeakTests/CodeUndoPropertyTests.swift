import Testing
import ViewLabCommands
import ViewLabModel
import ViewLabTestSupport

/// Undo of pasted code takes back exactly one statement: the scene, the views made by code that wait
/// outside the window, and which view is `self.view` are as they were before it; redo brings them
/// back. A view put in by `addSubview` is a known variable outside the window again after undo.
/// Every statement that changes views is a step (`let a = UIView(…)` too); `let x = 5` is none.
@Suite struct CodeUndoPropertyTests {
  /// Everything undo restores: the scene, the views waiting outside the window, `self.view`.
  struct State: Equatable, CustomStringConvertible {
    var scene: String
    var limbo: String
    var root: String?
    init(_ s: Session) {
      scene = s.scene.script()
      // Views outside the window have no order among themselves: compare them as a set of lines.
      limbo = s.code.limbo.script().split(separator: "\n").sorted().joined(separator: "\n")
      root = s.code.rootView.flatMap { s.scene.view(named: $0) == nil ? nil : $0 }
    }
    var description: String { "scene:\n\(scene)\nlimbo:\n\(limbo)\nroot: \(root ?? "none")" }
  }

  @Test func undoingAddSubviewPutsTheViewBackOutsideTheWindow() throws {
    var s = Session()
    let empty = State(s)
    _ = try s.run("let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))")
    let declared = State(s)
    _ = try s.run("view.addSubview(a)")
    #expect(s.scene.view(named: "a") != nil && s.scene.view(named: "view") != nil)
    #expect(s.undoDepth == 2, "the let and the addSubview")
    _ = try s.run("undo")
    #expect(State(s) == declared)
    #expect(State(s).scene == empty.scene, "the root view that line made is gone with it")
    #expect(s.code.isPending("a"))
    // a is still a variable: it can be read and added again.
    _ = try s.run("print(a.frame)")
    _ = try s.run("view.addSubview(a)")
    #expect(s.scene.view(named: "a") != nil)
    _ = try s.run("undo")
    _ = try s.run("redo")
    #expect(s.scene.view(named: "a") != nil && !s.code.isPending("a"))
  }

  @Test func undoingRemoveFromSuperviewLeavesOneA() throws {
    var s = Session()
    _ = try s.run("let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))")
    _ = try s.run("view.addSubview(a)")
    let added = State(s)
    _ = try s.run("a.removeFromSuperview()")
    #expect(s.code.isPending("a"))
    _ = try s.run("undo")
    #expect(State(s) == added)
    #expect(!s.code.isPending("a"), "a is in the window again, not also outside it")
  }

  static func statement(_ r: inout SeededRandom) -> String {
    let names = ["a", "b", "c", "d"]
    let v = names[r.int(0...3)]
    let w = names[r.int(0...3)]
    func n(_ range: ClosedRange<Int>) -> Int { r.int(range) }
    switch r.int(0...9) {
    case 0, 1:
      return
        "let \(v) = UIView(frame: CGRect(x: \(n(0...200)), y: \(n(0...300)), width: \(n(1...150)), height: \(n(1...150))))"
    case 2: return "view.addSubview(\(v))"
    case 3: return "[self.view addSubview:\(v)];"
    case 4: return "\(v).addSubview(\(w))"
    case 5: return "\(v).removeFromSuperview()"
    case 6: return "\(v).frame = CGRect(x: \(n(0...100)), y: \(n(0...100)), width: \(n(1...99)), height: 40)"
    case 7: return "\(v).isHidden = true"
    case 8: return "view.bringSubviewToFront(\(v))"
    default: return "\(v).alpha = 0.5"
    }
  }

  /// Pastes N statements (those that fail change nothing), then undoes every step one at a time:
  /// after k undos the state is the one before the k-th last step; redoing them all gives the end
  /// state back.
  @Test(arguments: 1...40)
  func undoWalksBackEveryStep(seed: Int) {
    var r = SeededRandom(seed: UInt64(seed))
    var s = Session()
    var beforeSteps: [State] = []
    for _ in 0..<r.int(4...14) {
      let line = Self.statement(&r)
      let before = State(s)
      let depth = s.undoDepth
      guard (try? s.run(line)) != nil else {
        #expect(State(s) == before, "seed \(seed): a failed line changed the state: \(line)")
        continue
      }
      if s.undoDepth > depth { beforeSteps.append(before) }
    }
    let end = State(s)
    for expected in beforeSteps.reversed() {
      _ = try? s.run("undo")
      #expect(State(s) == expected, "seed \(seed)")
    }
    #expect(!s.canUndo)
    #expect(State(s) == State(Session()), "seed \(seed): the scene is the initial one")
    for _ in beforeSteps { _ = try? s.run("redo") }
    #expect(State(s) == end, "seed \(seed): redo brings every step back")
  }
}
