import ViewLabApp
import ViewLabCommands
import ViewLabRendering

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs script lines through the JSON console and returns the objects, one per command line.
func runJSON(_ script: String) -> [JSON] {
  var console = Console(options: RenderOptions(json: true))
  let files = MemoryFiles()
  var out: [JSON] = []
  for (i, line) in script.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    let r = console.handle(line: String(line), lineNumber: i + 1, files: files)
    if let json = r.json { out.append(json) }
  }
  return out
}

extension JSON {
  subscript(key: String) -> JSON? {
    guard case .object(let fields) = self else { return nil }
    return fields.first { $0.0 == key }?.1
  }

  /// Equal as values, numbers within `tolerance`.
  func matches(_ other: JSON, tolerance: Double = 1e-9) -> Bool {
    switch (self, other) {
    case (.number(let a), .number(let b)): return abs(a - b) <= tolerance * max(1, abs(a), abs(b))
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.matches($1, tolerance: tolerance) }
    default: return self == other
    }
  }
}

/// Shorthand for expected values in tables.
func nums(_ values: Double...) -> JSON { .array(values.map(JSON.number)) }
func names(_ values: String...) -> JSON { .array(values.map(JSON.string)) }
