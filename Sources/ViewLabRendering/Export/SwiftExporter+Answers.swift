import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

extension SwiftExporter {
  /// One `print` per question asked (taps, hit-tests, conversions, point-inside), each answered by
  /// ViewLab on the exported scene.
  static func answers(_ session: Session, _ ids: SwiftIdentifiers) -> String {
    let scene = session.scene
    var out = ""
    func name(_ id: ViewID?) -> String { id.map { scene[$0].name } ?? "nil" }
    for query in session.asked {
      switch query {
      case .tap(let p):
        let hit = scene.tap(p).hitTest.hit
        out +=
          "print(\"tap \(p): hit =\", name(window.hitTest(\(point(p)), with: nil)), \"— ViewLab: \(name(hit))\")\n"
      case .hitTest(let v, let p):
        guard let id = scene.view(named: v.text) else { continue }
        let hit = scene.hitTest(p, in: id).hit
        out +=
          "print(\"\(v.text).hitTest(\(p)) =\", name(\(ids[id]).hitTest(\(point(p)), with: nil)), \"— ViewLab: \(name(hit))\")\n"
      case .inside(let v, let p):
        guard let id = scene.view(named: v.text) else { continue }
        let inside = scene.pointInside(id, p).inside
        out +=
          "print(\"\(v.text).point(inside: \(p)) =\", \(ids[id]).point(inside: \(point(p)), with: nil), \"— ViewLab: \(inside)\")\n"
      case .convert(let p, let from, let to):
        guard let a = scene.view(named: from.text), let b = scene.view(named: to.text) else { continue }
        let q = scene.convert(p, from: a, to: b)
        out +=
          "print(\"\(from.text).convert(\(p), to: \(to.text)) =\", \(ids[a]).convert(\(point(p)), to: \(ids[b])), \"— ViewLab: (\(n(q.x)), \(n(q.y)))\")\n"
      case .touch, .explain, .why, .under, .tree, .draw: continue
      }
    }
    return out
  }

  /// A subclass for each view with overrides ViewLab models (`shape`, `expand`, `passthrough`,
  /// `redirect`), written as UIKit code.
  static func overrideClasses(_ scene: Scene, _ ids: inout SwiftIdentifiers) -> String {
    var out = SwiftClassWriter.classes(scene, &ids)
    for id in scene.viewIDs where ids.overrideClass[id] == nil {
      let v = scene[id]
      let o = scene.overrides(of: id)
      let hasRedirect = scene.viewIDs.contains { scene.overrides(of: $0).redirect == id } || o.redirect != nil
      guard o.pointInside != .bounds || o.passthrough || hasRedirect else { continue }
      let cls = "ViewLab_" + ids[id]
      ids.overrideClass[id] = cls
      out += "\nfinal class \(cls): \(v.viewClass.rawValue) {\n  var redirectTarget: UIView?\n"
      switch o.pointInside {
      case .bounds: break
      case .circle:
        out += """
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
              hypot(point.x - bounds.midX, point.y - bounds.midY) <= min(bounds.width, bounds.height) / 2
            }

          """
      case .expanded(let dx, let dy):
        out += """
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
              bounds.insetBy(dx: \(n(-dx)), dy: \(n(-dy))).contains(point)
            }

          """
      }
      out += """
          override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            if let target = redirectTarget, target.point(inside: convert(point, to: target), with: event) {
              return target
            }
            let hit = super.hitTest(point, with: event)
            return \(o.passthrough ? "hit === self ? nil : hit" : "hit")
          }
        }

        """
    }
    return out
  }
}

/// Swift identifiers for view names (`my-view` → `my_view`; keywords get a trailing `_`).
struct SwiftIdentifiers {
  var names: [ViewID: String] = [:]
  var overrideClass: [ViewID: String] = [:]
  static let keywords: Set<String> = [
    "class", "struct", "enum", "func", "let", "var", "if", "else", "for", "in", "while", "return", "self",
    "super",
    "import", "init", "default", "case", "switch", "do", "try", "catch", "throw", "is", "as", "nil", "true",
    "false", "protocol", "extension", "static", "where", "guard", "repeat", "break", "continue", "defer",
    "inout",
    "operator", "subscript", "typealias", "associatedtype", "internal", "private", "public", "fileprivate",
    "open", "deinit", "Any", "Self", "name", "print", "window",
  ]

  init(_ scene: Scene) {
    var used: Set<String> = ["window"]
    for id in scene.viewIDs where id != scene.window {
      var s = Self.sanitize(scene[id].name)
      while used.contains(s) { s += "_" }
      used.insert(s)
      names[id] = s
    }
    names[scene.window] = "window"
  }

  static func sanitize(_ name: String) -> String {
    let s = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    return keywords.contains(s) ? s + "_" : s
  }

  subscript(id: ViewID) -> String { names[id] ?? "window" }
}
