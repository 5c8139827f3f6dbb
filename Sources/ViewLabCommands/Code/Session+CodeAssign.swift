import ViewLabGeometry
import ViewLabModel

extension Session {
  static let cosmetic: Set<String> = [
    "backgroundColor", "tintColor", "text", "textColor", "font", "image", "tag", "cornerRadius",
    "borderWidth",
    "borderColor", "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "contentMode",
    "numberOfLines",
    "textAlignment", "accessibilityIdentifier", "accessibilityLabel",
    "translatesAutoresizingMaskIntoConstraints",
    "autoresizingMask", "contentSize", "opaque", "isOpaque", "title", "placeholder", "attributedText",
    "adjustsFontSizeToFitWidth", "lineBreakMode", "highlightedImage", "contents", "zPosition", "delegate",
    "dataSource", "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator", "bounces",
  ]

  /// `target = value` (or `target op= value`) on a view or layer property.
  mutating func assign(_ target: BodyExpr, op: String?, _ valueExpr: BodyExpr) throws(ScriptError)
    -> (Command, Outcome)?
  {
    var path: [(String, Int)] = []
    var root = target.plain
    while case .member(let base, let m) = root.kind {
      path.insert((m, root.column), at: 0)
      root = base.plain
    }
    if let n = root.plainName, let held = code.values[n] {
      return try assignVariable(n, held, path, op: op, valueExpr)
    }
    // `self.taps += 1`: the controller's property is the top level's variable.
    if root.plainName == "self", path.count == 1, let held = code.values[path[0].0] {
      return try assignVariable(path[0].0, held, [], op: op, valueExpr)
    }
    if op == nil, let (property, column) = newProperty(root, path) {
      // `self.button = [UIButton buttonWithType:…]`, Swift's `button = UIButton(…)` in a controller:
      // the property now holds the view (or recognizer), as `let button = …` would.
      let v = try value(valueExpr)
      switch v {
      case .newView, .newGesture, .view, .gesture:
        try declare(property, v, column: column)
        return nil
      // `self.taps = 0`, `self.buttons = [NSMutableArray array]`: an Objective-C controller's
      // property (its `@property` declared it).
      case .list where root.plainName == "self", _ where root.plainName == "self" && v.plain != nil:
        try declare(property, v, column: column)
        return nil
      default: break
      }
    }
    var current = try value(root)
    if case .gesture(let g) = current, path.count == 1 {
      return try assignGesture(g, path[0].0, valueExpr, column: path[0].1)
    }
    var i = 0
    while i < path.count {
      if case .view = current, !["layer", "superview", "window", "view"].contains(path[i].0) { break }
      if case .layer = current { break }
      current = try member(current, path[i].0, column: path[i].1)
      i += 1
    }
    let name: String
    var property: String
    switch current {
    case .view(let n): name = n; property = ""
    case .layer(let n): name = n; property = "layer."
    default: throw ScriptError(.notModelled(.assigning(to: current.kind)), column: target.spot)
    }
    guard i < path.count else {
      throw ScriptError(
        .notModelled(.wholeViewAssignment), column: target.spot)
    }
    let (first, column) = path[i]
    property += first
    let components = path[(i + 1)...].map(\.0)
    let ref = NameRef(name, column: root.spot)
    if code.objectiveC, let member = path[(i + 1)...].first {
      // `redView.frame.origin.x = 30;`: clang refuses it; Swift would write the frame back.
      throw ScriptError(
        .notAssignable(view: name, property: property, member: components.joined(separator: ".")),
        column: member.1, length: member.0.count)
    }
    if let r = try assignClassProperty(name, first, valueExpr, column: column) { return r }
    if first == "tag", components.isEmpty, op == nil { return try assignTag(name, valueExpr, column: column) }
    if Self.cosmetic.contains(first) {
      _ = try? value(valueExpr)
      code.notes.append(.code(.ignored(property)))
      return nil
    }
    // Asked by name, not through `holder(of:)`: a copy of the scene held here made the assignment
    // below copy the whole scene (n assignments took n² time).
    guard scene.view(named: name) != nil || code.isPending(name) else {
      throw ScriptError(.unknownView(name, suggestion: nil), at: ref)
    }
    let old = try read(property, of: name, column: column)
    var new = try value(valueExpr)
    if let op {
      let before = try Self.component(old, components, column: column)
      guard case .number(let a) = before, case .number(let b) = new else {
        throw ScriptError(.notModelled(.compoundAssignment(op, on: before.kind)), column: column)
      }
      new = try compound(op, a, b, column: column)
    }
    let whole = try Self.updating(old, components, with: new, column: column)
    let command = try Self.command(property, ref, whole, components: components, column: column)
    return try perform(command)
  }

  /// The controller property an assignment sets when it names one not known yet: `self.button`
  /// (one member of `self`, not `view`), or a bare `button` that names nothing.
  func newProperty(_ root: BodyExpr, _ path: [(String, Int)]) -> (String, Int)? {
    guard let n = root.plainName else { return nil }
    let column = root.spot
    let (name, at): (String, Int)
    if n == "self", path.count == 1 {
      (name, at) = path[0]
    } else if n != "self", path.isEmpty {
      (name, at) = (n, column)
    } else {
      return nil
    }
    guard name != "view", code.aliases[name] == nil, code.values[name] == nil,
      scene.view(named: name) == nil, !code.isPending(name), scene.gesture(named: name) == nil,
      code.gestures[name] == nil
    else { return nil }
    return (name, at)
  }

  /// `r.origin.y = 30`, `r = v.bounds`, `n += 5` on a variable holding a CGRect, CGPoint, CGSize,
  /// transform or number: the variable changes; the scene changes only when it is written back.
  mutating func assignVariable(
    _ name: String, _ held: CodeValue, _ path: [(String, Int)], op: String?, _ valueExpr: BodyExpr
  ) throws(ScriptError) -> (Command, Outcome)? {
    let column = path.first?.1 ?? valueExpr.spot
    let components = path.map(\.0)
    var new = try value(valueExpr)
    if let op {
      let before = try Self.component(held, components, column: column)
      guard case .number(let a) = before, case .number(let b) = new else {
        throw ScriptError(.notModelled(.compoundAssignment(op, on: before.kind)), column: column)
      }
      new = try compound(op, a, b, column: column)
    }
    var whole = try Self.updating(held, components, with: new, column: column)
    // An `Int` (`int`) variable keeps whole numbers: `n /= 2` of 7 is 3.
    if components.isEmpty, case .number(let n) = whole {
      whole = .number(NumberTyping.converted(n, to: code.types[name]))
    }
    code.values[name] = whole
    updateController(name, whole)
    code.notes.append(.code(.variable(name: name, Self.describe(whole))))
    return nil
  }

  func read(_ property: String, of name: String, column: Int) throws(ScriptError) -> CodeValue {
    guard let (s, id) = holder(of: name) else {
      throw ScriptError(.unknownView(name, suggestion: nil), column: column)
    }
    switch property {
    case "layer.position": return .point(s[id].position)
    case "layer.anchorPoint": return .point(s[id].anchorPoint)
    case "layer.masksToBounds": return .bool(s[id].clipsToBounds)
    case "layer.opacity": return .number(s[id].alphaValue)
    default:
      let key = property.hasPrefix("layer.") ? String(property.dropFirst(6)) : property
      if let v = try viewMember(s, id, key), !["subviews", "superview", "layer", "window"].contains(key) {
        return v
      }
      throw ScriptError(.notModelled(.property(property)), column: column, length: property.count)
    }
  }
}
