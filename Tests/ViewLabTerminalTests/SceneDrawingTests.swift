import Testing
import ViewLabCommands
import ViewLabModel

@testable import ViewLabRendering

@Suite struct SceneDrawingTests {
  func scene(_ lines: [String]) throws -> Session {
    var session = Session()
    for line in lines { _ = try session.run(line) }
    return session
  }

  @Test func printsAPicture() throws {
    let s = try scene([
      "window 400 300", "add red 20 40 200 100", "add green UIButton 10 10 50 30 to red",
      "add label UILabel 250 40 100 60", "add ghost 300 200 80 80", "hide ghost", "add dot",
      "add spin 100 180 80 40", "transform spin rotate 30", "tap 50 60",
    ])
    print(SceneDrawing.render(s.scene, lastTap: s.lastTap, width: 60, style: .plain))
  }
}
