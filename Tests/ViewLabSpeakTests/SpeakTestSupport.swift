import Testing
import ViewLabApp
import ViewLabCommands
import ViewLabGeometry
import ViewLabModel
import ViewLabRendering

/// Runs lines through a session; the first error fails the test.
func session(_ lines: [String]) throws -> Session {
  var s = Session()
  for line in lines { _ = try s.run(line) }
  return s
}

/// The fixtures folder beside this file.
let dumpsFolder: String = {
  let file = #filePath
  return String(file[..<file.lastIndex(of: "/")!]) + "/Dumps/"
}()

/// Reads a fixture without Foundation.
func fixture(_ name: String) -> String {
  let path = dumpsFolder + name
  guard let f = fopen(path, "r") else { return "" }
  defer { fclose(f) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4096)
  while true {
    let n = fread(&buffer, 1, buffer.count, f)
    if n <= 0 { break }
    bytes += buffer[0..<n]
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// A console with files in memory; returns each line's result.
struct Lab {
  var console = Console()
  let files = MemoryFiles()

  init(json: Bool = false, files: [String: String] = [:]) {
    console = Console(options: RenderOptions(json: json, color: false, width: 80))
    self.files.files = files
  }

  @discardableResult
  mutating func run(_ line: String) -> ConsoleResult {
    console.handle(line: line, lineNumber: 1, files: files)
  }

  /// The name of the view a tap at (x, y) hits.
  mutating func tap(_ x: Double, _ y: Double) -> String? {
    let result = run("tap \(Number.exact(x)) \(Number.exact(y))")
    guard case .tap(let t, _)? = result.outcome else { return "error" }
    return t.hitTest.hit.map { console.scene[$0].name }
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
