import Testing
import ViewLabCommands
import ViewLabModel

@testable import ViewLabRendering

/// Problems with pasted classes: every case of what the parser expected, of what is not run and of
/// what a value is, sampled (the `kind` switches have no default) and worded in both languages,
/// both inside a whole message and as a phrase of its own.
@Suite struct OverrideWordingTests {
  static func hasCJK(_ s: String) -> Bool { ProblemWordingTests.hasCJK(s) }

  /// A phrase is Chinese in Chinese, or it is code or an API name kept as written (only the
  /// English article dropped: "a CGRect" → "CGRect").
  static func checkPhrase(_ en: String, _ zh: String, _ sample: String, sourceLocation: SourceLocation) {
    #expect(!hasCJK(en), "\(sample): \(en)", sourceLocation: sourceLocation)
    let kept = [zh, "a " + zh, "an " + zh].contains(en)
    #expect(hasCJK(zh) || kept, "\(sample): \(zh)", sourceLocation: sourceLocation)
  }

  // MARK: OverrideProblem and OverrideFailure

  enum ProblemKind: CaseIterable {
    case unbalanced, missingEnd, expected, notModelled, unknownClass, wrongSignature, unknownSuperclass
    case unknownProperty, propertyNeedsView, failed, uikitName, uikitExtension, notAssignable
  }

  static func kind(_ p: OverrideProblem) -> ProblemKind {
    switch p {
    case .unbalanced: .unbalanced
    case .missingEnd: .missingEnd
    case .expected: .expected
    case .notModelled: .notModelled
    case .unknownClass: .unknownClass
    case .wrongSignature: .wrongSignature
    case .unknownSuperclass: .unknownSuperclass
    case .unknownProperty: .unknownProperty
    case .propertyNeedsView: .propertyNeedsView
    case .failed: .failed
    case .uikitName: .uikitName
    case .uikitExtension: .uikitExtension
    case .notAssignable: .notAssignable
    }
  }

  enum FailureKind: CaseIterable {
    case stepBudget, recursion, changesScene, wrongValue, notModelled, actionInHitTest, failedCast, badRange
  }

  static func kind(_ k: OverrideFailure.Kind) -> FailureKind {
    switch k {
    case .stepBudget: .stepBudget
    case .recursion: .recursion
    case .changesScene: .changesScene
    case .wrongValue: .wrongValue
    case .notModelled: .notModelled
    case .actionInHitTest: .actionInHitTest
    case .failedCast: .failedCast
    case .badRange: .badRange
    }
  }

  static func failure(_ k: OverrideFailure.Kind) -> OverrideProblem {
    .failed(OverrideFailure(className: "RoundButton", method: .hitTest, line: 4, kind: k))
  }

  static let failureKinds: [OverrideFailure.Kind] =
    [
      .stepBudget(10_000), .recursion(64), .changesScene("self.alpha = 0"), .actionInHitTest("btnClick:"),
      .failedCast(to: "UIButton", found: "Probe"), .badRange(lower: 3, upper: 1, closed: false),
      .badRange(lower: 5, upper: 0, closed: true),
    ]
    + valueKinds.map { .wrongValue(expected: .view, found: $0) }
    + valueKinds.map { .wrongValue(expected: $0, found: .null) }
    + constructs.map { .notModelled($0) }

  static let problems: [OverrideProblem] =
    [
      .unbalanced("{", line: 3, column: 5), .unbalanced("}", line: 9, column: 1),
      .missingEnd(className: "RoundButton", line: 1),
      .unknownClass("RoundButon", line: 2, suggestion: "RoundButton"),
      .unknownClass("Card", line: 2, suggestion: nil),
      .wrongSignature(
        method: "- (BOOL)pointInside:(CGPoint)point",
        expected: "- (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event",
        line: 3),
      .unknownSuperclass("UITableView", line: 1), .uikitName("UIButton", line: 1),
      .uikitExtension("UIButton", line: 1, objectiveC: false),
      .uikitExtension("UIView", line: 2, objectiveC: true),
      .notAssignable(object: "self", property: "frame", member: "origin.x", line: 5, column: 5),
      .unknownProperty(className: "Card", property: "buton", suggestion: "button"),
      .unknownProperty(className: "Card", property: "x", suggestion: nil),
      .propertyNeedsView(property: "button", found: .number),
    ]
    + parts.flatMap {
      [
        OverrideProblem.expected($0, found: "x", line: 2, column: 3),
        .expected($0, found: nil, line: 2, column: 1),
      ]
    }
    + constructs.map { .notModelled($0, line: 5, column: 9) }
    + failureKinds.map(failure)

  @Test func everyCaseHasASample() {
    #expect(Set(Self.problems.map(Self.kind)) == Set(ProblemKind.allCases))
    #expect(Set(Self.failureKinds.map(Self.kind)) == Set(FailureKind.allCases))
    #expect(Set(Self.parts.map(Self.kind)) == Set(PartKind.allCases))
    #expect(Set(Self.constructs.map(Self.kind)) == Set(ConstructKind.allCases))
    #expect(Set(Self.valueKinds.map(Self.kind)) == Set(ValueKindKind.allCases))
  }

  @Test(arguments: problems)
  func isWordedInBothLanguages(_ p: OverrideProblem) { ProblemWordingTests.check(.override(p)) }

  @Test(arguments: parts)
  func partIsWordedInBothLanguages(_ p: ClassPart) {
    Self.checkPhrase(
      OverrideWords.phrase(p, .en), OverrideWords.phrase(p, .zhHans), "\(p)", sourceLocation: #_sourceLocation
    )
  }

  @Test(arguments: constructs)
  func constructIsWordedInBothLanguages(_ c: ClassConstruct) {
    Self.checkPhrase(
      OverrideWords.phrase(c, .en), OverrideWords.phrase(c, .zhHans), "\(c)", sourceLocation: #_sourceLocation
    )
  }

  @Test(arguments: valueKinds)
  func valueKindIsWordedInBothLanguages(_ k: OverrideValueKind) {
    Self.checkPhrase(
      OverrideWords.phrase(k, .en), OverrideWords.phrase(k, .zhHans), "\(k)", sourceLocation: #_sourceLocation
    )
  }

  /// The English wording is the one the parser used to compose (the English goldens depend on it).
  @Test func englishIsUnchanged() {
    let en = { (p: OverrideProblem) in ErrorRenderer.message(.override(p), .en).message }
    #expect(
      en(.expected(.tokens(["interface", "implementation"]), found: "protocol", line: 1, column: 2))
        == "line 1: expected 'interface' or 'implementation', found 'protocol'")
    #expect(
      en(.notModelled(.closures, line: 3, column: 1))
        == "line 3: ViewLab does not run closures and blocks (a loop over subviews can be written 'for … in subviews.reversed()') in an override"
    )
    #expect(
      en(Self.failure(.notModelled(.member("tag", of: .rect))))
        == "RoundButton.hitTest line 4: ViewLab does not run '.tag' of a CGRect")
    #expect(
      en(Self.failure(.wrongValue(expected: .indexBelow(2), found: .index(5))))
        == "RoundButton.hitTest line 4: expected an index below 2, found 5")
  }

  // MARK: ClassPart

  enum PartKind: CaseIterable {
    case tokens, className, superclassName, protocolName, colonAndSuperclass, propertyTypeAndName
    case propertyName, parameterName, parameter, methodBody, functionBody, member, memberName
    case functionName, expression, selector, statement, variableName, type, name, loopVariable, statementEnd
  }

  static func kind(_ p: ClassPart) -> PartKind {
    switch p {
    case .tokens: .tokens
    case .className: .className
    case .superclassName: .superclassName
    case .protocolName: .protocolName
    case .colonAndSuperclass: .colonAndSuperclass
    case .propertyTypeAndName: .propertyTypeAndName
    case .propertyName: .propertyName
    case .parameterName: .parameterName
    case .parameter: .parameter
    case .methodBody: .methodBody
    case .functionBody: .functionBody
    case .member: .member
    case .memberName: .memberName
    case .functionName: .functionName
    case .expression: .expression
    case .selector: .selector
    case .statement: .statement
    case .variableName: .variableName
    case .type: .type
    case .name: .name
    case .loopVariable: .loopVariable
    case .statementEnd: .statementEnd
    }
  }

  static let parts: [ClassPart] = [
    .tokens(["{"]), .className, .superclassName, .protocolName, .colonAndSuperclass,
    .propertyTypeAndName, .propertyName, .parameterName, .parameter, .methodBody, .functionBody, .member,
    .memberName, .functionName, .expression, .selector, .statement, .variableName, .type, .name,
    .loopVariable,
    .statementEnd(objectiveC: true), .statementEnd(objectiveC: false),
  ]

  // MARK: ClassConstruct

  enum ConstructKind: CaseIterable {
    case atKeyword, declaration, codeAfterClass, inClassBody, dictionaryProperty, pointers, closures, number
    case atSign
    case variadicArguments, statement, nesting, member, name, `operator`, callingExpression, function
    case message, method, selectorWithoutBlock, viewProperty, setting, superAlone, blockOutsideEnumerate
    case guardWithoutReturn, pointerWrite, assigningExpression, sceneChangeInTouches, touchesBeganOnAnother
    case structMemberOfProperty, removalDuringTouch, backgroundQueue, mainQueueSync
  }

  static func kind(_ c: ClassConstruct) -> ConstructKind {
    switch c {
    case .atKeyword: .atKeyword
    case .declaration: .declaration
    case .codeAfterClass: .codeAfterClass
    case .inClassBody: .inClassBody
    case .dictionaryProperty: .dictionaryProperty
    case .pointers: .pointers
    case .closures: .closures
    case .number: .number
    case .atSign: .atSign
    case .variadicArguments: .variadicArguments
    case .statement: .statement
    case .nesting: .nesting
    case .member: .member
    case .name: .name
    case .operator: .operator
    case .callingExpression: .callingExpression
    case .function: .function
    case .message: .message
    case .method: .method
    case .selectorWithoutBlock: .selectorWithoutBlock
    case .viewProperty: .viewProperty
    case .setting: .setting
    case .superAlone: .superAlone
    case .blockOutsideEnumerate: .blockOutsideEnumerate
    case .guardWithoutReturn: .guardWithoutReturn
    case .pointerWrite: .pointerWrite
    case .assigningExpression: .assigningExpression
    case .sceneChangeInTouches: .sceneChangeInTouches
    case .touchesBeganOnAnother: .touchesBeganOnAnother
    case .structMemberOfProperty: .structMemberOfProperty
    case .removalDuringTouch: .removalDuringTouch
    case .backgroundQueue: .backgroundQueue
    case .mainQueueSync: .mainQueueSync
    }
  }

  static let constructs: [ClassConstruct] =
    [
      .atKeyword("protocol"), .declaration("struct"), .codeAfterClass, .inClassBody("init"),
      .dictionaryProperty("names"),
      .pointers("&"),
      .closures, .number("1e"), .atSign, .variadicArguments, .statement("switch"), .nesting(depth: 64),
      .member("tag", of: nil), .name("foo"), .operator("%"), .callingExpression,
      .function("hypot", arguments: nil),
      .function("sqrt", arguments: 0), .message("setTitle:"), .method("sizeThatFits(_:)"),
      .selectorWithoutBlock("enumerateObjectsUsingBlock:"), .viewProperty("tag"), .superAlone,
      .blockOutsideEnumerate, .guardWithoutReturn, .pointerWrite, .assigningExpression, .sceneChangeInTouches,
      .touchesBeganOnAnother, .structMemberOfProperty("frame"),
      .removalDuringTouch("[self removeFromSuperview];"), .backgroundQueue("DispatchQueue.global(…)"),
      .mainQueueSync("dispatch_sync"),
    ]
    + valueKinds.flatMap { [ClassConstruct.member("tag", of: $0), .setting("tag", of: $0)] }

  // MARK: OverrideValueKind

  enum ValueKindKind: CaseIterable {
    case number, bool, point, size, rect, view, null, views, array, string, stop, event, type, condition
    case returnValue, indexBelow, index, endOfMethod, touches, touch, transform, object
  }

  static func kind(_ k: OverrideValueKind) -> ValueKindKind {
    switch k {
    case .number: .number
    case .bool: .bool
    case .point: .point
    case .size: .size
    case .rect: .rect
    case .view: .view
    case .null: .null
    case .views: .views
    case .array: .array
    case .string: .string
    case .stop: .stop
    case .event: .event
    case .touches: .touches
    case .touch: .touch
    case .transform: .transform
    case .object: .object
    case .type: .type
    case .condition: .condition
    case .returnValue: .returnValue
    case .indexBelow: .indexBelow
    case .index: .index
    case .endOfMethod: .endOfMethod
    }
  }

  static let valueKinds: [OverrideValueKind] = [
    .number, .bool, .point, .size, .rect, .view, .null, .views, .array, .string, .stop, .event,
    .type("UIView"),
    .condition, .returnValue, .indexBelow(2), .index(5), .endOfMethod, .touches, .touch, .transform,
    .object("UIImage"),
  ]
}
