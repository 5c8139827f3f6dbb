import Testing
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

/// Two scenes mean the same: same views, names, classes, hierarchy, flags and geometry (within 1e-9).
func expectSameScene(_ a: Scene, _ b: Scene, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(a.viewNames.sorted() == b.viewNames.sorted(), sourceLocation: sourceLocation)
  for name in a.viewNames {
    guard let x = a.view(named: name), let y = b.view(named: name) else { continue }
    let v = a[x]
    let w = b[y]
    #expect(v.viewClass == w.viewClass, "\(name) class", sourceLocation: sourceLocation)
    #expect(
      v.isHidden == w.isHidden && v.alpha == w.alpha, "\(name) hidden/alpha", sourceLocation: sourceLocation)
    #expect(
      v.isUserInteractionEnabled == w.isUserInteractionEnabled, "\(name) interaction",
      sourceLocation: sourceLocation)
    #expect(v.clipsToBounds == w.clipsToBounds, "\(name) clips", sourceLocation: sourceLocation)
    #expect(
      v.superview.map { a[$0].name } == w.superview.map { b[$0].name }, "\(name) superview",
      sourceLocation: sourceLocation)
    #expect(
      v.subviews.map { a[$0].name } == w.subviews.map { b[$0].name }, "\(name) subviews",
      sourceLocation: sourceLocation)
    let numbers1 =
      v.transform.components + [v.position.x, v.position.y, v.anchorPoint.x, v.anchorPoint.y]
      + [v.bounds.origin.x, v.bounds.origin.y, v.bounds.size.width, v.bounds.size.height]
    let numbers2 =
      w.transform.components + [w.position.x, w.position.y, w.anchorPoint.x, w.anchorPoint.y]
      + [w.bounds.origin.x, w.bounds.origin.y, w.bounds.size.width, w.bounds.size.height]
    let close = zip(numbers1, numbers2).allSatisfy { abs($0 - $1) < 1e-9 }
    #expect(close, "\(name): \(numbers1) vs \(numbers2)", sourceLocation: sourceLocation)
  }
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
