import ViewLabModel

/// Arrays that variables (and a view controller's properties) hold at the top level:
/// `cards.append(card)`, `[cards addObject:card]`, `insert(_:at:)`, `remove(at:)`, `removeAll()`,
/// `removeLast()`, `removeFirst()`; a loop walks them as Swift does.
extension Session {
  /// A change to the array a variable holds; false when `e` is none.
  mutating func listMutation(_ e: BodyExpr) throws(ScriptError) -> Bool {
    guard let (receiver, name, args) = e.plain.callParts,
      let variable = Self.variableName(receiver),
      case .list(var items)? = code.values[variable]
    else { return false }
    // Taken out while it changes, so appending does not copy the array the variable still holds (a
    // loop of n appends took n² copies). An error leaves the session as it was (`transaction`).
    code.values[variable] = nil
    let labels = args.map(\.label)
    let column = receiver.spot
    func index(_ e: BodyExpr, upTo count: Int) throws(ScriptError) -> Int {
      let n = try number(e)
      guard n >= 0, n < Double(count) + 1, n == n.rounded() else {
        throw ScriptError(.notModelled(.listIndex(n, count: count)), column: e.spot)
      }
      return Int(n)
    }
    func notEmpty() throws(ScriptError) {
      // Swift stops the app: "Can't remove last element from an empty collection".
      if items.isEmpty { throw ScriptError(.notModelled(.listIndex(0, count: 0)), column: column) }
    }
    switch (name, labels) {
    case ("append", [nil]), ("addObject:", _):
      items.append(try value(args[0].value))
    case ("insert", [nil, "at"]), ("insertObject:atIndex:", _):
      let v = try value(args[0].value)
      items.insert(v, at: try index(args[1].value, upTo: items.count))
    case ("remove", ["at"]), ("removeObjectAtIndex:", _):
      let i = try index(args[0].value, upTo: items.count)
      guard i < items.count else {
        throw ScriptError(.notModelled(.listIndex(Double(i), count: items.count)), column: args[0].value.spot)
      }
      items.remove(at: i)
    case ("removeAll", []), ("removeAllObjects", _):
      items = []
    case ("removeLast", []), ("removeLastObject", _):
      try notEmpty()
      items.removeLast()
    case ("removeFirst", []):
      try notEmpty()
      items.removeFirst()
    default:
      code.values[variable] = .list(items)
      return false
    }
    code.values[variable] = .list(items)
    return true
  }

  /// `cards`, `self.cards`: the variable an array is held in.
  static func variableName(_ e: BodyExpr) -> String? {
    if let n = e.plainName { return n }
    if case .member(let base, let n) = e.plain.kind, base.plainName == "self" { return n }
    return nil
  }
}
