import ViewLabLanguage

/// A translation must have the English lesson's structure; only prose and wording may differ
/// (docs/LESSON-FORMAT.md, "Translations").
enum TranslationChecker {
  static func check(_ library: LessonLibrary) -> [LessonDiagnostic] {
    let english = Dictionary(
      library.lessons.filter { $0.language == .en }.map { (fileName($0.file), $0) },
      uniquingKeysWith: { a, _ in a })
    var found: [LessonDiagnostic] = []
    for lesson in library.lessons where lesson.language != .en {
      guard let en = english[fileName(lesson.file)] else {
        found.append(LessonDiagnostic(file: lesson.file, line: 1, .missingEnglish))
        continue
      }
      found += compare(lesson, to: en).map {
        LessonDiagnostic(file: lesson.file, line: $0.0, .translationMismatch($0.1))
      }
    }
    return found
  }

  static func fileName(_ path: String) -> String { String(path.split(separator: "/").last ?? "") }

  /// (line, what differs) for each difference.
  static func compare(_ t: Lesson, to en: Lesson) -> [(Int, String)] {
    var out: [(Int, String)] = []
    func differ(_ line: Int, _ what: String, _ a: String, _ b: String) {
      if a != b { out.append((line, "\(what) is '\(a)', English has '\(b)'")) }
    }
    differ(1, "id", t.id, en.id)
    differ(1, "order", String(t.order), String(en.order))
    differ(
      1, "prerequisites", t.prerequisites.joined(separator: ", "), en.prerequisites.joined(separator: ", "))
    let tScenes = scenes(t)
    let enScenes = scenes(en)
    if tScenes.count != enScenes.count {
      out.append((1, "\(tScenes.count) scene blocks, English has \(enScenes.count)"))
    } else {
      for (a, b) in zip(tScenes, enScenes) where a.map(\.text) != b.map(\.text) {
        out.append((a.first?.line ?? 1, "scene block differs from English's (line \(b.first?.line ?? 1))"))
      }
    }
    let tq = t.questions
    let eq = en.questions
    if tq.count != eq.count { out.append((1, "\(tq.count) questions, English has \(eq.count)")) }
    for (a, b) in zip(tq, eq) {
      differ(a.line(of: "id"), "question id", a.id, b.id)
      differ(a.line(of: "kind"), "kind of '\(b.id)'", a.kind.rawValue, b.kind.rawValue)
      differ(a.line(of: "query"), "query of '\(b.id)'", a.query ?? "", b.query ?? "")
      differ(a.line(of: "field"), "field of '\(b.id)'", a.field ?? "", b.field ?? "")
      // A spoken question's answer is its model answer in the file's own language; its key points
      // (both languages in each file) must be the English file's.
      if b.kind != .explain {
        differ(a.line(of: "answer"), "answer of '\(b.id)'", a.answer ?? "", b.answer ?? "")
      } else if a.spoken != b.spoken {
        out.append((a.line(of: "points"), "points or pass of '\(b.id)' differ from the English file's"))
      }
      differ(a.line(of: "goal"), "goal of '\(b.id)'", goal(a.goal), goal(b.goal))
      differ(
        a.line(of: "only"), "only of '\(b.id)'", (a.only ?? []).joined(separator: ", "),
        (b.only ?? []).joined(separator: ", "))
      differ(a.line(of: "also"), "also of '\(b.id)'", a.also.map(goal).joined(), b.also.map(goal).joined())
      differ(
        a.line(of: "keep"), "keep of '\(b.id)'", a.keep.joined(separator: ", "),
        b.keep.joined(separator: ", "))
      differ(
        a.line(of: "loopholes"), "loopholes of '\(b.id)'", a.loopholes.joined(separator: " | "),
        b.loopholes.joined(separator: " | "))
      differ(
        a.line(of: "choices"), "number of choices of '\(b.id)'", String(a.choices.count),
        String(b.choices.count))
    }
    return out
  }

  static func scenes(_ l: Lesson) -> [[SourceLine]] {
    l.blocks.compactMap { if case .scene(let s) = $0 { return s } else { return nil } }
  }

  static func goal(_ g: Goal?) -> String {
    g.map { "{query: \($0.query), field: \($0.field), equals: \($0.equals)}" } ?? ""
  }
}
