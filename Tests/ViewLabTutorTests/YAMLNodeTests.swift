import Testing

@testable import ViewLabTutor

/// Lessons' YAML as libyaml composes it: text scalars as written, file order, lines, and the inputs
/// that must be refused rather than walked forever.
@Suite struct YAMLNodeTests {
  @Test func scalarsStayTextAndMappingsKeepTheirOrderAndLines() throws {
    let yaml = "id: q1\nkind: yesno\nanswer: yes\norder: 010\nchoices:\n  - \"a, b\"\n  - 3.50\n"
    let root = try #require(try YAMLNode.compose(yaml))
    let mapping = try #require(root.mapping)
    #expect(mapping.pairs.map { $0.key.string } == ["id", "kind", "answer", "order", "choices"])
    #expect(mapping.pairs.map { $0.key.line } == [1, 2, 3, 4, 5])
    #expect(mapping["answer"]?.string == "yes")
    #expect(mapping["order"]?.string == "010")
    #expect(mapping["choices"]?.sequence?.compactMap(\.string) == ["a, b", "3.50"])
    #expect(mapping["choices"]?.sequence?.map(\.line) == [6, 7])
    #expect(mapping["missing"] == nil)
  }

  @Test func blockScalarsAndChineseKeepTheirText() throws {
    let root = try #require(try YAMLNode.compose("prompt: |\n  第一行\n  second\nhint: >\n  a\n  b\n"))
    #expect(root.mapping?["prompt"]?.string == "第一行\nsecond\n")
    #expect(root.mapping?["hint"]?.string == "a b\n")
  }

  @Test func anEmptyTextHoldsNoDocument() throws {
    #expect(try YAMLNode.compose("") == nil)
    #expect(try YAMLNode.compose("# only a comment\n") == nil)
  }

  @Test func aliasesAreFollowed() throws {
    let root = try #require(try YAMLNode.compose("a: &x [1, 2]\nb: *x\n"))
    #expect(root.mapping?["b"]?.sequence?.compactMap(\.string) == ["1", "2"])
  }

  @Test(arguments: [
    ("prompt: [unclosed\nhint: h\n", "while parsing a flow sequence, did not find expected ',' or ']'", 2),
    ("a: 1\nb: 2\na: 3\n", "the key 'a' appears twice in one mapping", 3),
    ("a: &x [*x]\n", "an alias refers to a node that contains it", 1),
    ("a: *nowhere\n", "found undefined alias", 1),
    ("a: b: c\n", "mapping values are not allowed in this context", 1),
  ])
  func badYAMLIsReportedWithItsLine(yaml: String, problem: String, line: Int) {
    #expect(throws: YAMLError(problem: problem, line: line)) { try YAMLNode.compose(yaml) }
  }

  @Test func deepNestingIsRefusedNotRecursedInto() {
    let depth = YAMLNode.maximumDepth + 10
    let yaml = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(throws: YAMLError(problem: "nested more than \(YAMLNode.maximumDepth) levels deep", line: 1)) {
      try YAMLNode.compose(yaml)
    }
  }

  @Test func anAliasBombIsRefused() {
    // Each level names the one before ten times: 10^6 nodes from a few hundred bytes.
    var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...6 {
      let refs = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
      yaml += "a\(level): &a\(level) [\(refs)]\n"
    }
    #expect(throws: YAMLError.self) { try YAMLNode.compose(yaml) }
  }
}
