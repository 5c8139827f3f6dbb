#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

/// Peak memory (maximum resident set) of a scene, measured in a fresh child process so earlier
/// benchmarks' peaks do not count.
enum MemoryBench {
  /// The child's side: build, tap once, report the peak before and after in bytes.
  static func child(_ kind: String, count: Int) {
    let before = peakResidentBytes()
    switch kind {
    case "session":
      let lines = SceneGenerator.script(SceneGenerator.make(.wide, count: count))
      let start = peakResidentBytes()
      var session = Session()
      for line in lines { _ = try! session.run(line) }
      consume(session.scene.tap(Point(x: 100, y: 100)))
      print(start, peakResidentBytes())
      return
    default:
      let scene = SceneGenerator.make(SceneShape(rawValue: kind)!, count: count)
      consume(scene.tap(Point(x: 100, y: 100)))
    }
    print(before, peakResidentBytes())
  }

  /// The parent's side: peak growth per view, in bytes.
  static func perView(_ kind: String, count: Int, executable: String) -> (total: Double, perView: Double)? {
    guard let output = Subprocess.output(executable, ["--memory-child", kind, String(count)]) else { return nil }
    let numbers = output.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
    guard numbers.count == 2 else { return nil }
    let grown = numbers[1] - numbers[0]
    return (grown, grown / Double(count))
  }

  static func peakResidentBytes() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    #if canImport(Darwin)
      return Int(usage.ru_maxrss)  // bytes on macOS
    #else
      return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #endif
  }
}
