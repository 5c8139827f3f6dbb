import ViewLabPOSIX
import ViewLabSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way tests and the benchmarks start programs (the built `viewlab`, the fuzz replayer, the
/// fault writer, `swiftc`, `make`, a measuring child): `posix_spawn` with the standard streams
/// chosen per stream. Never part of the product.
public final class ChildProcess {
  /// What a child's standard input, output or error is.
  public enum Stream: Equatable, Sendable {
    /// The test runner's own.
    case inherit
    /// `/dev/null`.
    case null
    /// A pipe the test writes to (input) or reads from (output, error).
    case pipe
    /// Standard error only: the same pipe or file as standard output.
    case toOutput
  }

  public let pid: pid_t
  /// The write end of standard input's pipe, until `closeInput()`.
  public private(set) var input: Int32?
  /// The read end of standard output's pipe.
  public let output: Int32?
  private var status: Int32?

  /// Glibc hides `POSIX_SPAWN_SETSID` behind `__USE_GNU`; these are its values.
  #if canImport(Darwin)
    static let spawnSetSID: Int16 = 0x400
  #else
    static let spawnSetSID: Int16 = 0x80
  #endif

  /// Starts `executable` with `arguments`. `environment` nil passes the test runner's own.
  /// `terminal` (a pseudo-terminal's slave path) becomes standard input, output and error, in a new
  /// session, so it is the child's controlling terminal; the streams are then ignored.
  public init(
    _ executable: String, _ arguments: [String] = [], environment: [String: String]? = nil,
    input inputStream: Stream = .inherit, output outputStream: Stream = .inherit,
    error errorStream: Stream = .inherit, terminal: String? = nil
  ) throws(SpawnError) {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    // One spawn at a time: its pipes are made and marked close-on-exec, and its child started,
    // before another test's child can inherit them.
    SpawnLock.shared.lock()
    defer { SpawnLock.shared.unlock() }
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    var toChild: [Int32] = [-1, -1]
    var fromChild: [Int32] = [-1, -1]
    if let terminal {
      posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
      posix_spawn_file_actions_adddup2(&actions, 0, 1)
      posix_spawn_file_actions_adddup2(&actions, 0, 2)
      posix_spawnattr_setflags(&attributes, Self.spawnSetSID)
    } else {
      if inputStream == .pipe {
        guard Self.pipeClosedOnExec(&toChild) else { throw SpawnError(executable: executable, code: errno) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
      } else if inputStream == .null {
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      }
      if outputStream == .pipe {
        guard Self.pipeClosedOnExec(&fromChild) else { throw SpawnError(executable: executable, code: errno) }
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
      } else if outputStream == .null {
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      }
      switch errorStream {
      case .toOutput: posix_spawn_file_actions_adddup2(&actions, 1, 2)
      case .null: posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
      case .inherit, .pipe: break
      }
      for fd in toChild + fromChild where fd >= 0 { posix_spawn_file_actions_addclose(&actions, fd) }
    }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
    defer {
      argv.forEach { free($0) }
      envp?.forEach { free($0) }
    }
    var pid: pid_t = 0
    let result =
      envp.map { envp in posix_spawn(&pid, executable, &actions, &attributes, argv, envp) }
      ?? posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
    if toChild[0] >= 0 { close(toChild[0]) }
    if fromChild[1] >= 0 { close(fromChild[1]) }
    guard result == 0 else {
      for fd in [toChild[1], fromChild[0]] where fd >= 0 { close(fd) }
      throw SpawnError(executable: executable, code: result)
    }
    self.pid = pid
    input = toChild[1] >= 0 ? toChild[1] : nil
    output = fromChild[0] >= 0 ? fromChild[0] : nil
  }

  /// A pipe whose ends close in every spawned program: tests start children in parallel, and a
  /// child that inherited another test's input pipe would keep it open, so that test's child never
  /// read the end of its input (both waited for ever). `dup2` onto 0 and 1 clears the flag for
  /// the child's own streams.
  /// Called under `SpawnLock`, so no other child is spawned between `pipe` and `fcntl`.
  static func pipeClosedOnExec(_ fds: inout [Int32]) -> Bool {
    guard pipe(&fds) == 0 else { return false }
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    return true
  }

  deinit {
    if let input { close(input) }
    if let output { close(output) }
  }

  /// Writes to standard input's pipe.
  public func send(_ text: String) {
    if let input { LocalSystem.writeAll(input, Array(text.utf8)) }
  }

  /// Closes standard input's pipe: the child reads the end of its input.
  public func closeInput() {
    if let input { close(input) }
    input = nil
  }

  /// Reads standard output to its end (the child closed it or ended).
  public func readOutput() -> String {
    guard let output else { return "" }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = read(output, &chunk, chunk.count)
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { break }
      bytes += chunk[0..<n]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Reads standard output up to and including the next newline (one byte at a time, so nothing
  /// after it is consumed); nil at the end of output.
  public func readOutputLine() -> String? {
    guard let output else { return nil }
    var bytes: [UInt8] = []
    while bytes.last != 10 {
      var byte: UInt8 = 0
      let n = read(output, &byte, 1)
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { break }
      bytes.append(byte)
    }
    return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
  }

  /// Sends `signal` to the child.
  public func kill(_ signal: Int32 = SIGKILL) {
    #if canImport(Darwin)
      _ = Darwin.kill(pid, signal)
    #else
      _ = Glibc.kill(pid, signal)
    #endif
  }

  /// Waits for the child to end: its exit status, or 128 + the signal that ended it.
  @discardableResult
  public func wait() -> Int32 {
    if let status { return status }
    var raw: Int32 = 0
    while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
    let signal = raw & 0x7F
    let result = signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
    status = result
    return result
  }

  /// The status if the child has ended, without waiting.
  public func poll() -> Int32? {
    if let status { return status }
    var raw: Int32 = 0
    guard waitpid(pid, &raw, WNOHANG) == pid else { return nil }
    let signal = raw & 0x7F
    status = signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
    return status
  }

  /// Runs a program to its end: `input` on standard input, standard output collected (with
  /// standard error when `errors` is `.toOutput`).
  public static func run(
    _ executable: String, arguments: [String] = [], input: String? = nil,
    environment: [String: String]? = nil, errors: Stream = .inherit
  ) throws(SpawnError) -> (output: String, status: Int32) {
    let child = try ChildProcess(
      executable, arguments, environment: environment, input: input == nil ? .null : .pipe, output: .pipe,
      error: errors)
    if let input { child.send(input) }
    child.closeInput()
    let output = child.readOutput()
    return (output, child.wait())
  }
}

/// `posix_spawn` (or a pipe for it) failed.
public struct SpawnError: Error, CustomStringConvertible {
  public var executable: String
  public var code: Int32
  public var description: String { "cannot start \(executable): \(String(cString: strerror(code)))" }
}

/// The process-wide lock around spawning (see `ChildProcess.init`).
final class SpawnLock: @unchecked Sendable {
  static let shared = SpawnLock()
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  private init() {
    mutex = .allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
  }

  func lock() { pthread_mutex_lock(mutex) }
  func unlock() { pthread_mutex_unlock(mutex) }
}
