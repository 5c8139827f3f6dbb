import Foundation
import Testing
import ViewLabRendering
import ViewLabTerminal
import ViewLabTestSupport
import ViewLabTutor

/// Lesson prose as the terminal shows it: every prose block of a lesson rendered from its
/// Markdown, kept under Golden/lessons/. `VIEWLAB_RECORD=1` re-records; review the diff.
@Suite struct LessonRenderingTests {
  /// Lesson 3 (lists, indented formulas), 10 (Swift code), 14 (a table), in both languages, at a
  /// narrow and a wide terminal, without colour; lesson 10 also with colour (escapes shown as ␛).
  static let cases: [(file: String, width: Int, colored: Bool)] = [
    ("en/03-position-anchor.md", 70, false), ("zh-Hans/03-position-anchor.md", 70, false),
    ("en/03-position-anchor.md", 110, false), ("zh-Hans/03-position-anchor.md", 110, false),
    ("en/10-round-button.md", 80, false), ("en/10-round-button.md", 80, true),
    ("zh-Hans/10-round-button.md", 80, false), ("en/14-view-and-layer.md", 80, false),
    ("zh-Hans/14-view-and-layer.md", 70, false),
  ]

  @Test(arguments: cases.indices)
  func prose(_ index: Int) throws {
    let (file, width, colored) = Self.cases[index]
    let lesson = try #require(Fixtures.library.lessons.first { $0.file.hasSuffix(file) })
    let page = TextPage(width: width, style: Style(colored: colored))
    var screen = ""
    for block in lesson.blocks {
      guard case .prose(let markdown) = block else { continue }
      let text = TutorRenderer.text(.prose(markdown), TutorText(language: lesson.language), page: page) ?? ""
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if !colored && !line.hasPrefix("    ") {
          #expect(String(line).terminalColumns <= width, "\(file) at \(width): \(line)")
        }
        #expect(!line.contains("**") && !line.hasPrefix("#"), "raw Markdown: \(line)")
      }
      screen += text.replacingOccurrences(of: "\u{1B}", with: "␛") + "\n\n"
    }
    let name =
      file.replacingOccurrences(of: "/", with: "-").dropLast(3) + "-\(width)\(colored ? "-color" : "").txt"
    let path = joinPath(Fixtures.root, "Tests/ViewLabTutorTests/Golden/lessons", String(name))
    Golden.check(screen, against: path)
  }

  @Test(arguments: [
    ("**bold** and `code` and *em*", "bold and code and em"),
    ("a * b * c and snake_case_name", "a * b * c and snake_case_name"),
    // Chinese has no spaces around an emphasised word; `*` emphasises inside a word (CommonMark).
    ("决定的是*视图*收到什么", "决定的是视图收到什么"),
    ("type `tap 60 60` first", "type 'tap 60 60' first"),
    ("`hitTest(_:with:)` asks", "hitTest(_:with:) asks"),
    // The engine's lines inside an explanation: an underscore on each is not emphasis.
    (
      "→ touchesBegan(_:with:) to close\n→ touchesEnded(_:with:) to close",
      "→ touchesBegan(_:with:) to close\n→ touchesEnded(_:with:) to close"
    ),
  ])
  func inlinePlain(_ markdown: String, _ expected: String) {
    #expect(TerminalMarkdown.inline(markdown, .plain) == expected)
  }

  @Test(arguments: [
    ("一个视图会不会收到*第二根*\n手指", "一个视图会不会收到第二根手指"),
    ("收到\n*第二根*手指", "收到第二根手指"),
    ("the *view*\nhears", "the view hears"),
    ("一个 `UITouch`\nbound", "一个 UITouch bound"),
  ])
  func paragraphLinesJoinWithoutASpaceBetweenChinese(_ markdown: String, _ expected: String) {
    #expect(TerminalMarkdown.render(markdown, width: 100, style: .plain) == expected)
  }
}
