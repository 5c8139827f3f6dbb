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
    guard let last = parts.last, last != "en", LessonLibrary.languages.contains(String(last)) else {
      return (checked, errors + check(LessonLibrary(sources)))
    }
    let english = (parts.dropLast().map(String.init) + ["en"]).joined(separator: "/")
    if files.isDirectory(english) {
      sources += files.lessonSources(under: english).sources
    }
    let own = check(LessonLibrary(sources)).filter { $0.file.hasPrefix(trimmed + "/") }
    return (checked, errors + own)
  }
}
