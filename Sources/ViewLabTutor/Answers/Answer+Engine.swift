import ViewLabCommands

/// Reading the engine's typed values as `Answer`s: shared by lessons and quizzes, which both grade
/// a learner against a field of a query's outcome (never against its rendered text or JSON).
extension Answer {
  /// The engine's value as an answer of `kind`; nil when it does not fit.
  ///
  ///     Answer(observation: .point(Point(x: 1, y: 2)), kind: .point)  // .point(1, 2)
  public init?(observation value: Observation, kind: AnswerKind) {
    switch (kind, value) {
    case (.hit, .name(let name)): self = .view(name)
    case (.point, .point(let p)): self = .point(p.x, p.y)
    case (.rect, .rect(let r)): self = .rect(r.origin.x, r.origin.y, r.size.width, r.size.height)
    case (.number, .number(let n)): self = .number(n)
    case (.chain, .names(let names)): self = .chain(names)
    case (.yesno, .flag(let b)): self = .bool(b)
    case (.hit, _), (.point, _), (.rect, _), (.number, _), (.chain, _), (.yesno, _), (.choice, _), (.task, _),
      (.explain, _):
      return nil
    }
  }
}

extension Observation {
  /// The kind of answer this value reads as (for task goals, whose kind is the field's).
  public var naturalKind: AnswerKind? {
    switch self {
    case .name: .hit
    case .flag: .yesno
    case .number: .number
    case .point: .point
    case .rect: .rect
    case .names: .chain
    case .numbers, .word: nil
    }
  }
}
