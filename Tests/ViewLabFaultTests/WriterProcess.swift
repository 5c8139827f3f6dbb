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
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return nil }
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    let words: [String] = [executable, mode, home, String(first)]
    let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
    close(fds[1])
    defer { close(fds[0]) }
    var seen: [UInt8] = []
    // Wait for "1\n": the writer is about to save, past its start-up.
    while !seen.contains(10) {
      var byte: UInt8 = 0
      let n = read(fds[0], &byte, 1)
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { break }
      seen.append(byte)
    }
    usleep(delay)
    kill(pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = read(fds[0], &chunk, chunk.count)
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { break }
      seen += chunk[0..<n]
    }
    let announced = String(decoding: seen, as: UTF8.self).split(separator: "\n").compactMap { Int($0) }
    return WriterProcess(lastAnnounced: announced.last ?? 0)
  }
}
