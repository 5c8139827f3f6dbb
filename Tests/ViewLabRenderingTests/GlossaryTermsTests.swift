import Foundation
import Testing
import ViewLabCommands

@testable import ViewLabRendering

/// The engine's Chinese uses the lessons' terms: no variant the glossary says to avoid appears in
/// the catalogue's messages (every sample of `WordsCatalogueTests`), in `help`, in the Chinese
/// string literals of the wording files (errors, the REPL's and the CLI's own words), or in the
/// zh-Hans output of the golden scripts. The glossary is `Lessons/glossary.zh-Hans.yaml` when the
/// tree has it; otherwise the built-in list below, a copy of that file's variants.
@Suite struct GlossaryTermsTests {
  struct Term {
    var use: String
    var avoid: [String]
    var allow: [String] = []
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardized

  /// The variants of `Lessons/glossary.zh-Hans.yaml`, used while the tree has no such file.
  static let builtIn: [Term] = [
    Term(use: "响应者链", avoid: ["响应链", "响应者链条", "事件响应链"]),
    Term(use: "覆盖层", avoid: ["蒙层", "蒙版", "遮罩视图", "遮罩层", "浮层"]),
    Term(use: "视图", avoid: ["view", "views"], allow: ["hit-test view"]),
    Term(use: "父视图", avoid: ["超视图", "上级视图", "superview"]),
    Term(use: "子视图", avoid: ["subview", "subviews"], allow: ["subviews 数组"]),
    Term(use: "命中测试", avoid: ["点击测试", "碰撞检测", "命中检测"]),
    Term(use: "事件传递", avoid: ["事件传送", "事件投递"]),
    Term(use: "锚点", avoid: ["锚定点", "定位点"]),
    Term(use: "坐标系", avoid: ["坐标空间"]),
    Term(use: "外接矩形", avoid: ["包围盒", "边界框"]),
    Term(use: "边缘", avoid: ["右边框", "左边框", "上边框", "下边框"]),
    Term(use: "手势识别器", avoid: ["手势识别者", "手势辨识器"]),
    Term(use: "重写", avoid: ["覆写", "复写"]),
    Term(use: "兄弟视图", avoid: ["同级视图", "姊妹视图"]),
  ]
  static let builtInQuotes = ["\"", "「", "」", "『", "』"]

  static let glossaryFile = root.appendingPathComponent("Lessons/glossary.zh-Hans.yaml")

  /// The glossary's terms and avoided quote marks: from the YAML file when present.
  static let glossary: (terms: [Term], quotes: [String]) = {
    guard let text = try? String(contentsOf: glossaryFile, encoding: .utf8) else {
      return (builtIn, builtInQuotes)
    }
    return parse(text)
  }()

  /// Reads the file's `use:`, `avoid: [...]`, `allow: [...]` lines and the `quotes:` section's `avoid`.
  static func parse(_ yaml: String) -> (terms: [Term], quotes: [String]) {
    var terms: [Term] = []
    var quotes: [String] = []
    var inQuotes = false
    for raw in yaml.split(separator: "\n") {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("#") { continue }
      if !raw.hasPrefix(" ") { inQuotes = line.hasPrefix("quotes:") }
      if line.hasPrefix("- concept:") || line.hasPrefix("- use:") { terms.append(Term(use: "", avoid: [])) }
      if line.hasPrefix("use:") || line.hasPrefix("- use:"), !inQuotes, !terms.isEmpty {
        terms[terms.count - 1].use = String(line.split(separator: ":", maxSplits: 1)[1]).trimmingCharacters(
          in: .whitespaces)
      } else if line.hasPrefix("avoid:") {
        let list = flowList(line)
        if inQuotes { quotes = list } else if !terms.isEmpty { terms[terms.count - 1].avoid = list }
      } else if line.hasPrefix("allow:"), !terms.isEmpty {
        terms[terms.count - 1].allow = flowList(line)
      }
    }
    return (terms, quotes)
  }

  /// `avoid: [a, 'b', "c"]` → ["a", "b", "c"].
  static func flowList(_ line: String) -> [String] {
    guard let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else { return [] }
    return line[line.index(after: open)..<close].split(separator: ",").map {
      var item = $0.trimmingCharacters(in: .whitespaces)
      if item.count >= 2, let q = item.first, q == "'" || q == "\"", item.last == q {
        item = String(item.dropFirst().dropLast())
      }
      return item
    }.filter { !$0.isEmpty }
  }

  /// Whether `word` occurs in `text` outside the allowed phrases; a Latin word only as a whole word,
  /// not as part of a name (`view` is not found in `preview`, `self.view` or `next(`), as the
  /// lessons' check matches it.
  static func occurs(_ word: String, in text: String, allowing allow: [String]) -> Bool {
    var rest = text
    for phrase in allow { rest = rest.replacingOccurrences(of: phrase, with: " ") }
    guard word.unicodeScalars.allSatisfy(\.isASCII) else { return rest.contains(word) }
    let scalars = Array(rest.unicodeScalars)
    let needle = Array(word.unicodeScalars)
    guard scalars.count >= needle.count else { return false }
    func partOfName(_ c: Unicode.Scalar) -> Bool {
      (c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c)))
        || "._-!?(:/".unicodeScalars.contains(c)
    }
    for start in 0...(scalars.count - needle.count)
    where Array(scalars[start..<start + needle.count]) == needle {
      let before = start > 0 ? scalars[start - 1] : " "
      let after = start + needle.count < scalars.count ? scalars[start + needle.count] : " "
      if !partOfName(before) && !partOfName(after) { return true }
    }
    return false
  }

  /// Every avoided variant (and, with `quotes`, every avoided quote mark) in `text`.
  static func problems(in text: String, quotes: Bool = true) -> [String] {
    var found = glossary.terms.flatMap { term in
      term.avoid.filter { occurs($0, in: text, allowing: term.allow) }.map { "\($0) (write \(term.use))" }
    }
    if quotes { found += glossary.quotes.filter { text.contains($0) }.map { "the quote mark \($0)" } }
    return found
  }

  @Test func theCheckFindsVariants() {
    #expect(Self.problems(in: "沿着响应链向上") == ["响应链 (write 响应者链)"])
    #expect(Self.problems(in: "控制器的 view 不能是 window") == ["view (write 视图)"])
    #expect(Self.problems(in: "self.view 是 root；UITouch.view；preview").isEmpty)
    #expect(Self.problems(in: "在 subviews 数组中排在后面").isEmpty)
    #expect(Self.problems(in: "把右边框的中点对准 position") == ["右边框 (write 边缘)"])
    #expect(Self.problems(in: "Apple 写的是 \"less than\"") == ["the quote mark \""])
    #expect(!Self.glossary.terms.isEmpty)
    let literals = Self.chineseLiterals(
      #"l.pick("a view named '\(n)'", "控制器的 view：'\(n)' 在 \(parent(of: n)) 里")"#)
    #expect(literals == ["控制器的 view：  在   里"])
    #expect(Self.problems(in: literals[0]) == ["view (write 视图)"])
  }

  @Test func theYAMLIsReadAsTheLessonsReadIt() {
    let (terms, quotes) = Self.parse(
      """
      terms:
        - concept: view
          use: 视图
          avoid: [view, views]
          allow: [hit-test view]
      quotes:
        use: “…”
        avoid: ['"', 「, 」]
      """)
    #expect(terms.map(\.use) == ["视图"])
    #expect(terms.first?.avoid == ["view", "views"])
    #expect(terms.first?.allow == ["hit-test view"])
    #expect(quotes == ["\"", "「", "」"])
  }

  @Test(arguments: WordsCatalogueTests.samples.keys.sorted())
  func catalogueMessages(_ name: String) {
    for (i, sample) in (WordsCatalogueTests.samples[name] ?? []).enumerated() {
      let zh = sample(.zhHans)
      #expect(Self.problems(in: zh) == [], "\(name) #\(i): \(zh)")
    }
  }

  @Test func help() {
    let style = Style(colored: false, language: .zhHans)
    var pages = [HelpRenderer.render(nil, style)]
    for verb in Verbs.all {
      // Syntax, UIKit code and examples are code; the summary is the prose.
      pages.append(verb.chineseSummary)
    }
    for page in pages {
      #expect(Self.problems(in: page) == [], "\(page)")
    }
  }

  /// The wording files, relative to the package root: their Chinese literals are checked whole.
  static let wordingFiles = [
    "Sources/ViewLabRendering/Wording", "Sources/ViewLabTerminal/TerminalWords.swift",
    "Sources/viewlab/CLIWords.swift", "Sources/ViewLabCommands/Verbs",
  ]

  /// Every string literal of a Swift file that holds Chinese, interpolations and quoted tokens
  /// ('…', the commands and names a message repeats) taken out.
  static func chineseLiterals(_ source: String) -> [String] {
    let pattern = #"\"(?:[^\"\\\n]|\\.)*\""#
    let regex = try! NSRegularExpression(pattern: pattern)
    let range = NSRange(source.startIndex..., in: source)
    return regex.matches(in: source, range: range).compactMap { match in
      let literal = String(source[Range(match.range, in: source)!].dropFirst().dropLast())
      guard literal.unicodeScalars.contains(where: { (0x4E00...0x9FFF).contains($0.value) }) else {
        return nil
      }
      return literal.replacingOccurrences(
        of: #"\\\((?:[^()]|\([^()]*\))*\)"#, with: " ", options: .regularExpression
      )
      .replacingOccurrences(of: #"'[^'\n]*'"#, with: " ", options: .regularExpression)
    }
  }

  @Test(arguments: wordingFiles)
  func wordingLiterals(_ path: String) throws {
    let url = Self.root.appendingPathComponent(path)
    var files = [url]
    if url.pathExtension != "swift" {
      files = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }
        .map { url.appendingPathComponent($0) }
    }
    var checked = 0
    for file in files {
      let source = try String(contentsOf: file, encoding: .utf8)
      for literal in Self.chineseLiterals(source) {
        checked += 1
        #expect(Self.problems(in: literal) == [], "\(file.lastPathComponent): \(literal)")
      }
    }
    #expect(checked > 0, "no Chinese found in \(path)")
  }

  /// Every line with Chinese in it that a golden script prints in Chinese, errors too; quote marks
  /// are not checked, as the input an error echoes is code.
  @Test(arguments: GoldenTests.scripts)
  func goldenOutput(_ name: String) throws {
    let output = try ChineseOutputTests.runInChinese(name)
    let chinese = { (s: String) in s.unicodeScalars.contains(where: { (0x4E00...0x9FFF).contains($0.value) })
    }
    for line in output.all where chinese(line) {
      // A JSON line: its keys and names are data; only its Chinese strings are prose.
      let prose = line.hasPrefix("{") ? Self.chineseLiterals(line).joined(separator: "\n") : line
      #expect(Self.problems(in: prose, quotes: false) == [], "\(name): \(line)")
    }
  }
}

/// Chinese is spaced as Chinese iOS writing spaces it: a space between a Chinese character and a
/// Latin letter or digit (`命中视图是 card`), none between two Chinese characters (`某个识别器识别成功`).
@Suite struct ChineseSpacingTests {
  static let badSpacing = try! NSRegularExpression(
    pattern:
      #"[\x{4E00}-\x{9FFF}] [\x{4E00}-\x{9FFF}]|[\x{4E00}-\x{9FFF}][A-Za-z0-9]|[A-Za-z0-9][\x{4E00}-\x{9FFF}]"#
  )

  static func badlySpaced(_ text: String) -> Bool {
    badSpacing.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
  }

  @Test func theRule() {
    #expect(Self.badlySpaced("某个识别器 识别成功"))
    #expect(Self.badlySpaced("持有CGRect的变量"))
    #expect(!Self.badlySpaced("持有 CGRect 的变量：card（UIView）"))
  }

  @Test(arguments: WordsCatalogueTests.samples.keys.sorted())
  func catalogueMessages(_ name: String) {
    for (i, sample) in (WordsCatalogueTests.samples[name] ?? []).enumerated() {
      let zh = sample(.zhHans)
      #expect(!Self.badlySpaced(zh), "\(name) #\(i): \(zh)")
    }
  }

  @Test(arguments: GoldenTests.scripts)
  func goldenOutput(_ name: String) throws {
    for line in try ChineseOutputTests.runInChinese(name).all {
      #expect(!Self.badlySpaced(line), "\(name): \(line)")
    }
  }
}
