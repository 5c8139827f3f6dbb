import ViewLabTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run of `viewlab-fault-writer`, killed with SIGKILL after a chosen delay.
struct WriterProcess {
  /// The last version the writer announced before it died (0: it never began a save).
  var lastAnnounced: Int

  /// Spawns the writer (its versions counting from `first`), waits for its first announcement, sleeps `delay` microseconds and kills it.
  static func killed(
    _ executable: String, mode: String, home: String, first: Int, delay: UInt32
  ) -> WriterProcess? {
    guard let child = try? ChildProcess(executable, [mode, home, String(first)], output: .pipe) else {
      return nil
    }
    // Wait for "1\n": the writer is about to save, past its start-up.
    let firstLine = child.readOutputLine() ?? ""
    usleep(delay)
    child.kill(SIGKILL)
    child.wait()
    let seen = firstLine + child.readOutput()
    let announced = seen.split(separator: "\n").compactMap { Int($0) }
    return WriterProcess(lastAnnounced: announced.last ?? 0)
  }
}
