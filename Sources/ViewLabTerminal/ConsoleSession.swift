import ViewLabCommands
import ViewLabRendering

/// The engine's `Console` as the REPL's session: the terminal width is set before each line so
/// `draw` follows resizes; `save`/`load`/`import` go through the host's files.
public struct ConsoleSession: REPLSession {
  public var console: Console
  public let files: HostFiles

  public init(options: RenderOptions, host: Host) {
    console = Console(options: options)
    files = HostFiles(host: host)
  }

  public mutating func handle(line: String, lineNumber: Int, width: Int) -> REPLReply {
    console.options.width = width
    console.options.height = files.host.terminalHeight()
    let result = console.handle(line: line, lineNumber: lineNumber, files: files)
    var reply = REPLReply(text: result.text, isError: !result.ok, quits: result.quit)
    switch result.outcome {
    case .lesson(let words)?: reply.tutor = .lesson(words)
    case .quiz(let words)?: reply.tutor = .quiz(words)
    case .stats(let words)?: reply.tutor = .stats(words)
    case .language(let tag?)?: reply.language = Language(rawValue: tag)
    default: break
    }
    return reply
  }

  public var names: [String] { console.scene.allNames }
}

/// `FileAccess` through the host: whole files, written atomically.
public struct HostFiles: FileAccess {
  public let host: Host

  public func read(_ path: String) throws(FileAccessError) -> String {
    do { return try host.readFile(atPath: path) } catch { throw FileAccessError(Self.reason(error)) }
  }

  public func write(_ path: String, _ contents: String) throws(FileAccessError) {
    do { try host.writeFile(atPath: path, contents: contents) } catch {
      throw FileAccessError(Self.reason(error))
    }
  }

  static func reason(_ error: any Error) -> String {
    (error as? HostError)?.reason.lowercased() ?? "\(error)"
  }
}
