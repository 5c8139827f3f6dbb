import Testing
import ViewLabLanguage

@testable import ViewLabTutor

@Suite struct LessonLoaderTests {
  static let text = """
    ---
    id: sample
    title: Sample
    order: 3
    prerequisites: [frame-bounds-center]
    summary: A sample.
    ---

    Intro prose.

    ```swift
    let v = UIView()   // a code sample stays prose
    ```

    ```scene
    # comment
    add red 20 40 200 100

    add blue 0 0 10 10 to red
    ```

    ```question
    id: red-center
    kind: point
    prompt: "Where is red's center?"
    query: explain red
    field: center
    hint: center is layer.position.
    ```

    More prose.

    ```question
    id: fix
    kind: task
    prompt: Hide red.
    goal: {query: "tap 30 50", field: hit, equals: window}
    only: [red]
    answer: [hide red, tree]
    hint: hide it.
    ```
    """

  @Test func loadsBlocksInOrderWithLines() throws {
    let lesson = try LessonLoader.load(Self.text, file: "x/03-sample.md", language: .en).get()
    #expect(lesson.id == "sample")
    #expect(lesson.order == 3)
    #expect(lesson.prerequisites == ["frame-bounds-center"])
    #expect(lesson.blocks.count == 5)
    #expect(
      lesson.blocks[0]
        == .prose("Intro prose.\n\n```swift\nlet v = UIView()   // a code sample stays prose\n```"))
    #expect(
      lesson.blocks[1]
        == .scene([
          SourceLine("add red 20 40 200 100", line: 17), SourceLine("add blue 0 0 10 10 to red", line: 19),
        ]))
    let q = lesson.questions[0]
    #expect(q.id == "red-center" && q.kind == .point && q.query == "explain red" && q.field == "center")
    #expect(q.prompt == "Where is red's center?")
    #expect(q.line == 22)
    #expect(q.line(of: "query") == 26)
    let task = lesson.questions[1]
    #expect(task.goal == Goal(query: "tap 30 50", field: "hit", equals: "window"))
    #expect(task.only == ["red"])
    #expect(task.answer == "hide red; tree")
    #expect(
      lesson.sceneScript(before: 1).map(\.text) == ["add red 20 40 200 100", "add blue 0 0 10 10 to red"])
  }

  @Test func crlfLineEndingsLoadTheSame() throws {
    let lesson = try LessonLoader.load(Self.text.replacing("\n", with: "\r\n"), file: "a", language: .en)
      .get()
    #expect(lesson.questions.map(\.id) == ["red-center", "fix"])
  }

  @Test func translationsFallBackToEnglish() {
    let en = Self.text
    let other = Self.text.replacing("id: sample", with: "id: other").replacing("order: 3", with: "order: 1")
    let zh = Self.text.replacing("title: Sample", with: "title: 示例")
    let library = LessonLibrary([
      LessonSource(path: "en/03-sample.md", language: .en, text: en),
      LessonSource(path: "en/01-other.md", language: .en, text: other),
      LessonSource(path: "zh-Hans/03-sample.md", language: .zhHans, text: zh),
    ])
    #expect(library.lessons(in: .zhHans).map(\.title) == ["Sample", "示例"])
    #expect(library.lesson(id: "sample", language: .en)?.title == "Sample")
  }

  @Test(
    arguments: [
      (["VIEWLAB_LESSONS": "/x/L"], "/a/b/.build/debug/viewlab", "/c", "/x/L"),
      ([:], "/repo/.build/debug/viewlab", "/c", "/repo/Lessons"),
      ([:], "/usr/bin/viewlab", "/repo/Sources", "/repo/Lessons"),
      ([:], "/usr/bin/viewlab", "/elsewhere", nil),
      ([:], "/opt/vl/bin/viewlab", "/elsewhere", "/opt/vl/share/viewlab/Lessons"),
    ] as [([String: String], String, String, String?)])
  func locatesLessons(env: [String: String], executable: String, cwd: String, expected: String?) {
    let dirs: Set<String> = [
      "/repo/Lessons/en", "/repo/Lessons", "/repo", "/opt/vl/share/viewlab/Lessons/en",
    ]
    let found = LessonLocator.find(
      environment: env, executablePath: executable, currentDirectory: cwd, isDirectory: dirs.contains)
    #expect(found == expected)
  }

  @Test(arguments: [
    ("/a/b/c", "/a/b"), ("/a/b/c/", "/a/b"), ("/a", "/"), ("/", "/"), ("//", "/"), ("c", "."), ("", "."),
    (".", "."), ("a/b", "a"), ("/视图/课程", "/视图"), ("/a//b", "/a"),
  ])
  func parentFolder(path: String, expected: String) {
    #expect(LessonLocator.parent(of: path) == expected)
  }

  @Test(arguments: [
    (#"{"a":[1,2.5,-3e2],"b":null,"c":true,"d":"x\"\u00e9"}"#, true),
    (#"{"a":1,}"#, false), ("[1 2]", false), ("", false), (#""\ud83d\ude00""#, true),
  ])
  func parsesJSON(text: String, valid: Bool) {
    let value = JSONValue(parsing: text)
    #expect((value != nil) == valid)
    if let value, case .object = value { #expect(JSONValue(parsing: value.text) == value) }
  }
}
