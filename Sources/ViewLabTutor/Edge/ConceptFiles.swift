import ViewLabLanguage
import ViewLabSystem

extension System {
  /// The concept files in `folder` (`Lessons/concepts`): every `*.yaml`, in name order.
  public func conceptSources(in folder: String) -> (sources: [ConceptSource], errors: [LessonDiagnostic]) {
    guard let names = list(folder) else {
      return ([], [LessonDiagnostic(file: folder, line: 1, .unreadableFile("not a folder"))])
    }
    var sources: [ConceptSource] = []
    var errors: [LessonDiagnostic] = []
    for name in names.sorted() where name.hasSuffix(".yaml") && !name.hasPrefix(".") {
      let path = joinPath(folder, name)
      do {
        sources.append(ConceptSource(path: path, text: try read(path)))
      } catch {
        errors.append(LessonDiagnostic(file: path, line: 1, .unreadableFile(error.reason(.read))))
      }
    }
    return (sources, errors)
  }
}

extension ConceptBank {
  /// The quiz's bank from `LESSONS/concepts`, or the message that says why there is none (no
  /// folder, no files, or files with problems: the first is named, `lessons check` lists them all).
  public static func read(lessonsFolder: String, files: some System) -> Result<
    ConceptBank, ConceptsUnavailable
  > {
    let folder = joinPath(lessonsFolder, folderName)
    guard files.isDirectory(folder) else {
      return .failure(ConceptsUnavailable(.conceptsMissing(folder: folder)))
    }
    let (sources, errors) = files.conceptSources(in: folder)
    guard !sources.isEmpty || !errors.isEmpty else {
      return .failure(ConceptsUnavailable(.conceptsMissing(folder: folder)))
    }
    switch load(sources) {
    case .success(let bank) where errors.isEmpty: return .success(bank)
    case .success:
      return .failure(ConceptsUnavailable(.conceptsBroken(problems: errors.count, first: place(errors[0]))))
    case .failure(let found):
      let all = errors + found.all
      return .failure(ConceptsUnavailable(.conceptsBroken(problems: all.count, first: place(all[0]))))
    }
  }

  private static func place(_ d: LessonDiagnostic) -> String { "\(d.file):\(d.line)" }
}

/// Why the quiz has no concept questions, as the message a learner reads.
public struct ConceptsUnavailable: Error, Equatable, Sendable {
  public var message: TutorMessage
  public init(_ message: TutorMessage) { self.message = message }
}
