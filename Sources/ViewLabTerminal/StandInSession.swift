/// Temporary: answers lines until the engine's Console is merged.
struct StandInSession: REPLSession {
  var names: [String] = ["window"]

  mutating func handle(line: String, lineNumber: Int, width: Int) -> REPLReply {
    let words = line.split(separator: " ").map(String.init)
    if words.first == "quit" || words.first == "exit" { return REPLReply(text: "", quits: true) }
    if words.first == "add", words.count > 1 { names.append(words[1]) }
    return REPLReply(text: "ok: \(line) (width \(width))")
  }
}
