import ViewLabPOSIX
import ViewLabSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where things are when tests run: the repository, built executables, scratch folders.
public enum TestPaths {
  /// The repository root, from this file's path.
  public static let root: String = {
    // #filePath is ROOT/Tests/ViewLabTestSupport/Paths.swift.
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
  }()

  /// `root` + `relative`.
  public static func inRepository(_ relative: String) -> String { root + "/" + relative }

  /// An executable built beside the test bundle (`.build/debug/NAME`), found by walking up from
  /// the test runner's own path; `override` (an environment variable's name) wins when set.
  public static func builtExecutable(_ name: String, override: String? = nil) -> String? {
    if let override, let explicit = LocalSystem().environment(override), !explicit.isEmpty { return explicit }
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

  /// A fresh empty folder under /tmp, named `viewlab-TAG-XXXXXX`.
  public static func makeFolder(_ tag: String) -> String {
    var template = Array("/tmp/viewlab-\(tag)-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    return made.map { String(cString: $0) } ?? "/tmp/viewlab-\(tag)-\(getpid())"
  }

  /// Removes a folder and everything in it (symbolic links are removed, not followed).
  public static func removeTree(_ path: String) {
    for name in LocalSystem().list(path) ?? [] {
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

  /// The first `tool` on `PATH`, or nil.
  public static func which(_ tool: String) -> String? {
    let path = LocalSystem().environment("PATH") ?? ""
    return path.split(separator: ":").map { "\($0)/\(tool)" }.first { access($0, X_OK) == 0 }
  }
}
