#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real machine, through POSIX calls.
public final class SystemHost: Host {
  public init() {}

  public func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  public func ignoreInterrupts() { signal(SIGINT, SIG_IGN) }

  public func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

  public func terminalWidth() -> Int? {
    var size = winsize()
    for fd: Int32 in [1, 0, 2] where ioctl(fd, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 {
      return Int(size.ws_col)
    }
    return nil
  }

  public func terminalHeight() -> Int? {
    var size = winsize()
    for fd: Int32 in [1, 0, 2] where ioctl(fd, UInt(TIOCGWINSZ), &size) == 0 && size.ws_row > 0 {
      return Int(size.ws_row)
    }
    return nil
  }

  public func write(_ text: String) { Self.writeAll(1, text) }
  public func writeError(_ text: String) { Self.writeAll(2, text) }

  static func writeAll(_ fd: Int32, _ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeMutableBytes { raw in
        #if canImport(Darwin)
          Darwin.write(fd, raw.baseAddress! + offset, raw.count - offset)
        #else
          Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
        #endif
      }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { return }
      offset += n
    }
  }

  public func readFile(atPath path: String) throws -> String {
    try FileDescriptorIO.read(path: path)
  }

  public func writeFile(atPath path: String, contents: String) throws {
    try FileDescriptorIO.writeAtomically(path: path, bytes: Array(contents.utf8))
  }

  public func createDirectory(atPath path: String) throws {
    var built = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
      built += "/"
      built += part
      if mkdir(built, 0o755) != 0 && errno != EEXIST {
        throw HostError(path: built, reason: String(cString: strerror(errno)))
      }
    }
  }

  public func contentsOfDirectory(atPath path: String) -> [String]? {
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

  public func isDirectory(atPath path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  public func fileExists(atPath path: String) -> Bool { access(path, F_OK) == 0 }
}
