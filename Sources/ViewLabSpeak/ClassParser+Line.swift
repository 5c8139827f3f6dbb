import ViewLabModel

/// One grammar for pasted expressions: a top-level line is read by the same rules as a method body
/// (`ClassParser+Expressions`), and its errors are a line's (the column, what was expected).
extension ClassParser {
  /// A parser of one top-level line (`CodeParser` reads its statement forms, this its expressions).
  /// A line ending with `;` is Objective-C, so C's operator levels apply (`Operators`).
  init(topLevelLine line: String) {
    tokens = CodeLexer.tokens(line).map {
      ClassToken(kind: $0.kind, text: $0.text, line: 1, column: $0.column, interpolations: $0.interpolations)
    }
    lastLine = 1
    topLevel = true
    endColumn = line.count + 1
    objectiveC = tokens.last.map { $0.kind == .symbol && $0.text == ";" } ?? false
  }

  /// A top-level line's "expected …" error at the cursor: the token found (its whole width
  /// underlined), or the end of the line.
  func lineError(_ what: Expected) -> SpeakError {
    guard let t = peek else { return SpeakError(.expected(what, found: nil), column: endColumn) }
    return SpeakError(.expected(what, found: .token(t.text)), column: t.column, length: t.text.count)
  }

  /// What a top-level line calls a part the grammar expected.
  static func expected(_ part: ClassPart) -> Expected {
    switch part {
    case .tokens(let words): .words(words)
    case .className: .className
    case .superclassName, .protocolName, .type: .typeName
    case .colonAndSuperclass: .words([":"])
    case .methodBody, .functionBody: .words(["{"])
    case .member, .memberName, .functionName: .memberName
    case .expression, .statement: .value
    case .selector: .selector
    case .propertyTypeAndName, .propertyName, .parameterName, .parameter, .variableName, .name,
      .loopVariable:
      .variableName
    case .statementEnd: .endOfStatement
    }
  }

  /// What a top-level line calls a construct the grammar refuses; nil for those only a class has.
  static func lineProblem(_ what: ClassConstruct) -> SpeakProblem? {
    switch what {
    case .pointers: .notModelled(.pointers)
    case .variadicArguments: .notModelled(.variadicArguments)
    case .nesting(let depth): .notModelled(.nesting(depth: depth))
    case .number(let text): .badNumber(text, .malformed)
    case .closures: .notModelled(.closure(block: false, passedTo: nil))
    case .atSign: .expected(.literalAfterAt, found: nil)
    case .atKeyword, .declaration, .codeAfterClass, .inClassBody, .dictionaryProperty, .statement, .member,
      .name, .operator,
      .callingExpression, .function, .message, .removalDuringTouch, .method, .selectorWithoutBlock,
      .viewProperty, .setting, .superAlone, .blockOutsideEnumerate, .guardWithoutReturn, .pointerWrite,
      .assigningExpression, .sceneChangeInTouches, .touchesBeganOnAnother, .structMemberOfProperty,
      .backgroundQueue, .mainQueueSync:
      nil
    }
  }
}
