import Testing
import ViewLabLanguage
import ViewLabPOSIX
import ViewLabSystem
import ViewLabTestSupport

@testable import ViewLabTutor

/// Concept files (`Lessons/concepts/NN-topic.yaml`) as the loader and `lessons check` read them:
/// a good file, every kind of problem at its line, and the shipped files.
@Suite struct ConceptLoaderTests {
  static let good = """
    # A comment.
    concepts:
      - id: first
        kind: choice
        level: 2
        prompt:
          en: Which one?
          zh-Hans: 哪一个？
        choices:
          - en: Wrong
            zh-Hans: 错
          - en: Right
            zh-Hans: 对
          - en: Also wrong
            zh-Hans: 也错
        answer: B
        explanation:
          en: "Rule: the right one."
          zh-Hans: 规则：对的那个。
        source: UIView › hitTest(_:with:)
      - id: second
        kind: yesno
        level: 1
        prompt: {en: Is it?, zh-Hans: 是吗？}
        answer: "no"
        explanation: {en: "Rule: it is not.", zh-Hans: 规则：不是。}
        source: observed

    """

  static func source(_ text: String, _ name: String = "07-things.yaml") -> ConceptSource {
    ConceptSource(path: "c/" + name, text: text)
  }

  @Test func goodFileLoadsWithTheRightChoiceFirst() throws {
    let (entries, problems) = ConceptLoader.load(Self.source(Self.good))
    #expect(problems.isEmpty, "\(problems)")
    let concepts = entries.map(\.concept)
    #expect(concepts.map(\.slug) == ["first", "second"] && entries.map(\.line) == [3, 21])
    let first = try #require(concepts.first)
    #expect(first.kind == .choice && first.difficulty == 2 && first.topic == "things")
    #expect(first.choices.map(\.en) == ["Right", "Wrong", "Also wrong"] && first.answer == "A")
    #expect(first.prompt == Localized("Which one?", "哪一个？") && first.source == "UIView › hitTest(_:with:)")
    #expect(entries.first?.writtenAnswer == "B")
    let question = first.question(.zhHans, order: [1, 0, 2])
    #expect(question.choices == ["错", "对", "也错"] && question.expected == .choice(1))
    #expect(concepts.last?.answer == "no" && concepts.last?.choices == [])
  }

  /// One problem per text, reported as `lessons check` prints it.
  static let broken: [(String, String, String)] = [
    ("bad YAML", "concepts:\n  - id: [a\n", "c/07-things.yaml:3: bad YAML:"),
    ("no list", "{}\n", "c/07-things.yaml:1: missing field 'concepts'"),
    ("not a list", "concepts: many\n", "c/07-things.yaml:1: 'concepts' must be a list of questions"),
    (
      "not a mapping", "concepts:\n  - just text\n",
      "c/07-things.yaml:2: a concept question must be a YAML mapping"
    ),
    (
      "unknown key", edit("    source: observed", "    source: observed\n    colour: red"),
      "c/07-things.yaml:28: unknown field 'colour'"
    ),
    ("no source", edit("    source: observed\n", ""), "c/07-things.yaml:21: missing field 'source'"),
    (
      "empty source", edit("    source: observed", "    source: \"\""),
      "c/07-things.yaml:27: missing field 'source'"
    ),
    ("no Chinese", edit(", zh-Hans: 是吗？", ""), "c/07-things.yaml:24: 'prompt' has no 'zh-Hans' text"),
    ("empty English", edit("en: Wrong", "en: \"\""), "c/07-things.yaml:10: 'choices' has no 'en' text"),
    (
      "another language", edit("zh-Hans: 哪一个？", "zh-Hans: 哪一个？\n      fr: Lequel ?"),
      "c/07-things.yaml:9: unknown field 'prompt.fr'"
    ),
    ("unknown kind", edit("kind: yesno", "kind: maybe"), "c/07-things.yaml:22: unknown kind 'maybe'"),
    ("task", edit("kind: yesno", "kind: task"), "c/07-things.yaml:22: a concept question cannot be a 'task'"),
    (
      "letter out of range", edit("answer: B", "answer: D"),
      "c/07-things.yaml:16: answer 'D' is not one of the 3 choices"
    ),
    (
      "not a letter", edit("answer: B", "answer: Right"),
      "c/07-things.yaml:16: 'answer' must be the letter of the right choice"
    ),
    ("unreadable yes/no", edit("answer: \"no\"", "answer: maybe"), "c/07-things.yaml:25: answer: "),
    ("level", edit("level: 1", "level: 4"), "c/07-things.yaml:23: 'level' must be 1, 2 or 3"),
    (
      "one choice",
      edit("      - en: Right\n        zh-Hans: 对\n      - en: Also wrong\n        zh-Hans: 也错\n", ""),
      "c/07-things.yaml:9: 'choices' must be a list of at least two choices"
    ),
    (
      "choices on yes/no",
      edit("    answer: \"no\"", "    choices: [{en: a, zh-Hans: 甲}]\n    answer: \"no\""),
      "c/07-things.yaml:25: unknown field 'choices (only a choice question has them)'"
    ),
  ]

  static func edit(_ old: String, _ new: String) -> String {
    precondition(good.contains(old), old)
    return good.replacing(old, with: new)
  }

  @Test(arguments: broken)
  func eachProblemIsReportedAtItsLine(name: String, text: String, expected: String) {
    let (entries, problems) = ConceptLoader.load(Self.source(text))
    #expect(
      problems.count == 1 && problems.first?.description.hasPrefix(expected) == true, "\(name): \(problems)")
    #expect(entries.count < 2 || problems.isEmpty, "\(name)")
  }

  @Test func idsMustBeUniqueAcrossFiles() {
    let other = Self.good.replacing("id: second", with: "id: third")
    let (bank, problems) = ConceptBank.check([
      Self.source(Self.good, "01-a.yaml"), Self.source(other, "02-b.yaml"),
    ])
    #expect(
      problems.map(\.description) == ["c/02-b.yaml:3: duplicate concept id 'first' (also at c/01-a.yaml:3)"])
    #expect(bank.all.map(\.slug) == ["first", "second", "third"] && bank.topics == ["a", "b"])
  }

  /// Letters and yes/no are counted as the files write them, across every file.
  @Test func lopsidedAnswersAreReportedAtTheFolder() {
    let many = (1...6).map {
      Self.good.replacing("id: first", with: "id: q\($0)").replacing("id: second", with: "id: y\($0)")
    }
    let sources = many.enumerated().map { Self.source($1, "0\($0)-t.yaml") }
    let problems = ConceptBank.check(sources, folder: "c").problems.map(\.description)
    #expect(
      problems == [
        "c:1: answers are lopsided, so guessing pays: 6 of 6 choice answers are B; 6 of 6 yes/no answers are no; reorder choices or reword questions"
      ])
  }

  @Test func noFilesIsAProblem() {
    #expect(
      ConceptBank.check([], folder: "c").problems.map(\.description) == [
        "c:1: no concept questions here (a concept file NN-topic.yaml lists them under 'concepts:')"
      ])
    #expect(ConceptBank.load([]).isFailure)
    let empty = ConceptBank.check([Self.source("concepts: []\n")]).problems.map(\.description)
    #expect(
      empty == [
        "c/07-things.yaml:1: no concept questions here (a concept file NN-topic.yaml lists them under 'concepts:')"
      ])
  }

  /// What the quiz is told when its concept questions are missing or broken (it then refuses with
  /// the message in the learner's language instead of crashing).
  @Test func readingTellsWhyThereIsNoBank() throws {
    let files = ScriptedSystem(["L/en/01-a.md": "x"])
    #expect(
      ConceptBank.read(lessonsFolder: "L", files: files).failure?.message
        == .conceptsMissing(folder: "L/concepts"))
    files.files["L/concepts/01-a.yaml"] = Self.edit("answer: B", "answer: Z")
    files.files["L/concepts/02-b.yaml"] = "concepts: [\n"
    let broken = try #require(ConceptBank.read(lessonsFolder: "L", files: files).failure)
    #expect(broken.message == .conceptsBroken(problems: 2, first: "L/concepts/01-a.yaml:16"))
    #expect(
      broken.message.text(.en).contains("L/concepts/01-a.yaml:16")
        && broken.message.text(.zhHans).contains("测验无法开始"))
    files.files["L/concepts/01-a.yaml"] = Self.good
    files.files["L/concepts/02-b.yaml"] = nil
    #expect(try ConceptBank.read(lessonsFolder: "L", files: files).get().count == 2)
  }

  /// An installed copy (`PREFIX/bin/viewlab`) finds its concept questions under
  /// `PREFIX/share/viewlab/Lessons/concepts`, from any folder (`make install` copies `Lessons/`).
  @Test func theInstalledShareFolderHoldsTheConcepts() throws {
    let files = ScriptedSystem([
      "/p/share/viewlab/Lessons/en/01-a.md": "x", "/p/share/viewlab/Lessons/concepts/01-a.yaml": Self.good,
    ])
    let folder = try #require(
      LessonLocator.find(
        environment: [:], executablePath: "/p/bin/viewlab", currentDirectory: "/elsewhere",
        isDirectory: files.isDirectory))
    #expect(folder == "/p/share/viewlab/Lessons")
    #expect(try ConceptBank.read(lessonsFolder: folder, files: files).get().count == 2)
  }

  /// `lessons check` on the shipped folder and on `Lessons/concepts` alone: nothing to report.
  @Test func shippedConceptFilesHaveNoProblems() {
    let folder = joinPath(Fixtures.lessonsFolder, ConceptBank.folderName)
    let (checked, problems) = LessonChecker<ConsoleEngine>.checkFolder(folder, files: LocalSystem())
    #expect(checked == 7 && problems.isEmpty, "\(problems.map(\.description))")
    let all = LessonChecker<ConsoleEngine>.checkFolder(Fixtures.lessonsFolder, files: LocalSystem())
    #expect(all.checked == Fixtures.library.lessons.count + 7 && all.problems.isEmpty)
  }

  /// A concept file with a glossary variant is reported at the line of its Chinese text.
  @Test func glossaryAppliesToConceptFiles() throws {
    let glossary = Glossary(terms: [.init(concept: "responder chain", use: "响应者链", avoid: ["响应链"])])
    let text = Self.edit("zh-Hans: 规则：不是。", "zh-Hans: 规则：沿着响应链向上。")
    let found = GlossaryChecker.check(conceptText: text, file: "c.yaml", glossary: glossary)
    #expect(found.map(\.description) == ["c.yaml:26: glossary: write 响应者链, not 响应链 (responder chain)"])
  }
}

extension Result {
  var isFailure: Bool { if case .failure = self { true } else { false } }
  var failure: Failure? { if case .failure(let f) = self { f } else { nil } }
}
