import ViewLabModel

extension Problem {
  /// A stable kebab-case name for the kind of problem, the same in every language: the JSON
  /// `error.code` a program switches on instead of reading the message.
  ///
  ///     Problem.unknownView("gren", suggestion: "green").code   // "unknown-view"
  public var code: String {
    switch self {
    case .unknownCommand: "unknown-command"
    case .expected(_, found: nil): "missing-argument"
    case .expected(_, found: .token): "unexpected-token"
    case .expected(_, found: .value): "wrong-value-kind"
    case .extraArgument: "extra-argument"
    case .badNumber(_, let issue): issue.code
    case .badName: "bad-name"
    case .reservedName: "reserved-name"
    case .unknownView: "unknown-view"
    case .notAView: "not-a-view"
    case .unknownResponder: "unknown-responder"
    case .unknownGesture: "unknown-gesture"
    case .unknownController: "unknown-controller"
    case .touch(let error): error.code
    case .unknownClass: "unknown-class"
    case .unknownKeyword: "unknown-keyword"
    case .negativeSize: "negative-size"
    case .scene(let error): error.code
    case .file(_, .system(let error)): error.kind.code
    case .file(_, .hasError): "file-has-error"
    case .file(_, .notAHierarchy(let error)): error.code
    // The line of the loaded file decides what kind of problem it is.
    case .inFile(_, _, _, let inner): inner.problem.code
    case .notModelled: "not-modelled"
    case .override(let problem): problem.code
    case .notAssignable: "not-assignable"
    case .nothingToUndo: "nothing-to-undo"
    case .nothingToRedo: "nothing-to-redo"
    case .unknownLanguage: "unknown-language"
    case .flow(.badRange): "bad-range"
    case .flow(.guardWithoutReturn): "not-modelled"
    case .flow(.stepBudget): "step-budget"
    case .flow(.backgroundQueue): "not-modelled"
    case .flow(.mainQueueSync): "deadlock"
    case .flow(.failedCast): "failed-cast"
    }
  }
}

extension NumberIssue {
  var code: String {
    switch self {
    case .malformed: "bad-number"
    case .notFinite: "number-not-finite"
    case .tooLarge: "number-too-large"
    case .notWhole: "number-not-whole"
    }
  }
}

extension TouchError {
  var code: String {
    switch self {
    case .alreadyDown: "finger-already-down"
    case .noTouch: "no-finger-down"
    case .fingerNotDown: "finger-not-down"
    case .fingerOutOfRange: "finger-out-of-range"
    case .badDuration: "bad-duration"
    }
  }
}

extension SceneError {
  var code: String {
    switch self {
    case .nameTaken: "name-taken"
    case .windowIsFixed: "window-is-fixed"
    case .wouldCreateCycle: "view-cycle"
    case .indexOutOfRange: "index-out-of-range"
    case .alreadyManaged: "already-managed"
    case .windowCannotBeControllerView: "window-as-controller-view"
    case .redirectToSelf: "redirect-to-self"
    case .gestureRequiresItself: "gesture-requires-itself"
    case .requirementCycle: "requirement-cycle"
    case .notAControl: "not-a-control"
    case .notAScrollView: "not-a-scroll-view"
    case .presentsItself: "presents-itself"
    case .alreadyPresented: "already-presented"
    case .alreadyPresenting: "already-presenting"
    case .wouldCreateResponderCycle: "responder-cycle"
    case .notATable: "not-a-table"
    case .noSwipeActions: "no-swipe-actions"
    case .rowCountOutOfRange: "row-count-out-of-range"
    case .rowHeightOutOfRange: "row-height-out-of-range"
    }
  }
}

extension FileRefusal.Kind {
  var code: String {
    switch self {
    case .notFound: "file-not-found"
    case .permissionDenied: "permission-denied"
    case .isDirectory: "is-a-directory"
    case .notDirectory: "not-a-directory"
    case .readOnly: "read-only"
    case .noSpace: "no-space"
    case .unavailable: "files-unavailable"
    case .io: "io-error"
    }
  }
}

extension OverrideProblem {
  var code: String {
    switch self {
    case .unbalanced: "unbalanced-brackets"
    case .missingEnd: "missing-end"
    case .expected: "class-syntax"
    case .notModelled: "not-modelled"
    case .unknownClass: "method-outside-class"
    case .wrongSignature: "wrong-signature"
    case .unknownSuperclass: "unknown-superclass"
    case .unknownProperty: "unknown-property"
    case .propertyNeedsView: "wrong-value-kind"
    case .failed(let failure):
      switch failure.kind {
      case .stepBudget: "step-budget"
      case .recursion: "recursion-limit"
      case .changesScene: "override-changes-scene"
      case .wrongValue: "wrong-value-kind"
      case .notModelled: "not-modelled"
      case .actionInHitTest: "action-in-hit-test"
      case .failedCast: "failed-cast"
      case .badRange: "bad-range"
      }
    case .uikitName: "uikit-class-name"
    case .uikitExtension: "uikit-class-extension"
    case .notAssignable: "not-assignable"
    }
  }
}
