import ViewLabChildProcess

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Time to first prompt: spawn a program on a fresh pseudo-terminal (its controlling terminal, as
/// in a person's terminal) and stop the clock when `viewlab> ` has been written.
enum PromptTimer {
  static let prompt = Array("viewlab> ".utf8)

  enum Outcome {
    case prompt(Double)
    /// No prompt within the time limit: the binary has no REPL on a terminal (yet).
    case noPrompt
    case failed(String)
  }

  /// One run: seconds from `posix_spawn` to the prompt's last byte arriving on the master side.
  static func once(
    _ executable: String, _ arguments: [String], environment: [String: String], timeout: Double = 3
  )
    -> Outcome
  {
    guard let (master, slave, slavePath) = openTerminal() else { return .failed("openpty") }
    defer { close(master) }
    let start = now()
    let spawned = try? ChildProcess(executable, arguments, environment: environment, terminal: slavePath)
    close(slave)
    guard let child = spawned else { return .failed("cannot start \(executable)") }
    defer {
      child.kill()
      child.wait()
    }
    var seen: [UInt8] = []
    let deadline = start + timeout
    while now() < deadline {
      guard readSome(master, into: &seen, until: deadline) else { break }
      if contains(seen, prompt) { return .prompt(now() - start) }
    }
    return .noPrompt
  }

  /// Fallback while a binary prints no prompt on a terminal: spawn on a pty, type `quit`, and stop
  /// the clock when the process has exited (start-up + one line + exit).
  static func untilQuit(_ executable: String, environment: [String: String]) -> Double? {
    guard let (master, slave, slavePath) = openTerminal() else { return nil }
    defer { close(master) }
    let start = now()
    let spawned = try? ChildProcess(executable, [], environment: environment, terminal: slavePath)
    close(slave)
    guard let child = spawned else { return nil }
    _ = write(master, "quit\n", 5)
    var sink: [UInt8] = []
    while child.poll() == nil {
      _ = readSome(master, into: &sink, until: now() + 0.001)
      if now() - start > 5 {
        child.kill()
        child.wait()
        return nil
      }
    }
    return now() - start
  }

  /// A new pty (80×24): master, slave (close it once the child has it) and the slave's path.
  static func openTerminal() -> (Int32, Int32, String)? {
    var master: Int32 = 0
    var slave: Int32 = 0
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else { return nil }
    let path = String(cString: ttyname(slave))
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
    return (master, slave, path)
  }

  /// Waits (poll) for output until `deadline`; false when the other side is gone.
  static func readSome(_ fd: Int32, into buffer: inout [UInt8], until deadline: Double) -> Bool {
    var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    let ms = max(0, Int32((deadline - now()) * 1000))
    let ready = poll(&pfd, 1, ms)
    if ready < 0 { return errno == EINTR }
    if ready == 0 { return true }
    var chunk = [UInt8](repeating: 0, count: 4096)
    let n = read(fd, &chunk, chunk.count)
    if n <= 0 { return n < 0 && errno == EINTR }
    buffer += chunk[0..<n]
    return true
  }

  static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard haystack.count >= needle.count else { return false }
    for i in 0...(haystack.count - needle.count) where haystack[i] == needle[0] {
      if Array(haystack[i..<(i + needle.count)]) == needle { return true }
    }
    return false
  }
}
