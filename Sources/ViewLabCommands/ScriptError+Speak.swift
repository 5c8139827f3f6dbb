// The commands layer's API speaks the language front end's types (its syntax trees, `ClassDefinition`,
// the problems of pasted code), so a layer that imports the commands sees them too.
@_exported import ViewLabSpeak

extension ScriptError {
  /// A problem of pasted code, carried on as a line's error.
  public init(_ error: SpeakError) {
    let problem: Problem =
      switch error.problem {
      case .expected(let what, let found): .expected(what, found: found)
      case .badNumber(let text, let issue): .badNumber(text, issue)
      case .notModelled(let construct): .notModelled(construct)
      case .override(let p): .override(p)
      }
    self.init(problem, column: error.column, length: error.length)
  }
}

/// Runs the front end's `body`; its error becomes the line's `ScriptError`.
func speaking<T>(_ body: () throws(SpeakError) -> T) throws(ScriptError) -> T {
  do {
    return try body()
  } catch {
    throw ScriptError(error)
  }
}
