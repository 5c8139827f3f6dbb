#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Paths, folders and processes the fault tests need.
enum Support {
  /// The repository root, from this file's path.
  static let root = String(#filePath.split(separator: "/Tests/").first.map { "/" + $0 } ?? ".")
    .replacingDoubleSlash()

  /// An executable built beside the test bundle (`.build/debug/NAME`).
  static func builtExecutable(_ name: String) -> String? {
    var directories: [String] = []
    for argument in CommandLine.arguments {
      var dir = argument
      while let slash = dir.lastIndex(of: "/"), directories.count < 64 {
        dir = String(dir[..<slash])
        directories.append(dir)
      }
    }
    directories.append(root + "/.build/debug")
    return directories.map { $0 + "/" + name }.first { access($0, X_OK) == 0 }
  }

  /// A fresh empty folder under /tmp.
  static func makeFolder(_ tag: String) -> String {
    var template = Array("/tmp/viewlab-\(tag)-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    return made.map { String(cString: $0) }!
  }

  static func read(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = fread(&chunk, 1, chunk.count, file)
      if n == 0 { break }
      bytes += chunk[0..<n]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func write(_ path: String, _ bytes: [UInt8]) {
    guard let file = fopen(path, "wb") else { return }
    _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
  }

  /// Names in a folder, without `.` and `..`.
  static func list(_ path: String) -> [String] {
    guard let dir = opendir(path) else { return [] }
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

  static func removeTree(_ path: String) {
    for name in list(path) {
      let child = path + "/" + name
      var info = stat()
      if lstat(child, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
        removeTree(child)
      } else {
        unlink(child)
      }
    }
    rmdir(path)
  }
}

extension String {
  fileprivate func replacingDoubleSlash() -> String {
    var s = self
    while let r = s.range(of: "//") { s.replaceSubrange(r, with: "/") }
    return s
  }
}
