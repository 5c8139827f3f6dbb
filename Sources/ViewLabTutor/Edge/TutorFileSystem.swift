import ViewLabLanguage
import ViewLabSystem

/// Joins path pieces with single slashes: `join("a/", "b")` → `a/b`.
public func joinPath(_ parts: String...) -> String {
  var out = ""
  for part in parts where !part.isEmpty {
    if out.isEmpty {
      out = part
    } else {
      out =
        (out.hasSuffix("/") ? String(out.dropLast()) : out) + "/"
        + (part.hasPrefix("/") ? String(part.dropFirst()) : part)
    }
  }
  return out
}

extension System {
  /// Every lesson file under `root`: `root/en/*.md`, `root/zh-Hans/*.md`; or, for a folder of one
  /// language (`Lessons/en`), its own `*.md` files.
  public func lessonSources(under root: String) -> (sources: [LessonSource], errors: [LessonDiagnostic]) {
    var folders: [(String, Language)] = Language.allCases.map { (joinPath(root, $0.rawValue), $0) }
      .filter { isDirectory($0.0) }
    if folders.isEmpty {
      let last = String(root.split(separator: "/").last ?? "")
      folders = [(root, Language(rawValue: last) ?? .en)]
    }
    var sources: [LessonSource] = []
    var errors: [LessonDiagnostic] = []
    for (folder, language) in folders {
      guard let names = list(folder) else {
        errors.append(LessonDiagnostic(file: folder, line: 1, .unreadableFile("not a folder")))
        continue
      }
      for name in names where name.hasSuffix(".md") && !name.hasPrefix(".") {
        let path = joinPath(folder, name)
        do {
          sources.append(LessonSource(path: path, language: language, text: try read(path)))
        } catch {
          errors.append(LessonDiagnostic(file: path, line: 1, .unreadableFile(error.reason(.read))))
        }
      }
    }
    return (sources, errors)
  }
}
