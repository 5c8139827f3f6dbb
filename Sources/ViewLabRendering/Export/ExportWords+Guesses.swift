import ViewLabCommands
import ViewLabLanguage

/// The wording of what `import` guessed and of why it refused a text, in English and Simplified
/// Chinese.
extension ExportWords {
  static func notAHierarchy(_ e: DumpImportError, _ l: Language) -> String {
    switch e {
    case .noViews: return noViews(l)
    case .controllerTree:
      return l.pick(
        "it is a view controller tree (_printHierarchy), not a view hierarchy — print one with 'po [self.view recursiveDescription]'",
        "这是视图控制器树（_printHierarchy），不是视图层级——请用 'po [self.view recursiveDescription]' 打印视图层级")
    case .upwardChain:
      return l.pick(
        "it is a chain printed upwards (Chisel 'presponder', a nextResponder loop): each line is one step up from the line above, not its subview — print the hierarchy with 'po [self.view recursiveDescription]'",
        "这是向上打印的链（Chisel 的 'presponder'、循环打印 nextResponder）：每一行是上一行往上一步，不是它的子视图——请用 'po [self.view recursiveDescription]' 打印视图层级"
      )
    case .flatList(let n):
      return l.pick(
        "it is a flat list of \(n) views (an array printed, such as 'po self.view.subviews'), not a hierarchy: no view is printed inside another — print one with 'po [self.view recursiveDescription]'",
        "这是 \(n) 个视图的平铺列表（打印的是数组，比如 'po self.view.subviews'），不是层级：没有哪个视图打印在另一个视图之下——请用 'po [self.view recursiveDescription]' 打印层级"
      )
    }
  }

  // MARK: guesses

  /// `; guessed: …`, each guess in its words.
  static func guessed(_ items: [String], _ l: Language) -> String {
    l.pick("; guessed: ", "；推测：") + items.joined(separator: separator(l))
  }

  static func guess(_ g: DumpGuess, _ l: Language) -> String {
    switch g {
    case .htmlEscapes:
      return l.pick(
        "'&lt;' and '&gt;' read as '<' and '>' (copied from a web page)", "把 '&lt;'、'&gt;' 读作 '<'、'>'（从网页复制）")
    case .wrappedLines(let n, let first):
      return l.pick(
        "\(n) line\(n == 1 ? "" : "s") broken by a page or a book joined back to the one before (first at line \(first))",
        "网页或书排版时断开的 \(n) 行已接回上一行（第一处在第 \(first) 行）")
    case .severalPerLine(let n, let first):
      return l.pick(
        "\(n) description\(n == 1 ? "" : "s") split off the line\(n == 1 ? "" : "s") before (line breaks lost; first at line \(first))",
        "同一行里的 \(n) 个描述已拆成单独的行（换行丢失；第一处在第 \(first) 行）")
    case .depthFromIndentation:
      return l.pick(
        "no '|' before the views: each view's depth read from its indentation",
        "视图前面没有 '|'：按缩进判断每个视图的层级")
    case .customDescription(let c, let line):
      return l.pick(
        "\(c) (line \(line)) printed by a custom -description: its 'Frame: (x, y, w, h)' read as the frame",
        "\(c)（第 \(line) 行）由自定义的 -description 打印：把其中的 'Frame: (x, y, w, h)' 当作 frame")
    case .negativeSize(let c, let line):
      return l.pick(
        "\(c) (line \(line)) has a negative width or height: standardized as UIKit does, the bounds origin taking the negative part",
        "\(c)（第 \(line) 行）的宽或高是负数：按 UIKit 的做法标准化，负的部分记入 bounds 的原点")
    case .elision(let line):
      return l.pick(
        "line \(line) is an elision ('……'): views the copy left out there are missing",
        "第 \(line) 行是省略号（'……'）：复制时在这里省去的视图没有导入")
    case .cutShort(let c, let line):
      return l.pick(
        "\(c) (line \(line)) is cut short before its '>': its later fields are missing",
        "\(c)（第 \(line) 行）在 '>' 之前被截断：后面的字段缺失")
    case .layersOnly(let c, let line):
      return l.pick(
        "\(c) (line \(line)) has only (layer) lines under it (SwiftUI draws into layers, not views): a touch inside it stops at it",
        "\(c)（第 \(line) 行）下面只有 (layer) 行（SwiftUI 画在图层上，不是视图）：点在它里面的触摸停在它这里")
    }
  }
}
