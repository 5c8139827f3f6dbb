import ViewLabTutor

extension JSONValue {
  /// A field of a `viewlab run --json` object by the contract's path, with a dotted component for
  /// rects and points (`frame.width`, `center.y`, `frame.origin.x`): how a program outside ViewLab
  /// reads an answer, which tests compare with the engine's typed value.
  ///
  ///     object.value(atField: "frame.width")   // frame[2]
  public func value(atField field: String) -> JSONValue? {
    let parts = field.split(separator: ".").map(String.init)
    guard let name = parts.first, var value = self[name] else { return nil }
    let components = parts.dropFirst().filter { $0 != "origin" && $0 != "size" }
    let indices = [
      "x": 0, "a": 0, "y": 1, "b": 1, "width": 2, "w": 2, "c": 2, "height": 3, "h": 3, "d": 3, "tx": 4,
      "ty": 5,
    ]
    for component in components {
      guard let items = value.arrayValue, let i = indices[component] ?? Int(component),
        items.indices.contains(i)
      else { return nil }
      value = items[i]
    }
    return value
  }
}
