import ViewLabTerminal
import ViewLabTutor

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `viewlab-fault-writer MODE HOME FIRST`: saves version FIRST, FIRST+1, … of a file in HOME forever, with the
/// real writer of MODE, announcing each version on standard output (`N\n`) before saving it.
/// `ViewLabFaultTests` kills it with SIGKILL at random moments; the file must then be the last
/// announced version or the one before: old or new, never a mix.
///
/// Modes: `history` (the REPL's `HistoryStore.save`), `progress` (the tutor's `ProgressStore.save`),
/// `scene` (`save FILE`'s `LocalFiles.write`, i.e. `POSIX.writeFileAtomically`).
@main
enum FaultWriter {
  static func main() {
    let arguments = CommandLine.arguments
    guard arguments.count == 4, let mode = FaultContent.Mode(rawValue: arguments[1]),
      var version = Int(arguments[3])
    else {
      writeError("usage: viewlab-fault-writer history|progress|scene HOME FIRST-VERSION\n")
      exit(2)
    }
    let home = arguments[2]
    while true {
      save(mode, version: version, home: home)
      version += 1
    }
  }

  /// Prepares version `version`, announces it, then saves it: after the announcement only the
  /// real writer runs.
  static func save(_ mode: FaultContent.Mode, version: Int, home: String) {
    switch mode {
    case .history:
      var store = HistoryStore(host: HomeHost(home: home), limit: FaultContent.entries)
      for line in FaultContent.historyLines(version) { store.add(line) }
      announce(version)
      do { try store.save() } catch { fail("history: \(error)") }
    case .progress:
      let store = ProgressStore(home: home, files: LocalFileSystem())
      let progress = FaultContent.progress(version)
      announce(version)
      let warnings = store.save(progress)
      if !warnings.isEmpty { fail("progress: \(warnings)") }
    case .scene:
      let text = FaultContent.scene(version)
      announce(version)
      do { try LocalFiles().write(home + "/scene.txt", text) } catch { fail("scene: \(error)") }
    }
  }

  static func writeError(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  }

  static func announce(_ version: Int) {
    let text = Array("\(version)\n".utf8)
    _ = text.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
  }

  static func fail(_ message: String) -> Never {
    writeError("viewlab-fault-writer: \(message)\n")
    exit(1)
  }
}

/// The real machine, with the state folder pinned to HOME whatever the environment says.
public final class HomeHost: Host {
  public let system = SystemHost()
  public let home: String
  public init(home: String) { self.home = home }

  public func environment(_ name: String) -> String? { name == "VIEWLAB_HOME" ? home : nil }
  public func ignoreInterrupts() {}
  public func isTerminal(_ fd: Int32) -> Bool { false }
  public func terminalWidth() -> Int? { nil }
  public func write(_ text: String) { system.write(text) }
  public func writeError(_ text: String) { system.writeError(text) }
  public func readFile(atPath path: String) throws -> String { try system.readFile(atPath: path) }
  public func writeFile(atPath path: String, contents: String) throws {
    try system.writeFile(atPath: path, contents: contents)
  }
  public func createDirectory(atPath path: String) throws { try system.createDirectory(atPath: path) }
  public func contentsOfDirectory(atPath path: String) -> [String]? {
    system.contentsOfDirectory(atPath: path)
  }
  public func isDirectory(atPath path: String) -> Bool { system.isDirectory(atPath: path) }
  public func fileExists(atPath path: String) -> Bool { system.fileExists(atPath: path) }
}
