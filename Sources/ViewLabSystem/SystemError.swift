/// Why the machine refused a file operation, with the path it was about.
///
/// Built from `errno` by `init(errno:path:)`; worded for a person in `SystemError+Wording.swift`
/// (the one place that turns these cases into text).
public enum SystemError: Error, Hashable, Sendable, CustomStringConvertible {
  /// ENOENT: the file, or a folder on its way, does not exist.
  case notFound(path: String)
  /// EACCES, EPERM: the permissions do not allow it.
  case permissionDenied(path: String)
  /// EISDIR: a file was expected and a folder found.
  case isDirectory(path: String)
  /// ENOTDIR: a folder was expected on the way and a file found.
  case notDirectory(path: String)
  /// EROFS: the file system is mounted read-only.
  case readOnly(path: String)
  /// ENOSPC, EDQUOT: no room left.
  case noSpace(path: String)
  /// This door has no files at all (a lesson's sandbox).
  case unavailable(path: String)
  /// Any other failure, with its `errno`.
  case io(path: String, errno: Int32)

  public var path: String {
    switch self {
    case .notFound(let p), .permissionDenied(let p), .isDirectory(let p), .notDirectory(let p),
      .readOnly(let p), .noSpace(let p), .unavailable(let p), .io(let p, _):
      return p
    }
  }

  /// `PATH: Reason`, the reason capitalized as `strerror` words it.
  public var description: String { "\(path): \(capitalizedReason)" }
}
