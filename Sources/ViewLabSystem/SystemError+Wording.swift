#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// From `SystemError` to words (the mapping from `errno` is `LocalSystem`'s, at the edge).
extension SystemError {
  /// The reason as `save`, `load`, `import`, `export` and `viewlab run` print it after the path: the
  /// system's own words, in lower case ("no such file or directory").
  public var reason: String {
    switch self {
    case .notFound: return "no such file or directory"
    case .permissionDenied: return "permission denied"
    case .isDirectory: return "is a directory"
    case .notDirectory: return "not a directory"
    case .readOnly: return "read-only file system"
    case .noSpace: return "no space left on device"
    case .unavailable: return "files are not available inside a lesson"
    case .io(_, let code): return String(cString: strerror(code)).lowercased()
    }
  }

  /// The reason as `strerror` words it: "No such file or directory".
  public var capitalizedReason: String { reason.prefix(1).uppercased() + reason.dropFirst() }

  /// The tutor's shorter reason for its own files (lessons, progress), by what it was doing.
  public func reason(_ operation: FileOperation) -> String {
    switch operation {
    case .read:
      if case .notFound = self { return "no such file" }
      return "cannot be read"
    case .write: return "cannot write (read-only or missing folder?)"
    case .move(let to): return "cannot move to \(to)"
    case .createDirectory: return "cannot create the folder"
    }
  }
}

/// What the tutor was doing with a file when it failed (`SystemError.reason(_:)`).
public enum FileOperation: Hashable, Sendable {
  case read
  case write
  case move(to: String)
  case createDirectory
}
