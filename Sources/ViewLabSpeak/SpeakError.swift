/// What the language front end refuses in pasted Swift or Objective-C, as data: the problem and
/// where it is on the line. The commands layer carries it on as a `SpeakError`; the wording, in
/// each language, lives with the renderer.
public struct SpeakError: Error, Hashable, Sendable {
  public var problem: SpeakProblem
  /// 1-based column of the offending token (the end of the line when something is missing).
  public var column: Int
  /// How many characters to underline.
  public var length: Int

  public init(_ problem: SpeakProblem, column: Int, length: Int = 1) {
    self.problem = problem
    self.column = column
    self.length = max(1, length)
  }
}

/// Every problem the lexer and parser find; never a sentence.
public enum SpeakProblem: Hashable, Sendable {
  /// Something else was needed here; `found` is what the line has (nil: it ended).
  case expected(Expected, found: Found?)
  case badNumber(String, NumberIssue)
  /// A construct of pasted Swift or Objective-C that ViewLab does not model.
  case notModelled(Construct)
  /// A pasted class or one of its methods (see `OverrideProblem`).
  case override(OverrideProblem)
}

public enum NumberIssue: Hashable, Sendable, CaseIterable {
  case malformed
  case notFinite
  case tooLarge
  case notWhole
}

/// What a line had where something else was expected.
public enum Found: Hashable, Sendable {
  /// A token, shown as typed.
  case token(String)
  /// A value of pasted code (`v.frame = 3`: a number where a CGRect belongs).
  case value(ValueKind)
}

extension NumberIssue {
  /// The largest magnitude a number of a script or of pasted code may have (`.tooLarge` beyond).
  public static let maxMagnitude = 1e9
}
