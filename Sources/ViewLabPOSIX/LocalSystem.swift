import ViewLabSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The real machine, through plain POSIX calls (no Foundation: this is on the way to the first
/// prompt). Immutable, so one instance may be shared.
public final class LocalSystem: System, @unchecked Sendable {
  /// When set, the only environment variables there are (a test pins `VIEWLAB_HOME` this way);
  /// otherwise the process's.
  public let pinnedEnvironment: [String: String]?

  public init() { pinnedEnvironment = nil }

  /// The real machine with only `environment`'s variables.
  public init(environment: [String: String]) { pinnedEnvironment = environment }

  // MARK: Environment and process

  public func environment(_ name: String) -> String? {
    if let pinnedEnvironment { return pinnedEnvironment[name] }
    return getenv(name).map { String(cString: $0) }
  }

  public func currentDirectory() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return nil }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Links resolved where the system says (Linux: /proc/self/exe; macOS: `_NSGetExecutablePath`).
  public func executablePath() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    #if canImport(Darwin)
      var size = UInt32(buffer.count)
      guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
      return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
      let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard n > 0 else { return nil }
      return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #endif
  }

  // MARK: Clock

  public func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  // MARK: Terminal

  public func ignoreInterrupts() { signal(SIGINT, SIG_IGN) }

  public func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

  public func terminalWidth() -> Int? { windowSize().map { Int($0.ws_col) }.flatMap { $0 > 0 ? $0 : nil } }

  public func terminalHeight() -> Int? { windowSize().map { Int($0.ws_row) }.flatMap { $0 > 0 ? $0 : nil } }

  /// The size of the first of standard output, input and error that is a terminal with columns.
  private func windowSize() -> winsize? {
    var size = winsize()
    for fd: Int32 in [1, 0, 2] where ioctl(fd, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 {
      return size
    }
    return nil
  }

  public func write(_ text: String) { _ = Self.writeAll(1, Array(text.utf8)) }
  public func writeError(_ text: String) { _ = Self.writeAll(2, Array(text.utf8)) }

  /// Writes every byte, going on after a short write or a signal; false when the descriptor fails.
  /// The one write loop.
  @discardableResult
  public static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + offset, $0.count - offset) }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { return false }
      offset += n
    }
    return true
  }

  /// What one read(2) of `fd` returns, at most `count` bytes, going on after a signal; nil at the
  /// end of input or when the descriptor fails. For a stream read as it arrives (`viewlab mcp`).
  public static func readSome(_ fd: Int32, upTo count: Int) -> [UInt8]? {
    var ended = false
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, filled in
      while true {
        let n = systemRead(fd, buffer.baseAddress!, buffer.count)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { ended = true } else { filled = n }
        return
      }
    }
    return ended ? nil : bytes
  }

  // MARK: Files

  public func read(_ path: String) throws(SystemError) -> String {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw SystemError(errno: errno, path: path) }
    defer { close(fd) }
    // Buffers the file's size and one byte more (so the end is seen without another buffer),
    // left uninitialized: a fixed 64 KiB zero-filled chunk cost more than reading a small file.
    var info = stat()
    let capacity = fstat(fd, &info) == 0 ? max(Int(info.st_size) + 1, 256) : 65536
    var bytes: [UInt8] = []
    var failure: Int32 = 0
    var ended = false
    while !ended {
      let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
        while count < buffer.count {
          let n = Self.systemRead(fd, buffer.baseAddress! + count, buffer.count - count)
          if n < 0 && errno == EINTR { continue }
          if n <= 0 {
            if n < 0 { failure = errno }
            ended = true
            return
          }
          count += n
        }
      }
      if failure != 0 { throw SystemError(errno: failure, path: path) }
      if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  public func writeAtomically(_ path: String, _ contents: String) throws(SystemError) {
    try AtomicWrite.write(Array(contents.utf8), to: path)
  }

  public func move(_ from: String, to: String) throws(SystemError) {
    if rename(from, to) != 0 { throw SystemError(errno: errno, path: from) }
  }

  public func createDirectory(_ path: String) throws(SystemError) {
    var built = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
      built += "/"
      built += part
      if mkdir(built, 0o755) != 0 && errno != EEXIST { throw SystemError(errno: errno, path: built) }
    }
  }

  public func list(_ path: String) -> [String]? {
    guard let dir = opendir(path.isEmpty ? "." : path) else { return nil }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  public func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  public func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

  static func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
      Darwin.read(fd, buffer, count)
    #elseif canImport(Glibc)
      Glibc.read(fd, buffer, count)
    #else
      Musl.read(fd, buffer, count)
    #endif
  }

  static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
      Darwin.write(fd, buffer, count)
    #elseif canImport(Glibc)
      Glibc.write(fd, buffer, count)
    #else
      Musl.write(fd, buffer, count)
    #endif
  }
}

/// The one atomic writer: `PATH.tmp-PID` in the same folder, every byte, `fsync`, then `rename`
/// over `PATH`. A crash leaves the old file or the new one, never a mix, and never a stray file
/// for long: temporaries of writers that died are removed on the next write.
public enum AtomicWrite {
  public static func write(_ bytes: [UInt8], to path: String) throws(SystemError) {
    removeStaleTemporaries(of: path)
    let temporary = "\(path).tmp-\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { throw SystemError(errno: errno, path: path) }
    guard LocalSystem.writeAll(fd, bytes) else {
      let error = SystemError(errno: errno, path: path)
      close(fd)
      unlink(temporary)
      throw error
    }
    _ = fsync(fd)
    close(fd)
    if rename(temporary, path) != 0 {
      let error = SystemError(errno: errno, path: path)
      unlink(temporary)
      throw error
    }
  }

  /// Deletes `PATH.tmp-PID` files left by writers that were killed mid-save; a file whose process
  /// is still alive is another writer's, and stays.
  public static func removeStaleTemporaries(of path: String) {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[..<$0]) } ?? "."
    let prefix = String(slash.map { path[path.index(after: $0)...] } ?? Substring(path)) + ".tmp-"
    guard let dir = opendir(directory.isEmpty ? "/" : directory) else { return }
    defer { closedir(dir) }
    var stale: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name.hasPrefix(prefix), let pid = Int32(name.dropFirst(prefix.count)) else { continue }
      if pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH { stale.append(name) }
    }
    for name in stale { unlink(directory + "/" + name) }
  }
}
