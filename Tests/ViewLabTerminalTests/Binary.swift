import ViewLabTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `viewlab` executable and a clean environment to run it in.
enum Binary {
  /// `$VIEWLAB_BINARY`, else `viewlab` beside the test bundle, else in the package's `.build/debug`.
  static let path: String = {
    if let explicit = getenv("VIEWLAB_BINARY") { return String(cString: explicit) }
    var directories: [String] = []
    for argument in CommandLine.arguments {
      var dir = argument
      while let slash = dir.lastIndex(of: "/") {
        dir = String(dir[..<slash])
        directories.append(dir)
        if directories.count > 64 { break }
      }
    }
    let packageRoot = String(#filePath.split(separator: "/Tests/").first ?? "")
    directories.append(packageRoot + "/.build/debug")
    return directories.map { $0 + "/viewlab" }.first { access($0, X_OK) == 0 } ?? "viewlab"
  }()

  /// A fresh state directory per test, so history never leaks between tests or from the user.
  static func makeHome() -> String {
    var template = Array("/tmp/viewlab-test-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    return made.map { String(cString: $0) } ?? "/tmp/viewlab-test-\(getpid())"
  }

  /// Removes a home made by `makeHome` (it holds plain files only).
  static func removeHome(_ home: String) {
    guard home.hasPrefix("/tmp/viewlab-test-") else { return }
    for name in SystemHost().contentsOfDirectory(atPath: home) ?? [] { unlink(home + "/" + name) }
    rmdir(home)
  }

  static func environment(home: String, _ extra: [String: String] = [:]) -> [String: String] {
    var env = ["VIEWLAB_HOME": home, "TERM": "xterm-256color", "HOME": home, "PATH": "/usr/bin:/bin"]
    env.merge(extra) { $1 }
    return env.filter { !$0.value.isEmpty }
  }

  static func read(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = fread(&chunk, 1, chunk.count, file)
      if n == 0 { break }
      bytes.append(contentsOf: chunk[0..<n])
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
