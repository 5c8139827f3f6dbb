import ViewLabLanguage

/// Turns a lesson file's text into a `Lesson`, or the problems that stop it (errors as data).
///
///     let result = LessonLoader.load(text, file: "Lessons/en/01-frame.md", language: .en)
///     // .success(lesson) or .failure(diagnostics), each with file:line
public enum LessonLoader {
  public static func load(_ text: String, file: String, language: Language)
    -> Result<Lesson, LessonDiagnostics>
  {
    var diagnostics: [LessonDiagnostic] = []
    func report(_ line: Int, _ problem: LessonProblem) {
      diagnostics.append(LessonDiagnostic(file: file, line: line, problem))
    }
    // `\r\n` is one Character, a newline like `\n`: Windows line endings load the same.
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
    let split = MarkdownSplitter.split(lines)
    for (line, problem) in split.problems { report(line, problem) }
    guard let front = split.frontMatter else {
      return .failure(LessonDiagnostics(diagnostics))
    }
    let header = FrontMatterDecoder.decode(front.text, firstLine: front.line, report: report)
    var blocks: [LessonBlock] = []
    var questionLines: [String: Int] = [:]
    for raw in split.blocks {
      switch raw {
      case .prose(let text): blocks.append(.prose(text))
      case .scene(let lines): blocks.append(.scene(lines))
      case .question(let yaml, let fence):
        guard let q = QuestionDecoder.decode(yaml, fenceLine: fence, report: report) else { continue }
        if questionLines[q.id] != nil {
          report(q.line(of: "id"), .duplicateQuestionID(q.id))
        }
        questionLines[q.id] = q.line
        blocks.append(.question(q))
      }
    }
    guard let header, diagnostics.isEmpty else { return .failure(LessonDiagnostics(diagnostics)) }
    return .success(
      Lesson(
        id: header.id, title: header.title, order: header.order, prerequisites: header.prerequisites,
        summary: header.summary, language: language, file: file, blocks: blocks))
  }
}

/// Several diagnostics thrown or returned together.
public struct LessonDiagnostics: Error, Equatable, Sendable {
  public var all: [LessonDiagnostic]
  public init(_ all: [LessonDiagnostic]) { self.all = all }
}

/// The file cut into front matter, prose, scene blocks and question blocks; YAML is decoded later.
enum MarkdownSplitter {
  enum RawBlock {
    case prose(String)
    case scene([SourceLine])
    case question(String, fence: Int)
  }

  struct Result {
    var frontMatter: (text: String, line: Int)?
    var blocks: [RawBlock] = []
    var problems: [(Int, LessonProblem)] = []
  }

  static func split(_ lines: [String]) -> Result {
    var result = Result()
    var i = 0
    while i < lines.count, lines[i].trimmingWhitespace.isEmpty { i += 1 }
    guard i < lines.count, lines[i].trimmingWhitespace == "---" else {
      result.problems.append((i < lines.count ? i + 1 : 1, .missingFrontMatter))
      return result
    }
    let open = i
    i += 1
    while i < lines.count, lines[i].trimmingWhitespace != "---" { i += 1 }
    guard i < lines.count else {
      result.problems.append((open + 1, .unterminatedFrontMatter))
      return result
    }
    result.frontMatter = (lines[(open + 1)..<i].joined(separator: "\n"), open + 2)
    i += 1
    var prose: [String] = []
    func flushProse() {
      let text = prose.joined(separator: "\n").trimmingCharacters(in: "\n \t")
      if !text.isEmpty { result.blocks.append(.prose(text)) }
      prose = []
    }
    while i < lines.count {
      let line = lines[i]
      guard let fence = Fence(line) else {
        prose.append(line)
        i += 1
        continue
      }
      // Find the closing fence: the same character, at least as long, nothing after it.
      var j = i + 1
      while j < lines.count, !fence.isClosed(by: lines[j]) { j += 1 }
      let body = Array(lines[min(i + 1, lines.count)..<min(j, lines.count)])
      switch fence.info {
      case "scene", "question":
        guard j < lines.count else {
          result.problems.append((i + 1, .unterminatedBlock(fence.info)))
          return result
        }
        flushProse()
        if fence.info == "scene" {
          result.blocks.append(.scene(sceneLines(body, firstLine: i + 2)))
        } else {
          result.blocks.append(.question(body.joined(separator: "\n"), fence: i + 1))
        }
      default:
        prose += lines[i..<min(j + 1, lines.count)]
      }
      i = j + 1
    }
    flushProse()
    return result
  }

  /// Scene lines with comments and blank lines dropped, each keeping its file line.
  static func sceneLines(_ body: [String], firstLine: Int) -> [SourceLine] {
    body.enumerated().compactMap { offset, text in
      let trimmed = text.trimmingWhitespace
      guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
      return SourceLine(trimmed, line: firstLine + offset)
    }
  }

  /// An opening code fence: three or more backticks or tildes, then an info string.
  struct Fence {
    var marker: Character
    var length: Int
    var info: String

    init?(_ line: String) {
      let trimmed = line.trimmingWhitespace
      guard let first = trimmed.first, first == "`" || first == "~" else { return nil }
      let run = trimmed.prefix { $0 == first }.count
      guard run >= 3 else { return nil }
      marker = first
      length = run
      info =
        String(trimmed.dropFirst(run)).trimmingWhitespace.split(separator: " ").first.map(String.init) ?? ""
    }

    func isClosed(by line: String) -> Bool {
      let trimmed = line.trimmingWhitespace
      return trimmed.count >= length && trimmed.allSatisfy { $0 == marker }
    }
  }
}
