import ViewLabGeometry
import ViewLabModel

/// A view a touches… override or an action made (`[UIButton buttonWithType:…]`, `UIView(frame:)`)
/// that is not in the window yet: its class, size and center, until `addSubview:` puts it there.
struct PendingView: Hashable, Sendable {
  var name: String
  var viewClass: ViewClass
  var size: Size
  var center: Point
  var tag = 0
  /// Its id once added.
  var added: ViewID?

  var frame: Rect {
    Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
  }
}

/// What a touches… override or an action does to the scene: UIKit's setters, `addSubview:`, views
/// made by code, and the calls ViewLab accepts with a note. Refused inside hitTest and
/// point(inside:), where UIKit may call a body more than once for one touch.
extension Interpreter {
  /// Classes whose instances a body may make and pass along without ViewLab looking into them.
  static let opaqueClasses: Set<String> = [
    "UIImage", "UIColor", "UIFont", "NSString", "NSAttributedString", "UICollectionViewFlowLayout",
  ]

  /// Properties and setters that change only how a view looks.
  static let appearance: Set<String> = [
    "backgroundColor", "tintColor", "layer", "text", "textColor", "font", "image", "titleLabel", "imageView",
    "contentMode", "opaque", "highlighted", "selected", "adjustsImageWhenHighlighted", "title",
    "setBackgroundImage:forState:", "setImage:forState:", "setTitle:forState:", "setTitleColor:forState:",
    "setBackgroundColor:", "setTintColor:", "setAttributedTitle:forState:", "setBackgroundImage",
    "setImage", "setTitle", "setTitleColor", "setAttributedTitle", "setNeedsDisplay", "setNeedsLayout",
    "layoutIfNeeded",
  ]

  /// May this body change the scene now?
  func mayChange(_ line: Int) throws(OverrideFailure) {
    guard run.changesAllowed, !run.inHitTest else { _ = try refuseChange(line); return }
  }

  // MARK: Views made by code

  /// `[UIButton buttonWithType:…]`, `UIButton(type:)`, `[[UIView alloc] initWithFrame:r]`, `UIView(frame:)`.
  func makeView(_ type: String, frame: Rect, line: Int) throws(OverrideFailure) -> InterpretedValue {
    try mayChange(line)
    guard let cls = ViewClass(rawValue: type) else {
      throw failure(line, .notModelled(.function(type, arguments: nil)))
    }
    let r = frame.standardized
    pending.append(
      PendingView(
        name: "", viewClass: cls, size: r.size, center: Point(x: r.midX, y: r.midY)))
    return .newView(pending.count - 1)
  }

  /// `UIButton *chatView = …`: a new view takes the variable's name (made unique in the scene).
  func nameNewView(_ value: InterpretedValue, as local: String) {
    guard case .newView(let i) = value, pending[i].name.isEmpty else { return }
    var name = local
    var n = 2
    while scene.names[name] != nil || namesTaken.contains(name) {
      name = local + String(n)
      n += 1
    }
    namesTaken.insert(name)
    pending[i].name = name
  }

  func pendingMember(_ i: Int, _ m: String, line: Int) throws(OverrideFailure) -> InterpretedValue {
    if let id = pending[i].added { return try viewMember(id, m, line: line) }
    let p = pending[i]
    switch m {
    case "frame": return .rect(p.frame)
    case "bounds": return .rect(Rect(origin: .zero, size: p.size))
    case "center": return .point(p.center)
    case "subviews": return .views([])
    case "superview": return .null
    case "transform": return .transform(.identity)
    default:
      if Self.appearance.contains(m) { return .object(m) }
      throw failure(line, .notModelled(.viewProperty(m)))
    }
  }

  // MARK: Setting properties

  /// `view.property = value` (a view in the window, or one made by this body).
  func setProperty(_ target: InterpretedValue, _ m: String, _ value: InterpretedValue, line: Int)
    throws(OverrideFailure)
  {
    try mayChange(line)
    if case .newView(let i) = target, pending[i].added == nil {
      switch m {
      case "frame":
        let r = try rect(value, line: line).standardized
        pending[i].size = r.size
        pending[i].center = Point(x: r.midX, y: r.midY)
      case "bounds": pending[i].size = try rect(value, line: line).standardized.size
      case "center": pending[i].center = try point(value, line: line)
      case "tag": pending[i].tag = try tag(value, line: line)
      default:
        guard Self.appearance.contains(m) else { throw failure(line, .notModelled(.viewProperty(m))) }
        run.record(.accepted(line: line, .appearance(m)))
      }
      return
    }
    guard let id = try viewOrNil(target, line: line) else { return }  // a message to nil does nothing
    if let flag = ViewFlag(propertyName: m) {
      let on = try truth(value, line: line)
      run.change { $0[id][keyPath: flag.keyPath] = on }
      return
    }
    switch m {
    case "tag":
      let t = try tag(value, line: line)
      run.change { $0[id].tag = t }
    case "frame":
      let r = try rect(value, line: line)
      run.change { $0.setFrame(id, r) }
    case "bounds":
      let r = try rect(value, line: line)
      run.change { $0.setBounds(id, r) }
    case "center":
      let p = try point(value, line: line)
      run.change { $0[id].position = p }
    case "transform":
      guard case .transform(let t) = value else { throw wrong(.transform, value, line) }
      run.change { $0[id].transform = t }
    case "hidden", "isHidden":
      let on = try truth(value, line: line)
      run.change { $0[id].isHidden = on }
    case "alpha":
      let a = Float(try number(value, line: line))
      run.change { $0[id].alpha = a }
    case "enabled",
      "isEnabled" where scene[id].viewClass.isControl:
      let on = try truth(value, line: line)
      run.change { $0[id].isEnabled = on }
    case "selected",
      "isSelected" where scene[id].viewClass.isControl:
      let on = try truth(value, line: line)
      run.change { $0[id].isSelected = on }
    default:
      if try setList(id, m, value, line: line) { return }
      // A view controller's plain variable (`var taps = 0` runs at the top level, which is the
      // controller; its value is kept on the controller's instance, `Session.seedController`).
      let controllerVariable = id == view && cls.definition.isController
      if let behavior = instance(of: id),
        behavior.definition.properties[m] != nil || (controllerVariable && behavior.values[m] != nil)
      {
        var updated = behavior
        switch value {
        case .view(let v): updated.outlets[m] = scene[v].name
        case .newView(let i): updated.outlets[m] = pending[i].added.map { scene[$0].name } ?? pending[i].name
        case .null: updated.outlets[m] = nil
        default:
          // A plain value (`count += 1`, `radius = 40`): the instance keeps it for later calls.
          guard Self.isPlain(value) else { throw wrong(.view, value, line) }
          // `.zero` takes the shape of what the property holds (`touchInsets = .zero`).
          let old = try? viewMember(id, m, line: line)
          updated.values[m] = converted(
            old.map { Self.zero(value, shapedLike: $0) } ?? value, to: behavior.definition.properties[m])
        }
        keep(updated, for: id)
        return
      }
      guard Self.appearance.contains(m) else { throw failure(line, .notModelled(.viewProperty(m))) }
      run.record(.accepted(line: line, .appearance(m)))
    }
  }

  // MARK: Messages that change the scene

  /// A message a touches… override or an action may send: nil when `name` is none of them.
  /// `name` is the Objective-C selector or the Swift name with its labels (`addSubview`).
  func sceneMessage(_ receiver: InterpretedValue, _ name: String, _ v: [InterpretedValue], line: Int)
    throws(OverrideFailure) -> InterpretedValue?
  {
    switch name {
    case "addSubview:", "addSubview":
      try mayChange(line)
      guard let parent = try viewOrNil(receiver, line: line), let child = v.first else { return .null }
      try add(child, to: parent, line: line)
      return .null
    case "bringSubviewToFront:", "bringSubviewToFront", "sendSubviewToBack:", "sendSubviewToBack":
      try mayChange(line)
      guard let child = try v.first.flatMap({ x throws(OverrideFailure) in try viewOrNil(x, line: line) })
      else { return .null }
      let front = name.hasPrefix("bring")
      run.change { s in _ = try? s.reorder(child, toFront: front) }
      return .null
    case "sizeToFit":
      try mayChange(line)
      let label: String
      switch receiver {
      case .newView(let i): label = pending[i].added.map { scene[$0].name } ?? pending[i].name
      case .view(let id): label = scene[id].name
      default: label = format(receiver)
      }
      run.record(.accepted(line: line, .sizeToFit(view: label)))
      return .null
    case "endEditing:", "endEditing", "resignFirstResponder":
      run.record(.accepted(line: line, .endEditing))
      return .bool(true)
    case "setFrame:", "setBounds:", "setCenter:", "setTransform:", "setHidden:", "setAlpha:",
      "setUserInteractionEnabled:", "setClipsToBounds:":
      guard let value = v.first else { return .null }
      var property = String(name.dropFirst(3).dropLast())
      property = property.prefix(1).lowercased() + property.dropFirst()
      try setProperty(receiver, property, value, line: line)
      return .null
    default:
      guard Self.appearance.contains(name) else { return nil }
      try mayChange(line)
      run.record(.accepted(line: line, .appearance(name)))
      return .null
    }
  }

  /// `[parent addSubview:child]`: a view made by this body enters the window; one already in it moves.
  func add(_ child: InterpretedValue, to parent: ViewID, line: Int) throws(OverrideFailure) {
    switch child {
    case .newView(let i) where pending[i].added == nil:
      if pending[i].name.isEmpty {
        nameNewView(child, as: pending[i].viewClass.rawValue.dropFirst(2).lowercased())
      }
      let p = pending[i]
      let id = run.change { s in
        let id = try? s.addView(name: p.name, viewClass: p.viewClass, frame: p.frame, parent: parent)
        if let id, p.tag != 0 { s[id].tag = p.tag }
        return id
      }
      guard let id else { throw failure(line, .notModelled(.message("addSubview:"))) }
      pending[i].added = id
    default:
      guard let id = try viewOrNil(child, line: line), id != parent else { return }
      let moved = run.change { s in (try? s.move(id, to: parent, at: nil)) != nil }
      if !moved { throw failure(line, .notModelled(.message("addSubview:"))) }
    }
  }

  // MARK: Actions called from a body

  /// `[self btnClick:sender]`, `self.tapped(x)`: the receiver's class's action runs inside this call.
  func callAction(_ receiver: InterpretedValue, _ name: String, _ v: [InterpretedValue], line: Int)
    throws(OverrideFailure) -> InterpretedValue?
  {
    guard case .view(let id) = receiver, let cls = instance(of: id), let m = cls.definition.action(name)
    else { return nil }
    guard run.changesAllowed, !run.inHitTest else { throw failure(line, .actionInHitTest(m.selector)) }
    let sender = try v.first.flatMap { x throws(OverrideFailure) in try viewOrNil(x, line: line) }
    try cls.action(m, of: id, sender: sender, run)
    return .null
  }
}
