import CEditLine
import CEditLineShim

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Editor functions bound to keys. They are C function pointers, so they capture nothing and find
// their `LineEditor` through libedit's client data.

/// Ctrl-C: mark the line cancelled and end it; `readLine` then reports `.interrupted`.
let lineEditorCancel: @convention(c) (OpaquePointer?, Int32) -> UInt8 = { editor, _ in
  guard let lineEditor = LineEditor.from(editor) else { return UInt8(CC_EOF) }
  lineEditor.cancelled = true
  lineEditor.print("^C\n")
  return UInt8(CC_EOF)
}

/// The one-shot reader hook's work: whatever `afterPrompt` queued.
let lineEditorAfterPrompt: @convention(c) (OpaquePointer?) -> Void = { editor in
  LineEditor.from(editor)?.runAfterPrompt()
}

/// The ticker's work between keys: redraw a live prompt (a countdown).
let lineEditorTick: @convention(c) (OpaquePointer?) -> Void = { editor in
  LineEditor.from(editor)?.tick()
}

/// Ctrl-Z: with terminal signals off the kernel no longer sends SIGTSTP itself, so we do; libedit's
/// handler puts the terminal back before we stop and redraws when we continue.
let lineEditorSuspend: @convention(c) (OpaquePointer?, Int32) -> UInt8 = { _, _ in
  kill(getpid(), SIGTSTP)
  return UInt8(CC_REDISPLAY)
}

/// Tab: complete the word before the cursor, or list the choices when it is ambiguous.
let lineEditorComplete: @convention(c) (OpaquePointer?, Int32) -> UInt8 = { editor, _ in
  guard let lineEditor = LineEditor.from(editor) else { return UInt8(CC_ERROR) }
  let completion = lineEditor.complete(lineEditor.textBeforeCursor())
  if !completion.insertion.isEmpty {
    return lineEditor.insert(completion.insertion) ? UInt8(CC_REFRESH) : UInt8(CC_ERROR)
  }
  if completion.choices.count > 1 {
    lineEditor.print("\n" + completion.choiceList(width: lineEditor.width()))
    return UInt8(CC_REDISPLAY)
  }
  return UInt8(CC_NORM)
}
