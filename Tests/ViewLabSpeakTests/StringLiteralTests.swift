import Testing

/// String literals as Swift and C read them: `\n` and `\t` are escapes (not the letters), and
/// Swift's interpolation `"\(n)"` puts each value where it stands, as `print` shows it — at the top
/// level and in a method body alike; an error inside `\(…)` points into the string.
@Suite struct StringLiteralTests {
  /// The first note of each JSON line that has one, as JSON escapes it.
  static func printed(_ script: String) throws -> [String] {
    try DelegateCodeTests.lines(script, ext: "swift").compactMap { line in
      guard let r = line.range(of: #""notes":[""#) else { return nil }
      return String(line[r.upperBound...].prefix { $0 != "\"" })
    }
  }

  @Test(arguments: [
    (#"let n = 3\#nprint("n = \(n)")"#, "n = 3"),
    (
      #"let v = UIView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))\#nprint("w: \(v.frame.width), h \(v.frame.size.height)!")"#,
      "w: 30, h 40!"
    ),
    (#"print("\(1 + 2) and \(max(4, 9))")"#, "3 and 9"),
    (#"print("(\("inner \(7)"))")"#, "(inner 7)"),
    (#"print("a\\(b)")"#, #"a\\(b)"#),
    (#"let n = 2\#nprint("tab\t\(n)")"#, #"tab\t2"#),
  ])
  func interpolationPutsEachValueInPlace(_ script: String, _ expected: String) throws {
    #expect(try Self.printed(script).last == expected)
  }

  @Test func interpolationInAnOverrideRunsWithTheMethod() throws {
    let lines = try DelegateCodeTests.lines(
      """
      class A: UIView {
          override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
              print("at \\(self.frame.origin.x), tag \\(self.tag)")
          }
      }
      let a = A(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
      view.addSubview(a)
      tap 20 20
      """, ext: "swift")
    #expect(lines.contains { $0.contains("at 10, tag 0") }, "\(lines)")
  }

  @Test func anErrorInsideAnInterpolationPointsIntoTheString() throws {
    let lines = try DelegateCodeTests.lines(#"print("n = \(nope)")"#, ext: "swift")
    let error = try #require(lines.last)
    #expect(error.contains(#""column":14"#) && error.contains("nope"), "\(error)")
  }

  @Test func escapesAreRead() throws {
    let lines = try DelegateCodeTests.lines("print(\"a\\tb\")", ext: "swift")
    #expect(lines.first?.contains(#"a\tb"#) == true, "\(lines)")
  }
}
