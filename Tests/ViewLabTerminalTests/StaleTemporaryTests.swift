import Testing
import ViewLabPOSIX
import ViewLabSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A writer killed mid-save leaves `FILE.tmp-PID`; the next save removes it, but never a live
/// process's temporary file.
@Suite struct StaleTemporaryTests {
  @Test func nextSaveRemovesDeadWritersTemporaries() throws {
    let dir = "/tmp/viewlab-stale-\(getpid())"
    mkdir(dir, 0o755)
    defer { _ = system("rm -rf \(dir)") }
    let dead = "\(dir)/history.tmp-999999999"  // no such process
    let alive = "\(dir)/history.tmp-1"  // init is always alive
    for path in [dead, alive] { try LocalSystem().writeAtomically(path, "x") }
    try LocalSystem().writeAtomically("\(dir)/history", "# viewlab history\ntap 1 2\n")
    #expect(access(dead, F_OK) != 0, "the dead writer's temporary file is gone")
    #expect(access(alive, F_OK) == 0, "a live process's temporary file stays")
    #expect(try LocalSystem().read("\(dir)/history") == "# viewlab history\ntap 1 2\n")
  }
}
