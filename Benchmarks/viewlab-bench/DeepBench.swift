import ViewLabApp
import ViewLabCommands
import ViewLabGeometry
import ViewLabModel
import ViewLabRendering

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Each user-visible operation on a chain of views N deep (each filling its parent), at growing
/// N: the growth exponent tells linear (≈1) from quadratic (≈2). An operation that passed the time
/// budget is not run at greater depths.
struct DeepResult {
  var operation: String
  /// Seconds per depth; nil where skipped.
  var seconds: [Double?]
}

enum DeepBench {
  static let depths = [1_000, 2_000, 4_000, 20_000]
  static let budget = 2.0

  /// (label, line or nil for a special case). `DEEP` is replaced by the deepest view's name.
  static let operations: [(String, String)] = [
    ("tap (JSON)", "json:tap 10 10"),
    ("tap (text trace)", "tap 10 10"),
    ("convert deepest → window", "convert 1 2 from DEEP to window"),
    ("explain deepest", "explain DEEP"),
    ("why deepest", "why DEEP 10 10"),
    ("tree", "tree"),
    ("draw", "draw"),
    ("save (script text)", "save deep.vl"),
    ("load (replay the saved script)", "load"),
    ("remove the chain", "remove v0"),
  ]

  static func run() -> [DeepResult] {
    var results = operations.map { DeepResult(operation: $0.0, seconds: []) }
    var overBudget = Set<Int>()
    for depth in depths {
      let scene = chain(depth)
      let script = scene.script()
      for (i, (_, line)) in operations.enumerated() {
        if overBudget.contains(i) {
          results[i].seconds.append(nil)
          continue
        }
        // Single runs are noisy on a shared machine: the median of three where that is cheap.
        var t = time(line, scene: scene, script: script, deepest: "v\(depth - 1)")
        if t < 0.2 {
          t = median(
            [t] + (0..<2).map { _ in time(line, scene: scene, script: script, deepest: "v\(depth - 1)") })
        }
        results[i].seconds.append(t)
        if t > budget { overBudget.insert(i) }
      }
    }
    return results
  }

  static func time(_ line: String, scene: Scene, script: String, deepest: String) -> Double {
    if line == "load" {
      return measure { consume(try? Console.replay(script, path: "deep.vl")) }
    }
    let json = line.hasPrefix("json:")
    let text = (json ? String(line.dropFirst(5)) : line).replacing("DEEP", with: deepest)
    var console = Console(
      options: RenderOptions(json: json, color: false, width: 80), session: Session(scene: scene))
    let files = MemoryFiles()
    return measure { consume(console.handle(line: text, lineNumber: 1, files: files).text.utf8.count) }
  }

  static func chain(_ depth: Int) -> Scene {
    var scene = Scene()
    var parent = scene.window
    for i in 0..<depth {
      parent = try! scene.addView(
        name: "v\(i)", viewClass: .UIView, frame: Rect(x: 0, y: 0, width: 375, height: 667), parent: parent)
    }
    return scene
  }

  /// log(t2/t1) / log(d2/d1) over the last two depths measured.
  static func exponent(_ r: DeepResult) -> Double? {
    let measured = zip(depths, r.seconds).compactMap { d, s in s.map { (Double(d), $0) } }
    guard measured.count >= 2 else { return nil }
    let (d1, t1) = measured[measured.count - 2]
    let (d2, t2) = measured[measured.count - 1]
    guard t1 > 0, t2 > 0 else { return nil }
    return log(t2 / t1) / log(d2 / d1)
  }
}
