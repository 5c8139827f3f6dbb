#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension PseudoTerminal {
  /// Glibc hides `POSIX_SPAWN_SETSID` behind `__USE_GNU`; these are its values.
  #if canImport(Darwin)
    static let spawnSetSID: Int16 = 0x400
  #else
    static let spawnSetSID: Int16 = 0x80
  #endif

  /// `posix_spawn` in a new session with the pty's slave side as fd 0 (so it becomes the
  /// controlling terminal), 1 and 2.
  static func spawn(
    _ executable: String, _ arguments: [String], _ environment: [String: String], slavePath: String
  ) throws -> pid_t {
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
    posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    posix_spawnattr_setflags(&attributes, spawnSetSID)

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard result == 0 else { throw Failure(description: "posix_spawn \(executable): \(result)") }
    return pid
  }

  /// Runs `executable` with `input` piped to standard input (not a terminal); returns what it wrote
  /// to standard output and its exit status.
  static func runPiped(
    _ executable: String, arguments: [String] = [], input: String, environment: [String: String]
  ) throws -> (output: String, status: Int32) {
    var toChild: [Int32] = [0, 0]
    var fromChild: [Int32] = [0, 0]
    guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw Failure(description: "pipe") }
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
    for fd in toChild + fromChild { posix_spawn_file_actions_addclose(&actions, fd) }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    guard posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 else {
      throw Failure(description: "posix_spawn \(executable)")
    }
    close(toChild[0])
    close(fromChild[1])
    var bytes = Array(input.utf8)
    _ = bytes.withUnsafeMutableBytes { write(toChild[1], $0.baseAddress!, $0.count) }
    close(toChild[1])
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = buffer.withUnsafeMutableBytes { read(fromChild[0], $0.baseAddress!, $0.count) }
      if n <= 0 { break }
      output.append(contentsOf: buffer[0..<n])
    }
    close(fromChild[0])
    var raw: Int32 = 0
    waitpid(pid, &raw, 0)
    return (String(decoding: output, as: UTF8.self), (raw >> 8) & 0xFF)
  }
}
