import Testing
import ViewLabGeometry
import ViewLabModel

/// No recursion that can overflow the stack: a chain of views 20,000 deep.
@Suite struct DeepTreeTests {
  static func chain(_ depth: Int) -> (Scene, ViewID) {
    var scene = Scene()
    var parent = scene.window
    for i in 0..<depth {
      parent = try! scene.addView(
        name: "v\(i)", viewClass: .UIView, frame: Rect(x: 0, y: 0, width: 10, height: 10), parent: parent)
    }
    return (scene, parent)
  }

  @Test func hitTestConvertAndRemoveAt20000() throws {
    var (scene, deepest) = Self.chain(20_000)
    let tap = scene.tap(Point(x: 5, y: 5))
    #expect(tap.hitTest.hit == deepest)
    #expect(tap.chain.count == 20_000 + 1 + 2)
    #expect(scene.convert(Point(x: 1, y: 1), from: deepest, to: scene.window) == Point(x: 1, y: 1))
    #expect(scene.subtree(of: scene.window).count == 20_001)
    try scene.remove(scene.view(named: "v0")!)
    #expect(scene.viewCount == 1)
  }
}

@Suite struct ResponderTests {
  @Test func controllerOfRemovedViewGoesToo() throws {
    var scene = Scene()
    let v = try scene.addView(name: "v", viewClass: .UIView, frame: .zero, parent: scene.window)
    _ = try scene.addController(name: "vc", view: v)
    let gone = try scene.remove(v)
    #expect(gone == ["v", "vc"])
    #expect(scene.invariantViolations().isEmpty)
  }

  @Test func movingIntoOwnSubtreeIsRefused() throws {
    var scene = Scene()
    let a = try scene.addView(name: "a", viewClass: .UIView, frame: .zero, parent: scene.window)
    let b = try scene.addView(name: "b", viewClass: .UIView, frame: .zero, parent: a)
    #expect(throws: SceneError.wouldCreateCycle(view: "a", parent: "b")) { try scene.move(a, to: b, at: nil) }
    #expect(scene.invariantViolations().isEmpty)
  }
}
