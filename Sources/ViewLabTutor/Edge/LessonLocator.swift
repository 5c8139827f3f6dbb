/// Where the `Lessons/` folder is, decided from the environment and paths the executable passes in.
///
/// Order: `VIEWLAB_LESSONS`; `PREFIX/share/viewlab/Lessons` for a copy installed as
/// `PREFIX/bin/viewlab`; a `Lessons/` folder (with an `en/` inside) next to the executable or in any
/// folder above it (a checkout running `.build/debug/viewlab`); the same walking up from the current
/// directory.
///
/// Lessons are not bundled as SwiftPM resources: `resources:` cannot reach the repository's
/// `Lessons/` from `Sources/ViewLabTutor`, moving the files into the target would take them away
/// from the content writers' documented path (docs/LESSON-FORMAT.md), and a resource bundle must
/// travel beside the binary anyway, just as `share/viewlab/Lessons` does.
public enum LessonLocator {
  public static func find(
    environment: [String: String], executablePath: String, currentDirectory: String,
    isDirectory: (String) -> Bool
  ) -> String? {
    if let explicit = environment["VIEWLAB_LESSONS"], !explicit.isEmpty { return explicit }
    // An installed copy: PREFIX/bin/viewlab beside PREFIX/share/viewlab/Lessons.
    let installed = joinPath(parent(of: parent(of: executablePath)), "share/viewlab/Lessons")
    if isDirectory(joinPath(installed, "en")) { return installed }
    for start in [parent(of: executablePath), currentDirectory] {
      var folder = start
      for _ in 0..<12 {
        let candidate = joinPath(folder, "Lessons")
        if isDirectory(joinPath(candidate, "en")) { return candidate }
        let up = parent(of: folder)
        if up == folder { break }
        folder = up
      }
    }
    return nil
  }

  /// The folder holding `path`: `/a/b/c` → `/a/b`, `/a` → `/`, `c` → `.`, trailing slashes ignored.
  /// Found by bytes (a slash is one byte): a first run looks for the lessons before its first
  /// prompt, and `split`/`joined` resolve their generic types at run time.
  static func parent(of path: String) -> String {
    let bytes = path.utf8
    let slash = UInt8(ascii: "/")
    let rooted = bytes.first == slash
    // The last component's end, then its start, then the end of what comes before it.
    guard let lastEnd = bytes.lastIndex(where: { $0 != slash }) else { return rooted ? "/" : "." }
    guard let cut = bytes[...lastEnd].lastIndex(of: slash) else { return "." }
    guard let parentEnd = bytes[...cut].lastIndex(where: { $0 != slash }) else { return "/" }
    return String(path[...parentEnd])
  }
}
