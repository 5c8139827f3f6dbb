/// A word or number of a script line, with where it stands (1-based column, in characters).
public struct Token: Hashable, Sendable {
  public var text: String
  public var column: Int
  public var length: Int { text.count }

  public init(text: String, column: Int) {
    self.text = text
    self.column = column
  }
}

/// Splits a line into tokens: whitespace, commas and parentheses separate (and are otherwise
/// ignored, so `(10, 20)` reads as two numbers); `#` starts a comment.
public enum Lexer {
  public static func tokens(_ line: String) -> [Token] {
    var tokens: [Token] = []
    var current = ""
    var start = 0
    var column = 0
    for ch in line {
      column += 1
      if ch == "#" { break }
      if ch.isWhitespace || ch == "," || ch == "(" || ch == ")" {
        if !current.isEmpty {
          tokens.append(Token(text: current, column: start))
          current = ""
        }
        continue
      }
      if current.isEmpty { start = column }
      current.append(ch)
    }
    if !current.isEmpty { tokens.append(Token(text: current, column: start)) }
    return tokens
  }
}

/// A name as written in a command, with its position, so errors can point at it.
public struct NameRef: Hashable, Sendable, CustomStringConvertible {
  public var text: String
  public var column: Int

  public init(_ text: String, column: Int) {
    self.text = text
    self.column = column
  }

  init(_ token: Token) { self.init(token.text, column: token.column) }

  public var description: String { text }
}
