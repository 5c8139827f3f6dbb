import ViewLabLanguage
import ViewLabSystem

extension LessonChecker {
  /// `viewlab lessons check DIR`: DIR may hold `en/`, `zh-Hans/` and `concepts/`, or be one
  /// language's folder, or the `concepts/` folder. A translation folder is checked against its
  /// sibling `en/` (only its own files are reported). `checked` counts lesson and concept files.
  public static func checkFolder(_ folder: String, files: some System)
    -> (checked: Int, problems: [LessonDiagnostic])
  {
    let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false)
    if parts.last == Substring(ConceptBank.folderName) {
      let root = parts.dropLast().joined(separator: "/")
      return checkConcepts(
        trimmed, glossary: glossary(root: root.isEmpty ? "." : root, files: files), files: files)
    }
    var (sources, errors) = files.lessonSources(under: folder)
    var checked = sources.count
    let languageFolder = parts.last.map { Language(rawValue: String($0)) != nil } ?? false
    let root = languageFolder ? parts.dropLast().joined(separator: "/") : trimmed
    let glossary = glossary(root: root.isEmpty ? "." : root, files: files)
    errors += glossaryProblems(sources, glossary)
    guard let last = parts.last, last != "en", languageFolder else {
      let concepts = joinPath(trimmed, ConceptBank.folderName)
      if !languageFolder, files.isDirectory(concepts) {
        let (count, problems) = checkConcepts(concepts, glossary: glossary, files: files)
        checked += count
        errors += problems
      }
      return (checked, errors + check(LessonLibrary(sources)))
    }
    let english = (parts.dropLast().map(String.init) + ["en"]).joined(separator: "/")
    if files.isDirectory(english) {
      sources += files.lessonSources(under: english).sources
    }
    let own = check(LessonLibrary(sources)).filter { $0.file.hasPrefix(trimmed + "/") }
    return (checked, errors + own)
  }

  /// The concept files in `folder`: each entry's problems, ids used twice, lopsided answers, and
  /// the glossary applied to their Chinese text.
  static func checkConcepts(
    _ folder: String, glossary: Result<Glossary, LessonDiagnostic>?, files: some System
  )
    -> (checked: Int, problems: [LessonDiagnostic])
  {
    let (sources, errors) = files.conceptSources(in: folder)
    var problems = errors + ConceptBank.check(sources, folder: folder).problems
    if case .success(let glossary)? = glossary {
      problems += sources.flatMap {
        GlossaryChecker.check(conceptText: $0.text, file: $0.path, glossary: glossary)
      }
    }
    return (sources.count, problems)
  }

  /// The glossary beside the language folders (`ROOT/glossary.zh-Hans.yaml`); nil if there is none,
  /// a diagnostic if it cannot be read.
  static func glossary(root: String, files: some System) -> Result<Glossary, LessonDiagnostic>? {
    let path = joinPath(root, Glossary.fileName)
    guard files.exists(path) else { return nil }
    do {
      return .success(try Glossary(yaml: try files.read(path)))
    } catch let error as GlossaryError {
      return .failure(LessonDiagnostic(file: path, line: error.line, .badYAML(error.reason)))
    } catch {
      return .failure(LessonDiagnostic(file: path, line: 1, .unreadableFile("\(error)")))
    }
  }

  /// The glossary applied to the Chinese lessons among `sources` and to the hints for known
  /// misconceptions; a glossary that cannot be read is itself the problem.
  static func glossaryProblems(_ sources: [LessonSource], _ glossary: Result<Glossary, LessonDiagnostic>?)
    -> [LessonDiagnostic]
  {
    switch glossary {
    case nil: return []
    case .failure(let problem)?: return [problem]
    case .success(let glossary)?:
      let lessons = sources.filter { $0.language == .zhHans }.flatMap {
        GlossaryChecker.check(lessonText: $0.text, file: $0.path, glossary: glossary)
      }
      return lessons + GlossaryChecker.checkHints(glossary: glossary)
    }
  }
}
