import ViewLabLanguage

/// What a quiz question drills. The raw values are the names docs/TUTOR-PROTOCOL.md uses.
public enum QuizTopic: String, Sendable, CaseIterable, Codable, Comparable {
  case geometry
  case convert
  case hitTest = "hit-test"
  case responderChain = "responder-chain"
  case gestures
  case concepts
  /// Touch-delivery bugs from real apps, each from a public report.
  case scenarios

  /// Topics whose questions are generated scenes answered by the engine.
  public static let sceneTopics: [QuizTopic] = [
    .geometry, .convert, .hitTest, .responderChain, .gestures, .scenarios,
  ]

  /// The topics a mock interview takes turns over: all but `scenarios`, whose real-app stories are
  /// drilled on their own (`--topic scenarios`).
  public static let interviewTopics: [QuizTopic] = allCases.filter { $0 != .scenarios }

  public static func < (l: QuizTopic, r: QuizTopic) -> Bool {
    allCases.firstIndex(of: l)! < allCases.firstIndex(of: r)!
  }

  /// The topic's name for a person, in `language` (`rawValue` is the name the command line takes).
  public func title(_ language: Language) -> String {
    TutorMessage.topicName(self).text(language)
  }
}

/// A unit of spaced repetition: one topic at one difficulty (1 easy … 3 hard).
///
///     Skill(topic: .hitTest, difficulty: 2).key   // "hit-test/2"
public struct Skill: Hashable, Sendable, Comparable {
  public var topic: QuizTopic
  public var difficulty: Int

  public init(topic: QuizTopic, difficulty: Int) {
    self.topic = topic
    self.difficulty = min(max(difficulty, 1), Skill.levels.upperBound)
  }

  public static let levels = 1...3

  public var key: String { "\(topic.rawValue)/\(difficulty)" }

  public init?(key: String) {
    let parts = key.split(separator: "/")
    guard parts.count == 2, let topic = QuizTopic(rawValue: String(parts[0])), let d = Int(parts[1]),
      Skill.levels.contains(d)
    else { return nil }
    self.init(topic: topic, difficulty: d)
  }

  public static func < (l: Skill, r: Skill) -> Bool {
    (l.topic, l.difficulty) < (r.topic, r.difficulty)
  }

  /// `Hit-testing · medium` / `命中测试（hitTest）· 进阶`: how a person reads the skill.
  public func title(_ language: Language) -> String {
    topic.title(language) + " · " + TutorMessage.level(difficulty).text(language)
  }

  public static var all: [Skill] {
    QuizTopic.allCases.flatMap { t in levels.map { Skill(topic: t, difficulty: $0) } }
  }
}
