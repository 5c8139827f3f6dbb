import ViewLabModel

/// Array properties of a pasted view class (`var cards: [UIView] = []`, `@property NSMutableArray
/// *cards`): the views they hold, by name, kept with the view's class so the next call reads them.
/// `cards.append(v)`, `[self.cards addObject:v]`, `removeAll()`, `cards = []` change them; reading
/// `cards` gives the views (a view made by the running method is held once it is in the window).
extension Interpreter {
  /// The view and the array property `base` names (`cards`, `self.cards`, `other.cards`), or nil.
  func listProperty(_ base: BodyExpr) throws(OverrideFailure) -> (ViewID, InterpretedClass, String)? {
    let (owner, name): (ViewID?, String)
    switch base.kind {
    case .name(let n) where lookupLocal(n) == nil: (owner, name) = (view, n)
    case .member(let object, let n):
      let value = try? evaluate(object)
      (owner, name) = (value.flatMap { v in try? viewOrNil(v, line: base.line) }, n)
    default: return nil
    }
    guard let owner, let behavior = instance(of: owner),
      behavior.definition.lists.contains(name)
    else { return nil }
    return (owner, behavior, name)
  }

  /// A property's initializing closure, run at its first read: its value is the property's from then
  /// on (held by name once the view is in the window).
  func initialize(_ property: String, _ body: [BodyStatement], line: Int) throws(OverrideFailure)
    -> InterpretedValue
  {
    scopes.append([:])
    let flow = try execute(body)
    scopes.removeLast()
    guard case .returned(let value, _, _) = flow else { return .null }
    if case .newView(let i) = value, pending[i].added == nil {
      // The view is the property's: it takes its name (`close`, not the closure's local `b`).
      namesTaken.remove(pending[i].name)
      pending[i].name = ""
      nameNewView(value, as: property)
    }
    // A view is the property's from now on; a plain value (`UIEdgeInsets(…)`, `22`) is worked out
    // again at each read, as nothing else sets it.
    switch value {
    case .view, .newView, .null:
      if run.changesAllowed, !run.inHitTest { try setProperty(.view(view), property, value, line: line) }
    default: break
    }
    return value
  }

  /// The views an array property holds now.
  func listValue(_ behavior: InterpretedClass, _ name: String) -> InterpretedValue {
    .views((behavior.lists[name] ?? []).compactMap { scene.view(named: $0) })
  }

  /// `cards.append(v)`, `[cards addObject:v]`, `removeAll()`, `removeAllObjects`, `removeLast()`:
  /// nil when `m` changes no array property.
  func listMessage(_ base: BodyExpr, _ m: String, _ args: [BodyExpr], line: Int) throws(OverrideFailure)
    -> InterpretedValue?
  {
    if let r = try localListMessage(base, m, args, line: line) { return r }
    guard
      ["append", "addObject:", "removeAll", "removeAllObjects", "removeLast", "removeLastObject"].contains(m),
      let (owner, behavior, name) = try listProperty(base)
    else { return nil }
    var names = behavior.lists[name] ?? []
    switch m {
    case "append", "addObject:":
      guard let arg = args.first else { return nil }
      names.append(try heldName(try evaluate(arg), line: line))
    case "removeLast", "removeLastObject":
      if !names.isEmpty { names.removeLast() }
    default:
      names = []
    }
    try store(names, in: name, of: owner, line: line)
    return .null
  }

  /// `seen.append(v)`, `[hits addObject:v]`, `removeAll()`, `removeLast()` on an array a local
  /// variable holds (`var seen: [UIView] = []`); nil when `base` is no such local.
  private func localListMessage(_ base: BodyExpr, _ m: String, _ args: [BodyExpr], line: Int)
    throws(OverrideFailure) -> InterpretedValue?
  {
    guard case .name(let n) = base.kind, let held = lookupLocal(n) else { return nil }
    var items: [InterpretedValue]
    switch held {
    case .views(let ids): items = ids.map(InterpretedValue.view)
    case .list(let values): items = values
    default: return nil
    }
    switch m {
    case "append", "addObject:":
      guard let arg = args.first else { return nil }
      items.append(try evaluate(arg))
    case "removeLast", "removeLastObject":
      // Swift stops the app on an empty array; NSMutableArray's removeLastObject does nothing.
      if items.isEmpty, !objectiveC {
        throw failure(line, .notModelled(.function("removeLast", arguments: 0)))
      }
      if !items.isEmpty { items.removeLast() }
    case "removeAll", "removeAllObjects":
      items = []
    default:
      return nil
    }
    let ids = items.compactMap { v -> ViewID? in if case .view(let id) = v { id } else { nil } }
    _ = setLocal(n, ids.count == items.count ? .views(ids) : .list(items))
    return .null
  }

  /// `cards = [a, b]`, `self.cards = [NSMutableArray array]`: true when `property` is an array
  /// property of `owner`'s class.
  func setList(_ owner: ViewID, _ property: String, _ value: InterpretedValue, line: Int)
    throws(OverrideFailure)
    -> Bool
  {
    guard let behavior = instance(of: owner), behavior.definition.lists.contains(property) else {
      return false
    }
    var names: [String] = []
    switch value {
    case .views(let ids): names = ids.map { scene[$0].name }
    case .null: names = []
    default: throw wrong(.views, value, line)
    }
    try store(names, in: property, of: owner, line: line)
    return true
  }

  /// The name a list keeps for a view: one in the window, or one this method made and added.
  func heldName(_ v: InterpretedValue, line: Int) throws(OverrideFailure) -> String {
    switch v {
    case .view(let id): return scene[id].name
    case .newView(let i):
      nameNewView(v, as: pending[i].viewClass.rawValue.dropFirst(2).lowercased())
      return pending[i].added.map { scene[$0].name } ?? pending[i].name
    default: throw wrong(.view, v, line)
    }
  }

  func store(_ names: [String], in property: String, of owner: ViewID, line: Int) throws(OverrideFailure) {
    guard run.changesAllowed else { throw failure(line, .changesScene(source(line))) }
    guard var updated = instance(of: owner) else { return }
    updated.lists[property] = names
    keep(updated, for: owner)
  }
}
