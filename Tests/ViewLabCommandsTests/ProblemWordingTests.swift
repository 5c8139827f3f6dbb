import Testing
import ViewLabApp
import ViewLabCommands
import ViewLabModel
import ViewLabRendering
import ViewLabSystem

/// Every error has words in both languages: the English and the Chinese differ, and the Chinese is
/// Chinese. The samples cover every case: each `kind` function below switches over an enum without
/// a default, so a new case does not compile until it gets a kind here, and the coverage test then
/// fails until a sample of that kind is listed.
@Suite struct ProblemWordingTests {
  static func hasCJK(_ s: String) -> Bool {
    s.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
  }

  /// Checks one problem's wording in both languages.
  static func check(_ p: Problem, sourceLocation: SourceLocation = #_sourceLocation) {
    let en = ErrorRenderer.message(p, .en)
    let zh = ErrorRenderer.message(p, .zhHans)
    #expect(!en.message.isEmpty, "\(p)", sourceLocation: sourceLocation)
    #expect(en.message != zh.message, "\(p): \(en.message)", sourceLocation: sourceLocation)
    #expect(hasCJK(zh.message), "\(p): \(zh.message)", sourceLocation: sourceLocation)
    #expect(!hasCJK(en.message), "\(p): \(en.message)", sourceLocation: sourceLocation)
    #expect(
      (en.hint == nil) == (zh.hint == nil), "\(p): a hint in one language only",
      sourceLocation: sourceLocation)
    if let enHint = en.hint, let zhHint = zh.hint {
      #expect(enHint != zhHint && hasCJK(zhHint), "\(p): \(zhHint)", sourceLocation: sourceLocation)
    }
  }

  // MARK: Problem

  enum ProblemKind: CaseIterable {
    case unknownCommand, expected, extraArgument, badNumber, badName, reservedName, unknownView, notAView
    case unknownResponder, unknownGesture, unknownController, touch, unknownClass, unknownKeyword
    case negativeSize, scene, file, inFile, notModelled, nothingToUndo, nothingToRedo, unknownLanguage
    case override, notAssignable, flow
  }

  static func kind(_ p: Problem) -> ProblemKind {
    switch p {
    case .unknownCommand: .unknownCommand
    case .expected: .expected
    case .extraArgument: .extraArgument
    case .badNumber: .badNumber
    case .badName: .badName
    case .reservedName: .reservedName
    case .unknownView: .unknownView
    case .notAView: .notAView
    case .unknownResponder: .unknownResponder
    case .unknownGesture: .unknownGesture
    case .unknownController: .unknownController
    case .touch: .touch
    case .unknownClass: .unknownClass
    case .unknownKeyword: .unknownKeyword
    case .negativeSize: .negativeSize
    case .scene: .scene
    case .file: .file
    case .inFile: .inFile
    case .notModelled: .notModelled
    case .nothingToUndo: .nothingToUndo
    case .nothingToRedo: .nothingToRedo
    case .unknownLanguage: .unknownLanguage
    case .override: .override
    case .notAssignable: .notAssignable
    case .flow: .flow
    }
  }

  static let problems: [Problem] =
    [
      .unknownCommand("fram", suggestion: "frame"), .unknownCommand("zzz", suggestion: nil),
      .expected(.number, found: nil), .expected(.number, found: .token("abc")),
      .expected(.kind(.rect), found: .value(.number)), .extraArgument("5"),
      .badName("1x"), .reservedName("to"), .unknownView("gren", suggestion: "green"),
      .unknownView("zzz", suggestion: nil), .notAView("home"),
      .unknownResponder("hme", suggestion: "home"), .unknownResponder("zzz", suggestion: nil),
      .unknownGesture("tp", suggestion: "tap"), .unknownGesture("zzz", suggestion: nil),
      .unknownController("hme", suggestion: "home"), .unknownController("zzz", suggestion: nil),
      .unknownClass("UIButon", suggestion: "UIButton"), .unknownClass("Foo", suggestion: nil),
      .unknownKeyword("of", expected: ["on", "off"], suggestion: "off"),
      .unknownKeyword("x", expected: ["on", "off"], suggestion: nil), .negativeSize,
      .inFile(
        path: "a.vl", line: 3, text: "hide gren",
        ScriptError(.unknownView("gren", suggestion: "green"), column: 6)),
      .nothingToUndo, .nothingToRedo, .unknownLanguage("zh", suggestion: "zh-Hans"),
      .unknownLanguage("fr", suggestion: nil), .override(.missingEnd(className: "RoundButton", line: 3)),
      .override(.propertyNeedsView(property: "btn", found: .number)),
      .notAssignable(view: "redView", property: "frame", member: "origin.x"),
      .flow(.badRange(lower: 5, upper: 2, closed: false)), .flow(.guardWithoutReturn),
      .flow(.stepBudget(100_000)), .flow(.backgroundQueue("DispatchQueue.global(…)")),
      .flow(.mainQueueSync("DispatchQueue.main.sync")), .flow(.failedCast(to: "UIButton", found: "UIView")),
    ]
    + NumberIssue.allCases.map { .badNumber("1e99", $0) }
    + touchErrors.map { .touch($0) }
    + sceneErrors.map { .scene($0) }
    + fileIssues.map { .file(path: "scene.vl", $0) }
    + constructs.map { .notModelled($0) }
    + expectations.flatMap { [.expected($0, found: nil), .expected($0, found: .token("x"))] }
    + valueKinds.map { .expected(.kind(.rect), found: .value($0)) }

  @Test func everyProblemHasASample() {
    #expect(Set(Self.problems.map(Self.kind)) == Set(ProblemKind.allCases))
  }

  @Test(arguments: problems)
  func isWordedInBothLanguages(_ p: Problem) { Self.check(p) }

  // MARK: What a problem carries

  enum TouchKind: CaseIterable { case alreadyDown, noTouch, fingerNotDown, fingerOutOfRange, badDuration }
  static func kind(_ e: TouchError) -> TouchKind {
    switch e {
    case .alreadyDown: .alreadyDown
    case .noTouch: .noTouch
    case .fingerNotDown: .fingerNotDown
    case .fingerOutOfRange: .fingerOutOfRange
    case .badDuration: .badDuration
    }
  }
  static let touchErrors: [TouchError] = [
    .alreadyDown(finger: 1), .alreadyDown(finger: 2), .noTouch, .fingerNotDown(2, down: [1]),
    .fingerNotDown(2, down: []),
    .fingerOutOfRange(6), .badDuration(-1),
  ]

  enum SceneKind: CaseIterable {
    case nameTaken, windowIsFixed, wouldCreateCycle, indexOutOfRange, alreadyManaged
    case windowCannotBeControllerView, redirectToSelf, gestureRequiresItself, requirementCycle, notAControl
    case notAScrollView, presentsItself, alreadyPresented, alreadyPresenting, wouldCreateResponderCycle
    case notATable, noSwipeActions, rowCountOutOfRange, rowHeightOutOfRange
  }
  static func kind(_ e: SceneError) -> SceneKind {
    switch e {
    case .nameTaken: .nameTaken
    case .windowIsFixed: .windowIsFixed
    case .wouldCreateCycle: .wouldCreateCycle
    case .indexOutOfRange: .indexOutOfRange
    case .alreadyManaged: .alreadyManaged
    case .windowCannotBeControllerView: .windowCannotBeControllerView
    case .redirectToSelf: .redirectToSelf
    case .gestureRequiresItself: .gestureRequiresItself
    case .requirementCycle: .requirementCycle
    case .notAControl: .notAControl
    case .notAScrollView: .notAScrollView
    case .presentsItself: .presentsItself
    case .alreadyPresented: .alreadyPresented
    case .alreadyPresenting: .alreadyPresenting
    case .wouldCreateResponderCycle: .wouldCreateResponderCycle
    case .notATable: .notATable
    case .noSwipeActions: .noSwipeActions
    case .rowCountOutOfRange: .rowCountOutOfRange
    case .rowHeightOutOfRange: .rowHeightOutOfRange
    }
  }
  static let sceneErrors: [SceneError] = [
    .nameTaken("a", .view(ViewID(1))), .nameTaken("a", .controller(ControllerID(0))),
    .nameTaken("a", .gesture(GestureID(0))),
    .windowIsFixed("remove"),
    .wouldCreateCycle(view: "a", parent: "b"), .indexOutOfRange(5, count: 2),
    .alreadyManaged(view: "a", controller: "c"), .windowCannotBeControllerView, .redirectToSelf("a"),
    .gestureRequiresItself("g"), .requirementCycle(gesture: "g", requires: "h"), .notAControl("a"),
    .notAScrollView("a"), .presentsItself("c"), .alreadyPresented("c", by: "d"),
    .alreadyPresenting("c", presented: "d"), .wouldCreateResponderCycle("a"), .notATable("a", .UIButton),
    .noSwipeActions("a", .UICollectionView),
    .rowCountOutOfRange(501), .rowHeightOutOfRange(0),
  ]

  enum FileKind: CaseIterable { case system, hasError, notAHierarchy }
  static func kind(_ f: FileIssue) -> FileKind {
    switch f {
    case .system: .system
    case .hasError: .hasError
    case .notAHierarchy: .notAHierarchy
    }
  }
  static let fileIssues: [FileIssue] =
    [
      SystemError.notFound(path: "a"), .permissionDenied(path: "a"), .isDirectory(path: "a"),
      .notDirectory(path: "a"), .readOnly(path: "a"), .noSpace(path: "a"), .unavailable(path: "a"),
      .io(path: "a", errno: 5),
    ].map { FileIssue.system(FileRefusal($0)) } + [.hasError]
    + [DumpImportError.noViews, .controllerTree, .flatList(count: 3), .upwardChain].map(
      FileIssue.notAHierarchy)

  enum ExpectedKind: CaseIterable {
    case slot, number, width, height, name, words, className, fileName, argument, value, endOfStatement
    case literalAfterAt, selector, selectorExpression, memberName, typeName, variableName, directiveName
    case kind, boolean, controlEvent, arguments
  }
  static func kind(_ e: Expected) -> ExpectedKind {
    switch e {
    case .slot: .slot
    case .number: .number
    case .width: .width
    case .height: .height
    case .name: .name
    case .words: .words
    case .className: .className
    case .fileName: .fileName
    case .argument: .argument
    case .value: .value
    case .endOfStatement: .endOfStatement
    case .literalAfterAt: .literalAfterAt
    case .selector: .selector
    case .selectorExpression: .selectorExpression
    case .memberName: .memberName
    case .typeName: .typeName
    case .variableName: .variableName
    case .directiveName: .directiveName
    case .kind: .kind
    case .boolean: .boolean
    case .controlEvent: .controlEvent
    case .arguments: .arguments
    }
  }
  static let expectations: [Expected] =
    [
      .slot("X"), .number, .width, .height, .words(["on", "off"]), .className, .fileName, .argument,
      .value, .endOfStatement, .literalAfterAt, .selector, .selectorExpression, .memberName, .typeName,
      .variableName, .directiveName, .kind(.point), .boolean, .controlEvent(["touchDown", "touchUpInside"]),
      .arguments(4, to: "CGRectMake"),
    ] + NameRole.allCases.map { .name($0) }

  enum ValueKindKind: CaseIterable {
    case number, boolean, point, size, rect, transform, view, layer, type, rootController, zero, null
    case cosmetic, string, list, selector, gesture, controller, insets
  }
  static func kind(_ k: ValueKind) -> ValueKindKind {
    switch k {
    case .number: .number
    case .boolean: .boolean
    case .point: .point
    case .size: .size
    case .rect: .rect
    case .transform: .transform
    case .view: .view
    case .layer: .layer
    case .type: .type
    case .rootController: .rootController
    case .zero: .zero
    case .null: .null
    case .cosmetic: .cosmetic
    case .string: .string
    case .list: .list
    case .selector: .selector
    case .gesture: .gesture
    case .controller: .controller
    case .insets: .insets
    }
  }
  static let valueKinds: [ValueKind] = [
    .number, .boolean, .point, .size, .rect, .transform, .view, .layer, .type("CGRect"), .rootController,
    .zero, .null, .cosmetic(".red"), .string, .list, .selector, .gesture, .controller, .insets,
  ]

  @Test func everyDetailHasASample() {
    #expect(Set(Self.touchErrors.map(Self.kind)) == Set(TouchKind.allCases))
    #expect(Set(Self.sceneErrors.map(Self.kind)) == Set(SceneKind.allCases))
    #expect(Set(Self.fileIssues.map(Self.kind)) == Set(FileKind.allCases))
    #expect(Set(Self.expectations.map(Self.kind)) == Set(ExpectedKind.allCases))
    #expect(Set(Self.valueKinds.map(Self.kind)) == Set(ValueKindKind.allCases))
    #expect(Set(Self.constructs.map(Self.kind)) == Set(ConstructKind.allCases))
  }

  /// A value kind named inside a construct reads in the construct's language.
  @Test(arguments: valueKinds)
  func valueKindsAreWordedInBothLanguages(_ k: ValueKind) {
    Self.check(.notModelled(.variableHolding(k)))
    Self.check(.notModelled(.member("frame", of: k)))
  }
}
