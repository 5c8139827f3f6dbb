/// A small scene under construction: views with readable names and round numbers, written out as
/// scene-script lines. Generators build one, then ask the engine about it.
///
///     var d = SceneDraft()
///     d.add("card", frame: (40, 80, 200, 160))
///     d.lines   // ["add card 40 80 200 160"]
struct SceneDraft: Sendable {
  struct Placed: Sendable {
    var name: String
    var className: String
    var frame: (x: Int, y: Int, w: Int, h: Int)
    var parent: String
  }

  private(set) var views: [Placed] = []
  private(set) var lines: [String] = []
  private var used: Set<String> = ["window"]

  /// Adds a view; the class is omitted from the line when it is plain UIView.
  mutating func add(
    _ name: String, _ className: String = "UIView", frame: (Int, Int, Int, Int), to parent: String = "window"
  ) {
    let (x, y, w, h) = frame
    views.append(Placed(name: name, className: className, frame: (x, y, w, h), parent: parent))
    used.insert(name)
    var line = "add \(name)"
    if className != "UIView" { line += " \(className)" }
    line += " \(x) \(y) \(w) \(h)"
    if parent != "window" { line += " to \(parent)" }
    lines.append(line)
  }

  /// Any other scene command (`hide badge`, `transform card rotate 90`, `controller vc for root`).
  mutating func command(_ line: String) { lines.append(line) }

  /// A name from `pool` not used yet in this scene (falls back to a numbered one).
  mutating func freshName(_ pool: [String], rng: inout SplitMix64) -> String {
    let free = pool.filter { !used.contains($0) }
    let name = free.isEmpty ? "\(pool[0])\(used.count)" : rng.pick(free)
    used.insert(name)
    return name
  }

  func view(_ name: String) -> Placed? { views.first { $0.name == name } }

  /// The views directly inside `parent`, in the order they were added.
  func children(of parent: String) -> [Placed] { views.filter { $0.parent == parent } }
}

/// Readable names by role, and the class that fits each.
enum Names {
  static let containers = [
    "card", "panel", "sheet", "header", "toolbar", "sidebar", "content", "footer", "menu",
  ]
  static let leaves = [
    "button", "badge", "icon", "avatar", "label", "photo", "toggle", "title", "tag", "dot",
  ]
  static let overlays = ["overlay", "banner", "cover", "popup", "toast"]

  /// The UIKit class a view with this name would be.
  static func className(for name: String, rng: inout SplitMix64) -> String {
    switch name {
    case "button", "toggle": return "UIButton"
    case "label", "title", "tag": return rng.chance(0.7) ? "UILabel" : "UIView"
    case "photo", "avatar", "icon": return rng.chance(0.7) ? "UIImageView" : "UIView"
    default: return "UIView"
    }
  }
}
