import ViewLabGeometry
import ViewLabModel

/// A value inside an interpreted override.
enum InterpretedValue: Hashable, Sendable {
  case number(Double)
  case bool(Bool)
  case point(Point)
  case size(Size)
  case rect(Rect)
  case view(ViewID)
  case null
  case views([ViewID])
  case string(String)
  /// The `BOOL *stop` of an enumeration block.
  case stop
  /// The `UIEvent` (or the touches) passed along; never looked into.
  case event
  /// A class name used as a value (`UIView`).
  case type(String)
  /// The touches set a touches… override is given.
  case touches(OverrideTouch)
  /// One `UITouch`.
  case touch(OverrideTouch)
  case transform(AffineTransform)
  /// A view made by the running method, not yet in the window: an index into `pending`.
  case newView(Int)
  /// An image, a colour, a font: kept, never looked into.
  case object(String)
  /// The recognizer that sent an action, in `state`, its touch at window point `point`.
  case recognizer(GestureRef, GestureState, Point)
  /// The `NSIndexPath` / `IndexPath` a table's delegate is given: section and row (item).
  case indexPath(section: Int, row: Int)
  /// A `UIEdgeInsets`.
  case insets(EdgeInsets)
  /// An array literal of values that are not all views (`[1, 2]`).
  case list([InterpretedValue])

  var kind: OverrideValueKind {
    switch self {
    case .number: .number
    case .bool: .bool
    case .point: .point
    case .size: .size
    case .rect: .rect
    case .view: .view
    case .null: .null
    case .views: .views
    case .string: .string
    case .stop: .stop
    case .event: .event
    case .type(let t): .type(t)
    case .touches: .touches
    case .touch: .touch
    case .transform: .transform
    case .newView: .view
    case .object(let t): .object(t)
    case .recognizer: .object("UIGestureRecognizer")
    case .indexPath: .object("NSIndexPath")
    case .insets: .object("UIEdgeInsets")
    case .list: .array
    }
  }
}

extension Interpreter {
  /// How a value reads in the trace: `127.279`, `YES`, `blue`, `(10, 20)`.
  func format(_ v: InterpretedValue) -> String {
    switch v {
    case .view(let id): scene[id].name
    case .null: "nil"
    case .views(let ids): "[" + ids.map { scene[$0].name }.joined(separator: ", ") + "]"
    case .stop: "stop"
    case .event: "event"
    case .touches: "touches"
    case .touch(let t): "UITouch \(t.point)"
    case .newView(let i): pending[i].name
    case .recognizer(let g, _, _): scene.name(of: g)
    case .list(let items): "[" + items.map(format).joined(separator: ", ") + "]"
    case .number, .bool, .point, .size, .rect, .string, .type, .transform, .object, .indexPath, .insets:
      Self.text(v, objectiveC: objectiveC)
    }
  }

  /// How a value that needs no scene reads in the trace (a value a property holds: `1`, `YES`,
  /// `(10, 20)`); a view or an event only by its kind.
  static func text(_ v: InterpretedValue, objectiveC: Bool) -> String {
    switch v {
    case .number(let n): Number.format(n)
    case .bool(let b): objectiveC ? (b ? "YES" : "NO") : (b ? "true" : "false")
    case .point(let p): "\(p)"
    case .size(let s): "(\(Number.format(s.width)), \(Number.format(s.height)))"
    case .rect(let r): "\(r)"
    case .string(let s): "\"\(s)\""
    case .type(let t), .object(let t): t
    case .transform(let t): "\(t)"
    case .indexPath(let section, let row): "[\(section), \(row)]"
    case .insets(let i): "\(i)"
    case .list(let items): "[" + items.map { text($0, objectiveC: objectiveC) }.joined(separator: ", ") + "]"
    case .null: "nil"
    // Never held by a property: named by their kind only.
    case .view, .views, .stop, .event, .touches, .touch, .newView, .recognizer: "\(v.kind)"
    }
  }

  /// A value a property may hold as it is (not a view, not a touch or an event passed along).
  static func isPlain(_ v: InterpretedValue) -> Bool {
    switch v {
    case .number, .bool, .point, .size, .rect, .string, .transform, .insets, .indexPath, .object, .type: true
    case .list(let items): items.allSatisfy(isPlain)
    case .view, .null, .views, .stop, .event, .touches, .touch, .newView, .recognizer: false
    }
  }

  /// `.zero` (read as the number 0) given where `old` was held: the zero of `old`'s shape.
  static func zero(_ v: InterpretedValue, shapedLike old: InterpretedValue) -> InterpretedValue {
    guard case .number(0) = v else { return v }
    switch old {
    case .insets: return .insets(.zero)
    case .rect: return .rect(.zero)
    case .point: return .point(.zero)
    case .size: return .size(Size(width: 0, height: 0))
    default: return v
    }
  }

  func number(_ v: InterpretedValue, line: Int) throws(OverrideFailure) -> Double {
    switch v {
    case .number(let n): return n
    case .bool(let b): return b ? 1 : 0
    default: throw wrong(.number, v, line)
    }
  }

  func point(_ v: InterpretedValue, line: Int) throws(OverrideFailure) -> Point {
    if case .point(let p) = v { return p }
    throw wrong(.point, v, line)
  }

  func rect(_ v: InterpretedValue, line: Int) throws(OverrideFailure) -> Rect {
    if case .rect(let r) = v { return r }
    throw wrong(.rect, v, line)
  }

  /// A view, or nil (`[nil hitTest:…]` answers nil in Objective-C).
  func viewOrNil(_ v: InterpretedValue, line: Int) throws(OverrideFailure) -> ViewID? {
    switch v {
    case .view(let id): return id
    case .null: return nil
    case .newView(let i) where pending[i].added != nil: return pending[i].added
    default: throw wrong(.view, v, line)
    }
  }

  func truth(_ v: InterpretedValue, line: Int) throws(OverrideFailure) -> Bool {
    switch v {
    case .bool(let b): return b
    case .number(let n): return n != 0
    case .view, .views, .string, .point, .rect, .size, .touches, .touch, .transform, .newView, .object,
      .recognizer, .list:
      return true
    case .null: return false
    default: throw wrong(.condition, v, line)
    }
  }

  func equal(_ a: InterpretedValue, _ b: InterpretedValue) -> Bool {
    switch (a, b) {
    case (.recognizer(let g, _, _), .recognizer(let h, _, _)): return g == h  // the same object
    case (.number, .bool), (.bool, .number), (.bool, .bool), (.number, .number):
      return (try? number(a, line: 0)) == (try? number(b, line: 0))
    default: return a == b
    }
  }

  func wrong(_ expected: OverrideValueKind, _ v: InterpretedValue, _ line: Int) -> OverrideFailure {
    failure(line, .wrongValue(expected: expected, found: v.kind))
  }

  func failure(_ line: Int, _ kind: OverrideFailure.Kind) -> OverrideFailure {
    var f = OverrideFailure(className: cls.definition.name, method: method.method, line: line, kind: kind)
    f.selector = method.selector
    return f
  }

  /// The pasted class's instance whose properties code running on `id` reads and writes: the view's
  /// own class, or for a view controller's code (whose `self.view` is `id`) the controller's, kept
  /// on its record between calls.
  func instance(of id: ViewID) -> InterpretedClass? {
    guard id == view, cls.definition.isController else { return scene.behavior(of: id) as? InterpretedClass }
    if let c = scene.controller(managing: id),
      let kept = scene.controller(c).instance?.behavior as? InterpretedClass,
      kept.className == cls.className
    {
      return kept
    }
    return cls
  }

  /// Keeps `updated` as the instance of `id` (see `instance(of:)`).
  func keep(_ updated: InterpretedClass, for id: ViewID) {
    if id == view, cls.definition.isController, let c = scene.controller(managing: id) {
      run.change { $0.setControllerInstance(c, CustomBehavior(updated)) }
    } else {
      run.change { $0.editOverrides(id) { $0.custom = CustomBehavior(updated) } }
    }
  }

  /// `view.member`: what an override may read of a view.
  func viewMember(_ id: ViewID, _ m: String, line: Int) throws(OverrideFailure) -> InterpretedValue {
    if let read = ViewRead(m, of: id, in: scene) {
      switch read {
      case .plain(let p): return InterpretedValue(p)
      case .view(let id): return .view(id)
      case .views(let ids): return .views(ids)
      case .none: return .null
      }
    }
    switch m {
    case "window": return .view(scene.window)
    case "view" where id == view && cls.definition.isController: return .view(id)
    default:
      // `self.pan`: the recognizer the pasted code made under that name (a property holds it).
      let instance = instance(of: id)
      if id == view, let g = scene.gesture(named: m), instance?.outlets[m] == nil {
        return .recognizer(.recognizer(g), .possible, .zero)
      }
      if let instance, instance.definition.lists.contains(m) { return listValue(instance, m) }
      if let instance, let held = instance.values[m] { return held }
      if let instance, instance.outlets[m] == nil, id == view, let body = instance.definition.initializers[m]
      {
        return try initialize(m, body, line: line)
      }
      if let instance, instance.definition.properties[m] != nil {
        return instance.outlets[m].flatMap { scene.view(named: $0) }.map(InterpretedValue.view) ?? .null
      }
      if id == view, cls.definition.isController, let other = scene.view(named: m) { return .view(other) }
      throw failure(line, .notModelled(.viewProperty(m)))
    }
  }

  func member(_ base: InterpretedValue, _ m: String, line: Int) throws(OverrideFailure) -> InterpretedValue {
    if let v = plainMember(base, m) { return v }
    switch (base, m) {
    case (.view(let id), _): return try viewMember(id, m, line: line)
    case (.views(let ids), "count"): return .number(Double(ids.count))
    case (.views(let ids), "isEmpty"): return .bool(ids.isEmpty)
    case (.views(let ids), "firstObject"), (.views(let ids), "first"):
      return ids.first.map(InterpretedValue.view) ?? .null
    case (.views(let ids), "lastObject"), (.views(let ids), "last"):
      return ids.last.map(InterpretedValue.view) ?? .null
    case (.list(let items), "count"): return .number(Double(items.count))
    case (.list(let items), "isEmpty"): return .bool(items.isEmpty)
    case (.list(let items), "first"), (.list(let items), "firstObject"): return items.first ?? .null
    case (.list(let items), "last"), (.list(let items), "lastObject"): return items.last ?? .null
    case (.list, "mutableCopy"), (.list, "copy"), (.views, "mutableCopy"), (.views, "copy"): return base
    case (.null, _): return .null  // messages to nil answer nil
    case (.touches(let t), "anyObject"), (.touches(let t), "first"): return .touch(t)
    case (.touches, "count"): return .number(1)
    case (.touch(let t), "view"): return t.view.map(InterpretedValue.view) ?? .null
    case (.touch(let t), "tapCount"): return .number(Double(t.tapCount))
    case (.touch(let t), "phase"): return .string(t.phase.rawValue)
    case (.recognizer(let g, _, _), "view"): return .view(scene.view(of: g))
    case (.recognizer(_, let state, _), "state"): return .number(Self.stateNumber(state))
    case (.indexPath(_, let row), "row"), (.indexPath(_, let row), "item"): return .number(Double(row))
    case (.indexPath(let section, _), "section"): return .number(Double(section))
    case (.newView(let i), _): return try pendingMember(i, m, line: line)
    case (.type, "self"): return base  // `UIControl.self`: the class, as `[UIControl class]`
    case (.type(let t), _) where Self.opaqueClasses.contains(t): return .object(t)
    default: throw failure(line, .notModelled(.member(m, of: base.kind)))
    }
  }
}
