import Testing
import ViewLabApp
import ViewLabCommands
import ViewLabRendering

/// Every verb is declared once (`Verbs`); this table checks that the declaration really drives
/// everything: each verb parses its own example and a sample of every form, completes position by
/// position as it parses, has help, and renders in text and JSON.
@Suite struct VerbDeclarationTests {
  static let verbs = Verbs.all.map(\.word)

  /// A line that fills every slot of `form` with a plausible token, optional parts `taking` or not.
  static func sample(_ form: [Slot], taking: Bool) -> [String] {
    form.flatMap { slot -> [String] in
      switch slot {
      case .name: return ["red"]
      case .newName: return ["box"]
      case .number: return ["1"]
      case .integer: return ["0"]
      case .point: return ["1", "2"]
      case .rect: return ["1", "2", "3", "4"]
      case .size: return ["3", "4"]
      case .word(let w): return [w]
      case .keyword(_, let words): return [words[0]]
      case .onOff: return ["on"]
      case .viewClass: return ["UIButton"]
      case .path: return ["scene.vl"]
      case .language: return ["zh-Hans"]
      case .topic: return ["tap"]
      case .rest: return []
      case .optional(_, let inner): return taking ? sample(inner, taking: true) : []
      case .oneOrMore(let alternatives): return alternatives.flatMap { sample($0, taking: taking) }
      }
    }
  }

  @Test(arguments: verbs)
  func parsesItsOwnExample(word: String) throws {
    let verb = try #require(Verbs.named(word))
    let command = try #require(try Parser.parse(verb.example))
    #expect(command.verb == word)
    #expect(verb.example.hasPrefix(word + " ") || verb.example == word)
  }

  @Test(arguments: verbs)
  func parsesASampleOfEveryForm(word: String) throws {
    let verb = try #require(Verbs.named(word))
    for form in verb.forms {
      for taking in [true, false] {
        let line = ([word] + Self.sample(form, taking: taking)).joined(separator: " ")
        let command = try Parser.parse(line)
        #expect(command != nil, "\(line)")
      }
    }
  }

  /// Completion agrees with parsing: at every position of every sample line, what completion
  /// expects there admits the word the sample has.
  @Test(arguments: verbs)
  func completesWhatItParses(word: String) throws {
    let verb = try #require(Verbs.named(word))
    #expect(Verbs.expectations(after: [], partial: "") == [.command])
    for form in verb.forms {
      let words = [word] + Self.sample(form, taking: true)
      for i in 1..<words.count {
        let next = words[i]
        let expected = Verbs.expectations(after: Array(words[..<i]), partial: String(next.prefix(1)))
        let fits = expected.contains { e in
          switch e {
          case .keyword(let ws): ws.contains(next)
          case .number: Double(next) != nil
          case .view, .newName, .viewClass, .file, .lesson, .command: true
          }
        }
        #expect(fits, "\(words[..<i].joined(separator: " ")) ▸ \(next): completion expects \(expected)")
      }
    }
  }

  @Test(arguments: verbs)
  func hasHelp(word: String) throws {
    let spec = try #require(CommandCatalog.spec(word))
    #expect(!spec.summary.isEmpty && !spec.example.isEmpty)
    #expect(spec.syntax.hasPrefix(word))
    var console = Console()
    let text = console.handle(line: "help \(word)", lineNumber: 1, files: MemoryFiles()).text
    // Long syntax lines wrap to the width: compare with the line breaks taken out.
    let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    // Every form of the syntax is shown (one a line when the whole is long), and the example.
    let forms = spec.syntax.split(separator: " | ").map { $0.split(separator: " ").joined(separator: " ") }
    #expect(forms.allSatisfy { flat.contains($0) } && flat.contains(spec.example), "\(text)")
  }

  /// Every verb is declared with a Chinese summary too, which is Chinese (not a copy of the
  /// English), and `help VERB` in Chinese shows it with the same syntax and example.
  @Test(arguments: verbs)
  func hasChineseHelp(word: String) throws {
    let spec = try #require(CommandCatalog.spec(word))
    #expect(spec.chineseSummary != spec.summary)
    #expect(spec.chineseSummary.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) })
    var options = RenderOptions(language: .zhHans)
    options.wraps = false
    var console = Console(options: options)
    let text = console.handle(line: "help \(word)", lineNumber: 1, files: MemoryFiles()).text
    #expect(text.contains(spec.chineseSummary) && text.contains("示例：" + spec.example), "\(text)")
    #expect(!text.contains(spec.summary), "\(text)")
  }

  @Test func everyGroupHasAChineseTitle() {
    for group in CommandSpec.Group.allCases {
      #expect(group.chineseTitle.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) })
    }
  }

  static let setup = [
    "add red 20 40 200 100", "add green 10 10 50 30 to red", "add content 0 0 375 667",
    "add button UIButton 10 10 40 40", "add overlay 0 0 100 100", "add cover 0 0 50 50",
  ]
  /// Verbs whose example needs something else first.
  static let before: [String: [String]] = [
    "add": [], "redo": setup + ["hide red", "undo"],
    "present": setup + ["controller home for content", "add panel 0 0 10 10", "controller detail for panel"],
    "rows": setup + ["add list UITableView 0 0 375 600"],
    "swipeactions": setup + ["add list UITableView 0 0 375 600", "rows list 10"],
  ]

  @Test(arguments: verbs)
  func rendersInTextAndJSON(word: String) throws {
    let verb = try #require(Verbs.named(word))
    for json in [false, true] {
      var console = Console(options: RenderOptions(json: json))
      let files = MemoryFiles(["scene.vl": "add red 0 0 10 10\n", "dump.txt": Self.dump])
      for (i, line) in (Self.before[word] ?? Self.setup).enumerated() {
        #expect(console.handle(line: line, lineNumber: i + 1, files: files).ok, "\(line)")
      }
      let result = console.handle(line: verb.example, lineNumber: 99, files: files)
      #expect(result.ok, "\(verb.example): \(result.text)")
      if json {
        let object = try #require(result.json)
        #expect(object.text.hasPrefix("{\"command\":\"\(word)\""), "\(object.text)")
      }
    }
  }

  static let dump = """
    <UIWindow: 0x7f; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x1>>
       | <UIView: 0x2; frame = (0 0; 375 667); layer = <CALayer: 0x3>>
    """
}
