/// Reads a spoken question's `points:` and `pass:` (docs/LESSON-FORMAT.md, "Spoken answers"), the
/// same in a lesson's question block and in a concept file:
///
///     points:
///       - point: {en: subviews front to back, zh-Hans: 子视图从后往前}
///         say:
///           en: [front to back, last subview first, reverse order]
///           zh-Hans: [从后往前, 倒序, 后添加的先]
///     pass: all            # or a number: at least that many points
enum SpokenRubricDecoder {
  /// `fileLine` turns a node's line into the file's line (a lesson's block starts mid-file).
  static func decode(
    points node: YAMLNode?, pass passNode: YAMLNode?, anchorLine: Int, fileLine: @escaping (Int) -> Int,
    report: @escaping (Int, LessonProblem) -> Void
  ) -> SpokenRubric? {
    guard let node else {
      report(anchorLine, .missingField("points"))
      return nil
    }
    guard let items = node.sequence, !items.isEmpty else {
      report(fileLine(node.line), .wrongType(key: "points", expected: "a list of {point: …, say: …}"))
      return nil
    }
    var ok = true
    let report: (Int, LessonProblem) -> Void = {
      ok = false
      report($0, $1)
    }
    let points = items.compactMap { decodePoint($0, fileLine: fileLine, report: report) }
    var pass = SpokenPass.all
    if let passNode {
      let text = passNode.string?.trimmingCharacters(in: " ") ?? ""
      if let n = Int(text), (1...points.count).contains(n) {
        pass = n == points.count ? .all : .atLeast(n)
      } else if text != "all" {
        report(
          fileLine(passNode.line),
          .wrongType(key: "pass", expected: "'all' or a number of points from 1 to \(points.count)"))
      }
    }
    guard ok else { return nil }
    return SpokenRubric(points: points, pass: pass)
  }

  static func decodePoint(
    _ item: YAMLNode, fileLine: @escaping (Int) -> Int, report: @escaping (Int, LessonProblem) -> Void
  ) -> SpokenPoint? {
    let line = fileLine(item.line)
    guard let mapping = item.mapping else {
      report(line, .wrongType(key: "points", expected: "a list of {point: …, say: …}"))
      return nil
    }
    for (key, value) in mapping where key.string != "point" && key.string != "say" {
      report(fileLine(value.line), .unknownKey("points.\(key.string ?? "")"))
    }
    let label = texts(mapping["point"], key: "point", line: line, report: report) { $0.string.map { [$0] } }
    let say = texts(mapping["say"], key: "say", line: line, report: report) { node in
      node.sequence.map { $0.compactMap(\.string) } ?? node.string.map { [$0] }
    }
    guard let label, let say else { return nil }
    return SpokenPoint(
      en: label.en[0], zh: label.zh[0], phrasingsEN: say.en, phrasingsZH: say.zh)
  }

  /// `{en: …, zh-Hans: …}`, each value read by `read`; a missing or empty language is reported.
  static func texts(
    _ node: YAMLNode?, key: String, line: Int, report: (Int, LessonProblem) -> Void,
    read: (YAMLNode) -> [String]?
  ) -> (en: [String], zh: [String])? {
    guard let mapping = node?.mapping else {
      report(
        line,
        node == nil
          ? .missingField("points.\(key)")
          : .wrongType(
            key: "points.\(key)", expected: "a mapping of 'en:' and 'zh-Hans:'"))
      return nil
    }
    // A comma in an unquoted flow mapping (`{en: a, b, zh-Hans: …}`) makes a key of its own.
    for (name, _) in mapping where name.string != "en" && name.string != "zh-Hans" {
      report(line, .unknownKey("points.\(key).\(name.string ?? "") (quote a text that has a comma)"))
    }
    var found: [String: [String]] = [:]
    for language in ["en", "zh-Hans"] {
      let values = (mapping[language].flatMap(read) ?? []).map { $0.trimmingCharacters(in: "\n ") }
        .filter { !$0.isEmpty }
      if values.isEmpty {
        report(line, .missingTranslation(key: "points.\(key)", language: language))
      }
      found[language] = values
    }
    guard let en = found["en"], let zh = found["zh-Hans"], !en.isEmpty, !zh.isEmpty else { return nil }
    return (en, zh)
  }
}
