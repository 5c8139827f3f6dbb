import ViewLabPOSIX
import ViewLabSystem

/// Raw files for the fault tests (paths, folders and processes are `TestPaths` and `ChildProcess`).
enum Support {
  static func read(_ path: String) -> String? { try? LocalSystem().read(path) }

  /// Writes exactly `bytes` (a corrupt file's bytes are not UTF-8), atomically.
  static func write(_ path: String, _ bytes: [UInt8]) { try? AtomicWrite.write(bytes, to: path) }

  /// Names in a folder, sorted; empty when it cannot be listed.
  static func list(_ path: String) -> [String] { LocalSystem().list(path) ?? [] }
}
