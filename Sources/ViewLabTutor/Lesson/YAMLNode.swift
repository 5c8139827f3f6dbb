import CYAML

/// A YAML document as lessons and the glossary read it: every scalar is text (a field that wants a
/// number reads the text), sequences and mappings keep file order, and each node knows the line it
/// starts on. Composed with libyaml's document loader, the same C parser most YAML tools use.
struct YAMLNode: Sendable {
  enum Content: Sendable {
    case scalar(String)
    case sequence([YAMLNode])
    case mapping(YAMLMapping)
  }

  var content: Content
  /// 1-based, as editors count.
  var line: Int

  var string: String? {
    if case .scalar(let text) = content { return text }
    return nil
  }

  var sequence: [YAMLNode]? {
    if case .sequence(let items) = content { return items }
    return nil
  }

  var mapping: YAMLMapping? {
    if case .mapping(let pairs) = content { return pairs }
    return nil
  }
}

/// A mapping's pairs in file order; `mapping["key"]` finds a text key.
struct YAMLMapping: Sendable, Sequence {
  var pairs: [(key: YAMLNode, value: YAMLNode)]

  subscript(key: String) -> YAMLNode? {
    pairs.first { $0.key.string == key }?.value
  }

  func makeIterator() -> IndexingIterator<[(key: YAMLNode, value: YAMLNode)]> {
    pairs.makeIterator()
  }
}

/// Why a text is not a YAML document ViewLab can read, in libyaml's words, and the 1-based line.
struct YAMLError: Error, Equatable, Sendable {
  var problem: String
  var line: Int
}

extension YAMLNode {
  /// Nesting deeper than this is refused rather than walked (the tree is built recursively).
  static let maximumDepth = 200
  /// Aliases can make a small text stand for a huge tree; building more nodes than this is refused.
  static let maximumNodes = 100_000

  /// The first document in `text`, or nil if it holds none (an empty text or only comments).
  static func compose(_ text: String) throws(YAMLError) -> YAMLNode? {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else {
      throw YAMLError(problem: "out of memory", line: 1)
    }
    defer { yaml_parser_delete(&parser) }
    var bytes = Array(text.utf8)
    // libyaml asserts on a null input, which an empty array may hand over.
    guard !bytes.isEmpty else { return nil }
    var document = yaml_document_t()
    let loaded = bytes.withUnsafeMutableBufferPointer { buffer in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      return yaml_parser_load(&parser, &document)
    }
    guard loaded == 1 else { throw error(of: parser) }
    defer { yaml_document_delete(&document) }
    guard yaml_document_get_root_node(&document) != nil else { return nil }
    var builder = Builder()
    return try builder.node(1, in: &document, depth: 0)
  }

  /// libyaml's problem, after its context ("while parsing a flow sequence, did not find expected ','
  /// or ']'"), at the line of the problem.
  private static func error(of parser: yaml_parser_t) -> YAMLError {
    let problem = parser.problem.map { String(cString: $0) } ?? "unreadable YAML"
    switch parser.error {
    case YAML_SCANNER_ERROR, YAML_PARSER_ERROR, YAML_COMPOSER_ERROR:
      let context = parser.context.map { String(cString: $0) + ", " } ?? ""
      return YAMLError(problem: context + problem, line: Int(parser.problem_mark.line) + 1)
    case YAML_MEMORY_ERROR:
      return YAMLError(problem: "out of memory", line: 1)
    default:
      return YAMLError(problem: problem, line: 1)
    }
  }

  /// Turns libyaml's node table (1-based indices, aliases already resolved to shared indices)
  /// into a tree, refusing cycles, very deep nesting, alias bombs and
  /// a key given twice (which would silently keep only one of the values).
  private struct Builder {
    var built = 0
    var open: Set<Int32> = []

    mutating func node(_ index: Int32, in document: inout yaml_document_t, depth: Int) throws(YAMLError)
      -> YAMLNode
    {
      guard let node = yaml_document_get_node(&document, Int32(index)) else {
        throw YAMLError(problem: "an alias refers to a node that does not exist", line: 1)
      }
      let line = Int(node.pointee.start_mark.line) + 1
      built += 1
      guard built <= YAMLNode.maximumNodes else {
        throw YAMLError(problem: "aliases expand to more than \(YAMLNode.maximumNodes) nodes", line: line)
      }
      guard depth < YAMLNode.maximumDepth else {
        throw YAMLError(problem: "nested more than \(YAMLNode.maximumDepth) levels deep", line: line)
      }
      switch node.pointee.type {
      case YAML_SCALAR_NODE:
        let scalar = node.pointee.data.scalar
        let bytes = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
        return YAMLNode(content: .scalar(String(decoding: bytes, as: UTF8.self)), line: line)
      case YAML_SEQUENCE_NODE:
        try enter(index, line: line)
        defer { open.remove(index) }
        let items = node.pointee.data.sequence.items
        var children: [YAMLNode] = []
        var item = items.start
        while let current = item, current != items.top {
          children.append(try self.node(current.pointee, in: &document, depth: depth + 1))
          item = current + 1
        }
        return YAMLNode(content: .sequence(children), line: line)
      case YAML_MAPPING_NODE:
        try enter(index, line: line)
        defer { open.remove(index) }
        let pairs = node.pointee.data.mapping.pairs
        var children: [(key: YAMLNode, value: YAMLNode)] = []
        var keys: Set<String> = []
        var pair = pairs.start
        while let current = pair, current != pairs.top {
          let key = try self.node(current.pointee.key, in: &document, depth: depth + 1)
          if let text = key.string, !keys.insert(text).inserted {
            throw YAMLError(problem: "the key '\(text)' appears twice in one mapping", line: key.line)
          }
          let value = try self.node(current.pointee.value, in: &document, depth: depth + 1)
          children.append((key, value))
          pair = current + 1
        }
        return YAMLNode(content: .mapping(YAMLMapping(pairs: children)), line: line)
      default:
        throw YAMLError(problem: "an empty node", line: line)
      }
    }

    /// A node that contains itself through an alias (`&a [*a]`) would never finish.
    private mutating func enter(_ index: Int32, line: Int) throws(YAMLError) {
      guard open.insert(index).inserted else {
        throw YAMLError(problem: "an alias refers to a node that contains it", line: line)
      }
    }
  }
}
