import ViewLabPOSIX
import ViewLabSystem
import ViewLabTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program on a fresh pseudo-terminal, as a person's terminal would: its own session with
/// the pty as controlling terminal, keys typed only once libedit is really in raw mode.
final class PseudoTerminal {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  let master: Int32
  let child: ChildProcess
  let pid: pid_t
  /// Everything the program wrote so far.
  private(set) var output: [UInt8] = []
  /// Where the next `waitFor` starts looking.
  private var mark = 0
  private var status: Int32?

  init(
    _ executable: String, arguments: [String] = [], environment: [String: String], columns: UInt16 = 80
  ) throws {
    var master: Int32 = 0
    var slave: Int32 = 0
    var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw Failure(description: "openpty") }
    defer { close(slave) }
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    self.master = master
    let slavePath = String(cString: ttyname(slave))
    do {
      child = try ChildProcess(executable, arguments, environment: environment, terminal: slavePath)
    } catch {
      throw Failure(description: "\(error)")
    }
    pid = child.pid
  }

  deinit {
    if status == nil {
      kill(pid, SIGKILL)
      _ = try? waitForExit()
    }
    close(master)
  }

  /// The output as text, escape sequences and all.
  var text: String { String(decoding: output, as: UTF8.self) }

  /// Reads until `needle` appears after the previous match; then the mark moves past it.
  @discardableResult
  func waitFor(_ needle: String, timeout: Double = 5) throws -> String {
    let bytes = Array(needle.utf8)
    let deadline = Self.now() + timeout
    while true {
      if let range = Self.find(bytes, in: output, from: mark) {
        let seen = String(decoding: output[mark..<range], as: UTF8.self)
        mark = range + bytes.count
        return seen
      }
      guard Self.now() < deadline, readSome(until: deadline) else {
        throw Failure(description: "no \(needle.debugDescription) in \(text.debugDescription)")
      }
    }
  }

  /// Waits for the prompt and for libedit to switch the terminal out of canonical mode: it prints
  /// the prompt before it does, and keys sent in between are handled by the kernel's line discipline.
  func waitForPrompt(_ prompt: String = "viewlab> ", timeout: Double = 5) throws {
    try waitFor(prompt, timeout: timeout)
    let deadline = Self.now() + timeout
    var attributes = termios()
    while tcgetattr(master, &attributes) == 0, attributes.c_lflag & tcflag_t(ICANON) != 0 {
      guard Self.now() < deadline else { throw Failure(description: "terminal never left ICANON") }
      _ = readSome(until: Self.now() + 0.002)
    }
  }

  /// Types `keys` at the next prompt. Each call consumes one prompt, so `keys` should finish at
  /// most one line; a test that makes libedit redraw the prompt (a choice list, a line and ^C sent
  /// together) must `waitFor` the extra prompt itself.
  func type(_ keys: String) throws {
    try waitForPrompt()
    send(keys)
  }

  /// Resizes the terminal, as dragging the window's corner does; the kernel sends SIGWINCH.
  func resize(columns: UInt16, rows: UInt16 = 24) {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
  }

  func send(_ keys: String) { LocalSystem.writeAll(master, Array(keys.utf8)) }

  /// Drains the output until the program exits; returns its exit status (128+N for signal N).
  func waitForExit(timeout: Double = 5) throws -> Int32 {
    if let status { return status }
    let deadline = Self.now() + timeout
    while Self.now() < deadline {
      _ = readSome(until: Self.now() + 0.01)
      var raw: Int32 = 0
      if waitpid(pid, &raw, WNOHANG) == pid {
        while readSome(until: Self.now() + 0.01) {}
        let signal = raw & 0x7F
        status = signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
        return status!
      }
    }
    throw Failure(description: "still running; output \(text.debugDescription)")
  }

  /// Reads what is available before `deadline`; false once nothing more can come.
  private func readSome(until deadline: Double) -> Bool {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    let wait = Int32(max(0, (deadline - Self.now()) * 1000))
    guard poll(&descriptor, 1, wait) > 0 else { return Self.now() < deadline }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let n = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress!, $0.count) }
    if n <= 0 { return false }
    output.append(contentsOf: buffer[0..<n])
    return true
  }

  static func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
  }

  static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
    guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else {
      return needle.isEmpty ? start : nil
    }
    return (start...(haystack.count - needle.count)).first { i in
      haystack[i] == needle[0] && haystack[i..<(i + needle.count)].elementsEqual(needle)
    }
  }
}
