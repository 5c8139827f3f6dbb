import ViewLabCommands
import ViewLabGeometry
import ViewLabLanguage
import ViewLabModel

/// `export swift FILE`: a self-contained UIKit program (Playground-ready) that rebuilds the scene and
/// prints UIKit's answers to the questions asked so far beside ViewLab's, for comparison on a Mac.
public enum SwiftExporter {
  /// - Parameter language: the language of the program's comments.
  public static func render(_ session: Session, language l: Language = .en) -> String {
    let scene = session.scene
    var ids = SwiftIdentifiers(scene)
    var out = ExportWords.swiftHeader(l) + "\n"
    out += """
      import UIKit

      func name(_ view: UIView?) -> String { view?.accessibilityIdentifier ?? "nil" }

      """
    out += SwiftExporter.overrideClasses(scene, &ids)
    let w = scene[scene.window]
    out +=
      "\nlet window = UIWindow(frame: CGRect(x: 0, y: 0, width: \(n(w.bounds.size.width)), height: \(n(w.bounds.size.height))))\n"
    out += "window.accessibilityIdentifier = \"window\"\n"
    out += "window.isHidden = \(w.isHidden)  \(ExportWords.windowHidden(l))\n"
    out += flags(w, "window", isWindow: true, l)
    for id in scene.subtree(of: scene.window).dropFirst() {
      out += "\n" + viewLines(id, scene, ids, l)
    }
    for id in scene.viewIDs {
      if let target = scene.overrides(of: id).redirect {
        out += "\(ids[id]).redirectTarget = \(ids[target])\n"
      }
    }
    out += SwiftClassWriter.outlets(scene, ids)
    for c in scene.controllerIDs {
      let ctl = scene.controller(c)
      let cid = SwiftIdentifiers.sanitize(ctl.name)
      out += "\nlet \(cid) = UIViewController()\n\(cid).view = \(ids[ctl.view])\n"
    }
    out += gestureLines(scene, ids, l)
    let answers = SwiftExporter.answers(session, ids)
    if !answers.isEmpty { out += "\n" + ExportWords.questions(l) + "\n" + answers }
    return out
  }

  /// Recognizers, disabled controls and target-actions, as UIKit code. Recognizers get no target
  /// (the exported program compares hit-testing, not gesture callbacks), so their settings are the
  /// point: they decide what a touch delivers.
  static func gestureLines(_ scene: Scene, _ ids: SwiftIdentifiers, _ l: Language) -> String {
    var out = ""
    for id in scene.viewIDs where scene[id].viewClass.isControl {
      let v = scene[id]
      if !v.isEnabled { out += "\(ids[id]).isEnabled = false\n" }
      for a in v.actions {
        out += "// \(ids[id]).addTarget(self, action: #selector(\(a.action)), for: .\(a.event.rawValue))\n"
      }
    }
    let recognizers = scene.gestureIDs
    guard !recognizers.isEmpty else { return out }
    var names: [GestureID: String] = [:]
    for g in recognizers { names[g] = SwiftIdentifiers.sanitize(scene.gesture(g).name) }
    out += "\n"
    for g in recognizers {
      let r = scene.gesture(g)
      let me = names[g]!
      switch r.kind {
      case .tap: out += "let \(me) = UITapGestureRecognizer(target: nil, action: nil)\n"
      case .doubletap:
        out +=
          "let \(me) = UITapGestureRecognizer(target: nil, action: nil)\n\(me).numberOfTapsRequired = 2\n"
      case .longpress: out += "let \(me) = UILongPressGestureRecognizer(target: nil, action: nil)\n"
      case .pan: out += "let \(me) = UIPanGestureRecognizer(target: nil, action: nil)\n"
      case .pinch: out += "let \(me) = UIPinchGestureRecognizer(target: nil, action: nil)\n"
      case .rotation: out += "let \(me) = UIRotationGestureRecognizer(target: nil, action: nil)\n"
      }
      if !r.cancelsTouchesInView { out += "\(me).cancelsTouchesInView = false\n" }
      if r.delaysTouchesBegan { out += "\(me).delaysTouchesBegan = true\n" }
      if !r.delaysTouchesEnded { out += "\(me).delaysTouchesEnded = false\n" }
      if !r.isEnabled { out += "\(me).isEnabled = false\n" }
      if r.simultaneous { out += ExportWords.simultaneous(me, l) + "\n" }
      out += "\(ids[r.view]).addGestureRecognizer(\(me))\n"
    }
    for g in recognizers {
      for other in scene.gesture(g).requires { out += "\(names[g]!).require(toFail: \(names[other]!))\n" }
    }
    return out
  }

  static func n(_ x: Double) -> String { Number.exact(x) }
  static func point(_ p: Point) -> String { "CGPoint(x: \(n(p.x)), y: \(n(p.y)))" }
  static func rect(_ r: Rect) -> String {
    "CGRect(x: \(n(r.origin.x)), y: \(n(r.origin.y)), width: \(n(r.size.width)), height: \(n(r.size.height)))"
  }

  static func viewLines(_ id: ViewID, _ scene: Scene, _ ids: SwiftIdentifiers, _ l: Language) -> String {
    let v = scene[id]
    let me = ids[id]
    let cls = ids.overrideClass[id] ?? v.viewClass.rawValue
    var out = "let \(me) = \(cls)(frame: .zero)"
    if let origin = v.imported {
      out += "  // \(origin.originalClass)" + (origin.address.map { " \($0)" } ?? "")
    }
    out += "\n\(me).accessibilityIdentifier = \"\(v.name)\"\n"
    if v.anchorPoint != Point(x: 0.5, y: 0.5) { out += "\(me).layer.anchorPoint = \(point(v.anchorPoint))\n" }
    out += "\(me).bounds = \(rect(v.bounds))\n"
    out += "\(me).layer.position = \(point(v.position))\n"
    if !v.transform.isIdentity {
      let t = v.transform
      out +=
        "\(me).transform = CGAffineTransform(a: \(n(t.a)), b: \(n(t.b)), c: \(n(t.c)), d: \(n(t.d)), tx: \(n(t.tx)), ty: \(n(t.ty)))\n"
    }
    out += flags(v, me, isWindow: false, l)
    out += "\(ids[v.superview!]).addSubview(\(me))\n"
    return out
  }

  static func flags(_ v: View, _ me: String, isWindow: Bool, _ l: Language) -> String {
    var out = ""
    if v.isHidden, !isWindow { out += "\(me).isHidden = true\n" }
    if v.alpha != 1 { out += "\(me).alpha = \(Number.exact(Double(v.alpha)))\n" }
    // Interaction is always written: the class default (UILabel, UIImageView) surprises people.
    for flag in ViewFlag.allCases
    where flag == .interaction || v[keyPath: flag.keyPath] != flag.defaultValue(for: v.viewClass) {
      out += "\(me).\(flag.swiftName) = \(v[keyPath: flag.keyPath])\n"
    }
    if v.touches != .none {
      out += ExportWords.touchesNotExported(v.name, v.touches.rawValue, l) + "\n"
    }
    if v.hasSwipeActions { out += ExportWords.swipeActionsNotExported(v.name, l) + "\n" }
    return out
  }
}
