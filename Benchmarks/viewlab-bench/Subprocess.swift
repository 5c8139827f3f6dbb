#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Child processes: spawned with `posix_spawn`, nothing from Foundation.
enum Subprocess {
  /// Glibc hides `POSIX_SPAWN_SETSID` behind `__USE_GNU`; these are its values.
  #if canImport(Darwin)
    static let setSID: Int16 = 0x400
  #else
    static let setSID: Int16 = 0x80
  #endif

  /// Spawns `executable`; `stdio` are the descriptors to install as 0, 1 and 2 (or a path to open
  /// read-write as all three, in a new session: a pseudo-terminal's slave side).
  static func spawn(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
    stdout: Int32? = nil, terminal: String? = nil
  ) -> pid_t? {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    if let terminal {
      posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
      posix_spawn_file_actions_adddup2(&actions, 0, 1)
      posix_spawn_file_actions_adddup2(&actions, 0, 2)
      posix_spawnattr_setflags(&attributes, setSID)
    } else if let stdout {
      posix_spawn_file_actions_adddup2(&actions, stdout, 1)
    }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let env = environment ?? currentEnvironment()
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    guard posix_spawn(&pid, executable, &actions, &attributes, argv, envp) == 0 else { return nil }
    return pid
  }

  /// Runs to the end and returns standard output, or nil if it could not run or failed.
  static func output(_ executable: String, _ arguments: [String]) -> String? {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return nil }
    guard let pid = spawn(executable, arguments, stdout: fds[1]) else { return nil }
    close(fds[1])
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = read(fds[0], &chunk, chunk.count)
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { break }
      bytes += chunk[0..<n]
    }
    close(fds[0])
    return wait(pid) == 0 ? String(decoding: bytes, as: UTF8.self) : nil
  }

  /// Waits for the child; its exit status, or 128 + the signal that ended it.
  @discardableResult
  static func wait(_ pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }

  static func currentEnvironment() -> [String: String] {
    var result: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let eq = text.firstIndex(of: "=") {
        result[String(text[..<eq])] = String(text[text.index(after: eq)...])
      }
      pointer += 1
    }
    return result
  }

  /// This executable's own path (for re-running itself as a measuring child).
  static func selfPath() -> String {
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
