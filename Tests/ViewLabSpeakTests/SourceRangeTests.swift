import Testing

@testable import ViewLabSpeak

/// Where the front end says a problem is: the column of the offending token, the same for the same
/// expression text at the top level (`CodeParser`) and in a method body (`ClassParser`), so an
/// error's caret lands under the token wherever the code was pasted.
@Suite struct SourceRangeTests {
  /// A bad expression and the 0-based offset, inside it, of the token the error points at.
  static let bad: [(expression: String, offset: Int)] = [
    ("1 + / 2", 4),
    ("width == == 3", 9),
    ("3 & 4", 2),
    ("(1 + 2) 3", 8),
    ("a ? b : : c", 8),
    ("f(1, , 2)", 5),
    ("x.1", 2),
  ]

  /// The (line, column) a problem names: a class problem carries its own, a line's is its column.
  static func position(_ e: SpeakError) -> (line: Int, column: Int) {
    guard case .override(let p) = e.problem else { return (1, e.column) }
    switch p {
    case .expected(_, _, let line, let column), .notModelled(_, let line, let column),
      .unbalanced(_, let line, let column), .notAssignable(_, _, _, let line, let column):
      return (line, column)
    case .missingEnd, .unknownClass, .wrongSignature, .unknownSuperclass, .unknownProperty,
      .propertyNeedsView, .failed, .uikitName, .uikitExtension:
      return (0, 0)
    }
  }

  static func topLevelError(_ line: String) -> SpeakError? {
    do {
      _ = try CodeParser.parse(line)
      return nil
    } catch {
      return error
    }
  }

  static func classError(_ text: String) -> SpeakError? {
    do {
      _ = try ClassParser.parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: bad)
  func topLevelCaret(_ row: (expression: String, offset: Int)) throws {
    let prefix = "let x = "
    let error = try #require(Self.topLevelError(prefix + row.expression))
    #expect(Self.position(error).column == prefix.count + 1 + row.offset, "\(error)")
  }

  @Test(arguments: bad)
  func swiftBodyCaret(_ row: (expression: String, offset: Int)) throws {
    let prefix = "    let x = "
    let text = """
      class P: UIView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      \(prefix)\(row.expression)
        }
      }
      """
    let error = try #require(Self.classError(text))
    let at = Self.position(error)
    #expect(at.line == 3, "\(error)")
    #expect(at.column == prefix.count + 1 + row.offset, "\(error)")
  }

  @Test(arguments: bad)
  func objectiveCBodyCaret(_ row: (expression: String, offset: Int)) throws {
    let prefix = "  CGFloat x = "
    let text = """
      @implementation P
      - (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
      \(prefix)\(row.expression);
      }
      @end
      """
    let error = try #require(Self.classError(text))
    let at = Self.position(error)
    #expect(at.line == 3, "\(error)")
    #expect(at.column == prefix.count + 1 + row.offset, "\(error)")
  }

  /// Every token keeps the column it starts at, in characters (a Chinese string counts one per
  /// character), so a caret after one lines up.
  @Test func tokenColumnsCountCharacters() {
    let tokens = CodeLexer.tokens("print(\"视图\", v.frame) // 注释")
    #expect(tokens.map(\.text) == ["print", "(", "视图", ",", "v", ".", "frame", ")"])
    #expect(tokens.map(\.column) == [1, 6, 7, 11, 13, 14, 15, 20])
  }
}
