import CEditLine
import CEditLineShim

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An interactive line editor over libedit's native histedit API: emacs keys, history with Up/Down
/// and Ctrl-R, Tab completion, and a Ctrl-C that reliably abandons the line.
///
/// Ctrl-C: terminal signals are off while editing (`setty -isig`) and `^C` is bound to an editor
/// function that marks the line cancelled and ends it. A SIGINT handler would race libedit
/// (its read loop is not async-signal-safe); this cannot.
public final class LineEditor: LineReader {
  private let editor: OpaquePointer
  private let history: OpaquePointer
  var cancelled = false
  /// Called with the text before the cursor; answers what to insert or which choices to list.
  public var complete: (String) -> Completion
  /// The terminal's width, for laying out a list of choices.
  public var width: () -> Int = { 80 }
  /// Work waiting for the next prompt to be shown (see `afterPrompt`).
  private var pendingAfterPrompt: (() -> Void)?
  /// The live prompt (see `setLivePrompt`) and the text it last showed.
  private var livePrompt: (() -> String)?
  private var shownPrompt = ""

  /// Nil when libedit cannot start (no terminal on standard input, for instance).
  public init?(prompt: String, historySize: Int, complete: @escaping (String) -> Completion) {
    TerminalLocale.enableUTF8()
    guard let editor = vl_el_open("viewlab") else { return nil }
    guard let history = vl_history_open(Int32(historySize)) else {
      el_end(editor)
      return nil
    }
    self.editor = editor
    self.history = history
    self.complete = complete
    _ = vl_history_set_unique(history, 1)
    _ = vl_el_set_prompt_text(editor, prompt)
    _ = vl_el_set_editor(editor, "emacs")
    _ = vl_el_set_signal(editor, 1)
    _ = vl_el_setty_no_isig(editor)
    _ = vl_el_set_history(editor, history)
    _ = vl_el_set_client_data(editor, Unmanaged.passUnretained(self).toOpaque())
    installKeys()
  }

  deinit {
    el_end(editor)
    history_end(history)
  }

  private func installKeys() {
    _ = vl_el_add_function(editor, "viewlab-cancel", "Abandon the line", lineEditorCancel)
    _ = vl_el_add_function(editor, "viewlab-complete", "Complete the word", lineEditorComplete)
    _ = vl_el_add_function(editor, "viewlab-suspend", "Suspend ViewLab", lineEditorSuspend)
    _ = vl_el_bind(editor, "^C", "viewlab-cancel")
    _ = vl_el_bind(editor, "^I", "viewlab-complete")
    _ = vl_el_bind(editor, "^Z", "viewlab-suspend")
    _ = vl_el_bind(editor, "^R", "em-inc-search-prev")
    _ = vl_el_bind(editor, "^S", "em-inc-search-next")
  }

  /// libedit reads a key at a time: the rest of a paste is still waiting on standard input.
  public func moreWaiting() -> Bool { POSIX.inputWaiting(0, milliseconds: 10) }

  public func readLine() -> LineEvent {
    cancelled = false
    if let livePrompt {
      shownPrompt = livePrompt()
      _ = vl_el_set_prompt_text(editor, shownPrompt)
    }
    var count: Int32 = 0
    let text = el_gets(editor, &count)
    if cancelled { return .interrupted }
    guard let text, count > 0 else { return .endOfInput }
    var line = String(cString: text)
    while line.hasSuffix("\n") || line.hasSuffix("\r") { line.removeLast() }
    return .line(line)
  }

  /// Runs inside the next `el_gets`, once the prompt has been written and the terminal is in raw
  /// mode, before the first key is read: keys typed meanwhile wait in the terminal, none is lost.
  public func afterPrompt(_ work: @escaping () -> Void) {
    if let earlier = pendingAfterPrompt {
      pendingAfterPrompt = {
        earlier()
        work()
      }
    } else {
      pendingAfterPrompt = work
      _ = vl_el_before_first_key(editor, lineEditorAfterPrompt)
    }
  }

  func runAfterPrompt() {
    let work = pendingAfterPrompt
    pendingAfterPrompt = nil
    work?()
  }

  public func setPrompt(_ prompt: String) {
    _ = vl_el_set_prompt_text(editor, prompt)
  }

  public func setLivePrompt(_ live: (() -> String)?) {
    livePrompt = live
    _ = vl_el_set_ticker(editor, 250, live == nil ? nil : lineEditorTick)
  }

  /// Between keys (libedit idle, the terminal raw): a prompt whose text changed is redrawn in
  /// place — cursor saved, back to the line's start, the new prompt, cursor restored — when it
  /// keeps its width and the line has not wrapped. libedit is told the new prompt too, so its
  /// own next redraw agrees with the screen.
  func tick() {
    guard let livePrompt else { return }
    let text = livePrompt()
    guard text != shownPrompt else { return }
    let sameWidth = text.unicodeScalars.count == shownPrompt.unicodeScalars.count
    shownPrompt = text
    _ = vl_el_set_prompt_text(editor, text)
    guard sameWidth, text.unicodeScalars.count + lineLength() < width() else { return }
    print("\u{1B}7\r" + text + "\u{1B}8")
  }

  /// Characters in the line being edited.
  func lineLength() -> Int {
    guard let info = el_line(editor)?.pointee else { return 0 }
    return info.lastchar - info.buffer
  }

  public func remember(_ line: String) {
    _ = vl_history_enter(history, line)
  }

  /// Writes through libedit's own output stream, so it interleaves correctly with its redraws.
  func print(_ text: String) {
    vl_el_print(editor, text)
  }

  /// The text from the start of the line to the cursor.
  func textBeforeCursor() -> String {
    guard let info = el_line(editor)?.pointee else { return "" }
    let count = info.cursor - info.buffer
    return info.buffer.withMemoryRebound(to: UInt8.self, capacity: count) {
      String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
    }
  }

  func insert(_ text: String) -> Bool { el_insertstr(editor, text) == 0 }

  static func from(_ editor: OpaquePointer?) -> LineEditor? {
    guard let editor, let data = vl_el_get_client_data(editor) else { return nil }
    return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
  }
}
