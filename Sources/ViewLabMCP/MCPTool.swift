import ViewLabLanguage
import ViewLabRendering

/// The tools the server offers: each one's name, input schema and description (in `MCPWords`).
public enum MCPTool: String, CaseIterable, Sendable {
  /// Runs a scene script; answers each line's `--json` object.
  case runScript = "run_script"
  /// Imports a `recursiveDescription`-style dump and taps points in it.
  case importDump = "import_dump"
  /// The lessons, in order.
  case listLessons = "list_lessons"
  /// The scene-script language: every command, or one command's syntax, UIKit meaning and example.
  case scriptHelp = "script_help"

  /// The entry `tools/list` gives for this tool.
  var listing: JSON {
    .object([
      ("name", .string(rawValue)),
      ("title", .string(MCPWords.title(self))),
      ("description", .string(MCPWords.description(self))),
      ("inputSchema", inputSchema),
      ("annotations", .object([("readOnlyHint", .bool(true)), ("openWorldHint", .bool(false))])),
    ])
  }

  /// A JSON Schema object (the dialect MCP names: 2020-12) for `arguments`.
  var inputSchema: JSON {
    let language: (String, JSON) = (
      "lang",
      .object([
        ("type", .string("string")), ("enum", .array(Language.allCases.map { .string($0.rawValue) })),
        ("description", .string(MCPWords.languageArgument)),
      ])
    )
    let properties: [(String, JSON)]
    let required: [String]
    switch self {
    case .runScript:
      properties = [
        (
          "script",
          .object([
            ("type", .string("string")), ("maxLength", .number(Double(MCPLimits.scriptBytes))),
            ("description", .string(MCPWords.scriptArgument)),
          ])
        ),
        language,
        (
          "keepGoing",
          .object([("type", .string("boolean")), ("description", .string(MCPWords.keepGoingArgument))])
        ),
      ]
      required = ["script"]
    case .importDump:
      let point: JSON = .object([
        ("type", .string("array")), ("items", .object([("type", .string("number"))])),
        ("minItems", .number(2)), ("maxItems", .number(2)),
      ])
      properties = [
        (
          "dump",
          .object([
            ("type", .string("string")), ("maxLength", .number(Double(MCPLimits.dumpBytes))),
            ("description", .string(MCPWords.dumpArgument)),
          ])
        ),
        (
          "taps",
          .object([
            ("type", .string("array")), ("items", point), ("maxItems", .number(Double(MCPLimits.taps))),
            ("description", .string(MCPWords.tapsArgument)),
          ])
        ),
        language,
      ]
      required = ["dump"]
    case .listLessons:
      properties = [language]
      required = []
    case .scriptHelp:
      properties = [
        (
          "command",
          .object([("type", .string("string")), ("description", .string(MCPWords.commandArgument))])
        ),
        language,
      ]
      required = []
    }
    return .object([
      ("type", .string("object")), ("properties", .object(properties)),
      ("required", .array(required.map(JSON.string))), ("additionalProperties", .bool(false)),
    ])
  }
}

/// How much one call may carry. A real app's whole `recursiveDescription` is tens of kilobytes
/// (the largest dump in the tests is 16 KB); the limits leave room for far bigger screens while
/// keeping one call's work to a few seconds.
public enum MCPLimits {
  /// `dump`, in bytes of UTF-8.
  public static let dumpBytes = 1 << 20
  /// `script`, in bytes of UTF-8.
  public static let scriptBytes = 1 << 20
  /// Points in `taps`.
  public static let taps = 1000
  /// One message (one line of standard input), in bytes: room for a dump at its limit with every
  /// byte escaped.
  public static let messageBytes = 8 << 20
}
