import ViewLabModel

/// What went wrong on a line, as data: the renderer words it (see `ErrorRenderer`).
public struct ScriptError: Error, Hashable, Sendable {
  public var problem: Problem
  /// 1-based column of the offending token (the end of the line when something is missing).
  public var column: Int
  /// How many characters to underline.
  public var length: Int

  public init(_ problem: Problem, column: Int, length: Int = 1) {
    self.problem = problem
    self.column = column
    self.length = max(1, length)
  }

  init(_ problem: Problem, at token: Token) {
    self.init(problem, column: token.column, length: token.length)
  }

  init(_ problem: Problem, at name: NameRef) {
    self.init(problem, column: name.column, length: name.text.count)
  }
}

public enum Problem: Hashable, Sendable {
  case unknownCommand(String, suggestion: String?)
  /// `expected` reads as a noun phrase: "a number", "a view name", "'to'".
  case expected(String, found: String?)
  case extraArgument(String)
  case badNumber(String, NumberIssue)
  case badName(String)
  case reservedName(String)
  case unknownView(String, suggestion: String?)
  case notAView(String)
  case unknownResponder(String, suggestion: String?)
  case unknownGesture(String, suggestion: String?)
  case unknownController(String, suggestion: String?)
  /// A touch step that cannot run now (a second finger, no finger down, a negative wait).
  case touch(TouchError)
  case unknownClass(String, suggestion: String?)
  case unknownKeyword(String, expected: [String], suggestion: String?)
  case negativeSize
  case scene(SceneError)
  case file(path: String, reason: String)
  /// A `load`ed file failed at one of its lines.
  indirect case inFile(path: String, line: Int, text: String, ScriptError)
  /// A construct of pasted Swift or Objective-C that ViewLab does not model.
  case unsupported(String)
  /// A pasted class or one of its overrides (see `OverrideProblem`).
  case override(OverrideProblem)
  case nothingToUndo
  case nothingToRedo
}

public enum NumberIssue: Hashable, Sendable {
  case malformed
  case notFinite
  case tooLarge
  case notWhole
}
