import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

/// `explain RECOGNIZER`, `why RECOGNIZER X Y`, and what `why VIEW X Y` adds once the view is hit:
/// "why did touchesEnded never come?", "why didn't my button's action fire?".
enum GestureRenderer {
  static func explain(_ id: GestureID, _ scene: Scene, _ s: Style) -> String {
    let r = scene.gesture(id)
    func flag(_ name: String, _ value: Bool, _ byDefault: Bool, _ meaning: String) -> String {
      "  \(name.padded(to: 22)) = \(value)\(value == byDefault ? s.dim(" (default)") : "")   \(meaning)"
    }
    var lines = ["\(s.name(r.name)) (\(r.kind.className)) on \(s.name(scene[r.view].name))"]
    lines.append(
      "  sees every touch whose hit view is \(scene[r.view].name) or inside it, before that view does")
    lines.append(
      flag(
        "cancelsTouchesInView", r.cancelsTouchesInView, true, "on recognizing, the view gets touchesCancelled"
      ))
    lines.append(flag("delaysTouchesBegan", r.delaysTouchesBegan, false, "touchesBegan waits until it fails"))
    lines.append(
      flag("delaysTouchesEnded", r.delaysTouchesEnded, true, "touchesEnded waits until it decides"))
    lines.append(flag("isEnabled", r.isEnabled, true, "a disabled recognizer sees nothing"))
    lines.append(flag("simultaneous", r.simultaneous, false, "the delegate lets it recognize with others"))
    if !r.requires.isEmpty {
      let names = r.requires.map { scene.gesture($0).name }.joined(separator: ", ")
      lines.append("  require(toFail: \(names)): it recognizes only after they fail")
    }
    return lines.joined(separator: "\n")
  }

  static func explainFields(_ id: GestureID, _ scene: Scene) -> [(String, JSON)] {
    let r = scene.gesture(id)
    return [
      ("gesture", .string(r.name)), ("class", .string(r.kind.className)),
      ("view", .string(scene[r.view].name)),
      ("cancelsTouchesInView", .bool(r.cancelsTouchesInView)),
      ("delaysTouchesBegan", .bool(r.delaysTouchesBegan)),
      ("delaysTouchesEnded", .bool(r.delaysTouchesEnded)), ("isEnabled", .bool(r.isEnabled)),
      ("simultaneous", .bool(r.simultaneous)),
      ("requires", .names(r.requires.map { scene.gesture($0).name })),
    ]
  }

  /// `why RECOGNIZER X Y`: did it recognize, and the timeline's reason.
  static func why(_ id: GestureID, _ p: Point, _ touch: TouchResult?, _ scene: Scene, _ s: Style) -> String {
    let (recognized, reason) = verdict(id, touch, scene)
    let name = s.name(scene.gesture(id).name)
    let head =
      recognized
      ? "\(s.check) \(name) recognizes a tap at \(p)" : "\(s.cross) \(name) does not recognize a tap at \(p)"
    return head + "\n  " + reason
  }

  static func verdict(_ id: GestureID, _ touch: TouchResult?, _ scene: Scene) -> (Bool, String) {
    let ref = GestureRef.recognizer(id)
    let r = scene.gesture(id)
    guard let touch else { return (false, "a finger is down: lift it first ('touch up') to try a tap") }
    for entry in touch.timeline {
      switch entry {
      case .ignored(let g) where g == ref:
        return (false, "\(r.name) is disabled (isEnabled == false): it sees nothing.")
      case .transition(let g, _, let to, let because) where g == ref && (to == .recognized || to == .began):
        return (true, TimelineRenderer.reason(because, scene, .plain) + ".")
      case .transition(let g, _, .failed, let because) where g == ref:
        return (false, TimelineRenderer.reason(because, scene, .plain) + ".")
      case .waiting(let g, let other) where g == ref:
        return (false, "it waits for \(scene.name(of: other)) to fail first (require(toFail:)).")
      default: continue
      }
    }
    guard touch.timeline.contains(where: { if case .receives(let g, _) = $0 { g == ref } else { false } })
    else {
      let hit = touch.touchView.map { scene[$0].name } ?? "nothing"
      return (
        false,
        "it never sees this touch: the hit view is \(hit), which is neither \(scene[r.view].name) nor inside it (recognizers see touches of their view's subtree only)."
      )
    }
    return (false, "it is still deciding (a double tap waits for its second tap, a long press for its time).")
  }

  /// After "a tap reaches V": what V then gets — nothing to add when it simply gets began and
  /// ended (and, for a control, its touchUpInside).
  static func delivery(to view: ViewID, _ touch: TouchResult, _ scene: Scene) -> String? {
    let name = scene[view].name
    let mine = touch.timeline.compactMap { e -> PhaseDelivery? in
      if case .delivered(let d) = e, d.view == view { return d }
      return nil
    }.map(\.phase)
    let recognizedBy = touch.recognized.first.map { scene.name(of: $0) }
    let isControl = scene[view].viewClass.isControl
    var lines: [String] = []
    if mine.contains(.cancelled) {
      lines.append(
        "but touchesEnded never comes: \(recognizedBy ?? "a recognizer") recognized, and with cancelsTouchesInView on the view gets touchesCancelled instead."
      )
    } else if mine.isEmpty {
      lines.append(
        "but \(name) gets no touches… message at all: \(recognizedBy ?? "a recognizer") recognized while delaysTouchesBegan held began back, so what was held back is never sent."
      )
    } else if !mine.contains(.ended) {
      lines.append("but \(name) got only \(mine.map(\.rawValue).joined(separator: ", ")) so far.")
    }
    if isControl {
      let events = touch.controlEvents
      if events.contains(.touchUpInside) {
        let run = touch.actionsRun
        if !lines.isEmpty || !run.isEmpty {
          lines.append(
            "\(name) sends touchUpInside"
              + (run.isEmpty
                ? " (no target-action is attached)." : " and runs \(run.joined(separator: ", "))."))
        }
      } else if events.contains(.touchCancel) {
        let cls = scene[view].viewClass
        let why =
          cls.vetoesOtherTaps
          ? "a recognizer on \(name) itself, or a gesture UIKit does not let controls refuse (a double tap, pan or long press), took the touch"
          : "\(name) is a custom control (\(cls.rawValue)): only UIButton, UISwitch, UIStepper, UISegmentedControl and UIPageControl refuse a superview's one-tap recognizer"
        lines.append("\(name)'s action does not run: it sends touchCancel, not touchUpInside — \(why).")
      } else if !events.isEmpty {
        lines.append("\(name) sends \(events.map(\.rawValue).joined(separator: ", ")) but no touchUpInside.")
      }
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }
}
