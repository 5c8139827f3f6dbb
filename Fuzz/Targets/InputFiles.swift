#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Corpus and crash files on disk, for replaying them.
public enum InputFiles {
  /// `path` itself, or the files directly inside it (sorted), skipping dot files; none if absent.
  public static func list(_ path: String) -> [String] {
    guard let dir = opendir(path) else { return access(path, F_OK) == 0 ? [path] : [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if !name.hasPrefix(".") { names.append(name) }
    }
    return names.sorted().map { path + "/" + $0 }
  }

  public static func read(_ path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else { return [] }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = fread(&chunk, 1, chunk.count, file)
      if n == 0 { break }
      bytes += chunk[0..<n]
    }
    return bytes
  }
}
