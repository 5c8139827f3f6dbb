/// A YAML mapping read key by key, each problem reported at its file line.
struct YAMLFields {
  var values: [String: YAMLNode] = [:]
  var lines: [String: Int] = [:]
  let firstLine: Int
  /// Where a missing key is reported: the block's opening line.
  let anchorLine: Int
  let report: (Int, LessonProblem) -> Void

  /// Composes `yaml`, whose first line is file line `firstLine`; nil (reported) if it is not a mapping.
  init?(
    _ yaml: String, firstLine: Int, anchorLine: Int, what: String, allowed: Set<String>,
    report: @escaping (Int, LessonProblem) -> Void
  ) {
    self.firstLine = firstLine
    self.anchorLine = anchorLine
    self.report = report
    let node: YAMLNode?
    do {
      node = try YAMLNode.compose(yaml)
    } catch {
      report(firstLine + max(error.line - 1, 0), .badYAML(error.problem))
      return nil
    }
    guard let mapping = node?.mapping else {
      report(anchorLine, .notAMapping(what))
      return nil
    }
    for (key, value) in mapping {
      let name = key.string ?? ""
      let line = firstLine + key.line - 1
      guard allowed.contains(name) else {
        report(line, .unknownKey(name))
        continue
      }
      values[name] = value
      lines[name] = line
    }
  }

  /// The fields of a mapping already composed from a whole file (its nodes carry file lines).
  init(
    _ mapping: YAMLMapping, anchorLine: Int, allowed: Set<String>,
    report: @escaping (Int, LessonProblem) -> Void
  ) {
    self.firstLine = anchorLine
    self.anchorLine = anchorLine
    self.report = report
    for (key, value) in mapping {
      let name = key.string ?? ""
      guard allowed.contains(name) else {
        report(key.line, .unknownKey(name))
        continue
      }
      values[name] = value
      lines[name] = key.line
    }
  }

  func line(_ key: String) -> Int { lines[key] ?? firstLine }

  /// A text value; a missing required key is reported.
  func string(_ key: String, required: Bool = false) -> String? {
    guard let node = values[key] else {
      if required { report(anchorLine, .missingField(key)) }
      return nil
    }
    guard let raw = node.string else {
      report(line(key), .wrongType(key: key, expected: "text"))
      return nil
    }
    let text = raw.trimmingCharacters(in: "\n ")
    if required && text.isEmpty { report(line(key), .missingField(key)) }
    return text
  }

  /// A list of texts; a single text counts as a one-item list.
  func strings(_ key: String) -> [String]? {
    guard let node = values[key] else { return nil }
    if let text = node.string {
      return text.isEmpty ? [] : [text]
    }
    guard let sequence = node.sequence else {
      report(line(key), .wrongType(key: key, expected: "a list"))
      return nil
    }
    var out: [String] = []
    for item in sequence {
      guard let s = item.string else {
        report(line(key), .wrongType(key: key, expected: "a list of texts"))
        return nil
      }
      out.append(s)
    }
    return out
  }

  func integer(_ key: String, required: Bool) -> Int? {
    guard let text = string(key, required: required) else { return nil }
    guard let n = Int(text) else {
      report(line(key), .wrongType(key: key, expected: "a whole number"))
      return nil
    }
    return n
  }

  /// A nested mapping, for `goal`.
  func mapping(_ key: String) -> YAMLMapping? {
    guard let node = values[key] else { return nil }
    guard let mapping = node.mapping else {
      report(line(key), .wrongType(key: key, expected: "a mapping like {query: …, field: …, equals: …}"))
      return nil
    }
    return mapping
  }
}
