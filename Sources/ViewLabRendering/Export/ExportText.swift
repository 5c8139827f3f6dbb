import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

/// What `import` and `export` say when they are done.
enum ExportText {
  static func imported(_ i: DumpImport, path: String, style s: Style) -> String {
    let size = i.scene[i.scene.window].bounds.size
    var text =
      "imported \(i.viewCount) views from \(path) into a \(Number.format(size.width))×\(Number.format(size.height)) window"
    if !i.hadWindow { text += " (the dump has no window: its first view was put into one)" }
    if !i.leftOut.isEmpty {
      let n = i.skipped
      text += "; left out \(n) view\(n == 1 ? "" : "s"): " + leftOut(i.leftOut)
    }
    return s.dim(text + " — 'tree' lists what was imported")
  }

  /// `a second window UITextEffectsWindow (line 60) and the 11 views under it; …`, at most five
  /// entries of each reason, then how many more.
  static func leftOut(_ groups: [DumpLeftOut]) -> String {
    var parts: [String] = []
    let reasons: [DumpLeftOut.Reason] = [.repeated, .anotherWindow, .noFrame, .refused]
    for reason in reasons {
      let mine = groups.filter { $0.reason == reason }
      guard !mine.isEmpty else { continue }
      var items = mine.prefix(5).map { g -> String in
        let under = g.views - 1
        let tail = under == 0 ? "" : " and the \(under) view\(under == 1 ? "" : "s") under it"
        return "\(g.className) (line \(g.line))\(tail)"
      }
      if mine.count > 5 { items.append("\(mine.count - 5) more") }
      let list = items.joined(separator: ", ")
      switch reason {
      case .repeated:
        parts.append("printed again, already imported at the same address (a dump run twice): \(list)")
      case .anotherWindow: parts.append("another window (only the first is imported): \(list)")
      case .noFrame: parts.append("no readable frame: \(list)")
      case .refused: parts.append("nested deeper than a scene holds: \(list)")
      }
    }
    return parts.joined(separator: "; ")
  }

  static func exported(_ kind: ExportKind, _ session: Session, path: String, style s: Style) -> String {
    switch kind {
    case .swift:
      let count = session.asked.count
      return s.dim(
        "exported a UIKit program to \(path): it rebuilds the scene and prints \(count) answer\(count == 1 ? "" : "s") beside ViewLab's"
      )
    case .svg:
      return s.dim("exported a picture of the scene to \(path)")
    }
  }
}
