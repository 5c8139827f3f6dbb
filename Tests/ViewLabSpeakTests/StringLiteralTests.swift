import Testing

/// String literals as Swift and C read them: `\n` and `\t` are escapes (not the letters), and
/// Swift's interpolation `"\(n)"` is an error naming it with the way to print the value instead —
/// never printed as "(n)" with the value lost.
@Suite struct StringLiteralTests {
  @Test func interpolationIsAnErrorNamingIt() throws {
    let lines = try DelegateCodeTests.lines("let n = 3\nprint(\"n = \\(n)\")", ext: "swift")
    let error = try #require(lines.last)
    #expect(error.contains(#""code":"not-modelled""#), "\(error)")
    #expect(error.contains("string interpolation"), "\(error)")
    #expect(!lines.contains { $0.contains("n = (n)") })
  }

  @Test func interpolationInAnOverrideIsNamedWithItsLine() throws {
    let lines = try DelegateCodeTests.lines(
      """
      class A: UIView {
          override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
              print("at \\(self.frame)")
          }
      }
      """, ext: "swift")
    let error = try #require(lines.first)
    #expect(error.contains("line 3") && error.contains("string interpolation"), "\(error)")
  }

  @Test func escapesAreRead() throws {
    let lines = try DelegateCodeTests.lines("print(\"a\\tb\")", ext: "swift")
    #expect(lines.first?.contains(#"a\tb"#) == true, "\(lines)")
  }
}
