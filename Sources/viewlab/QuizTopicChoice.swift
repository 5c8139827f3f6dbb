import ArgumentParser
import ViewLabTutor

/// `quiz --topic`: one topic, or a mock interview of all of them. Its values and their one-line
/// descriptions come from here, so the help screens and the command-line check list exactly
/// what the parser takes.
enum QuizTopicChoice: Equatable, ExpressibleByArgument {
  case topic(QuizTopic)
  /// `mock`, or one of its other spellings (`mixed`, `interview`, `all`).
  case mock(String)

  init?(argument: String) {
    if let topic = QuizTopic(rawValue: argument) {
      self = .topic(topic)
    } else if QuizPlan.mockNames.contains(argument) {
      self = .mock(argument)
    } else {
      return nil
    }
  }

  var topic: QuizTopic? {
    switch self {
    case .topic(let topic): topic
    case .mock: nil
    }
  }

  var defaultValueDescription: String {
    switch self {
    case .topic(let topic): topic.rawValue
    case .mock(let name): name
    }
  }

  /// `mock` first, its other spellings after it.
  static var mockSpellings: [String] { ["mock"] + QuizPlan.mockNames.subtracting(["mock"]).sorted() }

  static var allValueStrings: [String] { QuizTopic.allCases.map(\.rawValue) + mockSpellings }

  static var allValueDescriptions: [String: String] {
    var lines: [String: String] = [:]
    for topic in QuizTopic.allCases { lines[topic.rawValue] = CLIWords.topicLine(topic) }
    for name in mockSpellings { lines[name] = name == "mock" ? CLIWords.mockLine : CLIWords.sameAsMock }
    return lines
  }

  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
