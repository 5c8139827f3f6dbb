/// Reading the engine's JSON answers (docs/JSON.md) as `Answer`s: shared by lessons and
/// quizzes, which both grade a learner against the `field` of a query's object.
extension Answer {
  /// The engine's JSON value (docs/JSON.md) as an answer of `kind`; nil when it does not fit.
  ///
  ///     Answer(engineValue: .array([.number(1), .number(2)]), kind: .point)  // .point(1, 2)
  public init?(engineValue value: JSONValue, kind: AnswerKind) {
    func numbers(_ count: Int) -> [Double]? {
      guard let items = value.arrayValue, items.count == count else { return nil }
      let ns = items.compactMap(\.numberValue)
      return ns.count == count ? ns : nil
    }
    switch kind {
    case .hit:
      if value == .null {
        self = .view(nil)
      } else if let s = value.stringValue {
        self = .view(s)
      } else {
        return nil
      }
    case .point:
      guard let n = numbers(2) else { return nil }
      self = .point(n[0], n[1])
    case .rect:
      guard let n = numbers(4) else { return nil }
      self = .rect(n[0], n[1], n[2], n[3])
    case .number:
      guard let n = value.numberValue else { return nil }
      self = .number(n)
    case .chain:
      guard let items = value.arrayValue else { return nil }
      let names = items.compactMap(\.stringValue)
      guard names.count == items.count else { return nil }
      self = .chain(names)
    case .yesno:
      guard let b = value.boolValue else { return nil }
      self = .bool(b)
    case .choice, .task, .explain:
      return nil
    }
  }
}

extension JSONValue {
  /// A field of a query's object, with a dotted component for rects and points:
  /// `frame.width`, `center.y`, `frame.origin.x`.
  ///
  ///     object.value(atField: "frame.width")   // frame[2]
  public func value(atField field: String) -> JSONValue? {
    let parts = field.split(separator: ".").map(String.init)
    guard let name = parts.first, var value = self[name] else { return nil }
    let components = parts.dropFirst().filter { $0 != "origin" && $0 != "size" }
    for component in components {
      guard let items = value.arrayValue else { return nil }
      let index: Int?
      switch component {
      case "x", "a": index = 0
      case "y", "b": index = 1
      case "width", "w", "c": index = 2
      case "height", "h", "d": index = 3
      case "tx": index = 4
      case "ty": index = 5
      default: index = Int(component)
      }
      guard let i = index, items.indices.contains(i) else { return nil }
      value = items[i]
    }
    return value
  }

  /// The kind of answer this engine value reads as (for task goals, whose kind is the field's).
  public var naturalKind: AnswerKind? {
    switch self {
    case .null, .string: return .hit
    case .bool: return .yesno
    case .number: return .number
    case .array(let items):
      if items.allSatisfy({ $0.numberValue != nil }) {
        if items.count == 2 { return .point }
        if items.count == 4 { return .rect }
      }
      return items.allSatisfy({ $0.stringValue != nil }) ? .chain : nil
    case .object: return nil
    }
  }
}
