import ViewLabLanguage
import ViewLabRendering
import ViewLabTutor

extension MCPWords {
  static func problem(_ p: RPCProblem, _ l: Language) -> String {
    switch p {
    case .notJSON: l.pick("Parse error: the message is not JSON text.", "解析错误：消息不是 JSON 文本。")
    case .batch:
      l.pick(
        "Invalid request: batches (JSON arrays) are not supported; send one message per line.",
        "无效请求：不支持批量请求（JSON 数组）；请每行发送一条消息。")
    case .notAnObject: l.pick("Invalid request: a message must be a JSON object.", "无效请求：消息必须是 JSON 对象。")
    case .badID: l.pick("Invalid request: id must be a number or a string.", "无效请求：id 必须是数字或字符串。")
    case .notVersion2: l.pick("Invalid request: jsonrpc must be \"2.0\".", "无效请求：jsonrpc 必须是 \"2.0\"。")
    case .noMethod: l.pick("Invalid request: method must be a string.", "无效请求：method 必须是字符串。")
    case .paramsNotStructured:
      l.pick("Invalid request: params must be an object or an array.", "无效请求：params 必须是对象或数组。")
    case .messageTooLarge(let limit):
      l.pick(
        "Invalid request: the message is longer than \(limit) bytes; it was not read.",
        "无效请求：消息超过 \(limit) 字节，未被读取。")
    case .unknownMethod(let m): l.pick("Method not found: \(m)", "找不到方法：\(m)")
    case .badCallParams:
      l.pick(
        "Invalid params: tools/call needs a string name and an object of arguments.",
        "无效参数：tools/call 需要字符串 name 和对象 arguments。")
    case .unknownTool(let name):
      l.pick(
        "Unknown tool: \(name). Tools: \(toolNames).", "没有这个工具：\(name)。可用的工具：\(toolNames)。")
    case .badInitialize:
      l.pick(
        "Invalid params: initialize needs a string protocolVersion.", "无效参数：initialize 需要字符串 protocolVersion。"
      )
    case .missingEnvelope(let keys):
      l.pick(
        "Invalid params: params._meta is missing \(keys.joined(separator: ", ")).",
        "无效参数：params._meta 缺少 \(keys.joined(separator: "、"))。")
    case .unsupportedVersion(let asked):
      l.pick(
        "Unsupported protocol version \(asked); supported: \(MCPServer.statelessVersions.joined(separator: ", ")).",
        "不支持协议版本 \(asked)；支持的版本：\(MCPServer.statelessVersions.joined(separator: "、"))。")
    }
  }

  static var toolNames: String { MCPTool.allCases.map(\.rawValue).joined(separator: ", ") }

  static func argument(_ p: ArgumentProblem, _ tool: MCPTool, _ l: Language) -> String {
    let name = tool.rawValue
    switch p {
    case .missing(let a):
      return l.pick("\(name): the argument \"\(a)\" is required.", "\(name)：缺少必需的参数 \"\(a)\"。")
    case .wrongType(let a, let expected):
      let (en, zh): (String, String) =
        switch expected {
        case .string: ("a string", "字符串")
        case .boolean: ("true or false", "true 或 false")
        case .points: ("an array of [x, y] points", "由 [x, y] 点组成的数组")
        }
      return l.pick("\(name): \"\(a)\" must be \(en).", "\(name)：\"\(a)\" 必须是\(zh)。")
    case .unknownArgument(let a):
      return l.pick(
        "\(name): unknown argument \"\(a)\".", "\(name)：未知参数 \"\(a)\"。")
    case .badLanguage(let tag):
      return l.pick(
        "\(name): lang must be \"en\" or \"zh-Hans\", not \"\(tag)\".",
        "\(name)：lang 必须是 \"en\" 或 \"zh-Hans\"，而不是 \"\(tag)\"。")
    case .tooLarge(let a, let bytes, let limit):
      return l.pick(
        "\(name): \"\(a)\" is \(bytes) bytes; the limit is \(limit) bytes (1 MiB).",
        "\(name)：\"\(a)\" 有 \(bytes) 字节，上限是 \(limit) 字节（1 MiB）。")
    case .badTap(let i):
      return l.pick(
        "\(name): taps[\(i)] must be [x, y] with two finite numbers.",
        "\(name)：taps[\(i)] 必须是含两个有限数字的 [x, y]。")
    case .tooManyTaps(let count, let limit):
      return l.pick(
        "\(name): \(count) taps; at most \(limit) in one call.", "\(name)：共 \(count) 个点；一次最多 \(limit) 个。")
    }
  }

  /// `Line 3 failed: unknown view 'gren' — did you mean 'green'? [unknown-view]`, one line per failure.
  static func scriptFailed(_ failures: [ToolRunner.Failure], _ l: Language) -> String {
    failures.map { f in
      l.pick("Line \(f.line) failed: ", "第 \(f.line) 行出错：") + errorText(f.json, l)
    }.joined(separator: "\n")
  }

  static func tapsFailed(_ failures: [ToolRunner.Failure], _ l: Language) -> String {
    failures.map { f in
      l.pick("taps[\(f.line)] failed: ", "taps[\(f.line)] 出错：") + errorText(f.json, l)
    }.joined(separator: "\n")
  }

  static func importFailed(_ json: JSON?, _ l: Language) -> String {
    l.pick("The dump could not be imported: ", "无法导入该输出：") + errorText(json, l)
  }

  /// The engine's own message (already in the call's language), its hint in brackets, its code.
  static func errorText(_ json: JSON?, _ l: Language) -> String {
    let error = json?["error"]
    var text = error?["message"]?.stringValue ?? ""
    if let hint = error?["hint"]?.stringValue, !hint.isEmpty { text += l.pick(" (\(hint))", "（\(hint)）") }
    if let code = error?["code"]?.stringValue { text += " [\(code)]" }
    return text
  }

  static func noLessons(_ l: Language) -> String {
    l.pick(
      "No lessons folder was found (set VIEWLAB_LESSONS, or install with `make install`).",
      "找不到课程文件夹（请设置 VIEWLAB_LESSONS，或用 `make install` 安装）。")
  }
}
