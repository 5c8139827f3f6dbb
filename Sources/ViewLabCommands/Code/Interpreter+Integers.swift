import ViewLabModel
import ViewLabSpeak

/// Integer arithmetic (`NumberTyping`) and Swift's checked casts: where a body's numbers are
/// integers, and where a cast checks the class.
extension Interpreter {
  typealias NumberKind = NumberTyping.Kind

  /// How this body types its numbers (`NumberTyping`).
  var typing: NumberTyping {
    NumberTyping(objectiveC: objectiveC, literalsAreInt: literalsAreInt, declared: { [types] in types[$0] })
  }

  func numberKind(_ e: BodyExpr) -> NumberKind { typing.kind(e) }
  func integerDivision(_ a: BodyExpr, _ b: BodyExpr) -> Bool { typing.integerDivision(a, b) }

  /// `value as? Type` / `value as! Type`: the value when it is of the class (a view of that UIKit
  /// class or a subclass, a pasted class, a recognizer of that class); else nil, or for `as!` an
  /// error at `line`, as Swift's failed forced cast stops the app. A cast to a type that is no class
  /// ViewLab knows (`as? CGFloat`) is the value.
  func checkedCast(_ v: InterpretedValue, to type: String, forced: Bool, line: Int) throws(OverrideFailure)
    -> InterpretedValue
  {
    let matches: Bool
    switch v {
    case .view(let id): matches = isKind(id, of: type, exactly: false)
    case .newView(let i):
      let cls = pending[i].viewClass
      matches =
        pending[i].added.map { isKind($0, of: type, exactly: false) }
        ?? (type == cls.rawValue || ["UIView", "UIResponder", "NSObject"].contains(type)
          || (type == "UIControl" && cls.isControl))
    case .recognizer(let g, _, _): matches = isRecognizer(g, of: type)
    case .null: matches = false
    default: return v
    }
    if matches { return v }
    if forced { throw failure(line, .failedCast(to: type, found: className(of: v))) }
    return .null
  }

  /// The class a value is, as a failed cast names it.
  func className(of v: InterpretedValue) -> String {
    switch v {
    case .view(let id):
      scene.className(of: id)
    case .newView(let i): pending[i].viewClass.rawValue
    case .recognizer(let g, _, _): scene.className(of: g)
    case .null: "nil"
    default: format(v)
    }
  }

  /// `[other isKindOfClass:[UIPanGestureRecognizer class]]`.
  func isRecognizer(_ g: GestureRef, of type: String) -> Bool {
    type == scene.className(of: g) || type == "UIGestureRecognizer" || type == "NSObject"
  }
}
