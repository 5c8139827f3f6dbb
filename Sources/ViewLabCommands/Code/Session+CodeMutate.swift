import ViewLabGeometry
import ViewLabModel

extension Session {
  /// Hierarchy changes: `addSubview`, `insertSubview`, `bringSubviewToFront`, `sendSubviewToBack`,
  /// `removeFromSuperview`.
  mutating func mutate(_ receiver: BodyExpr, _ selector: String, _ args: [BodyExpr], column: Int)
    throws(ScriptError) -> (Command, Outcome)?
  {
    let r = try value(receiver)
    guard case .view(let target) = r else {
      throw ScriptError(.notModelled(.method(selector, of: r.kind)), column: column)
    }
    let me = NameRef(target, column: receiver.spot)
    switch selector {
    case "addSubview:":
      return try addSubview(try child(args[0]), to: me)
    case "insertSubview:at:", "insertSubview:atIndex:":
      let v = try child(args[0])
      let i = try number(args[1])
      guard i >= 0, i == i.rounded() else {
        throw ScriptError(.badNumber(Number.format(i), .notWhole), column: args[1].spot)
      }
      _ = try addSubview(v, to: me)
      return try perform(.edit(.move(v, to: me, index: Int(i))))
    case "insertSubview:aboveSubview:", "insertSubview:belowSubview:":
      let v = try child(args[0])
      let other = NameRef(try viewName(args[1]), column: args[1].spot)
      _ = try addSubview(v, to: me)
      let holder = sceneFor(.edit(.move(v, to: me, index: nil)))
      guard let pid = holder.view(named: target), let oid = holder.view(named: other.text),
        let vid = holder.view(named: v.text)
      else { throw ScriptError(.unknownView(other.text, suggestion: nil), at: other) }
      let siblings = holder[pid].subviews.filter { $0 != vid }
      guard let at = siblings.firstIndex(of: oid) else {
        throw ScriptError(.notModelled(.notASubview(other.text, of: target)), at: other)
      }
      return try perform(.edit(.move(v, to: me, index: selector.hasSuffix("aboveSubview:") ? at + 1 : at)))
    case "bringSubviewToFront:", "sendSubviewToBack:":
      let v = try child(args[0])
      let holder = sceneFor(.edit(.reorder(v, toFront: true)))
      if let id = holder.view(named: v.text), holder[id].superview.map({ holder[$0].name }) != target {
        // UIKit ignores a view that is not the receiver's subview.
        code.notes.append(.code(.notASubview(view: v.text, of: target, selector: selector)))
        return nil
      }
      return try perform(.edit(.reorder(v, toFront: selector.hasPrefix("bring"))))
    case "removeFromSuperview":
      if code.isPending(target) {
        let id = code.limbo.view(named: target)!
        try? code.limbo.move(id, to: code.limbo.window, at: nil)
        return nil
      }
      let before = scene
      let result = (Command.edit(.remove(me)), try execute(.edit(.remove(me))))
      detach(target, from: before)
      return result
    default:
      throw ScriptError(.notModelled(.method(selector, of: nil)), column: column, length: selector.count)
    }
  }

  mutating func child(_ e: BodyExpr) throws(ScriptError) -> NameRef {
    NameRef(try viewName(e), column: e.spot)
  }

  /// `parent.addSubview(child)`: a view made by code enters the window (with its subviews); a view
  /// already there moves to the front of its new superview.
  mutating func addSubview(_ child: NameRef, to parent: NameRef) throws(ScriptError) -> (Command, Outcome) {
    if child.text == parent.text {
      throw ScriptError(.scene(.wouldCreateCycle(view: child.text, parent: parent.text)), at: child)
    }
    switch (code.isPending(child.text), code.isPending(parent.text)) {
    case (true, false):
      guard let pid = scene.view(named: parent.text) else {
        throw ScriptError(.unknownView(parent.text, suggestion: nil), at: parent)
      }
      let result = try attach(child, to: pid)
      if let id = scene.view(named: child.text) {
        let cls = scene.overrides(of: id).custom?.behavior.className ?? scene[id].viewClass.rawValue
        code.notes.append(
          .code(.entered(view: child.text, className: cls, scene.frame(of: id), parent: parent.text)))
      }
      return result
    case (false, true):
      throw ScriptError(
        .notModelled(.moveOutOfWindow(child.text, into: parent.text)),
        at: child)
    default:
      return try perform(.edit(.move(child, to: parent, index: nil)))
    }
  }

  /// `removeFromSuperview()` does not destroy the view: the variable still holds it (with its
  /// subviews), so a later `addSubview` can put it back. Keep a copy outside the window.
  mutating func detach(_ name: String, from scene: Scene) {
    guard let root = scene.view(named: name), code.limbo.view(named: name) == nil else { return }
    var ids: [ViewID: ViewID] = [:]
    for id in scene.subtree(of: root) {
      let v = scene[id]
      let parent = id == root ? code.limbo.window : ids[v.superview!]
      guard let parent, code.limbo.names[v.name] == nil else { continue }
      if let new = try? code.limbo.insert(v, parent: parent) {
        ids[id] = new
        code.limbo.setOverrides(new, Self.portable(scene.overrides(of: id)))
      }
    }
  }

  /// The overrides a view keeps when it moves between scenes: all but a redirect (whose target
  /// stays behind).
  static func portable(_ o: ViewOverrides) -> ViewOverrides {
    var o = o
    o.redirect = nil
    return o
  }
}
