import ViewLabPOSIX
import ViewLabSystem
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
/// `scene` (`save FILE`'s `System.writeAtomically`, i.e. `AtomicWrite`).
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
      var store = HistoryStore(
        host: LocalSystem(environment: ["VIEWLAB_HOME": home]), limit: FaultContent.entries)
      for line in FaultContent.historyLines(version) { store.add(line) }
      announce(version)
      do { try store.save() } catch { fail("history: \(error)") }
    case .progress:
      let store = ProgressStore(home: home, files: LocalSystem())
      let progress = FaultContent.progress(version)
      announce(version)
      let warnings = store.save(progress)
      if !warnings.isEmpty { fail("progress: \(warnings)") }
    case .scene:
      let text = FaultContent.scene(version)
      announce(version)
      do { try LocalSystem().writeAtomically(home + "/scene.txt", text) } catch { fail("scene: \(error)") }
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
