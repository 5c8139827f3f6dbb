import Testing
import ViewLabCommands
import ViewLabRendering

/// Integers divide as the languages divide them, at the top level as in a method body: `7 / 2` is 3
/// where Swift types it `Int` (an untyped `let`, `print`'s argument, an `Int` variable, a loop's
/// counter) and in C, and 3.5 where a `CGFloat` is wanted.
@Suite struct IntegerTypingTests {
  static func printed(_ lines: [String]) throws -> [String] {
    var session = Session()
    var out: [String] = []
    for line in lines {
      guard let (_, outcome) = try session.run(line), case .changed(let notes) = outcome else { continue }
      for case .code(.printed(let text)) in notes { out.append(text) }
    }
    return out
  }

  @Test(arguments: [
    (["print(7 / 2)"], ["3"]),
    (["let n = 7 / 2", "print(n)"], ["3"]),
    (["let w: CGFloat = 7 / 2", "print(w)"], ["3.5"]),
    (["print(7.0 / 2, 7 % 3)"], ["3.5 1"]),
    (["var n = 7", "n /= 2", "print(n)"], ["3"]),
    (["let half = 375 / 2", "print(half, CGFloat(375) / 2)"], ["187 187.5"]),
    (["for i in 0..<3 { print(i / 2) }"], ["0", "0", "1"]),
    (["int k = 7 / 2;", "NSLog(@\"%d\", k);"], ["3"]),
    (["CGFloat r = 7 / 2;", "NSLog(@\"%.1f\", r);"], ["3.0"]),
  ])
  func topLevel(_ lines: [String], _ expected: [String]) throws {
    #expect(try Self.printed(lines) == expected)
  }

  /// The same lines in a method body print the same numbers.
  @Test func aMethodBodyAgrees() throws {
    var session = Session()
    _ = try session.run(
      "#line 1\nclass P: UIView {\n  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {\n    let n = 7 / 2\n    let w: CGFloat = 7 / 2\n    print(n, w, 7 / 2)\n  }\n}"
    )
    _ = try session.run("let p = P(frame: CGRect(x: 0, y: 0, width: 100, height: 100))")
    _ = try session.run("view.addSubview(p)")
    guard let (_, outcome) = try session.run("tap 50 50"), case .tap(_, let touch) = outcome else {
      Issue.record("no tap")
      return
    }
    let logs = touch.codeRuns.flatMap(\.records).compactMap { r -> String? in
      if case .log(_, let text) = r { text } else { nil }
    }
    #expect(logs == ["3 3.5 3"])
  }
}
