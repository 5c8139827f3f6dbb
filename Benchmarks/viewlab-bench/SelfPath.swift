#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// This executable, re-run as a measuring child (children are started with `ChildProcess`).
enum ThisExecutable {
  /// The executable's own path.
  static func path() -> String {
    #if canImport(Darwin)
      return CommandLine.arguments[0]
    #else
      var buffer = [CChar](repeating: 0, count: 4096)
      let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      return n > 0
        ? String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        : CommandLine.arguments[0]
    #endif
  }
}
