import Foundation
import Testing
import ViewLabApp
import ViewLabCommands
import ViewLabLanguage
import ViewLabPOSIX
import ViewLabRendering
import ViewLabSystem

/// Every golden scene script, run in Simplified Chinese, prints no English prose: not in the
/// engine's output, not in its errors (the `error:` line, the echoed input, its caret and hint, or
/// a JSON object with `"ok": false`), not in `help`.
@Suite struct ChineseOutputTests {
  struct Output {
    var prose: [String] = []
    /// Every line that is not error output.
    var text: [String] = []
    /// Every line, error output too.
    var all: [String] = []
    var errorProse = 0
    var lines = 0
  }

  static func runInChinese(_ name: String) throws -> Output {
    let script = try LocalSystem().read("\(GoldenTests.folder)/\(name)")
    let names = EnglishProse.names(inScript: script)
    var out = Output()
    var console = Console(
      options: RenderOptions(json: name.hasSuffix(".json.vl"), color: false, language: .zhHans))
    let files = MemoryFiles()
    for (i, line) in script.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let result = console.handle(line: String(line), lineNumber: i + 1, source: name, files: files)
      for line in result.text.split(separator: "\n").map(String.init) {
        out.lines += 1
        out.all.append(line)
        let prose = EnglishProse.isProse(line, names: names)
        if !result.ok {
          if prose { out.errorProse += 1 }
        } else {
          out.text.append(line)
        }
        if prose { out.prose.append(line) }
      }
      if result.quit { break }
    }
    return out
  }

  @Test(arguments: GoldenTests.scripts)
  func noEnglishProse(_ name: String) throws {
    let out = try Self.runInChinese(name)
    #expect(
      out.prose.isEmpty, "English prose in \(name) run in zh-Hans:\n\(out.prose.joined(separator: "\n"))")
  }

  /// Chinese wraps like Chinese: no line starts with closing punctuation, none is wider than the
  /// 80 columns the goldens are rendered at (JSON lines are not wrapped).
  @Test(arguments: GoldenTests.scripts.filter { !$0.hasSuffix(".json.vl") })
  func chineseWrapsCleanly(_ name: String) throws {
    let closing: Set<Character> = ["，", "。", "、", "：", "；", "！", "？", "）", "」", "』", "》", "】"]
    for line in try Self.runInChinese(name).text {
      let start = line.drop { $0 == " " }.first
      #expect(start.map { !closing.contains($0) } ?? true, "\(name): a line starts with \(start!): \(line)")
      #expect(TerminalWidth.of(line) <= 80, "\(name): wider than 80 columns: \(line)")
    }
  }

  /// Not a check: prints, for the record, how many lines the error allow rule let through.
  @Test func proseCount() throws {
    var total = Output()
    for name in GoldenTests.scripts {
      let out = try Self.runInChinese(name)
      total.lines += out.lines
      total.errorProse += out.errorProse
      total.prose += out.prose
    }
    print(
      "zh-Hans over \(GoldenTests.scripts.count) golden scripts: \(total.lines) lines, "
        + "\(total.prose.count) English prose (\(total.errorProse) of them in error output)")
    #expect(total.prose.isEmpty)
  }

  @Test(arguments: [
    ("subviews, front to back: card", true),
    ("touchesBegan: no responder overrides it — each default forwards to next", true),
    ("  the touch is bound to photo for its whole life (UITouch.view)", true),
    ("hit: nil — no view takes the point; the touch is dropped", true),
    ("\u{1B}[2mno override handles it\u{1B}[0m", true),
    ("✗ a tap at (45, 45) does not reach button", true),
    ("(no subview took the point)", true),
    ("子视图，从前往后：knob、buy、photo", false),
    ("  ✓ point(inside:)：(20, 20) 在 bounds (0, 0, 100, 60) 内", false),
    ("card.hitTest((25, 25))   ← window 中的 (45, 45)", false),
    ("knob, buy, photo", false),
    ("除非执行 'interaction label on now'", false),
    ("`view.layer.anchor point here`", false),
    ("touch wait — t = 0.5 s", false),
    ("responder chain: a → b", false),
    ("isUserInteractionEnabled == false (UILabel's default)", false),
    ("window 375×667 pt, 1 column ≈ 9.5 pt", false),
  ])
  func detector(_ line: String, _ prose: Bool) {
    #expect(EnglishProse.isProse(line, names: ["knob", "buy", "photo"]) == prose)
  }

  @Test func namesComeFromTheScript() {
    let names = EnglishProse.names(
      inScript: "add card 0 0 10 10\ngesture hold longpress on card\naction buy touchUpInside purchase # pay")
    #expect(names.isSuperset(of: ["card", "hold", "purchase", "window"]))
    #expect(!names.contains("buy"))
  }
}

/// JSON keeps its keys and values in both languages; only `reason` and `notes` follow the language.
@Suite struct ChineseJSONTests {
  @Test func reasonAndNotesFollowTheLanguage() throws {
    func run(_ language: Language) throws -> [String] {
      var session = Session()
      var lines: [String] = []
      for text in ["add a 0 0 100 100", "add b UILabel 10 10 20 20 to a", "why b 15 15", "under 15 15"] {
        let (command, outcome) = try #require(try session.run(text))
        lines.append(JSONRenderer.render(command.verb, outcome, in: session, language: language).text)
      }
      return lines
    }
    let en = try run(.en), zh = try run(.zhHans)
    #expect(en[1].contains("\"notes\":[\"UILabel starts with isUserInteractionEnabled = false"))
    #expect(zh[1].contains("\"notes\":[\"UILabel 默认 isUserInteractionEnabled = false"))
    #expect(zh[2].contains("\"reason\":\"b 的 isUserInteractionEnabled 为 false，所以 hitTest"))
    #expect(zh[3].contains("\"reason\":\"b 的 isUserInteractionEnabled"))
    // Keys and values other than the human messages are the same.
    #expect(
      en[2].replacingOccurrences(of: #""reason":"[^"]*""#, with: "", options: .regularExpression)
        == zh[2].replacingOccurrences(of: #""reason":"[^"]*""#, with: "", options: .regularExpression))
  }
}
