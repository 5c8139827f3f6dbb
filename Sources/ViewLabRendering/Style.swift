import ViewLabLanguage

/// Colour and emphasis for terminal output. Renderers say what a piece of text *is*; the style
/// decides how it looks. `Style.plain` adds nothing, for files, pipes, `NO_COLOR` and tests.
public struct Style: Sendable {
  public var colored: Bool
  /// The language human messages are worded in; every renderer takes a `Style`, so this is how
  /// the learner's language reaches them.
  public var language: Language

  public init(colored: Bool, language: Language = .en) {
    self.colored = colored
    self.language = language
  }

  public static let plain = Style(colored: false)

  /// The English or the Simplified Chinese wording, by `language`.
  public func pick(_ en: @autoclosure () -> String, _ zh: @autoclosure () -> String) -> String {
    language.pick(en(), zh())
  }

  private func sgr(_ code: String, _ text: String) -> String {
    colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// A view, controller or responder name.
  public func name(_ s: String) -> String { sgr("1;36", s) }
  public func heading(_ s: String) -> String { sgr("1", s) }
  public func ok(_ s: String) -> String { sgr("32", s) }
  public func fail(_ s: String) -> String { sgr("31", s) }
  public func warning(_ s: String) -> String { sgr("33", s) }
  public func error(_ s: String) -> String { sgr("1;31", s) }
  public func dim(_ s: String) -> String { sgr("2", s) }
  public func number(_ s: String) -> String { sgr("35", s) }
  public func code(_ s: String) -> String { sgr("34", s) }
  public func hint(_ s: String) -> String { sgr("36", s) }
  /// Markdown's `*emphasis*`: italic.
  public func emphasis(_ s: String) -> String { sgr("3", s) }
  /// Source code: keywords, type names, string literals, comments.
  public func keyword(_ s: String) -> String { sgr("35", s) }
  public func typeName(_ s: String) -> String { sgr("36", s) }
  public func literal(_ s: String) -> String { sgr("32", s) }
  public func comment(_ s: String) -> String { sgr("2;3", s) }

  public var check: String { ok("✓") }
  public var cross: String { fail("✗") }
}

/// How output is rendered.
public struct RenderOptions: Sendable {
  public var json: Bool
  public var style: Style
  /// Terminal width in columns, for `draw` and wrapping.
  public var width: Int
  /// Terminal height in rows, for `draw` (nil: not a terminal; drawings keep a readable size).
  public var height: Int?
  /// The language of human messages (kept in `style`, which every renderer receives).
  public var language: Language {
    get { style.language }
    set { style.language = newValue }
  }
  /// Where an error points: into a script (`file:line:col`), or at the line just typed.
  public var errors: ErrorPlacement
  /// Wrap prose to `width`. Off where the text is data first (the tutor keeps the engine's
  /// explanations in its JSON, and wraps them itself when it shows them).
  public var wraps = true
  /// A person is typing at a prompt: changes that print nothing else are confirmed in one line.
  public var atPrompt: Bool { if case .typed = errors { true } else { false } }

  public init(
    json: Bool = false, color: Bool = false, width: Int = 80, height: Int? = nil, language: Language = .en,
    errors: ErrorPlacement = .script
  ) {
    self.json = json
    self.style = Style(colored: color, language: language)
    self.width = width
    self.height = height
    self.errors = errors
  }
}

/// How an error finds its place in the input.
public enum ErrorPlacement: Hashable, Sendable {
  /// `file:line:column: error: …`, the line, a caret: for scripts, where the line number means
  /// something.
  case script
  /// At a prompt `columns` wide: the line is on screen just above, so the caret goes under it
  /// and no session line number is shown. Nil columns (a prompt of unknown width, or input that is
  /// not echoed): the line is shown again with the caret under it.
  case typed(promptColumns: Int?)
}
