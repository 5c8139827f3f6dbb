import ViewLabSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The one mapping from `errno` to `SystemError`.
extension SystemError {
  public init(errno code: Int32, path: String) {
    switch code {
    case ENOENT: self = .notFound(path: path)
    case EACCES, EPERM: self = .permissionDenied(path: path)
    case EISDIR: self = .isDirectory(path: path)
    case ENOTDIR: self = .notDirectory(path: path)
    case EROFS: self = .readOnly(path: path)
    case ENOSPC, EDQUOT: self = .noSpace(path: path)
    default: self = .io(path: path, errno: code)
    }
  }
}
