import ViewLabGeometry

/// What a class written as code did during one hit-test, as data for the trace, `why` and JSON.
public enum OverrideRecord: Hashable, Sendable {
  /// An override started.
  case began(OverrideCall)
  /// An override returned: what, and the line that decided it.
  case returned(OverrideCall, OverrideExit)
  /// `NSLog(…)` or `print(…)` output, in the order it ran.
  case log(line: Int, text: String)
  /// A body asked a view that does not override `point(inside:)`: UIKit's answer (or a built-in's).
  case askedInside(view: ViewID, point: Point, inside: Bool, line: Int)
  /// `[super pointInside:…]` / `super.point(inside:with:)`: UIView's `bounds.contains(point)`.
  case superInside(view: ViewID, point: Point, inside: Bool, line: Int)
  /// A call that changes nothing ViewLab models, accepted with a note (touches… and actions).
  case accepted(line: Int, AcceptedCall)
}

/// A call a touches… override or an action may make that ViewLab accepts without modelling it.
public enum AcceptedCall: Hashable, Sendable {
  /// A title, image, colour or font (`setBackgroundImage:forState:`, `backgroundColor = …`): the
  /// selector or property as written.
  case appearance(String)
  /// `sizeToFit`: the size stays, since ViewLab knows no image or text sizes.
  case sizeToFit(view: String)
  /// `endEditing:` / `resignFirstResponder`: no keyboard is modelled.
  case endEditing
  /// `UIView.animate(withDuration:…)` / `animateWithDuration:animations:…`: its animations ran at
  /// once and its completion after them; said once per run.
  case animation
  /// A block queued on the main queue at `line` (`DispatchQueue.main.async`,
  /// `dispatch_async(dispatch_get_main_queue(), …)`; `asyncAfter`/`dispatch_after` with its delay in
  /// seconds) ran after the code that queued it had returned, as the main run loop runs it on a later
  /// turn.
  case mainQueue(line: Int, delay: Double?)
}

/// One call of an override.
public struct OverrideCall: Hashable, Sendable {
  public var className: String
  public var method: OverrideMethod
  public var view: ViewID
  /// The point it was given, in the view's own coordinates.
  public var point: Point?
  /// The line its declaration starts at.
  public var line: Int
  /// Written in Objective-C (`pointInside:withEvent:`, YES/NO) rather than Swift.
  public var objectiveC: Bool
  /// An action's selector as written (`btnClick:`); empty for an override.
  public var selector = ""

  public init(
    className: String, method: OverrideMethod, view: ViewID, point: Point?, line: Int, objectiveC: Bool
  ) {
    self.className = className
    self.objectiveC = objectiveC
    self.method = method
    self.view = view
    self.point = point
    self.line = line
  }
}

/// How an override ended: its answer, the line that decided, and the values that line used.
public struct OverrideExit: Hashable, Sendable {
  public var answer: OverrideAnswer
  /// The `return` (or the closing brace) that ended the call.
  public var line: Int
  /// The deciding line as written, trimmed.
  public var source: String
  /// The condition that led to it (`dis <= self.frame.size.width / 2`), its operands' values and
  /// its result, when an `if`/`guard` decided.
  public var condition: OverrideCondition?
  /// The locals and properties the deciding line read, with their values (`dis = 127.279`).
  public var values: [OverrideValue]

  public init(
    answer: OverrideAnswer, line: Int, source: String, condition: OverrideCondition?, values: [OverrideValue]
  ) {
    self.answer = answer
    self.line = line
    self.source = source
    self.condition = condition
    self.values = values
  }
}

public enum OverrideAnswer: Hashable, Sendable {
  /// `point(inside:)`: YES or NO.
  case bool(Bool)
  /// `hitTest`: a view or nil.
  case view(ViewID?)
  /// `touchesBegan` (and the other touches… methods): whether it called `super`.
  case touches(callsSuper: Bool)
  /// A touches… method that sent the touch to the next responder itself (`next?.touchesBegan(…)`,
  /// `[self.nextResponder touchesBegan:…]`) and not to `super`: it goes on as with `super`.
  case forwardedToNext
  /// An action finished (it returns nothing).
  case done
}

/// `dis <= self.frame.size.width / 2` at line 12: `127.279 <= 100`, false.
public struct OverrideCondition: Hashable, Sendable {
  public var line: Int
  public var source: String
  /// The comparison with its operands' values (`127.279 <= 100`), when it is one.
  public var evaluated: String?
  public var result: Bool

  public init(line: Int, source: String, evaluated: String?, result: Bool) {
    self.line = line
    self.source = source
    self.evaluated = evaluated
    self.result = result
  }
}

/// A name (or member chain) and the value it held: `dis = 127.279`.
public struct OverrideValue: Hashable, Sendable {
  public var expression: String
  public var value: String

  public init(_ expression: String, _ value: String) {
    self.expression = expression
    self.value = value
  }
}
