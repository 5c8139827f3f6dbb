import Testing
import ViewLabTestSupport

@testable import ViewLabRendering

/// Wrapping, as a table: every sample at every width keeps its lines inside the width, never
/// breaks a number, a tuple or an identifier, and never starts a line with closing punctuation
/// or ends one with opening punctuation.
@Suite struct TextWrapTests {
  static let english = [
    "blue.point(inside:) is false: (280, 140) is outside blue.bounds (0, 0, 100, 100). Its subviews are never asked, even where they stick out of the subtree.",
    "red has isUserInteractionEnabled == false: hitTest returns nil for it and its whole subtree, so the touch goes to window.",
    "  ✗ redirect override: card.point(inside: (12.5, -40)) — (12.5, -40) is outside card.bounds (0, 0, 200, 120)",
    "touchesBegan: no responder overrides it — each default forwards to next, and after AppDelegate UIKit drops the touch silently",
    "  tree UIView frame (20, 40, 173.2, 180) transform [0.866, 0.5, -0.5, 0.866, 0, 0] rotated 30°, hit-tested in its own space",
    "  ✗ override: btn.point(inside: (40, 20)) returned false, so hitTest(_:with:) skips btn and its subviews entirely",
    "btn ignores touches while isUserInteractionEnabled is false; type 'interaction label on' to turn it back on and tap again.",
  ]
  static let chinese = [
    "red 的 isUserInteractionEnabled 为 false：hitTest 对它以及它的整个子树都返回 nil，所以触摸会交给 window（窗口）处理。",
    "先预测：`tap 60 60` 会直接显示答案。请先作答，答完再输入 why 查看完整推导（事件传递、响应者链、命中测试）。",
    "锚点（anchorPoint）决定视图的哪一个点放在 position 上；改变锚点时，Core Animation 保持 position 不变，所以 frame.origin = (280, 140) 会改变。",
    "第 3/5 题：door 的 frame 是 (100, 200, 120, 80)。请问 door.layer.position 是多少？「提示」：用默认的锚点（0.5, 0.5）计算。",
    "  tree UIView 的 frame 为 (20, 40, 173.2, 180)，transform 为 [0.866, 0.5, -0.5, 0.866, 0, 0]（旋转 30°），命中测试在它自己的坐标系中进行。",
    "  ✗ 重写：btn.point(inside: (40, 20)) 返回 false，所以 hitTest(_:with:) 跳过 btn 以及它的所有子视图，触摸交给父视图。",
    "btn 的 isUserInteractionEnabled 为 false，所以它不接收触摸；输入 'interaction label on' 重新打开，然后再点一次试试看。",
  ]
  /// Tokens that must come out on one line.
  static let whole = [
    "(280, 140)", "(0, 0, 100, 100)", "(12.5, -40)", "(0, 0, 200, 120)", "isUserInteractionEnabled",
    "card.point(inside:", "AppDelegate", "frame.origin", "(100, 200, 120, 80)", "door.layer.position",
    "[0.866, 0.5, -0.5, 0.866, 0, 0]", "btn.point(inside: (40, 20))", "'interaction label on'",
    "hitTest(_:with:)", "(20, 40, 173.2, 180)",
  ]

  static let cases: [(String, Int)] = (english + chinese).flatMap { text in
    [40, 70, 80, 120].map { (text, $0) }
  }

  @Test(arguments: cases)
  func wrapsReadably(_ text: String, _ width: Int) {
    let lines = TextWrap.block(text, width: width).split(separator: "\n").map(String.init)
    for line in lines {
      #expect(line.terminalColumns <= width, "\(line)")
      let trimmed = line.drop { $0 == " " }
      if line != lines.first, let first = trimmed.first {
        #expect(!TextWrap.closing.contains(first), "starts with closing punctuation: \(line)")
      }
      if line != lines.last, let last = line.last {
        #expect(!TextWrap.opening.contains(last), "ends with opening punctuation: \(line)")
      }
    }
    for token in Self.whole where text.contains(token) {
      #expect(lines.contains { $0.contains(token) }, "'\(token)' broken at \(width): \(lines)")
    }
    // Nothing lost: the words come back in order.
    let words = { (s: String) in s.split(whereSeparator: \.isWhitespace).joined() }
    #expect(words(lines.joined()) == words(text))
  }

  @Test(arguments: [
    ("hitTest returns (280, 140) here", 20, 2, ["hitTest returns", "  (280, 140) here"]),
    (
      "  ✗ isHidden == true → nil, subviews not asked", 30, 2,
      ["  ✗ isHidden == true → nil,", "    subviews not asked"]
    ),
    ("  12. a numbered item that goes on", 22, 2, ["  12. a numbered item", "      that goes on"]),
    (
      "│  └─ label UILabel (0, 0, 10, 10) hidden", 30, 2,
      ["│  └─ label UILabel", "│       (0, 0, 10, 10) hidden"]
    ),
    ("视图的中心点是（280，140）。这是父视图坐标系中的点。", 20, 0, ["视图的中心点是", "（280，140）。这是父", "视图坐标系中的点。"]),
    ("a word — and a dash", 16, 0, ["a word — and a", "dash"]),
    ("a longer word — and", 16, 0, ["a longer word —", "and"]),
  ])
  func exactly(_ text: String, _ width: Int, _ hang: Int, _ expected: [String]) {
    #expect(
      TextWrap.block(text, width: width, hang: hang).split(separator: "\n").map(String.init) == expected)
  }

  @Test func colourIsClosedAtABreakAndReopenedAfterTheIndent() {
    let red = "\u{1B}[31m"
    let text = "note: " + red + "this warning is long enough to wrap" + TextWrap.reset + " end"
    let lines = TextWrap.block(text, width: 20).split(separator: "\n").map(String.init)
    #expect(lines[0].hasSuffix(TextWrap.reset))
    #expect(lines[1].hasPrefix("  " + red))
    #expect(lines.allSatisfy { $0.terminalColumns <= 20 })
  }

  @Test func wideCharactersTakeTwoColumns() {
    #expect("frame 框架".terminalColumns == 10)
    #expect("\u{1B}[1mbold\u{1B}[0m".terminalColumns == 4)
  }

  @Test(arguments: [
    // A unit wider than the line breaks at its own spaces, never mid-number.
    (
      "m is [0.866025, 0.5, -0.5, 0.866025, 120.5, -40.25, 1, 0, 0, 1]", 20,
      ["m is [0.866025, 0.5,", "  -0.5, 0.866025,", "  120.5, -40.25, 1,", "  0, 0, 1]"]
    ),
    (
      "say 'add view card at 10 10 size 200 120 color red' now", 24,
      [
        "say 'add view card at 10", "  10 size 200 120 color", "  red' now",
      ]
    ),
    // Apostrophes are not quotes; a call's parentheses stay with its name.
    ("the view's frame and the window's bounds", 22, ["the view's frame and", "  the window's bounds"]),
    ("and then btn.point(inside: (4, 2)) runs", 30, ["and then", "  btn.point(inside: (4, 2))", "  runs"]),
  ])
  func unitsWiderThanTheLine(_ text: String, _ width: Int, _ expected: [String]) {
    #expect(TextWrap.block(text, width: width).split(separator: "\n").map(String.init) == expected)
  }

  @Test func aWordLongerThanTheLineIsCutOnlyThen() {
    let long = String(repeating: "x", count: 50)
    let lines = TextWrap.wrap("a " + long, width: 20)
    #expect(
      lines == ["a", String(repeating: "x", count: 20), String(repeating: "x", count: 20), "xxxxxxxxxx"])
  }
}

/// The scalar-by-scalar width (the fast path) agrees with the character walk wherever it answers,
/// and answers for the text ViewLab prints.
@Suite struct TerminalWidthTests {
  /// Pieces random strings are made of: ASCII, CJK and its punctuation, drawing characters, colour
  /// escapes, and the scalars that join the one before them (combining accent, variation selector,
  /// zero-width joiner, emoji modifier, kana voicing mark, regional indicators), which the fast
  /// path must hand back to the character walk.
  static let pieces = [
    "a", "Z", " ", "(12.5, -40)", "\t", "视图", "，", "。", "“", "”", "—", "…", "→", "✓", "✗", "├─", "│", "╭",
    "\u{1B}[34m", "\u{1B}[0m", "\u{1B}[", "e\u{301}", "\u{301}", "\u{FE0F}", "\u{200D}", "👍", "\u{1F3FD}",
    "か\u{3099}",
    "\u{3099}", "🇨🇳", "한", "\u{1160}", "\r\n", "\u{7F}", "ｆｕｌｌ", "é",
  ]

  @Test(arguments: 0..<6)
  func fastPathAgreesWithTheCharacterWalk(seed: UInt64) {
    var rng = SeededRandom(seed: seed)
    var answered = 0
    for _ in 0..<500 {
      let text = (0..<rng.int(0...12)).map { _ in Self.pieces.randomElement(using: &rng)! }.joined()
      guard let fast = TerminalWidth.ofScalars(text.unicodeScalars) else { continue }
      answered += 1
      #expect(fast == TerminalWidth.ofCharacters(text), "\(text.unicodeScalars.map { $0.value })")
    }
    #expect(answered > 20)
  }

  @Test(arguments: 0..<4)
  func escapesAreRemovedAsTheCharacterWalkRemovesThem(seed: UInt64) {
    var rng = SeededRandom(seed: seed + 100)
    for _ in 0..<500 {
      let text = (0..<rng.int(0...12)).map { _ in Self.pieces.randomElement(using: &rng)! }.joined()
      #expect(
        TextWrap.plain(text) == TextWrap.plainByCharacters(text), "\(text.unicodeScalars.map { $0.value })")
    }
  }

  @Test func theWelcomeAndTracesTakeTheFastPath() {
    for text in TextWrapTests.english + TextWrapTests.chinese {
      #expect(TerminalWidth.ofScalars(text.unicodeScalars) == TerminalWidth.ofCharacters(text), "\(text)")
    }
  }

  @Test func linesKeepEmptyOnesAndTheLastWithoutANewline() {
    #expect(TextWrap.lines(of: "") == [""])
    #expect(TextWrap.lines(of: "a\n\nb") == ["a", "", "b"])
    #expect(TextWrap.lines(of: "视图\n") == ["视图", ""])
  }
}
