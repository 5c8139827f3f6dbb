import ViewLabGeometry
import ViewLabModel

/// `UITouch` and `CGAffineTransform` inside a body: where the finger is, in any view's coordinates
/// (converted when asked, so a view a body just moved converts with its new geometry, as UIKit
/// does), and the transform functions a drag uses.
extension Interpreter {
  /// `[touch locationInView:v]`, `touch.location(in: v)`, the previous ones, `[touches anyObject]`;
  /// nil when the receiver is no touch.
  func touchMessage(_ receiver: InterpretedValue, _ name: String, _ v: [InterpretedValue], line: Int)
    throws(OverrideFailure) -> InterpretedValue?
  {
    switch (receiver, name) {
    case (.touches(let t), "anyObject"), (.touches(let t), "first"): return .touch(t)
    case (.touch(let t), "locationInView:"), (.touch(let t), "location"):
      return .point(try locate(t.point, in: v.first, line: line))
    case (.touch(let t), "previousLocationInView:"), (.touch(let t), "previousLocation"):
      return .point(try locate(t.previous, in: v.first, line: line))
    case (.recognizer(_, _, let p), "locationInView:"), (.recognizer(_, _, let p), "location"):
      return .point(try locate(p, in: v.first, line: line))
    // `setTranslation(.zero, in: view)`: the translation counts from here on (or from the point
    // that makes it the value given), for the rest of this call and the touch's next steps.
    case (.recognizer(.recognizer(let g), _, let p), "setTranslation:inView:"),
      (.recognizer(.recognizer(let g), _, let p), "setTranslation"):
      guard let given = v.first else { return .null }
      let t = try point(given == .number(0) ? .point(.zero) : given, line: line)
      var origin = p
      if v.count > 1, let id = try viewOrNil(v[1], line: line) {
        let here = scene.convert(p, from: scene.window, to: id)
        origin = scene.convert(Point(x: here.x - t.x, y: here.y - t.y), from: id, to: scene.window)
      } else {
        origin = Point(x: p.x - t.x, y: p.y - t.y)
      }
      touchStart = origin
      run.change { $0.setTranslationOrigin(of: g, origin) }
      return .null
    // A pan's `translation(in:)`: how far its touch has moved since it came down, in that view.
    case (.recognizer(_, _, let p), "translationInView:"), (.recognizer(_, _, let p), "translation"):
      let (now, then) = (
        try locate(p, in: v.first, line: line), try locate(touchStart ?? p, in: v.first, line: line)
      )
      return .point(Point(x: now.x - then.x, y: now.y - then.y))
    default: return nil
    }
  }

  /// `[v isKindOfClass:[UIButton class]]`, `v is UIButton` (see `Scene.isKind`).
  func isKind(_ id: ViewID, of type: String, exactly: Bool) -> Bool {
    scene.isKind(id, of: type, exactly: exactly)
  }

  /// `UIGestureRecognizer.State`'s raw values (`.recognized` is `.ended`).
  static func stateNumber(_ s: GestureState) -> Double {
    switch s {
    case .possible: 0
    case .began: 1
    case .changed: 2
    case .ended, .recognized: 3
    case .cancelled: 4
    case .failed: 5
    }
  }

  /// A window point in `view`'s coordinates (`nil`: the window's).
  func locate(_ p: Point, in view: InterpretedValue?, line: Int) throws(OverrideFailure) -> Point {
    guard let view, let id = try viewOrNil(view, line: line) else { return p }
    return scene.convert(p, from: scene.window, to: id)
  }

  /// `UIButton(type: .custom)`, `UIView(frame: r)`, `UIImage(named:)`, `UIColor(red:…)`: nil when `fn`
  /// is none of them.
  func constructor(_ fn: String, _ labels: [String], _ v: [InterpretedValue], line: Int)
    throws(OverrideFailure) -> InterpretedValue?
  {
    if Self.opaqueClasses.contains(fn) { return .object(fn) }
    guard ViewClass(rawValue: fn) != nil else { return nil }
    switch labels {
    case ["frame"]: return try makeView(fn, frame: try rect(v[0], line: line), line: line)
    case ["type"], []: return try makeView(fn, frame: .zero, line: line)
    case ["frame", "style"] where fn == "UITableView",
      ["frame", "collectionViewLayout"] where fn == "UICollectionView":
      // The style and the layout change how rows are laid out, not how touches reach them.
      return try makeView(fn, frame: try rect(v[0], line: line), line: line)
    default: return nil
    }
  }

  /// `[UIButton buttonWithType:…]`, `[[UIView alloc] initWithFrame:r]`, `[UIImage imageNamed:…]`,
  /// `[UIColor redColor]`: nil when the message is none of them.
  func classMessage(_ receiver: InterpretedValue, _ selector: String, _ v: [InterpretedValue], line: Int)
    throws(OverrideFailure) -> InterpretedValue?
  {
    if selector == "isKindOfClass:" || selector == "isMemberOfClass:", case .type(let t)? = v.first {
      if case .recognizer(let g, _, _) = receiver {
        return .bool(selector == "isMemberOfClass:" ? t == scene.className(of: g) : isRecognizer(g, of: t))
      }
      if case .newView(let i) = receiver, pending[i].added == nil {
        // A view this method made and has not added yet: its class as made.
        let cls = pending[i].viewClass
        if selector == "isMemberOfClass:" { return .bool(t == cls.rawValue) }
        return .bool(
          t == cls.rawValue || ["UIView", "UIResponder", "NSObject"].contains(t)
            || (t == "UIControl" && cls.isControl))
      }
      guard let id = try viewOrNil(receiver, line: line) else { return .bool(false) }
      return .bool(isKind(id, of: t, exactly: selector == "isMemberOfClass:"))
    }
    guard case .type(let type) = receiver else { return nil }
    if selector == "class" { return receiver }
    if type == "NSMutableArray" || type == "NSArray", ["array", "new", "init", "alloc"].contains(selector) {
      return selector == "alloc" ? receiver : .views([])  // an empty array property's first value
    }
    if Self.opaqueClasses.contains(type) { return .object(type) }
    guard ViewClass(rawValue: type) != nil else { return nil }
    switch selector {
    case "alloc", "new": return selector == "new" ? try makeView(type, frame: .zero, line: line) : receiver
    case "buttonWithType:", "init": return try makeView(type, frame: .zero, line: line)
    case "initWithFrame:": return try makeView(type, frame: try rect(v[0], line: line), line: line)
    case "initWithFrame:style:" where type == "UITableView",
      "initWithFrame:collectionViewLayout:" where type == "UICollectionView":
      return try makeView(type, frame: try rect(v[0], line: line), line: line)
    default: return nil
    }
  }
}
