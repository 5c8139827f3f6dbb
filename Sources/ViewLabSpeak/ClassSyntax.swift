import ViewLabModel

/// A `UIView` subclass pasted as code: `@interface`/`@implementation` or a Swift `class`.
public struct ClassDefinition: Hashable, Sendable {
  public var name: String
  /// The UIKit class it inherits its defaults from.
  public var superclass: ViewClass
  /// The superclass as written (a custom class's own superclass is resolved to a UIKit one).
  public var superclassName: String
  /// Whether the superclass was given (`@interface X : UIButton`, `class X: UIButton`) or guessed
  /// from the name (an `@implementation` pasted alone).
  public var superclassGiven: Bool
  public var objectiveC: Bool
  /// `@property` / `var` declarations: name → type as written.
  public var properties: [String: String]
  /// The properties that hold an array of views (`var cards: [UIView] = []`, `NSMutableArray *cards`).
  public var lists: Set<String> = []
  /// Properties a closure initializes (`lazy var b: UIButton = { …; return b }()`): its statements,
  /// run when the property is first read.
  public var initializers: [String: [BodyStatement]] = [:]
  public var methods: [MethodDefinition]
  /// Methods kept but not run (`layoutSubviews`, `touchesMoved:withEvent:`, …).
  public var otherMethods: [String]
  /// What an `@implementation` declares without code to run, as written: a variable between methods
  /// (`UIView *cached;`, a file-scope C variable), a method's prototype (`- (void)tapped;`), an
  /// instance-variable block, `@synthesize`/`@dynamic`.
  public var declarations: [ReadDeclaration] = []
  /// Methods shaped like actions whose bodies ViewLab cannot read: kept, not run, and said so with
  /// the problem, so a control that fires one is not taken for one that ran it.
  public var unreadActions: [UnreadAction] = []
  /// The source lines by line number, for the trace and `export swift`.
  public var source: [Int: String]
  public var firstLine: Int
  /// A Swift `extension X { … }` or an Objective-C category `@implementation X (Name)`: its methods
  /// are added to class X's (pasted before, or a view controller's).
  public var isExtension = false

  public func method(_ m: OverrideMethod) -> MethodDefinition? { methods.first { $0.method == m } }

  /// This class with an extension's (or a category's) methods, properties and lines added; a method
  /// the extension defines again replaces the class's.
  public func adding(_ e: ClassDefinition) -> ClassDefinition {
    var merged = self
    merged.methods.removeAll { m in
      e.methods.contains { $0.method == m.method && $0.selector == m.selector }
    }
    // An extension's methods keep their own lines: at the REPL its line numbers start again, and
    // the class's lines of the same numbers are its own methods'.
    merged.methods += e.methods.map { m in
      var own = m
      for line in m.line...max(m.line, m.endLine) { own.source[line] = e.source[line] }
      return own
    }
    merged.otherMethods += e.otherMethods.filter { !merged.otherMethods.contains($0) }
    merged.declarations += e.declarations
    merged.unreadActions += e.unreadActions
    merged.properties.merge(e.properties) { _, new in new }
    return merged
  }

  /// A view controller's code (`@implementation ViewController`): its actions run with `self.view`
  /// the root view.
  public var isController: Bool { name.hasSuffix("Controller") || superclassName.hasSuffix("Controller") }

  /// The action method a selector names (`btnClick`, `btnClick:`, `tapped(_:)` all name `btnClick`…).
  public func action(_ name: String) -> MethodDefinition? {
    let stem = MethodDefinition.stem(name)
    return methods.first { $0.method == .action && MethodDefinition.stem($0.selector) == stem }
  }
}

/// An action-shaped method whose body the parser could not read: its selector, its line, the problem.
public struct UnreadAction: Hashable, Sendable {
  public var selector: String
  public var line: Int
  public var error: SpeakError
}

/// A line of a class that declares something and runs nothing, with its line.
public struct ReadDeclaration: Hashable, Sendable {
  public var line: Int
  public var text: String
}

/// An override the interpreter runs.
public struct MethodDefinition: Hashable, Sendable {
  public var method: OverrideMethod
  /// The parameter names: the point (or the touches) and the event.
  public var parameters: [String]
  public var body: [BodyStatement]
  public var line: Int
  public var endLine: Int
  /// An action's selector as written (`btnClick:`, `tapped(_:)`); empty for an override.
  public var selector = ""
  /// Its own source lines, when they are not the class's (a method of an extension pasted later,
  /// whose line numbers start again at the REPL).
  public var source: [Int: String] = [:]

  /// A selector's name without its labels: `btnClick:` → `btnClick`.
  public static func stem(_ selector: String) -> Substring { selector.prefix { $0 != ":" && $0 != "(" } }
}

extension ClassDefinition {
  /// An action method (`btnClick:`, `tapped(_:)`) of either language; a later definition of the
  /// same selector replaces the earlier one, as in a class.
  mutating func addAction(
    _ selector: String, parameters: [String], body: [BodyStatement], lines: ClosedRange<Int>
  ) {
    methods.removeAll { $0.method == .action && $0.selector == selector }
    var m = MethodDefinition(
      method: .action, parameters: parameters, body: body, line: lines.lowerBound, endLine: lines.upperBound)
    m.selector = selector
    methods.append(m)
  }
}

/// A statement of a method body, with the line it starts at.
public struct BodyStatement: Hashable, Sendable {
  public indirect enum Kind: Hashable, Sendable {
    /// `CGFloat x = …;`, `__block UIView *hit = nil;`, `let x = …`, `var x: CGFloat = 0`.
    case declare(name: String, type: String?, value: BodyExpr?)
    /// `target = value`, `target += value`, `*stop = YES`.
    case assign(target: BodyExpr, op: String?, value: BodyExpr)
    /// `i++`, `i--`.
    case step(BodyExpr, by: Double)
    case expression(BodyExpr)
    case ifElse(condition: Condition, then: [BodyStatement], else: [BodyStatement]?)
    case guardElse(condition: Condition, else: [BodyStatement])
    case returnValue(BodyExpr?)
    /// `for x in seq`, `for (UIView *x in seq)`.
    case forIn(name: String, sequence: BodyExpr, body: [BodyStatement])
    /// `for (init; condition; step)`.
    case cFor(setup: [BodyStatement], condition: BodyExpr?, step: [BodyStatement], body: [BodyStatement])
    case whileLoop(condition: BodyExpr, body: [BodyStatement])
    /// Swift's `repeat { … } while x` and C's `do { … } while (x);`: the body runs once before the
    /// condition is first tested.
    case repeatWhile(body: [BodyStatement], condition: BodyExpr)
    case block([BodyStatement])
    case breakLoop
    case continueLoop
    /// `switch x { case .began: … default: … }` (Swift: only the matching case runs) or `switch (x) {
    /// case 1: …; break; default: … }` (C: from the matching case on, until `break`).
    case switchCases(subject: BodyExpr, cases: [SwitchCase])
  }

  public var kind: Kind
  public var line: Int

  public init(kind: Kind, line: Int) {
    self.kind = kind
    self.line = line
  }
}

/// One `case a, b:` (or `default:`, with no patterns) of a `switch`, with its statements.
public struct SwitchCase: Hashable, Sendable {
  /// The values it matches; empty for `default`. A range (`1...3`, `0..<2`) matches the numbers in it.
  public var patterns: [BodyExpr]
  public var body: [BodyStatement]
  public var line: Int

  public init(patterns: [BodyExpr], body: [BodyStatement], line: Int) {
    self.patterns = patterns
    self.body = body
    self.line = line
  }

  public var isDefault: Bool { patterns.isEmpty }
}

/// An `if`/`guard` condition: an expression, or Swift's `let name = value` binding.
public struct Condition: Hashable, Sendable {
  public var expression: BodyExpr
  /// `if let hit = …`: the name bound when the value is not nil.
  public var binding: String?
  /// The condition as written, for the trace.
  public var source: String
  /// Swift's condition list, `guard a, let b = c, b.isEnabled else …`: the conditions after the
  /// first, each tested (and its name bound) only when those before it held.
  public var rest: [Condition] = []
}

/// An expression of a method body, with its position.
public struct BodyExpr: Hashable, Sendable {
  public indirect enum Kind: Hashable, Sendable {
    case number(Double)
    /// A number written without a point or an exponent (`7`, `0x10`): an integer literal, so `7 / 2`
    /// divides as integers where the language says so.
    case integer(Double)
    case string(String)
    /// Swift's `"n = \(n)"`: the literal pieces (`.string`) and the values between them, in order.
    case interpolation([BodyExpr])
    case name(String)
    /// `.zero`, `.pi`.
    case implicitMember(String)
    case member(BodyExpr, String)
    /// `a?` in Swift's optional chain `a?.b = x`: when `a` is nil, the rest of the chain does not run.
    case optional(BodyExpr)
    case index(BodyExpr, BodyExpr)
    /// `f(a, label: b)`.
    case call(BodyExpr, [BodyArgument])
    /// `[receiver part:arg part2:arg2]`: the selector (`pointInside:withEvent:`) and the arguments.
    case send(BodyExpr, selector: String, [BodyExpr])
    case unary(String, BodyExpr)
    case binary(String, BodyExpr, BodyExpr)
    case ternary(BodyExpr, BodyExpr, BodyExpr)
    /// `(int)x`, `(CGFloat)x`.
    case cast(String, BodyExpr)
    /// Swift's `value as? Type` (nil when the value is not of the class) and `value as! Type` (an
    /// error then, as Swift's crash): the class is checked.
    case checkedCast(String, BodyExpr, forced: Bool)
    /// `^(UIView *obj, NSUInteger idx, BOOL *stop) { … }`.
    case block(parameters: [String], body: [BodyStatement])
    /// `{a, b}` (a C compound literal, as in `(CGRect){{0, 0}, {10, 10}}`), a tuple `(a, b)` or an
    /// array literal `[a, b]`.
    case list([BodyExpr])
    /// `#selector(tapped(_:))` or `@selector(tapped:)`: the method's base name (`tapped`).
    case selector(String)
    /// A closure `{ … }` or an Objective-C block `^{ … }` read as one balanced unit, never run.
    case closure(block: Bool)
    /// `#name(…)` other than `#selector`: `#colorLiteral(…)`, `#available(…)`, read as one unit.
    case directive(String)
  }

  public var kind: Kind
  public var line: Int
  public var column: Int
}

public struct BodyArgument: Hashable, Sendable {
  public var label: String?
  public var value: BodyExpr
}

extension BodyExpr {
  /// `super`, or the next responder (`next`, `nextResponder`, `self.next`, `self.nextResponder`) as
  /// the receiver of a touches… message: UIResponder's own touches… methods forward the touch to
  /// the next responder, so sending one there passes the touch on as calling `super` does.
  public func passesTouchOn(_ method: String) -> Bool {
    if case .optional(let inner) = kind { return inner.passesTouchOn(method) }
    switch kind {
    case .name("super"): return true
    case .name("next"), .name("nextResponder"): return method.hasPrefix("touches")
    case .member(let base, let m):
      guard case .name("self") = base.kind, m == "next" || m == "nextResponder" else { return false }
      return method.hasPrefix("touches")
    default: return false
    }
  }
}
