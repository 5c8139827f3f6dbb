import ViewLabRendering

/// `progress.json`, read and written with the tutor's own JSON reader and writer (no Foundation
/// on the way to a lesson). Missing keys take their defaults, so older or hand-edited files load;
/// a value of the wrong type makes the file unreadable (it is then moved aside).
extension LearnerProgress {
  /// One object, keys sorted, one lesson per line.
  public var fileText: String {
    var lines = ["{\"version\":\(version),\"lessons\":{"]
    let sorted = lessons.sorted { $0.key < $1.key }
    for (i, (id, lesson)) in sorted.enumerated() {
      let entry = JSONValue.object([(id, lesson.json)]).text.dropFirst().dropLast()
      lines.append(String(entry) + (i < sorted.count - 1 ? "," : ""))
    }
    lines.append("}}")
    return lines.joined(separator: "\n")
  }

  public init?(parsing text: String) {
    guard let root = JSONValue(parsing: text), case .object(let members) = root else { return nil }
    self.init()
    for (key, value) in members {
      switch key {
      case "version":
        guard let n = value.integer else { return nil }
        version = n
      case "lessons":
        guard case .object(let entries) = value else { return nil }
        for (id, entry) in entries {
          guard let lesson = LessonProgress(json: entry) else { return nil }
          lessons[id] = lesson
        }
      default: continue
      }
    }
  }
}

extension LessonProgress {
  var json: JSONValue {
    let sorted = outcomes.sorted { $0.key < $1.key }
    return .object([
      ("completed", .bool(completed)), ("position", .number(Double(position))),
      // `results` (right in the end) stays for older versions; `outcomes` tells first tries apart.
      ("outcomes", .object(sorted.map { ($0.key, .string($0.value.rawValue)) })),
      ("results", .object(sorted.map { ($0.key, .bool($0.value.rightInTheEnd)) })),
    ])
  }

  init?(json: JSONValue) {
    guard case .object(let members) = json else { return nil }
    self.init()
    var told: [String: QuestionOutcome] = [:]
    for (key, value) in members {
      switch key {
      case "position":
        guard let n = value.integer else { return nil }
        position = n
      case "completed":
        guard let b = value.boolValue else { return nil }
        completed = b
      case "results":
        guard case .object(let answers) = value else { return nil }
        for (question, right) in answers {
          guard let b = right.boolValue else { return nil }
          outcomes[question] = b ? .firstTry : .missed
        }
      case "outcomes":
        guard case .object(let entries) = value else { return nil }
        for (question, word) in entries {
          guard let outcome = word.stringValue.flatMap(QuestionOutcome.init(rawValue:)) else { return nil }
          told[question] = outcome
        }
      default: continue
      }
    }
    // A file with both: `outcomes` knows first tries, `results` only the end.
    outcomes.merge(told) { _, new in new }
  }
}

extension JSONValue {
  /// A number that is a whole `Int`.
  fileprivate var integer: Int? {
    guard let n = numberValue, n == n.rounded(), abs(n) < 1e15 else { return nil }
    return Int(n)
  }
}
