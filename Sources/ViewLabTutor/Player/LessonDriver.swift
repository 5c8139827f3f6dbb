import ViewLabRendering

/// Runs a player against line input and text output: the loop `viewlab lesson` uses, with the
/// terminal's reading and writing passed in so tests can script both.
public struct LessonDriver<Engine: SceneEngine> {
  public var player: LessonPlayer<Engine>
  public var json: Bool
  public var words: TutorText
  /// The page text is laid out for, asked afresh before each print (the terminal may be resized).
  public var page: () -> TextPage = { TextPage() }

  public init(player: LessonPlayer<Engine>, json: Bool) {
    self.player = player
    self.json = json
    self.words = TutorText(language: player.lesson.language)
  }

  /// Plays to the end: `read` gives the next line (nil at the end of input), `write` prints one
  /// chunk of output (a JSON line in `--json` mode; the caller flushes it), `save` stores progress,
  /// `practise` records each finished question for spaced repetition,
  /// `prompt` is shown before each read when a person is typing; `continuing` is told after each
  /// line whether a statement pasted over several lines is still open (for a continuation prompt);
  /// `pending` says whether more input is already waiting (the rest of a paste): a task is judged
  /// once it is not.
  public mutating func run(
    read: () -> String?, write: (String) -> Void, save: (LessonProgress) -> Void,
    practise: (LessonPractice) -> Void = { _ in }, prompt: (() -> Void)? = nil,
    continuing: (Bool) -> Void = { _ in }, pending: () -> Bool = { false }
  ) -> LessonSummary? {
    var summary: LessonSummary?
    func carryOut(_ effects: [TutorEffect]) {
      for effect in effects {
        if case .saveProgress(let p) = effect { save(p) }
        if case .practised(let p) = effect { practise(p) }
        if case .summary(let s) = effect { summary = s }
        let out = json ? TutorRenderer.json(effect) : TutorRenderer.text(effect, words, page: page())
        if let out { write(out) }
      }
    }
    player.width = page().width
    carryOut(player.start())
    while !player.isFinished {
      prompt?()
      guard let line = read() else {
        carryOut(player.settle())
        carryOut(player.endOfInput())
        break
      }
      player.width = page().width
      carryOut(player.handle(line, moreToCome: pending()))
      continuing(player.isAssembling)
    }
    return summary
  }
}

/// `viewlab lessons` as text or as the JSON array of docs/TUTOR-PROTOCOL.md.
public enum LessonListing {
  public static func json(_ lessons: [Lesson], progress: LearnerProgress) -> String {
    JSONValue.array(
      lessons.map { lesson in
        .object([
          ("id", .string(lesson.id)), ("title", .string(lesson.title)),
          ("questions", .number(Double(lesson.questions.count))),
          ("completed", .bool(progress.lessons[lesson.id]?.completed ?? false)),
          ("language", .string(lesson.language.rawValue)),
        ])
      }
    ).text
  }

  /// One entry per lesson: a mark, the number, id, title and question count, then the summary
  /// indented under the id. With a `width`, each line is wrapped to it and continues under the id.
  public static func text(_ lessons: [Lesson], progress: LearnerProgress, width: Int? = nil) -> String {
    let indent = "      "
    return lessons.map { lesson in
      let p = progress.lessons[lesson.id]
      // ✓ played to the end; … started and left (even before the first answer); blank: not started.
      let mark = p?.completed == true ? "✓" : p != nil ? "…" : " "
      let n = lesson.questions.count
      let number = lesson.order < 10 ? " \(lesson.order)" : "\(lesson.order)"
      let lead = "\(mark) \(number). "
      let head = "\(lesson.id)  \(lesson.title) (\(n))"
      guard let width else { return lead + head + "\n" + indent + lesson.summary }
      let lines =
        TextWrap.wrap(head, width: width, first: lead, rest: indent)
        + TextWrap.wrap(lesson.summary, width: width, first: indent, rest: indent)
      return lines.joined(separator: "\n")
    }.joined(separator: "\n")
  }
}
