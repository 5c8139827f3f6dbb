import ViewLabChildProcess
import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    guard
      let (output, status) = try? ChildProcess.run(
        executable, arguments: ["--memory-child", kind, String(count)]),
      status == 0
    else { return nil }
    let numbers = output.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
    guard numbers.count == 2 else { return nil }
    let grown = numbers[1] - numbers[0]
    return (grown, grown / Double(count))
  }

  /// The process's peak resident set. On Linux `ru_maxrss` survives `execve` (a child spawned by
  /// a big parent starts with the parent's peak), so it reads `VmHWM`, which starts afresh.
  static func peakResidentBytes() -> Int {
    #if canImport(Glibc)
      if let file = fopen("/proc/self/status", "r") {
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 256)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
          let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
          if line.hasPrefix("VmHWM:") {
            let digits = line.filter(\.isNumber)
            return (Int(digits) ?? 0) * 1024
          }
        }
      }
    #endif
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
      return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #else
      getrusage(RUSAGE_SELF, &usage)
      return Int(usage.ru_maxrss)  // bytes on macOS
    #endif
  }
}
