/// Colour and emphasis for terminal output. Renderers say what a piece of text *is*; the style
/// decides how it looks. `Style.plain` adds nothing, for files, pipes, `NO_COLOR` and tests.
public struct Style: Sendable {
  public var colored: Bool

  public init(colored: Bool) {
    self.colored = colored
  }

  public static let plain = Style(colored: false)

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

  public var check: String { ok("✓") }
  public var cross: String { fail("✗") }
}

/// How output is rendered.
public struct RenderOptions: Sendable {
  public var json: Bool
  public var style: Style
  /// Terminal width in columns, for `draw` and wrapping.
  public var width: Int

  public init(json: Bool = false, color: Bool = false, width: Int = 80) {
    self.json = json
    self.style = Style(colored: color)
    self.width = width
  }
}
