import ViewLabCommands
import ViewLabLanguage
import ViewLabRendering
import ViewLabSystem

extension FileRefusal {
  /// The door's error as the engine reports it: its kind and the system's own words.
  public init(_ error: SystemError) {
    let kind: Kind =
      switch error {
      case .notFound: .notFound
      case .permissionDenied: .permissionDenied
      case .isDirectory: .isDirectory
      case .notDirectory: .notDirectory
      case .readOnly: .readOnly
      case .noSpace: .noSpace
      case .unavailable: .unavailable
      case .io(_, let code): .io(errno: code)
      }
    self.init(kind, reason: error.reason)
  }
}

extension SystemReason {
  /// Why the system could not use a file, in `l` (for messages worded outside `ErrorRenderer`).
  public static func text(_ e: SystemError, _ l: Language) -> String { text(FileRefusal(e), l) }
}
