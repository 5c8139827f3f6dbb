import ViewLabGeometry
import ViewLabLanguage
import ViewLabRendering

/// A tool call with its arguments read and checked: what runs is typed, never a bag of JSON.
public enum ToolCall: Hashable, Sendable {
  case runScript(script: String, language: Language?, keepGoing: Bool)
  case importDump(dump: String, taps: [Point], language: Language?)
  case listLessons(language: Language?)
  case scriptHelp(command: String?, language: Language?)

  /// The language a call asked for, if any.
  var language: Language? {
    switch self {
    case .runScript(_, let l, _), .importDump(_, _, let l), .listLessons(let l), .scriptHelp(_, let l): l
    }
  }
}

/// What is wrong with a call's arguments (worded in `MCPWords`). MCP asks servers to answer these
/// as tool results with `isError`, so the assistant can read the problem and call again.
public enum ArgumentProblem: Error, Hashable, Sendable {
  /// A JSON type an argument must have.
  public enum Expected: Hashable, Sendable {
    case string, boolean, points
  }
  case missing(String)
  case wrongType(String, expected: Expected)
  case unknownArgument(String)
  /// `lang` is a string, but not `en` or `zh-Hans`.
  case badLanguage(String)
  case tooLarge(String, bytes: Int, limit: Int)
  /// `taps[index]` is not `[x, y]` with two finite numbers.
  case badTap(index: Int)
  case tooManyTaps(count: Int, limit: Int)
}

extension ToolCall {
  /// Reads `arguments` (an object, or absent) for `tool`.
  ///
  ///     ToolCall.read(.listLessons, .object([("lang", .string("zh-Hans"))]))  // .success(.listLessons(language: .zhHans))
  static func read(_ tool: MCPTool, _ arguments: JSON?) -> Result<ToolCall, ArgumentProblem> {
    var reader = ArgumentReader(
      fields: arguments.flatMap { if case .object(let f) = $0 { f } else { nil } } ?? [])
    do throws(ArgumentProblem) {
      let call: ToolCall
      switch tool {
      case .runScript:
        let script = try reader.string("script", limit: MCPLimits.scriptBytes)
        call = .runScript(
          script: script, language: try reader.language(), keepGoing: try reader.boolean("keepGoing") ?? false
        )
      case .importDump:
        let dump = try reader.string("dump", limit: MCPLimits.dumpBytes)
        call = .importDump(dump: dump, taps: try reader.points("taps"), language: try reader.language())
      case .listLessons:
        call = .listLessons(language: try reader.language())
      case .scriptHelp:
        call = .scriptHelp(command: try reader.optionalString("command"), language: try reader.language())
      }
      try reader.noneLeft()
      return .success(call)
    } catch {
      return .failure(error)
    }
  }
}

/// Takes arguments out one by one, so any left at the end are unknown.
private struct ArgumentReader {
  var fields: [(String, JSON)]

  mutating func take(_ name: String) -> JSON? {
    guard let i = fields.firstIndex(where: { $0.0 == name }) else { return nil }
    return fields.remove(at: i).1
  }

  mutating func optionalString(_ name: String, limit: Int = .max) throws(ArgumentProblem) -> String? {
    switch take(name) {
    case nil, .null?: return nil
    case .string(let s)?:
      guard s.utf8.count <= limit else { throw .tooLarge(name, bytes: s.utf8.count, limit: limit) }
      return s
    case .bool?, .number?, .array?, .object?: throw .wrongType(name, expected: .string)
    }
  }

  mutating func string(_ name: String, limit: Int) throws(ArgumentProblem) -> String {
    guard let s = try optionalString(name, limit: limit) else { throw .missing(name) }
    return s
  }

  mutating func boolean(_ name: String) throws(ArgumentProblem) -> Bool? {
    switch take(name) {
    case nil, .null?: return nil
    case .bool(let b)?: return b
    case .string?, .number?, .array?, .object?: throw .wrongType(name, expected: .boolean)
    }
  }

  mutating func language() throws(ArgumentProblem) -> Language? {
    guard let tag = try optionalString("lang", limit: 64) else { return nil }
    guard let language = Language(rawValue: tag) else { throw .badLanguage(tag) }
    return language
  }

  mutating func points(_ name: String) throws(ArgumentProblem) -> [Point] {
    switch take(name) {
    case nil, .null?: return []
    case .array(let items)?:
      guard items.count <= MCPLimits.taps else {
        throw .tooManyTaps(count: items.count, limit: MCPLimits.taps)
      }
      var points: [Point] = []
      for (i, item) in items.enumerated() {
        guard case .array(let xy) = item, xy.count == 2, case .number(let x) = xy[0],
          case .number(let y) = xy[1],
          x.isFinite, y.isFinite
        else { throw .badTap(index: i) }
        points.append(Point(x: x, y: y))
      }
      return points
    case .string?, .bool?, .number?, .object?: throw .wrongType(name, expected: .points)
    }
  }

  func noneLeft() throws(ArgumentProblem) {
    if let (name, _) = fields.first { throw .unknownArgument(name) }
  }
}
