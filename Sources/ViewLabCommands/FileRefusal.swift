/// Why the machine refused a file, as the engine reports it: the kind (for the JSON `code` and the
/// words in other languages) and the system's own words, in lower case, which English prints as
/// they are ("no such file or directory").
///
/// The engine never touches a file: the app carries out `save`, `load`, `import` and `export`
/// through the system it is handed and turns the door's `SystemError` into this value.
public struct FileRefusal: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case notFound
    case permissionDenied
    case isDirectory
    case notDirectory
    case readOnly
    case noSpace
    /// This session has no files at all (a lesson's sandbox).
    case unavailable
    /// Any other failure, with its `errno`.
    case io(errno: Int32)
  }

  public var kind: Kind
  /// The system's words for it, in lower case.
  public var reason: String

  public init(_ kind: Kind, reason: String) {
    self.kind = kind
    self.reason = reason
  }
}
