/// A construct of pasted Swift or Objective-C that ViewLab does not model, with the names and
/// numbers the message shows. `ErrorRenderer` words each one in English and Chinese.
public enum Construct: Hashable, Sendable {
  // Expressions and operators.
  case listIndex(Double, count: Int)
  /// `#name(…)` other than the colour and image literals.
  case directive(String)
  /// A closure (`{ … }`) or block (`^{ … }`), and the call it is passed to.
  case closure(block: Bool, passedTo: String?)
  case divisionByZero
  /// `let x = a?.b` where `a` is nil: Swift makes `x` nil; ViewLab keeps no nil variables. (A
  /// statement whose chain stops is skipped with a note instead.)
  case nilOptionalChain
  case binaryOperator(String)
  case pointers
  case variadicArguments
  case nesting(depth: Int)
  /// `UIView(frame: …)` used without a variable to hold it.
  case unheldView
  case unheldRecognizer
  case callingExpression
  /// `.init(x:y:)` without a type name.
  case anonymousInit(labels: String)
  // Statements and declarations.
  /// `if`, `for`, `while`, … (the keyword).
  case statement(String)
  case declarationWithoutValue
  /// `@word` other than the scaffolding ones.
  case atKeyword(String)
  case override(OverriddenMethod)
  case methodDeclaration(String)
  case customClass
  case printWithoutValue(String)
  case secondVariable(String)
  case variableHolding(ValueKind)
  // Members, properties and calls.
  case function(String)
  case method(String, of: ValueKind?)
  case message(String, to: ValueKind)
  case member(String, of: ValueKind)
  case typeMember(String, String)
  case property(String)
  case setting(String, of: ValueKind)
  case assigning(to: ValueKind)
  case wholeViewAssignment
  case compoundAssignment(String, on: ValueKind)
  case initializer(String, labels: String)
  /// A class `init` cannot build; `builds` lists the classes it can.
  case viewClass(String, builds: [String])
  case secondWindow
  // Hierarchy calls.
  case notASubview(String, of: String)
  case moveOutOfWindow(String, into: String)
  /// `name` converted against a view in the window while it is in none.
  case notInWindow(String)
  case rootViewWithoutController
  // Gestures.
  case recognizerClass(String)
  case tapCount(String)
  case tapCountOf(String)
  case tapCountAfterAdding
  /// A recognizer property set to a value other than the one modelled.
  case fixedRecognizerProperty(String, value: String, modelled: Double)
  case recognizerProperty(String)
  case recognizerOnSecondView(String)
  case completionHandler
  // Whole features.
  case feature(Feature)
}

/// An override a custom class would write, for which ViewLab has commands instead.
public enum OverriddenMethod: String, Hashable, Sendable, CaseIterable {
  case hitTest
  case pointInside
  case touchesBegan
}

/// UIKit features ViewLab leaves out.
public enum Feature: String, Hashable, Sendable, CaseIterable {
  case navigation
  case dismiss
  case removeTarget
  case sendActions
  case autoLayout
  case animations
  case exchangeSubview
}
