import ViewLabApp
import ViewLabCommands
import ViewLabGeometry
import ViewLabModel
import ViewLabRendering

/// One generated scene size: how long building it, 100 taps and 100 conversions take.
struct ScalingResult {
  var shape: SceneShape
  var count: Int
  var build: Double
  var taps: Double
  var visitedPerTap: Double
  var conversions: Double
  /// One `tap X Y` line through `Console` in JSON mode: parse, hit-test, responder chain, JSON text.
  var consoleTap: Double

  var secondsPerVisitedView: Double { taps / (visitedPerTap * 100) }
}

enum ScalingBench {
  static let tapCount = 100

  static func run(_ shape: SceneShape, count: Int, runs: Int) -> ScalingResult {
    var scene = Scene()
    let build = medianTime(runs: runs) { scene = SceneGenerator.make(shape, count: count) }
    precondition(scene.invariantViolations().isEmpty, "generated scene is inconsistent")

    let points = SceneGenerator.points(tapCount)
    var visited = 0
    let taps = medianTime(runs: runs) {
      visited = 0
      for p in points {
        let result = scene.tap(p)
        visited += result.hitTest.visited.count
        consume(result)
      }
    }

    let pairs = SceneGenerator.pairs(tapCount, in: scene)
    let conversions = medianTime(runs: runs) {
      for (a, b) in pairs { consume(scene.convert(Point(x: 10, y: 20), from: a, to: b)) }
    }

    // The path a user's line takes. A deep tap's JSON trace is huge, so fewer lines there.
    let lines = points.prefix(shape == .deep ? 5 : tapCount).map { "tap \($0.x) \($0.y)" }
    var console = Console(
      options: RenderOptions(json: true, color: false, width: 80), session: Session(scene: scene))
    let files = MemoryFiles()
    let consoleAll = medianTime(runs: runs) {
      for (i, line) in lines.enumerated() {
        consume(console.handle(line: line, lineNumber: i + 1, files: files).text.utf8.count)
      }
    }
    return ScalingResult(
      shape: shape, count: count, build: build, taps: taps,
      visitedPerTap: Double(visited) / Double(tapCount), conversions: conversions,
      consoleTap: consoleAll / Double(lines.count))
  }

  /// Building a scene line by line through `Session` (what `viewlab run` and `load` do).
  static func commandPath(count: Int, runs: Int) -> Double {
    let lines = SceneGenerator.script(SceneGenerator.make(.wide, count: count))
    return medianTime(runs: runs, warmUp: false) {
      var session = Session()
      for line in lines { _ = try! session.run(line) }
      consume(session.scene.viewCount)
    }
  }
}
