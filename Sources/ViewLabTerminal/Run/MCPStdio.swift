import ViewLabMCP

/// `viewlab mcp`'s transport: newline-delimited JSON-RPC on standard input and output. Each line
/// read goes to the server; each reply is written as one line. Standard output carries nothing
/// else; a line longer than the limit is skipped (never held whole) and answered with an error.
public struct MCPStdio {
  public var server: MCPServer
  /// The longest line read, in bytes.
  public let limit: Int
  /// Bytes read so far of the current line (at most `limit`).
  private var pending: [UInt8] = []
  /// The current line passed the limit: its bytes are dropped up to its end.
  private var skipping = false

  public init(server: MCPServer, limit: Int = MCPLimits.messageBytes) {
    self.server = server
    self.limit = limit
  }

  /// Feeds bytes as they arrive; returns the reply lines to write, each ending in `\n`.
  public mutating func feed(_ bytes: some Collection<UInt8>) -> [String] {
    var out: [String] = []
    var start = bytes.startIndex
    while start != bytes.endIndex {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
      let piece = bytes[start..<(end ?? bytes.endIndex)]
      if !skipping {
        if pending.count + piece.count > limit {
          skipping = true
          pending = []
        } else {
          pending.append(contentsOf: piece)
        }
      }
      guard let end else { break }
      if let reply = finishLine() { out.append(reply) }
      start = bytes.index(after: end)
    }
    return out
  }

  /// The end of input: a last line without its newline is still a message.
  public mutating func finish() -> [String] {
    finishLine().map { [$0] } ?? []
  }

  private mutating func finishLine() -> String? {
    defer {
      pending = []
      skipping = false
    }
    if skipping { return server.tooLarge(limit: limit).text + "\n" }
    let line = String(decoding: pending, as: UTF8.self)
    guard line.contains(where: { !$0.isWhitespace }) else { return nil }
    return server.handle(line).map { $0.text + "\n" }
  }

  /// Serves standard input until it ends; returns the exit status.
  public static func run(server: MCPServer) -> Int32 {
    var stdio = MCPStdio(server: server)
    while let chunk = POSIX.read(0, upTo: 1 << 16) {
      for reply in stdio.feed(chunk) { POSIX.write(reply, to: 1) }
    }
    for reply in stdio.finish() { POSIX.write(reply, to: 1) }
    return 0
  }
}
