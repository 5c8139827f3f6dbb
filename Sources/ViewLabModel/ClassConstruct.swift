/// A construct of a pasted class that ViewLab does not run, as data (the renderer words it in each
/// language). Code names (identifiers, selectors, operators, tokens) are kept as written.
public enum ClassConstruct: Hashable, Sendable {
  /// `@protocol`, `@synthesize`, …: the word after '@'.
  case atKeyword(String)
  /// `struct`, `enum`, … where a class was expected.
  case declaration(String)
  /// Anything after the class's closing brace.
  case codeAfterClass
  /// A keyword in a Swift class body that is not a property or a function.
  case inClassBody(String)
  /// A dictionary property (`var names = ["a": 1]`, `NSMutableDictionary *byName`): its name.
  case dictionaryProperty(String)
  /// `&x` or `*p`: the symbol written.
  case pointers(String)
  /// A closure or block outside an enumeration.
  case closures
  /// A number literal that does not parse.
  case number(String)
  /// `'@'` where it starts nothing ViewLab reads.
  case atSign
  /// `NSLog(@"…", a, b)`-style extra arguments in a message.
  case variadicArguments
  /// `switch`, `while`, `do`, …: the statement's keyword.
  case statement(String)
  /// Code nested deeper than the parser follows.
  case nesting(depth: Int)
  /// `.member` of a value of the given kind (or of anything, when nil).
  case member(String, of: OverrideValueKind?)
  /// A name that is not a local, a property or a known constant.
  case name(String)
  /// An operator ViewLab does not evaluate.
  case `operator`(String)
  /// Calling something that is not a function's name.
  case callingExpression
  /// A function ViewLab does not know, or a known one given too few arguments.
  case function(String, arguments: Int?)
  /// An Objective-C message ViewLab does not send.
  case message(String)
  /// `removeFromSuperview` (as written) in a touches… body or an action: the touch stays bound to
  /// its view, and ViewLab follows a touch only through views in the window.
  case removalDuringTouch(String)
  /// A Swift method ViewLab does not call, written with its labels.
  case method(String)
  /// An enumeration message without its block.
  case selectorWithoutBlock(String)
  /// A view property an override may not read.
  case viewProperty(String)
  /// Setting `.member` of a value of the given kind.
  case setting(String, of: OverrideValueKind)
  /// `super` not followed by a message.
  case superAlone
  /// A block that is not the argument of `enumerateObjectsUsingBlock:`.
  case blockOutsideEnumerate
  /// A `guard` whose `else` runs on.
  case guardWithoutReturn
  /// A block handed to a queue other than the main queue (`DispatchQueue.global().async`, as
  /// written): ViewLab has one thread, and UIKit may be used only on the main thread.
  case backgroundQueue(String)
  /// `DispatchQueue.main.sync` / `dispatch_sync` onto the main queue (as written): a deadlock there.
  case mainQueueSync(String)
  /// `*p = …` for a pointer other than the enumeration's `*stop`.
  case pointerWrite
  /// An assignment to something that is not a local or a member of one.
  case assigningExpression
  /// touchesBegan changing the scene.
  case sceneChangeInTouches
  /// touchesBegan sent to a responder other than super.
  case touchesBeganOnAnother
  /// `self.frame.origin.x = 10;` in Objective-C: a member of a struct a property returns is not
  /// assignable (clang: "expression is not assignable").
  case structMemberOfProperty(String)
}

/// What a value inside an override is, or was expected to be.
public enum OverrideValueKind: Hashable, Sendable {
  case number, bool, point, size, rect, view, null, views, string
  /// An array of values that are not all views (`[1, 2]`).
  case array
  /// The `BOOL *stop` of an enumeration block.
  case stop
  /// The `UIEvent` (or the touches) passed along.
  case event
  /// The touches set (`NSSet<UITouch *>`), or one `UITouch`.
  case touches, touch
  /// A `CGAffineTransform`.
  case transform
  /// An object ViewLab keeps without looking into (an image, a colour, a controller).
  case object(String)
  /// A class name used as a value.
  case type(String)
  /// Something that can be tested as true or false.
  case condition
  /// The value a method must return.
  case returnValue
  /// An index into an array of this many views.
  case indexBelow(Int)
  /// An index as computed.
  case index(Int)
  /// The end of the method, reached without a return.
  case endOfMethod
}
