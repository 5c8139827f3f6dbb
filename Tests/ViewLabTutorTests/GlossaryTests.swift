import Testing
import ViewLabPOSIX
import ViewLabSystem
import ViewLabTerminal
import ViewLabTutor

/// The glossary (`Lessons/glossary.zh-Hans.yaml`) as `lessons check` applies it.
@Suite struct GlossaryTests {
  /// Broken/glossary breaks every rule once, and hides the same words where they are allowed: in
  /// code spans, indented code, scene lines, ids, YAML's own quotes and an allowed phrase.
  @Test func everyVariantIsReportedAtItsLineAndNothingElse() {
    let folder = joinPath(Fixtures.brokenFolder, "glossary")
    let found = LessonChecker<ConsoleEngine>.checkFolder(folder, files: LocalSystem()).problems.map {
      $0.description.replacing(folder + "/", with: "")
    }
    #expect(
      found == [
        "zh-Hans/01-t.md:3: glossary: write 响应者链, not 响应链 (responder chain)",
        "zh-Hans/01-t.md:8: glossary: write 响应者链, not 响应链 (responder chain)",
        "zh-Hans/01-t.md:9: glossary: write 视图, not view (view)",
        "zh-Hans/01-t.md:20: glossary: Chinese text quotes with “…”, not 「",
        "zh-Hans/01-t.md:20: glossary: Chinese text quotes with “…”, not 」",
        "zh-Hans/01-t.md:23: glossary: write 视图, not view (view)",
        "zh-Hans/01-t.md:23: glossary: Chinese text quotes with “…”, not \"",
      ], "\(found)")
  }

  @Test(arguments: [
    ("沿着响应链向上", ["响应链"]),
    ("沿着响应者链向上", []),
    ("preview 和 view.frame 不算", []),
    ("这个 view 算", ["view"]),
    ("hit-test view 是术语", []),
  ])
  func wordsAreMatchedAsWholeWords(text: String, variants: [String]) {
    let glossary = Glossary(terms: [
      .init(concept: "responder chain", use: "响应者链", avoid: ["响应链"], allow: []),
      .init(concept: "view", use: "视图", avoid: ["view"], allow: ["hit-test view"]),
    ])
    let found = glossary.problems(in: text).compactMap { problem -> String? in
      if case .variant(let v, _, _) = problem { return v }
      return nil
    }
    #expect(found == variants)
  }

  /// The shipped lessons and the quiz's concept questions keep to the shipped glossary.
  @Test func shippedLessonsAndConceptsKeepToTheGlossary() throws {
    let path = joinPath(Fixtures.lessonsFolder, Glossary.fileName)
    let glossary = try Glossary(yaml: try LocalSystem().read(path))
    #expect(glossary.terms.contains { $0.use == "响应者链" && $0.avoid.contains("响应链") })
    let problems = LessonChecker<ConsoleEngine>.checkFolder(Fixtures.lessonsFolder, files: LocalSystem())
      .problems.filter { if case .glossary = $0.problem { return true } else { return false } }
    #expect(problems.isEmpty, "\(problems.map(\.description))")
    #expect(GlossaryChecker.checkHints(glossary: glossary).isEmpty)
  }

  /// The tutor's own Chinese messages keep to the glossary too.
  @Test func tutorMessagesKeepToTheGlossary() throws {
    let path = joinPath(Fixtures.lessonsFolder, Glossary.fileName)
    let glossary = try Glossary(yaml: try LocalSystem().read(path))
    for message in TutorMessageTests.samples {
      #expect(glossary.problems(in: message.text(.zhHans)).isEmpty, "\(message.text(.zhHans))")
    }
  }
}
