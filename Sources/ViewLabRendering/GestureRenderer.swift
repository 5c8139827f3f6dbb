import ViewLabCommands
import ViewLabGeometry
import ViewLabLanguage
import ViewLabModel

/// `explain RECOGNIZER`, `why RECOGNIZER X Y`, and what `why VIEW X Y` adds once the view is hit:
/// "why did touchesEnded never come?", "why didn't my button's action fire?".
enum GestureRenderer {
  static func explain(_ id: GestureID, _ scene: Scene, _ s: Style) -> String {
    let r = scene.gesture(id)
    let l = s.language
    func flag(_ name: String, _ value: Bool, _ byDefault: Bool, _ meaning: Words.RecognizerFlag) -> String {
      "  \(name.padded(to: 22)) = \(value)\(value == byDefault ? s.dim(Words.byDefault(l)) : "")   "
        + Words.meaning(meaning, l)
    }
    var lines = [Words.recognizerHeader(s.name(r.name), r.kind.className, s.name(scene[r.view].name), l)]
    lines.append(Words.seesSubtree(scene[r.view].name, l))
    lines.append(flag("cancelsTouchesInView", r.cancelsTouchesInView, true, .cancelsTouchesInView))
    lines.append(flag("delaysTouchesBegan", r.delaysTouchesBegan, false, .delaysTouchesBegan))
    lines.append(flag("delaysTouchesEnded", r.delaysTouchesEnded, true, .delaysTouchesEnded))
    lines.append(flag("isEnabled", r.isEnabled, true, .isEnabled))
    lines.append(flag("simultaneous", r.simultaneous, false, .simultaneous))
    if !r.requires.isEmpty {
      lines.append(Words.requiresToFail(r.requires.map { scene.gesture($0).name }, l))
    }
    return lines.joined(separator: "\n")
  }

  /// `why RECOGNIZER X Y`: did it recognize, and the timeline's reason.
  static func why(_ id: GestureID, _ p: Point, _ touch: TouchResult?, _ scene: Scene, _ s: Style) -> String {
    let (recognized, reason) = verdict(id, touch, scene, s.language)
    let name = s.name(scene.gesture(id).name)
    let head = Words.recognizesVerdict(recognized, recognized ? s.check : s.cross, name, p, s.language)
    return head + "\n  " + reason
  }

  /// The model's typed verdict on the recognizer, worded: whether it recognized, and why.
  static func verdict(_ id: GestureID, _ touch: TouchResult?, _ scene: Scene, _ l: Language) -> (Bool, String)
  {
    let r = scene.gesture(id)
    let plain = Style(colored: false, language: l)
    let verdict = touch.verdict(on: .recognizer(id))
    switch verdict {
    case .noTouch: return (false, Words.fingerDown(l))
    case .disabled: return (false, Words.sentenceEnd(Words.recognizerDisabled(r.name, l), l))
    case .recognized(let because), .failed(let because):
      return (verdict.recognizes, Words.sentenceEnd(TimelineRenderer.reason(because, scene, plain), l))
    case .waiting(let other): return (false, Words.waitsFirst(scene.name(of: other), l))
    case .neverSees:
      return (
        false, Words.neverSeesTouch(hit: touch?.touchView.map { scene[$0].name }, scene[r.view].name, l)
      )
    case .deciding: return (false, Words.stillDeciding(l))
    }
  }

  /// After "a tap reaches V": what V then gets — nothing to add when it simply gets began and
  /// ended (and, for a control, its touchUpInside).
  static func delivery(to view: ViewID, _ touch: TouchResult, _ scene: Scene, _ l: Language) -> String? {
    let name = scene[view].name
    let mine = touch.timeline.compactMap { e -> PhaseDelivery? in
      if case .delivered(let d) = e, d.view == view { return d }
      return nil
    }.map(\.phase)
    let recognizedBy = touch.recognized.first.map { scene.name(of: $0) }
    let isControl = scene[view].viewClass.isControl
    var lines: [String] = []
    if mine.contains(.cancelled) {
      lines.append(Words.endedNeverComes(recognizedBy, l))
    } else if mine.isEmpty {
      lines.append(Words.noTouchesAtAll(name, recognizedBy, l))
    } else if !mine.contains(.ended) {
      lines.append(Words.gotOnly(name, mine.map(\.rawValue), l))
    }
    if isControl {
      let events = touch.controlEvents
      if events.contains(.touchUpInside) {
        let run = touch.actionsRun
        if !lines.isEmpty || !run.isEmpty {
          lines.append(Words.sendsTouchUpInside(name, runs: run, l))
        }
      } else if events.contains(.touchCancel) {
        let cls = scene[view].viewClass
        lines.append(Words.actionDoesNotRun(name, vetoes: cls.vetoesOtherTaps, cls: cls.rawValue, l))
      } else if !events.isEmpty {
        lines.append(Words.sendsButNoUpInside(name, events.map(\.rawValue), l))
      }
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }
}
