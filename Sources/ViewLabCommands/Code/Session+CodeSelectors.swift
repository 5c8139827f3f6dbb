import ViewLabModel

extension Session {
  /// `addTarget(t, action: #selector(foo), …)`, `UITapGestureRecognizer(target: t, action: …)`: when
  /// t is an instance of a pasted class (a view of one, or `self` as a pasted view controller) that
  /// has no method `foo`, UIKit would raise "unrecognized selector sent to instance" when the
  /// control fires or the recognizer recognizes. Say so now, and remember it for the tap.
  mutating func checkTarget(_ target: BodyExpr, has action: String) throws(ScriptError) {
    guard let def = try pastedClass(of: target) else { return }
    let stem = String(MethodDefinition.stem(action))
    let known =
      def.action(action) != nil || def.unreadActions.contains { MethodDefinition.stem($0.selector) == stem }
      || def.otherMethods.contains { MethodDefinition.stem($0) == stem }
    if known {
      code.missingActions[stem] = nil
      return
    }
    code.missingActions[stem] = def.name
    code.notes.append(.code(.noSuchMethod(selector: stem, className: def.name)))
  }

  /// The pasted class `e` is an instance of, if it is one.
  mutating func pastedClass(of e: BodyExpr) throws(ScriptError) -> ClassDefinition? {
    switch try value(e) {
    case .view(let name):
      guard let (s, id) = holder(of: name), let c = s.behavior(of: id) as? InterpretedClass else {
        return nil
      }
      return code.classes[c.className] ?? c.definition
    case .controller:
      for c in scene.controllerIDs where scene[scene.controller(c).view].superview == scene.window {
        return scene.controller(c).className.flatMap { code.classes[$0] }
      }
      return nil
    default:
      return nil
    }
  }
}
