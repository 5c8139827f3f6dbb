import ViewLabModel
import ViewLabSpeak

/// A pasted view controller's plain variables (`var taps = 0`): the top level is the controller, so
/// its lines declare them as the session's variables; its actions and touches methods, run by the
/// model, read and write them on the controller's instance (`Controller.instance`). The instance is
/// what holds them once a method ran: a tap's change is journaled with the tap (undo takes it back),
/// and the top level reads and writes the same value.
extension Session {
  /// The root view controller's record and its pasted class's instance, when a pasted controller
  /// class exists.
  func controllerInstance(in scene: Scene) -> (ControllerID, InterpretedClass)? {
    guard let def = code.classes.values.sorted(by: { $0.name < $1.name }).first(where: \.isController),
      let c = scene.controller(managing: Evaluator.controllerView(scene))
    else { return nil }
    if let kept = scene.controller(c).instance?.behavior as? InterpretedClass, kept.className == def.name {
      return (c, kept)
    }
    return (c, InterpretedClass(definition: def))
  }

  /// Before a tap or touch step: the controller's instance gets each plain variable of the top level
  /// it does not hold yet, so the methods the step runs see them.
  func seedController(_ scene: inout Scene) {
    guard let (c, instance) = controllerInstance(in: scene) else { return }
    var seeded = instance
    for (name, value) in code.values where seeded.values[name] == nil {
      guard let p = value.plain else { continue }
      seeded.values[name] = InterpretedValue(p)
    }
    guard seeded.values != instance.values || scene.controller(c).instance == nil else { return }
    scene.setControllerInstance(c, CustomBehavior(seeded))
  }

  /// The value the controller's instance holds for a top-level variable `name`, if it holds one.
  func controllerValue(_ name: String) -> CodeValue? {
    guard let kept = controllerKept, let v = kept.instance.values[name], let p = v.plain else { return nil }
    return CodeValue(p)
  }

  /// A top-level line gave variable `name` the plain value `v`: the controller's instance, when it
  /// holds that variable, holds the new value too (one undo step). A block's own variables are not
  /// the controller's.
  mutating func updateController(_ name: String, _ v: CodeValue) {
    guard control.scopes.isEmpty, let (c, instance) = controllerKept, let held = instance.values[name],
      let p = v.plain, held != InterpretedValue(p)
    else { return }
    var updated = instance
    updated.values[name] = InterpretedValue(p)
    try? commitInPlace(verb: name) { $0.setControllerInstance(c, CustomBehavior(updated)) }
  }

  /// The controller's instance, only when one was kept on its record.
  private var controllerKept: (c: ControllerID, instance: InterpretedClass)? {
    guard code.classes.values.contains(where: \.isController),
      let (c, instance) = controllerInstance(in: scene), scene.controller(c).instance != nil
    else { return nil }
    return (c, instance)
  }
}

extension Session {
  /// A statement of view controller `controller`'s lifecycle method: nil when it runs (the first
  /// controller pasted is the window's root and its `viewDidLoad` builds the root view); for another
  /// class, the statement does not run, said once per class: UIKit loads a controller's view when it
  /// is shown (presented, pushed, made root), not when its class is written.
  mutating func notRoot(_ controller: String, _ snippet: CodeSnippet) -> (Command, Outcome)? {
    guard let root = code.rootControllerClass else {
      code.rootControllerClass = controller
      return nil
    }
    guard root != controller else { return nil }
    var notes: [Note] = []
    if code.notLoaded.insert(controller).inserted {
      notes.append(.code(.notRootController(className: controller, root: root)))
    }
    return (.code(snippet), .changed(notes))
  }
}
