import ViewLabCommands

extension ProblemWordingTests {
  enum ConstructKind: CaseIterable {
    case listIndex, directive, closure, divisionByZero, nilOptionalChain, binaryOperator, pointers
    case variadicArguments, nesting, unheldView, unheldRecognizer, callingExpression, anonymousInit
    case statement, declarationWithoutValue, atKeyword, override, methodDeclaration, customClass
    case printWithoutValue, secondVariable, variableHolding, function, method, message, member, typeMember
    case property, setting, assigning, wholeViewAssignment, compoundAssignment, initializer, viewClass
    case secondWindow, notASubview, moveOutOfWindow, notInWindow, rootViewWithoutController
    case recognizerClass, tapCount, tapCountOf, tapCountAfterAdding, fixedRecognizerProperty
    case recognizerProperty, recognizerOnSecondView, completionHandler, feature
  }

  static func kind(_ c: Construct) -> ConstructKind {
    switch c {
    case .listIndex: .listIndex
    case .directive: .directive
    case .closure: .closure
    case .divisionByZero: .divisionByZero
    case .nilOptionalChain: .nilOptionalChain
    case .binaryOperator: .binaryOperator
    case .pointers: .pointers
    case .variadicArguments: .variadicArguments
    case .nesting: .nesting
    case .unheldView: .unheldView
    case .unheldRecognizer: .unheldRecognizer
    case .callingExpression: .callingExpression
    case .anonymousInit: .anonymousInit
    case .statement: .statement
    case .declarationWithoutValue: .declarationWithoutValue
    case .atKeyword: .atKeyword
    case .override: .override
    case .methodDeclaration: .methodDeclaration
    case .customClass: .customClass
    case .printWithoutValue: .printWithoutValue
    case .secondVariable: .secondVariable
    case .variableHolding: .variableHolding
    case .function: .function
    case .method: .method
    case .message: .message
    case .member: .member
    case .typeMember: .typeMember
    case .property: .property
    case .setting: .setting
    case .assigning: .assigning
    case .wholeViewAssignment: .wholeViewAssignment
    case .compoundAssignment: .compoundAssignment
    case .initializer: .initializer
    case .viewClass: .viewClass
    case .secondWindow: .secondWindow
    case .notASubview: .notASubview
    case .moveOutOfWindow: .moveOutOfWindow
    case .notInWindow: .notInWindow
    case .rootViewWithoutController: .rootViewWithoutController
    case .recognizerClass: .recognizerClass
    case .tapCount: .tapCount
    case .tapCountOf: .tapCountOf
    case .tapCountAfterAdding: .tapCountAfterAdding
    case .fixedRecognizerProperty: .fixedRecognizerProperty
    case .recognizerProperty: .recognizerProperty
    case .recognizerOnSecondView: .recognizerOnSecondView
    case .completionHandler: .completionHandler
    case .feature: .feature
    }
  }

  static let constructs: [Construct] =
    [
      .listIndex(3, count: 2), .directive("fileLiteral"), .closure(block: false, passedTo: nil),
      .closure(block: true, passedTo: "animate"), .divisionByZero, .nilOptionalChain, .binaryOperator("|"),
      .pointers, .variadicArguments, .nesting(depth: 64), .unheldView,
      .unheldRecognizer, .callingExpression,
      .anonymousInit(labels: "x:y:"), .statement("if"), .declarationWithoutValue, .atKeyword("protocol"),
      .methodDeclaration("layoutSubviews"), .customClass, .printWithoutValue("NSLog"), .secondVariable("red"),
      .variableHolding(.layer), .function("hypot"), .method("sizeThatFits", of: .view),
      .method("sizeThatFits", of: nil), .message("setTitle:", to: .view), .member("superview", of: .view),
      .typeMember("UIColor", "red"), .property("tag"), .setting("width", of: .rect), .assigning(to: .number),
      .wholeViewAssignment, .compoundAssignment("+", on: .rect), .initializer("UIView", labels: "coder:"),
      .viewClass("UITableView", builds: ["UIView", "UIButton"]), .secondWindow,
      .notASubview("red", of: "blue"), .moveOutOfWindow("red", into: "card"), .notInWindow("card"),
      .rootViewWithoutController, .recognizerClass("UIPinchGestureRecognizer"), .tapCount("3"),
      .tapCountOf("UIPanGestureRecognizer"), .tapCountAfterAdding,
      .fixedRecognizerProperty("numberOfTouchesRequired", value: "2", modelled: 1),
      .recognizerProperty("state"), .recognizerOnSecondView("tap"), .completionHandler,
    ]
    + OverriddenMethod.allCases.map { .override($0) }
    + Feature.allCases.map { .feature($0) }
}
