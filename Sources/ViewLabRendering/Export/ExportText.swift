import ViewLabCommands
import ViewLabGeometry
import ViewLabLanguage
import ViewLabModel

/// What `import` and `export` say when they are done (worded in `ExportWords`).
public enum ExportText {
  public static func imported(_ i: DumpImport, path: String, style s: Style) -> String {
    let l = s.language
    let size = i.scene[i.scene.window].bounds.size
    var text = ExportWords.imported(
      i.viewCount, from: path, window: "\(Number.format(size.width))×\(Number.format(size.height))", l)
    if !i.hadWindow {
      text += ExportWords.noWindow(l)
      if size != Scene.defaultWindowSize { text += ExportWords.grown(l) }
    }
    if !i.leftOut.isEmpty {
      text += ExportWords.leftOut(i.skipped, l) + leftOut(i.leftOut, l)
    }
    if !i.guesses.isEmpty { text += guessed(i.guesses, l) }
    return s.dim(text + ExportWords.treeHint(l))
  }

  /// `another window (only the first is imported): UITextEffectsWindow (line 60) and the 11 views
  /// under it; …`, grouped by reason, at most five entries of each, then how many more.
  static func leftOut(_ groups: [DumpLeftOut], _ l: Language = .en) -> String {
    var parts: [String] = []
    let reasons: [DumpLeftOut.Reason] = [.repeated, .anotherWindow, .noFrame, .refused]
    for reason in reasons {
      let mine = groups.filter { $0.reason == reason }
      guard !mine.isEmpty else { continue }
      var items = mine.prefix(5).map { ExportWords.group($0, l) }
      if mine.count > 5 { items.append(ExportWords.more(mine.count - 5, l)) }
      parts.append(ExportWords.reason(reason, items.joined(separator: ExportWords.listSeparator(l)), l))
    }
    return parts.joined(separator: ExportWords.separator(l))
  }

  /// `; guessed: …`: at most five of each kind (elisions, cut lines, …), then how many more.
  static func guessed(_ guesses: [DumpGuess], _ l: Language = .en) -> String {
    var items: [String] = []
    var shown: [Int: Int] = [:]
    var hidden = 0
    for g in guesses {
      let n = (shown[kind(g)] ?? 0) + 1
      shown[kind(g)] = n
      if n > 5 { hidden += 1 } else { items.append(ExportWords.guess(g, l)) }
    }
    if hidden > 0 { items.append(ExportWords.more(hidden, l)) }
    return ExportWords.guessed(items, l)
  }

  /// Which kind a guess is, to count them.
  static func kind(_ g: DumpGuess) -> Int {
    switch g {
    case .htmlEscapes: 0
    case .wrappedLines: 1
    case .severalPerLine: 2
    case .depthFromIndentation: 3
    case .customDescription: 4
    case .negativeSize: 5
    case .elision: 6
    case .cutShort: 7
    case .layersOnly: 8
    }
  }

  public static func exported(_ kind: ExportKind, _ session: Session, path: String, style s: Style) -> String
  {
    switch kind {
    case .swift: return s.dim(ExportWords.exportedSwift(path, answers: session.asked.count, s.language))
    case .svg: return s.dim(ExportWords.exportedSVG(path, s.language))
    case .html where session.lastTap == nil: return s.dim(ExportWords.exportedHTMLNoTap(path, s.language))
    case .html:
      let steps = HTMLExporter.stepCount(session, language: s.language)
      return s.dim(ExportWords.exportedHTML(path, steps: steps, s.language))
    }
  }
}
