import ViewLabGeometry

extension Session {
  /// Calls that change only what a view looks like (titles, images, colours, fonts, per control
  /// state): accepted with a note, as a cosmetic property is.
  static let cosmeticSelectors: Set<String> = [
    "setTitle:forState:", "setTitle:for:", "setTitleColor:forState:", "setTitleColor:for:",
    "setImage:forState:", "setImage:for:", "setBackgroundImage:forState:", "setBackgroundImage:for:",
    "setAttributedTitle:forState:", "setAttributedTitle:for:", "setTitleShadowColor:forState:",
    "setTitleShadowColor:for:", "setPreferredSymbolConfiguration:forImageInState:",
    "setBackgroundImage:forBarMetrics:", "setContentHuggingPriority:forAxis:",
    "setContentCompressionResistancePriority:forAxis:", "setContentHuggingPriority:for:",
    "setContentCompressionResistancePriority:for:",
  ]

  /// A cosmetic call, or `sizeToFit` (which keeps the size: the size that fits depends on text,
  /// images and fonts, which ViewLab does not model). True when it was one; its arguments are
  /// still evaluated, so a mistake in them is an error.
  mutating func cosmeticCall(_ receiver: BodyExpr, _ selector: String, _ args: [BodyExpr], column: Int)
    throws(ScriptError) -> Bool
  {
    if selector == "sizeToFit" {
      let r = try value(receiver)
      guard case .view(let name) = r else { throw typeError(.kind(.view), receiver, found: r) }
      guard let (scene, id) = holder(of: name) else { return false }
      code.notes.append(.code(.sizeKept(view: name, scene[id].bounds.size)))
      return true
    }
    if ["endEditing:", "endEditing", "resignFirstResponder"].contains(selector) {
      let r = try value(receiver)
      guard case .view = r else { throw typeError(.kind(.view), receiver, found: r) }
      for arg in args { _ = try value(arg) }
      if !code.notes.contains(.code(.noKeyboard)) { code.notes.append(.code(.noKeyboard)) }
      return true
    }
    guard Self.cosmeticSelectors.contains(selector) else { return false }
    let r = try value(receiver)
    guard case .view = r else { throw typeError(.kind(.view), receiver, found: r) }
    for arg in args { _ = try? value(arg) }
    code.notes.append(.code(.ignored(selector)))
    return true
  }
}
