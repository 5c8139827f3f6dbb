import ViewLabModel
import ViewLabSpeak

/// A pasted class's properties from the top level: `yellow.btn = blue` and `b.count = 5` set what an
/// instance holds, `b.count` reads it.
extension Session {
  /// `yellow.btn = blue`, `b.count = 5`: a property the class declares now holds a view or a value.
  /// `nil` when `property` is
  /// none of the class's (the caller goes on with UIKit's properties).
  mutating func assignClassProperty(_ name: String, _ property: String, _ valueExpr: BodyExpr, column: Int)
    throws(ScriptError) -> (Command, Outcome)?
  {
    let inScene = scene.view(named: name)
    let holder = inScene.map { (scene, $0) } ?? code.limbo.view(named: name).map { (code.limbo, $0) }
    guard let (s, id) = holder, let behavior = s.behavior(of: id) as? InterpretedClass else { return nil }
    guard behavior.definition.properties[property] != nil else {
      if [
        "frame", "bounds", "center", "hidden", "isHidden", "alpha", "transform", "layer", "enabled",
        "isEnabled",
      ]
      .contains(property) || ViewFlag(propertyName: property) != nil || Self.cosmetic.contains(property) {
        return nil
      }
      let suggestion = Suggestion.nearest(to: property, in: behavior.definition.properties.keys.sorted())
      throw ScriptError(
        .override(
          .unknownProperty(className: behavior.className, property: property, suggestion: suggestion)),
        column: column, length: property.count)
    }
    var held = behavior
    switch try value(valueExpr) {
    case .view(let target): held.outlets[property] = target
    case .null: held.outlets[property] = nil
    case let other:
      // A plain value (`b.count = 5`, `b.radius = 40`) for a property that holds no view: the
      // instance keeps it, as its own methods' assignments are kept.
      let type = behavior.definition.properties[property].map {
        String($0.filter { !" *?!".contains($0) })
      }
      guard var p = other.plain, !behavior.definition.lists.contains(property),
        type.map({ ViewClass(rawValue: $0) == nil && code.classes[$0] == nil }) ?? true
      else {
        throw ScriptError(
          .override(.propertyNeedsView(property: property, found: other.kind)), column: column)
      }
      if case .number(let n) = p { p = .number(NumberTyping.converted(n, to: type)) }
      held.values[property] = InterpretedValue(p)
      code.notes.append(.code(.variable(name: "\(name).\(property)", Self.describe(CodeValue(p)))))
    }
    let updated = CustomBehavior(held)
    if inScene != nil {
      var new = scene
      new.editOverrides(id) { $0.custom = updated }
      commit(new, verb: "property")
    } else {
      code.limbo.editOverrides(id) { $0.custom = updated }
    }
    return (.code(CodeSnippet([])), .changed([]))
  }

  /// `b.count`, `yellow.btn` read at the top level: what a pasted class's property holds (a value a
  /// method or a line gave it, the view it holds, else its initial value); nil when `m` is none of
  /// the class's properties.
  mutating func classProperty(_ s: Scene, _ id: ViewID, _ m: String) throws(ScriptError) -> CodeValue? {
    guard let behavior = s.behavior(of: id) as? InterpretedClass, behavior.definition.properties[m] != nil,
      !behavior.definition.lists.contains(m)
    else { return nil }
    if let v = behavior.values[m], let p = v.plain { return CodeValue(p) }
    if let target = behavior.outlets[m] { return .view(target) }
    if let body = behavior.definition.initializers[m], body.count == 1,
      case .returnValue(let e?) = body[0].kind,
      case let v = try value(e), v.plain != nil
    {
      return v
    }
    return .null
  }
}
