/// Where text is about to be shown: the terminal's size now and whether it takes colour. The
/// tutor and the quiz lay their text out for it at the moment they print, so a resize between two
/// questions is followed.
public struct TextPage: Sendable {
  public var width: Int
  /// Rows, when known (a terminal); drawings fit in it.
  public var height: Int?
  public var style: Style

  public init(width: Int = 80, height: Int? = nil, style: Style = .plain) {
    self.width = width
    self.height = height
    self.style = style
  }

  /// Engine or tutor text wrapped to the width, continuation lines hanging under their line's text.
  /// `hang` 0 for prose, whose lines continue at the margin.
  public func wrap(_ text: String, hang: Int = 2) -> String { TextWrap.block(text, width: width, hang: hang) }

  /// Lesson Markdown for this page.
  public func markdown(_ text: String) -> String {
    TerminalMarkdown.render(text, width: width, style: style)
  }
}
