import ViewLabSystem

/// What one attempt to read a line produced.
public enum LineEvent: Equatable, Sendable {
  /// A line, without its newline.
  case line(String)
  /// Ctrl-C: the line being typed was abandoned.
  case interrupted
  /// Ctrl-D on an empty line, or the end of piped input.
  case endOfInput
}

/// Where the REPL gets its lines: libedit on a terminal, plain reads from a pipe, a script in tests.
public protocol LineReader: AnyObject {
  func readLine() -> LineEvent
  /// Makes `line` reachable with Up and Ctrl-R.
  func remember(_ line: String)
  /// Changes the prompt (a lesson asks with its own); readers that show none ignore it.
  func setPrompt(_ prompt: String)
  /// Runs `work` once the next prompt is on the screen and before the first key is handled, so
  /// set-up the first line does not need (loading history) does not delay the first prompt.
  /// Readers without a prompt run it at once.
  func afterPrompt(_ work: @escaping () -> Void)
  /// While set, each read shows `live()` as its prompt, and a reader that can asks again every
  /// quarter second while the learner types and redraws it in place (a countdown). Nil stops it.
  /// `live()` must keep one width for a redraw in place; readers without a prompt ignore it.
  func setLivePrompt(_ live: (() -> String)?)
  /// After a line: is the next one already waiting (the rest of a paste)? Lines of one paste are
  /// numbered from its first.
  func moreWaiting() -> Bool
}

extension LineReader {
  public func moreWaiting() -> Bool { false }
  public func setPrompt(_ prompt: String) {}
  public func setLivePrompt(_ live: (() -> String)?) {}
  public func afterPrompt(_ work: @escaping () -> Void) { work() }

  /// The next line for a lesson's or quiz's answer: Ctrl-C abandons only the line being typed;
  /// nil at the end of input.
  public func readAnswer() -> String? {
    while true {
      switch readLine() {
      case .line(let line): return line
      case .interrupted: continue
      case .endOfInput: return nil
      }
    }
  }
}

/// Reads standard input line by line with no editing: for piped input (no prompt), or a terminal
/// libedit could not take over (a prompt, written through the host).
public final class PlainLineReader: LineReader {
  private var prompt: String?
  private var live: (() -> String)?
  private let host: System?

  public init(prompt: String? = nil, host: System? = nil) {
    self.prompt = prompt
    self.host = host
  }

  public func setPrompt(_ prompt: String) {
    if self.prompt != nil { self.prompt = prompt }
  }

  public func setLivePrompt(_ live: (() -> String)?) { self.live = live }

  public func readLine() -> LineEvent {
    if let prompt, let host { host.write(live?() ?? prompt) }
    guard let line = Swift.readLine(strippingNewline: true) else { return .endOfInput }
    return .line(line.hasSuffix("\r") ? String(line.dropLast()) : line)
  }

  public func remember(_ line: String) {}
}

/// Replays fixed lines: for tests of the loop.
public final class ScriptedLineReader: LineReader {
  public private(set) var events: [LineEvent]
  public private(set) var remembered: [String] = []

  /// Lines are read as one paste: each but the last has the next waiting behind it.
  public var pasted = false

  public init(_ events: [LineEvent]) { self.events = events }

  public convenience init(lines: [String]) { self.init(lines.map(LineEvent.line)) }

  public func moreWaiting() -> Bool { pasted && !events.isEmpty }

  public func readLine() -> LineEvent { events.isEmpty ? .endOfInput : events.removeFirst() }

  public func remember(_ line: String) { remembered.append(line) }
}
