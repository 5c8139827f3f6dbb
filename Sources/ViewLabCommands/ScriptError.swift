import ViewLabModel

/// What went wrong on a line, as data: the renderer words it (see `ErrorRenderer`).
public struct ScriptError: Error, Hashable, Sendable {
  public var problem: Problem
  /// 1-based column of the offending token (the end of the line when something is missing).
  public var column: Int
  /// How many characters to underline.
  public var length: Int
  /// Set when Swift's optional chain met nil at this base (`a` of `a?.b`): the statement that holds
  /// it is skipped, as Swift skips it, rather than failing.
  public var stoppedChain: BodyExpr?
  /// The line of the paste the error is on, for a statement kept with its lines (`#line N`: a loop,
  /// an `if`); nil when it is on the line run.
  public var line: Int?

  public init(_ problem: Problem, column: Int, length: Int = 1) {
    self.problem = problem
    self.column = column
    self.length = max(1, length)
  }

  /// This error, marked as an optional chain that met nil at `base`.
  func chainStopped(at base: BodyExpr) -> ScriptError {
    var e = self
    e.stoppedChain = base
    return e
  }

  /// This error, on `line` of the paste unless it already names one.
  func on(line: Int) -> ScriptError {
    var e = self
    e.line = e.line ?? line
    return e
  }

  init(_ problem: Problem, at token: Token) {
    self.init(problem, column: token.column, length: token.length)
  }

  init(_ problem: Problem, at name: NameRef) {
    self.init(problem, column: name.column, length: name.text.count)
  }
}

/// Every error a line can get, with the tokens and numbers it is about; never a sentence. The
/// wording, in each language, lives in `ErrorRenderer`.
public enum Problem: Hashable, Sendable {
  case unknownCommand(String, suggestion: String?)
  /// Something else was needed here; `found` is what the line has (nil: it ended).
  case expected(Expected, found: Found?)
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
  case file(path: String, FileIssue)
  /// A `load`ed file failed at one of its lines.
  indirect case inFile(path: String, line: Int, text: String, ScriptError)
  /// A construct of pasted Swift or Objective-C that ViewLab does not model.
  case notModelled(Construct)
  /// A pasted class or one of its overrides (see `OverrideProblem`).
  case override(OverrideProblem)
  /// Objective-C `v.frame.origin.x = 30;`: clang's "expression is not assignable". A property is a
  /// method returning a copy of the struct, so one of its members cannot be assigned (Swift
  /// allows it). `property` is `frame` (or `layer.position`), `member` the path `origin.x`.
  case notAssignable(view: String, property: String, member: String)
  case nothingToUndo
  case nothingToRedo
  /// The control flow of pasted code at the top level went wrong (a loop that never ends, a range
  /// that ends below its start, a `guard` that does not leave).
  case flow(FlowProblem)
  /// `lang` with a language ViewLab does not speak.
  case unknownLanguage(String, suggestion: String?)
}

/// Why a file could not be used.
public enum FileIssue: Hashable, Sendable {
  /// The operating system refused (no such file, permission denied, …).
  case system(FileRefusal)
  /// A `load`ed script has an error at one of its lines (shown after this one).
  case hasError
  /// An `import`ed file holds no view hierarchy: no `recursiveDescription` view lines, a
  /// controller tree, or a flat list of views.
  case notAHierarchy(DumpImportError)
}
