import Testing
import ViewLabApp
import ViewLabCommands
import ViewLabLanguage
import ViewLabModel

@testable import ViewLabRendering

/// The import summary and the export notes, in English and in Chinese.
struct ImportExportWordingTests {
  /// A window, a view printed twice, a second window with one view under it, a frameless line.
  static let dump = """
    (lldb) po [[UIWindow keyWindow] recursiveDescription]
    <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
       | <UIButton: 0x3; frame = (10 10; 100 40); layer = <CALayer: 0x4>>
       | <UIButton: 0x3; frame = (10 10; 100 40); layer = <CALayer: 0x4>>
       | <UIView: 0x5; bounds = nonsense; layer = <CALayer: 0x6>>
    <UITextEffectsWindow: 0x7; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x8>>
       | <UIInputSetContainerView: 0x9; frame = (0 0; 320 480); layer = <CALayer: 0xa>>
    """

  func run(_ lines: [String], _ language: Language, files: [String: String]) -> [String] {
    var console = Console(options: RenderOptions(color: false, width: 400, language: language))
    let memory = MemoryFiles()
    memory.files = files
    return lines.map { console.handle(line: $0, lineNumber: 1, files: memory).text }
  }

  @Test func theSummarySaysWhatWasLeftOutAndWhy() {
    let en = run(["import d.txt"], .en, files: ["d.txt": Self.dump])[0]
    #expect(
      en
        == "imported 2 views from d.txt into a 320×480 window; left out 4 views: printed again, already "
        + "imported at the same address (a dump run twice): UIButton (line 4); another window (only the "
        + "first is imported): UITextEffectsWindow (line 6) and the 1 view under it; no readable frame: "
        + "UIView (line 5) — 'tree' lists what was imported")
    let zh = run(["import d.txt"], .zhHans, files: ["d.txt": Self.dump])[0]
    #expect(
      zh
        == "已从 d.txt 导入 2 个视图，放进 320×480 的窗口；未导入 4 个视图：重复打印、同一地址已经导入过（同一条命令执行了两次）："
        + "UIButton（第 4 行）；另一个窗口（只导入第一个窗口）：UITextEffectsWindow（第 6 行）及其下的 1 个子视图；"
        + "读不出 frame：UIView（第 5 行）——用 'tree' 查看导入的视图层级")
  }

  @Test func aGrownWindowIsSaid() {
    let ipad = "<UIView; frame = (0 0; 1024 768); layer = <CALayer>>\n"
    let en = run(["import i.txt"], .en, files: ["i.txt": ipad])[0]
    #expect(
      en.contains("into a 1024×768 window (the dump has no window: its first view was put into one), grown"))
    let zh = run(["import i.txt"], .zhHans, files: ["i.txt": ipad])[0]
    #expect(zh.contains("放进 1024×768 的窗口（这份输出里没有窗口：第一个视图被放进了一个新窗口），窗口从 375×667 放大"))
  }

  @Test func aFileWithoutViewsIsRefusedInTheLearnersLanguage() {
    let zh = run(["import n.txt"], .zhHans, files: ["n.txt": "just notes"])[0]
    #expect(zh.contains("其中没有 recursiveDescription 的视图行"))
  }

  @Test func exportsAreNotedAndCommentedInTheLearnersLanguage() throws {
    let lines = [
      "add red 0 0 100 100", "hide red", "add b UIButton 10 200 50 50", "enabled b off", "tap 20 210",
      "export swift s.swift", "export svg s.svg",
    ]
    var console = Console(options: RenderOptions(color: false, width: 400, language: .zhHans))
    let memory = MemoryFiles()
    let out = lines.map { console.handle(line: $0, lineNumber: 1, files: memory).text }
    #expect(out[5] == "已导出 UIKit 程序到 s.swift：它重建场景，并把 1 个问题的 UIKit 答案与 ViewLab 的答案并排打印")
    #expect(out[6] == "已把场景图导出到 s.svg")
    let swift = try #require(memory.files["s.swift"])
    #expect(swift.hasPrefix("// 把 ViewLab 场景写成的 UIKit 程序。"))
    #expect(swift.contains("window.isHidden = false  // 新建的 UIWindow 默认是隐藏的"))
    #expect(swift.contains("// 在 ViewLab 里问过的问题，附 ViewLab 的答案。"))
    let svg = try #require(memory.files["s.svg"])
    #expect(svg.contains("<title>ViewLab 场景</title>"))
    #expect(svg.contains("red (UIView)：隐藏"))
    #expect(svg.contains("b (UIButton)：已禁用"))
    #expect(svg.contains("命中路径："))
  }

  /// Every entry of the catalogue has both wordings, and the Chinese one is Chinese.
  @Test(arguments: Self.catalogue)
  func everyEntryHasBothLanguages(_ entry: @Sendable (Language) -> String) {
    let en = entry(.en)
    let zh = entry(.zhHans)
    #expect(en != zh)
    #expect(!en.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(en)")
    #expect(zh.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(zh)")
  }

  static let catalogue: [@Sendable (Language) -> String] = [
    { ExportWords.imported(3, from: "f", window: "1×1", $0) }, { ExportWords.noWindow($0) },
    { ExportWords.grown($0) }, { ExportWords.leftOut(2, $0) }, { ExportWords.treeHint($0) },
    { ExportWords.group(DumpLeftOut(reason: .noFrame, className: "UIView", line: 3, views: 1), $0) },
    { ExportWords.group(DumpLeftOut(reason: .noFrame, className: "UIView", line: 3, views: 4), $0) },
    { ExportWords.more(2, $0) }, { ExportWords.reason(.repeated, "x", $0) },
    { ExportWords.reason(.anotherWindow, "x", $0) }, { ExportWords.reason(.noFrame, "x", $0) },
    { ExportWords.reason(.refused, "x", $0) }, { ExportWords.noViews($0) },
    { ExportWords.exportedSwift("p", answers: 2, $0) }, { ExportWords.exportedSVG("p", $0) },
    { ExportWords.swiftHeader($0) }, { ExportWords.windowHidden($0) },
    { ExportWords.touchesNotExported("v", "log", $0) }, { ExportWords.simultaneous("g", $0) },
    { ExportWords.swipeActionsNotExported("list", $0) },
    { ExportWords.questions($0) }, { ExportWords.svgTitle($0) }, { ExportWords.hitPath($0) },
    { ExportWords.hidden($0) }, { ExportWords.interactionOff($0) }, { ExportWords.disabled($0) },
    { ExportWords.notAHierarchy(.noViews, $0) }, { ExportWords.notAHierarchy(.controllerTree, $0) },
    { ExportWords.notAHierarchy(.flatList(count: 3), $0) }, { ExportWords.notAHierarchy(.upwardChain, $0) },
    { ExportWords.guessed(["x"], $0) },
    { ExportWords.guess(.htmlEscapes, $0) }, { ExportWords.guess(.wrappedLines(count: 2, firstLine: 3), $0) },
    { ExportWords.guess(.severalPerLine(count: 2, firstLine: 1), $0) },
    { ExportWords.guess(.depthFromIndentation, $0) },
    { ExportWords.guess(.customDescription(className: "MyView", line: 2), $0) },
    { ExportWords.guess(.negativeSize(className: "UIView", line: 2), $0) },
    { ExportWords.guess(.elision(line: 4), $0) },
    { ExportWords.guess(.cutShort(className: "UIView", line: 9), $0) },
    { ExportWords.guess(.layersOnly(className: "_UIHostingView", line: 2), $0) },
  ]
}
