import ViewLabGeometry
import ViewLabModel

/// One value a command computed, typed: what a question asks for, what a JSON field renders.
/// Views, responders and recognizers are named as the scene names them (the learner's words).
public enum Observation: Hashable, Sendable {
  /// A view (or responder, recognizer) by name, or none (`null` in JSON, `nil` to a learner).
  case name(String?)
  case names([String])
  case point(Point)
  case rect(Rect)
  case number(Double)
  /// Several numbers (a transform's a, b, c, d, tx, ty).
  case numbers([Double])
  case flag(Bool)
  /// A word of the engine's vocabulary (a class, a touch phase).
  case word(String)

  /// The numbers of a point (x, y), a rect (x, y, width, height), a number list or a number, in
  /// their JSON order; empty for names, flags and words.
  public var numbers: [Double] {
    switch self {
    case .point(let p): [p.x, p.y]
    case .rect(let r): [r.origin.x, r.origin.y, r.size.width, r.size.height]
    case .numbers(let n): n
    case .number(let n): [n]
    case .name, .names, .flag, .word: []
    }
  }

  /// One component of a point, rect or number list: 0 = x (a), 1 = y (b), 2 = width (c), …
  public func component(_ index: Int) -> Observation? {
    if case .number = self { return nil }
    let values = numbers
    return values.indices.contains(index) ? .number(values[index]) : nil
  }
}

/// A field a question can ask for: one of docs/JSON.md's field names, with an optional component
/// (`frame.x`, `point.y`, `bounds.width`, `frame.origin.x`). Read once, when a lesson or quiz
/// question is made; the engine answers it from the typed outcome, never from rendered text.
public struct AnswerField: Hashable, Sendable, CustomStringConvertible {
  public var field: ObservedField
  /// 0 = x/a, 1 = y/b, 2 = width/c, 3 = height/d, 4 = tx, 5 = ty.
  public var component: Int?
  /// As written (`frame.origin.x`), for the JSON `answerField` and messages.
  public var description: String

  /// Nil when the path names no field ViewLab computes, or an unknown component.
  public init?(_ path: String) {
    let parts = path.split(separator: ".").map(String.init)
    guard let first = parts.first, let field = ObservedField(name: first) else { return nil }
    let rest = parts.dropFirst().filter { $0 != "origin" && $0 != "size" }
    guard rest.count <= 1 else { return nil }
    var component: Int? = nil
    if let word = rest.first {
      guard let index = Self.components[word] ?? Int(word) else { return nil }
      component = index
    }
    self.field = field
    self.component = component
    self.description = path
  }

  static let components: [String: Int] = [
    "x": 0, "a": 0, "y": 1, "b": 1, "width": 2, "w": 2, "c": 2, "height": 3, "h": 3, "d": 3, "tx": 4, "ty": 5,
  ]

  /// The field's value in `outcome` (names as `scene` has them after the command); nil when the
  /// outcome has no such field or component.
  public func value(in outcome: Outcome, scene: Scene) -> Observation? {
    guard let whole = outcome.observe(field, in: scene) else { return nil }
    guard let component else { return whole }
    return whole.component(component)
  }
}
