import ViewLabModel

extension Scene {
  /// What pasted code changed from `before`: the views (`changes(since:)`), then each plain value an
  /// instance of a pasted class holds anew (`self.count += 1` → `b.count = 1`), as a property, a view
  /// controller's too.
  func codeChanges(since before: Scene) -> [SceneChange] {
    var out = changes(since: before)
    for id in viewIDs {
      guard let now = behavior(of: id) as? InterpretedClass, !now.values.isEmpty else { continue }
      let then = (before.behavior(of: id) as? InterpretedClass)?.values ?? [:]
      for (name, value) in now.values.sorted(by: { $0.key < $1.key }) where then[name] != value {
        out.append(.property(id, name, Interpreter.text(value, objectiveC: now.definition.objectiveC)))
      }
    }
    for c in controllerIDs {
      guard let now = controller(c).instance?.behavior as? InterpretedClass, !now.values.isEmpty else {
        continue
      }
      let then =
        before.controllerIDs.contains(c)
        ? (before.controller(c).instance?.behavior as? InterpretedClass)?.values ?? [:] : [:]
      for (name, value) in now.values.sorted(by: { $0.key < $1.key }) where then[name] != value {
        out.append(
          .controllerProperty(c, name, Interpreter.text(value, objectiveC: now.definition.objectiveC)))
      }
    }
    return out
  }
}
