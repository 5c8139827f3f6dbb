import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

/// What `import` and `export` say when they are done.
enum ExportText {
  static func imported(_ i: DumpImport, path: String, style s: Style) -> String {
    let l = s.language
    let size = i.scene[i.scene.window].bounds.size
    var text = ExportWords.imported(
      i.viewCount, path, "\(Number.format(size.width))×\(Number.format(size.height))", l)
    if !i.hadWindow { text += ExportWords.noWindowInDump(l) }
    if !i.leftOut.isEmpty { text += ExportWords.leftOut(i.skipped, leftOut(i.leftOut, l), l) }
    return s.dim(text + ExportWords.treeListsImported(l))
  }

  /// `a second window UITextEffectsWindow (line 60) and the 11 views under it; …`, at most five
  /// entries of each reason, then how many more.
  static func leftOut(_ groups: [DumpLeftOut], _ l: Language) -> String {
    var parts: [String] = []
    let reasons: [DumpLeftOut.Reason] = [.repeated, .anotherWindow, .noFrame, .refused]
    for reason in reasons {
      let mine = groups.filter { $0.reason == reason }
      guard !mine.isEmpty else { continue }
      var items = mine.prefix(5).map { g in
        ExportWords.leftOutItem(g.className, line: g.line, under: g.views - 1, l)
      }
      if mine.count > 5 { items.append(ExportWords.moreLeftOut(mine.count - 5, l)) }
      parts.append(ExportWords.leftOutReason(reason, items.joined(separator: l.pick(", ", "、")), l))
    }
    return parts.joined(separator: l.pick("; ", "；"))
  }

  static func exported(_ kind: ExportKind, _ session: Session, path: String, style s: Style) -> String {
    switch kind {
    case .swift: return s.dim(ExportWords.exportedSwift(path, answers: session.asked.count, s.language))
    case .svg: return s.dim(ExportWords.exportedSVG(path, s.language))
    }
  }
}
