/// What was expected at a place in a line: a slot of a verb's syntax or a piece of pasted code.
public enum Expected: Hashable, Sendable {
  /// A number that the syntax line calls `label` (`X`, `INDEX`, `DEGREES`); the label is shown as is.
  case slot(String)
  case number
  case width
  case height
  /// A name, by the role it plays in the command.
  case name(NameRole)
  /// One of these literal words (`'to' or 'off'`).
  case words([String])
  case className
  case fileName
  case argument
  // Pasted code.
  case value
  case endOfStatement
  /// `@"…"` or `@42` after an `@`.
  case literalAfterAt
  case selector
  case selectorExpression
  case memberName
  case typeName
  case variableName
  case directiveName
  /// A value of this kind (`a CGRect`).
  case kind(ValueKind)
  /// `YES`/`NO` or `true`/`false`.
  case boolean
  /// One of UIControl.Event's cases.
  case controlEvent([String])
  /// `count` arguments to the function or method `callee`.
  case arguments(Int, to: String)
}

/// The part a name plays in a command, for "expected the new superview's name".
public enum NameRole: Hashable, Sendable, CaseIterable {
  case view
  case viewOrController
  case newView
  case superview
  case newSuperview
  case controller
  case rootView
  case presentedController
  case presentingController
  case control
  case recognizer
  case newRecognizer
  case recognizerToFail
  case redirectTarget
}
