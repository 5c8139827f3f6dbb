import ViewLabLanguage
import ViewLabSystem

extension LessonChecker {
  /// `viewlab lessons check DIR`: DIR may hold `en/` and `zh-Hans/`, or be one language's folder.
  /// A translation folder is checked against its sibling `en/` (only its own files are reported).
  public static func checkFolder(_ folder: String, files: some System)
    -> (checked: Int, problems: [LessonDiagnostic])
  {
    var (sources, errors) = files.lessonSources(under: folder)
    let checked = sources.count
    let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false)
    let languageFolder = parts.last.map { Language(rawValue: String($0)) != nil } ?? false
    let root = languageFolder ? parts.dropLast().joined(separator: "/") : trimmed
    errors += glossaryProblems(sources, root: root.isEmpty ? "." : root, files: files)
    guard let last = parts.last, last != "en", languageFolder else {
      return (checked, errors + check(LessonLibrary(sources)))
    }
    let english = (parts.dropLast().map(String.init) + ["en"]).joined(separator: "/")
    if files.isDirectory(english) {
      sources += files.lessonSources(under: english).sources
    }
    let own = check(LessonLibrary(sources)).filter { $0.file.hasPrefix(trimmed + "/") }
    return (checked, errors + own)
  }

  /// The glossary beside the language folders (`ROOT/glossary.zh-Hans.yaml`), if there is one,
  /// applied to the Chinese lessons among `sources` and to the quiz's concept questions.
  static func glossaryProblems(_ sources: [LessonSource], root: String, files: some System)
    -> [LessonDiagnostic]
  {
    let path = joinPath(root, Glossary.fileName)
    guard files.exists(path) else { return [] }
    let glossary: Glossary
    do {
      glossary = try Glossary(yaml: try files.read(path))
    } catch let error as GlossaryError {
      return [LessonDiagnostic(file: path, line: error.line, .badYAML(error.reason))]
    } catch {
      return [LessonDiagnostic(file: path, line: 1, .unreadableFile("\(error)"))]
    }
    let lessons = sources.filter { $0.language == .zhHans }.flatMap {
      GlossaryChecker.check(lessonText: $0.text, file: $0.path, glossary: glossary)
    }
    return lessons + GlossaryChecker.checkConcepts(glossary: glossary)
  }
}
