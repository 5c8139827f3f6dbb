import ViewLabGeometry
import ViewLabModel

/// The one command printer: a typed command as the scene-script line that parses back into it,
/// numbers at full precision (`Number.exact`). Whoever composes a line from values (the tutor's
/// hints and what-if scenes, follow-up questions) builds the typed command and prints it here,
/// so a line cannot be misspelled and a verb's syntax lives only in its declaration and here.
///
///     SceneEdit.alpha(NameRef("card"), 0).line   // "alpha card 0"
///     Query.why(NameRef("card"), Point(x: 10, y: 20)).line   // "why card 10 20"
extension SceneEdit {
  public var line: String {
    switch self {
    case .window(let size): "window \(n(size.width)) \(n(size.height))"
    case .add(let name, let cls, let frame, let parent):
      "add \(name) \(cls.rawValue)" + (frame.map { " " + rect($0) } ?? "")
        + (parent.map { " to \($0)" } ?? "")
    case .remove(let name): "remove \(name)"
    case .move(let name, let parent, let index):
      "move \(name) to \(parent)" + (index.map { " at \($0)" } ?? "")
    case .reorder(let name, let front): "\(front ? "front" : "back") \(name)"
    case .frame(let name, let edit): "frame \(name) \(Self.text(edit))"
    case .bounds(let name, let edit): "bounds \(name) \(Self.text(edit))"
    case .center(let name, let p): "center \(name) \(point(p))"
    case .position(let name, let p): "position \(name) \(point(p))"
    case .anchor(let name, let p): "anchor \(name) \(point(p))"
    case .transform(let name, let ops):
      "transform \(name) " + (ops.isEmpty ? "identity" : ops.map(Self.text).joined(separator: " "))
    case .hidden(let name, let hidden): "\(hidden ? "hide" : "show") \(name)"
    case .alpha(let name, let value): "alpha \(name) \(n(value))"
    case .flag(let name, let flag, let on): "\(flag.rawValue) \(name) \(onOff(on))"
    case .controller(let name, let view): "controller \(name) for \(view)"
    case .shape(let name, let circle): "shape \(name) \(circle ? "circle" : "rect")"
    case .expand(let name, let dx, let dy): "expand \(name) \(n(dx))" + (dx == dy ? "" : " \(n(dy))")
    case .passthrough(let name, let on): "passthrough \(name) \(onOff(on))"
    case .redirect(let name, let other): "redirect \(name) " + (other.map { "to \($0)" } ?? "off")
    case .touches(let name, let mode): "touches \(name) \(mode.rawValue)"
    case .gesture(let name, let edit):
      switch edit {
      case .add(let kind, let view): "gesture \(name) \(kind.rawValue) on \(view)"
      case .flag(let flag, let on): "gesture \(name) \(Self.setting(flag)) \(onOff(on))"
      case .requires(let other): "gesture \(name) requires \(other)"
      case .remove: "gesture \(name) remove"
      }
    case .enabled(let name, let on): "enabled \(name) \(onOff(on))"
    case .action(let name, let event, let action): "action \(name) \(event.rawValue) \(action)"
    case .present(let name, let presenter): "present \(name) from \(presenter)"
    case .lifecycle(let mode): "lifecycle \(mode.rawValue)"
    case .rows(let name, let count, let height):
      "rows \(name) \(count)" + (height.map { " \(n($0))" } ?? "")
    case .swipeActions(let name, let on): "swipeactions \(name) \(onOff(on))"
    }
  }

  static func text(_ edit: RectEdit) -> String {
    switch edit {
    case .whole(let r): rect(r)
    case .origin(let p): "origin \(point(p))"
    case .size(let s): "size \(n(s.width)) \(n(s.height))"
    }
  }

  static func text(_ op: TransformOp) -> String {
    switch op {
    case .rotate(let degrees): "rotate \(n(degrees))"
    case .rotateRadians(let radians): "rotate \(n(radians * 180 / .pi))"
    case .scale(let x, let y): "scale \(n(x))" + (x == y ? "" : " \(n(y))")
    case .translate(let x, let y): "translate \(n(x)) \(n(y))"
    case .matrix(let m): "matrix " + m.components.map(n).joined(separator: " ")
    }
  }

  /// The word `gesture NAME SETTING on|off` uses for a recognizer property.
  static func setting(_ flag: GestureFlag) -> String {
    switch flag {
    case .cancelsTouchesInView: "cancels"
    case .delaysTouchesBegan: "delaysbegan"
    case .delaysTouchesEnded: "delaysended"
    case .isEnabled: "enabled"
    case .simultaneous: "simultaneous"
    }
  }
}

extension Query {
  public var line: String {
    switch self {
    case .tap(let p): "tap \(point(p))"
    case .touch(let step):
      switch step {
      case .down(let p, let f): "touch down \(point(p))" + finger(f)
      case .move(let p, let f): "touch move \(point(p))" + finger(f)
      case .wait(let seconds): "touch wait \(n(seconds))"
      case .up(let f): "touch up" + finger(f)
      case .cancel(let f): "touch cancel" + finger(f)
      }
    case .hitTest(let name, let p): "hittest \(name) \(point(p))"
    case .inside(let name, let p): "inside \(name) \(point(p))"
    case .convert(let p, let a, let b): "convert \(point(p)) from \(a) to \(b)"
    case .explain(let name): "explain \(name)"
    case .why(let name, let p): "why \(name) \(point(p))"
    case .under(let p): "under \(point(p))"
    case .tree: "tree"
    case .draw(let all): all ? "draw all" : "draw"
    }
  }

  private func finger(_ f: Int) -> String { f == 1 ? "" : " finger \(f)" }
}

extension NameRef {
  /// A name composed by a program rather than typed (no column to point an error at).
  public init(_ text: String) { self.init(text, column: 0) }
}

private func n(_ x: Double) -> String { Number.exact(x) }
private func point(_ p: Point) -> String { "\(n(p.x)) \(n(p.y))" }
private func rect(_ r: Rect) -> String {
  "\(n(r.origin.x)) \(n(r.origin.y)) \(n(r.size.width)) \(n(r.size.height))"
}
private func onOff(_ on: Bool) -> String { on ? "on" : "off" }
