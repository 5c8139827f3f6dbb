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
    if i.skipped > 0 { text += "; left out \(i.skipped) lines (other windows, views without a frame)" }
    return s.dim(text + " — 'tree' lists them")
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
