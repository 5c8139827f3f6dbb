import ViewLabModel

/// What is wrong with a pasted class or one of its overrides, as data (`OverrideWords` words it).
/// Lines are the lines of the pasted text (of the file, for `viewlab run`).
public enum OverrideProblem: Hashable, Sendable {
  /// A brace, bracket or parenthesis opened at `line` and never closed (or closed twice).
  case unbalanced(String, line: Int, column: Int)
  /// `@interface`/`@implementation` with no `@end`.
  case missingEnd(className: String, line: Int)
  /// Something else was expected here.
  case expected(ClassPart, found: String?, line: Int, column: Int)
  /// A construct the interpreter does not run.
  case notModelled(ClassConstruct, line: Int, column: Int)
  /// A method with no class around it, or of a class never defined.
  case unknownClass(String, line: Int, suggestion: String?)
  /// An override whose declaration is not UIKit's (`pointInside:` without `withEvent:`, …).
  case wrongSignature(method: String, expected: String, line: Int)
  /// The superclass is not a UIKit view class ViewLab knows, nor a class pasted before.
  case unknownSuperclass(String, line: Int)
  /// `x.prop = …` where the class declares no such property.
  case unknownProperty(className: String, property: String, suggestion: String?)
  /// A property that holds a view was given something else.
  case propertyNeedsView(property: String, found: ValueKind)
  /// An override failed while it ran (a loop that never ends, a scene change, …).
  case failed(OverrideFailure)
  /// A pasted class named like a UIKit class (`class UIButton: UIView`).
  case uikitName(String, line: Int)
  /// `extension UIButton { … }` or a category `@implementation UIButton (Big)`: code that would
  /// change every view of a UIKit class.
  case uikitExtension(String, line: Int, objectiveC: Bool)
  /// Objective-C `self.frame.origin.x = 30;` in a method: clang's "expression is not assignable"
  /// (`object.property` is a method call returning a copy of the struct).
  case notAssignable(object: String, property: String, member: String, line: Int, column: Int)
}

/// What the class parser expected at a place, as data (`OverrideWords` words it).
public enum ClassPart: Hashable, Sendable {
  /// Any one of these tokens, as written ('{', 'end', 'interface' or 'implementation').
  case tokens([String])
  case className, superclassName, protocolName
  /// `:` and a superclass after `@interface Name`.
  case colonAndSuperclass
  case propertyTypeAndName, propertyName, parameterName, parameter
  /// The `{` that opens a method's (Objective-C) or a function's (Swift) body.
  case methodBody, functionBody
  case member, memberName, functionName
  case expression, selector, statement, variableName, type, name, loopVariable
  /// The end of a statement: ';' in Objective-C, ';' or a line break in Swift.
  case statementEnd(objectiveC: Bool)
}
