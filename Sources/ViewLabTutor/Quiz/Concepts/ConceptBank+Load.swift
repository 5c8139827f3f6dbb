import ViewLabLanguage

extension ConceptBank {
  /// The bank of every file (in name order), or every problem that stops it: what the quiz uses.
  ///
  ///     ConceptBank.load(sources)   // .success(bank) or .failure(diagnostics), each with file:line
  public static func load(_ sources: [ConceptSource]) -> Result<ConceptBank, LessonDiagnostics> {
    let (bank, problems) = check(sources)
    return problems.isEmpty ? .success(bank) : .failure(LessonDiagnostics(problems))
  }

  /// Every file loaded, and every problem `lessons check` reports: each file's own, ids used twice,
  /// lopsided answers across all files, and no files at all (reported at `folder`).
  public static func check(_ sources: [ConceptSource], folder: String? = nil)
    -> (bank: ConceptBank, problems: [LessonDiagnostic])
  {
    let ordered = sources.sorted { $0.fileName < $1.fileName }
    let place = folder ?? ordered.first.map { LessonLocator.parent(of: $0.path) } ?? folderName
    guard !ordered.isEmpty else {
      return (.empty, [LessonDiagnostic(file: place, line: 1, .noConcepts)])
    }
    var concepts: [Concept] = []
    var problems: [LessonDiagnostic] = []
    var balance = AnswerBalance()
    var seen: [String: String] = [:]  // id → file:line
    for source in ordered {
      let (entries, found) = ConceptLoader.load(source)
      problems += found
      if entries.isEmpty && found.isEmpty {
        problems.append(LessonDiagnostic(file: source.path, line: 1, .noConcepts))
      }
      for entry in entries {
        let slug = entry.concept.slug
        if let other = seen[slug] {
          problems.append(
            LessonDiagnostic(file: source.path, line: entry.line, .duplicateConceptID(slug, other: other)))
          continue
        }
        seen[slug] = "\(source.path):\(entry.line)"
        concepts.append(entry.concept)
        balance.count(entry)
      }
    }
    if let lopsided = balance.problem {
      problems.append(LessonDiagnostic(file: place, line: 1, .lopsidedAnswers(lopsided)))
    }
    return (ConceptBank(concepts), problems)
  }
}

extension AnswerBalance {
  /// Counts a concept's answer as its file writes it. The quiz shuffles choices anyway; the files are
  /// held to the lessons' balance so that guessing one letter, or always yes, never pays for a reader.
  mutating func count(_ entry: ConceptLoader.Entry) {
    switch entry.concept.kind {
    case .choice: letters[entry.writtenAnswer, default: 0] += 1
    case .yesno:
      switch AnswerReader.read(entry.writtenAnswer, as: .yesno) {
      case .success(.bool(true)): yes += 1
      case .success(.bool(false)): no += 1
      case .success, .failure: break
      }
    case .hit, .point, .rect, .number, .chain, .task, .explain: break
    }
  }
}
