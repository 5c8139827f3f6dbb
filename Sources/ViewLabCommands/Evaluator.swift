import ViewLabGeometry
import ViewLabModel

/// Applies one scene edit or answers one query. A failed edit leaves `scene` as it was because
/// `Session` reverts the scene's journal; the evaluator checks what it can before changing.
struct Evaluator {
  var scene: Scene
  /// The classes pasted as code, for the actions a touch fires (a controller's `btnClick:`).
  var classes: [String: ClassDefinition] = [:]
  /// Recognizer name → the action methods it sends when it recognizes (pasted code's `action:`).
  var gestureActions: [String: [String]] = [:]
  /// Action stem → the pasted class of its target that has no such method (see
  /// `CodeContext.missingActions`).
  var missingActions: [String: String] = [:]
  /// Recognizer name → its delegate pasted as code (see `CodeContext.gestureDelegates`).
  var gestureDelegates: [String: String?] = [:]

  /// The code the touch engine asks while recognizers decide, when there is any: recognizers'
  /// delegates, and views' own `gestureRecognizerShouldBegin(_:)`.
  var delegate: (any GestureDelegate)? {
    gestureDelegates.isEmpty && !classes.values.contains(where: { $0.method(.shouldBegin) != nil })
      ? nil : CodeGestureDelegate(delegates: gestureDelegates, classes: classes)
  }

  /// Building and changing the scene.
  mutating func apply(_ edit: SceneEdit) throws(ScriptError) -> Outcome {
    switch edit {
    case .window(let size):
      guard size.width > 0, size.height > 0 else { throw ScriptError(.negativeSize, column: 8) }
      scene.resizeWindow(size)
      return .changed([])
    case .add(let name, let cls, let frame, let parent):
      let parentID = try parent.map { n throws(ScriptError) in try view(n) } ?? scene.window
      _ = try scene(at: name) { s throws(SceneError) in
        try s.addView(name: name.text, viewClass: cls, frame: frame ?? .zero, parent: parentID)
      }
      let sizeNote = frame.map { Note.ownSize(name.text, cls, asked: $0.standardized.size) } ?? []
      let negative =
        frame.flatMap { f in
          scene.view(named: name.text).map { Note.negativeSize(name.text, asked: f, $0, in: scene) }
        } ?? []
      return .changed(
        negative + sizeNote + (cls.defaultUserInteractionEnabled ? [] : [.classDefault(view: name.text, cls)])
      )
    case .remove(let name):
      let id = try view(name)
      let gone = try scene(at: name) { s throws(SceneError) in try s.remove(id) }
      return .changed([.removed(gone)])
    case .move(let name, let parentName, let index):
      let id = try view(name)
      let parent = try view(parentName)
      try scene(at: name) { s throws(SceneError) in try s.move(id, to: parent, at: index) }
      return .changed([])
    case .reorder(let name, let toFront):
      let id = try view(name)
      try scene(at: name) { s throws(SceneError) in try s.reorder(id, toFront: toFront) }
      return .changed([])
    case .frame(let name, let edit):
      let id = try view(name)
      let current = scene.frame(of: id)
      let rect: Rect
      switch edit {
      case .whole(let r): rect = r
      case .origin(let p): rect = Rect(origin: p, size: current.size)
      case .size(let s): rect = Rect(origin: current.origin, size: s)
      }
      let t = scene[id].transform
      if !t.isIdentity && rect.size == current.size {
        // Only the origin changes: move the view and keep its size. Going through setFrame under a
        // rotation would re-derive bounds from the (larger) bounding box and grow the view.
        scene[id].position = scene[id].position + (rect.origin - current.origin)
      } else {
        scene.setFrame(id, rect)
      }
      let sizeNote = Note.ownSize(name.text, scene[id].viewClass, asked: rect.standardized.size)
      return .changed(
        Note.negativeSize(name.text, asked: rect, id, in: scene) + sizeNote
          + (t.isIdentity ? [] : [.frameUndefined(view: name.text, rotated: !t.isAxisAligned)]))
    case .bounds(let name, let edit):
      let id = try view(name)
      var b = scene[id].bounds
      switch edit {
      case .whole(let r): b = r
      case .origin(let p): b.origin = p
      case .size(let s): b.size = s
      }
      scene.setBounds(id, b)
      return .changed([])
    case .center(let name, let p), .position(let name, let p):
      scene[try view(name)].position = p
      return .changed([])
    case .anchor(let name, let p):
      scene.setAnchorPoint(try view(name), p)
      let inside = (0...1).contains(p.x) && (0...1).contains(p.y)
      return .changed(inside ? [] : [.anchorOutsideUnit(view: name.text, p)])
    case .transform(let name, let ops):
      scene[try view(name)].transform = Self.transform(ops)
      return .changed([])
    case .hidden(let name, let hidden):
      scene[try view(name)].isHidden = hidden
      return .changed([])
    case .alpha(let name, let value):
      let id = try view(name)
      // Layer opacity clamps what is outside 0…1 (CALayer.opacity), and is a Float.
      let clamped = min(max(value, 0), 1)
      let stored = Float(clamped)
      scene[id].alpha = stored
      if clamped != value {
        return .changed([.alphaClamped(view: name.text, asked: value, stored: Double(stored))])
      }
      // Worth a note only where Float storage changes the answer: 0.01 is stored below 0.01.
      let notes: [Note] =
        (Double(stored) < 0.01) != (value < 0.01)
        ? [.alphaStoredAsFloat(view: name.text, asked: value, stored: Double(stored))] : []
      return .changed(notes)
    case .flag(let name, let flag, let on):
      scene[try view(name)][keyPath: flag.keyPath] = on
      return .changed([])
    case .controller(let name, let viewName):
      if TokenCursor.reserved.contains(name.text) {
        throw ScriptError(.reservedName(name.text), at: name)
      }
      let id = try view(viewName)
      _ = try scene(at: name) { s throws(SceneError) in try s.addController(name: name.text, view: id) }
      return .changed([])
    case .rows(let name, let count, let height):
      let id = try view(name)
      let rowHeight = height ?? RowLimits.defaultHeight
      try scene(at: name) { s throws(SceneError) in try s.setRows(id, count: count, height: rowHeight) }
      let cell = scene[id].viewClass.cellClass ?? .UITableViewCell
      return .changed([.rowsMade(table: name.text, cell: cell, count: count, height: rowHeight)])
    case .swipeActions(let name, let on):
      let id = try view(name)
      try scene(at: name) { s throws(SceneError) in try s.setSwipeActions(id, on) }
      return .changed([])
    case .shape(let name, let circle):
      scene.editOverrides(try view(name)) { $0.pointInside = circle ? .circle : .bounds }
      return .changed([])
    case .expand(let name, let dx, let dy):
      scene.editOverrides(try view(name)) { $0.pointInside = .expanded(dx: dx, dy: dy) }
      return .changed([])
    case .passthrough(let name, let on):
      scene.editOverrides(try view(name)) { $0.passthrough = on }
      return .changed([])
    case .redirect(let name, let target):
      let id = try view(name)
      let targetID = try target.map { n throws(ScriptError) in try view(n) }
      try scene(at: target ?? name) { s throws(SceneError) in try s.setRedirect(id, to: targetID) }
      return .changed([])
    case .touches(let name, let mode):
      guard let object = scene.names[name.text] else {
        let suggestion = Suggestion.nearest(to: name.text, in: scene.allNames)
        throw ScriptError(.unknownResponder(name.text, suggestion: suggestion), at: name)
      }
      scene.setTouches(object, mode)
      return .changed([])
    case .gesture(let name, let edit):
      try gesture(name, edit)
      return .changed([])
    case .enabled(let name, let on):
      let id = try view(name)
      try scene(at: name) { s throws(SceneError) in try s.setControlEnabled(id, on) }
      return .changed([])
    case .action(let name, let event, let action):
      let id = try view(name)
      try scene(at: name) { s throws(SceneError) in try s.addAction(action, for: event, to: id) }
      return .changed([])
    case .present(let name, let presenter):
      let presented = try controller(name)
      let by = try controller(presenter)
      try scene(at: name) { s throws(SceneError) in try s.present(presented, from: by) }
      return .changed([])
    case .lifecycle(let mode):
      scene.setLifecycle(mode)
      return .changed([])
    }
  }

  /// Questions, and touches (which move the finger and the clock, not the views).
  mutating func ask(_ query: Query) throws(ScriptError) -> Outcome {
    switch query {
    case .tap(let p):
      let delegate = self.delegate
      let touch = try touchStep(column: 1) { s throws(TouchError) in try s.touchTap(at: p, delegate: delegate)
      }
      return .tap(TapResult(touch) ?? scene.tap(p), touch)
    case .touch(let step):
      let delegate = self.delegate
      return .touch(try touchStep(column: 7) { s throws(TouchError) in try s.run(step, delegate: delegate) })
    case .hitTest(let name, let p):
      let id = try view(name)
      let result = scene.hitTest(p, in: id)
      if let f = result.failure { throw ScriptError(.override(.failed(f)), at: name) }
      return .hitTest(view: id, result)
    case .inside(let name, let p):
      let id = try view(name)
      let (inside, test) = scene.pointInside(id, p)
      return .inside(view: id, point: p, inside: inside, test: test)
    case .convert(let p, let from, let to):
      let a = try view(from)
      let b = try view(to)
      return .convert(p, from: a, to: b, result: scene.convert(p, from: a, to: b))
    case .explain(let name):
      if case .gesture(let g)? = scene.names[name.text] { return .explainGesture(g) }
      return .explain(try view(name))
    case .why(let name, let p):
      if case .gesture(let g)? = scene.names[name.text] { return .whyGesture(g, point: p, trialTap(p)) }
      var w = scene.why(try view(name), p)
      if let f = w.tap.hitTest.failure { throw ScriptError(.override(.failed(f)), at: name) }
      w.delivery = trialTap(p)
      return .why(w)
    case .under(let p):
      var u = scene.under(p)
      u.rows = trialTap(p)?.rowVerdicts ?? []
      return .under(u)
    case .tree: return .tree
    case .draw(let all): return .draw(all: all)
    }
  }

  /// The view a name refers to, or a located error with a suggestion.
  func view(_ name: NameRef) throws(ScriptError) -> ViewID {
    switch scene.names[name.text] {
    case .view(let id)?: return id
    case .controller?, .gesture?: throw ScriptError(.notAView(name.text), at: name)
    case nil:
      let suggestion = Suggestion.nearest(to: name.text, in: scene.allNames)
      throw ScriptError(.unknownView(name.text, suggestion: suggestion), at: name)
    }
  }

  /// Runs a scene edit, turning its error into one located at `name`.
  @discardableResult
  mutating func scene<T>(
    at name: NameRef, _ edit: (inout Scene) throws(SceneError) -> T
  ) throws(ScriptError) -> T {
    do {
      return try edit(&scene)
    } catch {
      throw ScriptError(.scene(error), at: name)
    }
  }

  /// `CGAffineTransform(…)` from the first op, each later op modifying it (`.rotated(by:)` etc.).
  static func transform(_ ops: [TransformOp]) -> AffineTransform {
    var t = AffineTransform.identity
    for (i, op) in ops.enumerated() {
      let base = i == 0 ? AffineTransform.identity : t
      switch op {
      case .rotate(let deg): t = base.rotated(by: deg * .pi / 180)
      case .rotateRadians(let r): t = base.rotated(by: r)
      case .scale(let x, let y): t = base.scaledBy(x: x, y: y)
      case .translate(let x, let y): t = base.translatedBy(x: x, y: y)
      case .matrix(let m): t = i == 0 ? m : m.concatenating(base)
      }
    }
    return t
  }
}
