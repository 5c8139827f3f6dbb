import ViewLabModel

/// `gestures` questions: a card with a tap recognizer and a view, button or custom control on it;
/// one tap, and the question asks who recognizes, which recognizers fail, which touches… phases the
/// touched view gets, which control events fire, or which actions run. Level 1 keeps UIKit's
/// defaults; level 2 flips one of the recognizer's switches or adds one on the touched view; level 3
/// adds a second recognizer that competes (a double tap it requires to fail, a pan, a long press,
/// simultaneous recognition) and may also flip a switch.
enum GestureGenerator {
  enum Leaf: CaseIterable {
    case plain, button, custom

    var names: [String] {
      switch self {
      case .plain: ["photo", "avatar", "tile", "thumb"]
      case .button: ["buy", "follow", "send", "share"]
      case .custom: ["like", "star", "rating", "knob"]
      }
    }

    var className: String {
      switch self {
      case .plain: "UIView"
      case .button: "UIButton"
      case .custom: "UIControl"
      }
    }
  }

  enum Asked: CaseIterable {
    case recognized, failed, phases, controlEvents, actions
  }

  static func draft(level: Int, _ rng: inout SplitMix64) -> QuestionDraft? {
    var d = SceneDraft()
    let root = d.freshName(ResponderGenerator.roots, rng: &rng)
    d.add(root, frame: (0, 0, 375, 667))
    let card = d.freshName(Names.containers, rng: &rng)
    let cardFrame = (
      rng.int(in: 2...6) * 10, rng.int(in: 8...20) * 10, rng.int(in: 26...32) * 10, rng.int(in: 20...30) * 10
    )
    d.add(card, frame: cardFrame, to: root)
    let leaf = rng.pick(Leaf.allCases)
    let leafName = d.freshName(leaf.names, rng: &rng)
    let leafFrame = (
      rng.int(in: 2...8) * 10, rng.int(in: 2...8) * 10, rng.int(in: 4...6) * 20, rng.int(in: 2...4) * 20
    )
    d.add(leafName, leaf.className, frame: leafFrame, to: card)
    let action = "\(leafName)Tapped"
    if leaf == .plain {
      d.command("touches \(leafName) handle")
    } else {
      d.command("action \(leafName) touchUpInside \(action)")
    }
    let parentTap = "tap" + card.prefix(1).uppercased() + card.dropFirst()
    d.command("gesture \(parentTap) tap on \(card)")
    var note = Notes.recognizersFirst
    if level >= 2 {
      switch rng.int(in: 0...(level == 2 ? 3 : 5)) {
      case 0:
        d.command("gesture \(parentTap) cancels off")
        note = Notes.cancelsTouches
      case 1:
        d.command("gesture \(parentTap) delaysbegan on")
        note = Notes.delaysTouches
      case 2:
        d.command("gesture \(parentTap) delaysended off")
        note = Notes.delaysTouches
      case 3:
        let own = "tap" + leafName.prefix(1).uppercased() + leafName.dropFirst()
        d.command("gesture \(own) tap on \(leafName)")
        note = Notes.deeperFirst
      default:
        break
      }
    }
    if level >= 3 {
      switch rng.int(in: 0...3) {
      case 0:
        d.command("gesture twice doubletap on \(card)")
        d.command("gesture \(parentTap) requires twice")
        note = Notes.requireToFail
      case 1:
        d.command("gesture drag pan on \(card)")
      case 2:
        d.command("gesture hold longpress on \(card)")
      default:
        d.command("gesture \(parentTap) simultaneous on")
      }
    }
    if leaf != .plain, note == Notes.recognizersFirst || note == Notes.cancelsTouches {
      note = leaf == .button ? Notes.controlVeto : Notes.customControl
    }
    guard let engine = QuizEngine(scene: d.lines) else { return nil }
    // The leaf's centre (frames are on a 10-point grid and sizes on 20, so the centre is 20 pt or
    // more from every edge), or now and then an empty corner of the card.
    let onLeaf = level == 1 || rng.chance(0.8)
    let x = cardFrame.0 + (onLeaf ? leafFrame.0 + leafFrame.2 / 2 : cardFrame.2 - 20)
    let y = cardFrame.1 + (onLeaf ? leafFrame.1 + leafFrame.3 / 2 : cardFrame.3 - 20)
    let touched = onLeaf ? leafName : card
    let isControl = onLeaf && leaf != .plain
    var choices: [Asked] = [.recognized, .phases]
    if level >= 2 { choices.append(.failed) }
    if isControl { choices += [.controlEvents, .actions, .actions] }
    let asked = rng.pick(choices)
    let none = Localized(" Answer none if there are none.", "没有就写 none。")
    let prompt: Localized
    switch asked {
    case .recognized:
      prompt = Localized(
        "A quick tap at (\(x), \(y)) in window coordinates. Which gesture recognizers recognize it, in order? Answer like a → b."
          + none.en,
        "在 window 坐标 (\(x), \(y)) 快速点一下。哪些手势识别器识别成功？按顺序写，如 a → b。" + none.zh)
    case .failed:
      prompt = Localized(
        "A quick tap at (\(x), \(y)) in window coordinates. Which gesture recognizers fail during the tap, in order?"
          + none.en,
        "在 window 坐标 (\(x), \(y)) 快速点一下。点击过程中哪些手势识别器失败？按顺序写。" + none.zh)
    case .phases:
      prompt = Localized(
        "A quick tap at (\(x), \(y)) in window coordinates. Which touches… messages does \(touched) get, in order (began, moved, ended, cancelled)?"
          + none.en,
        "在 window 坐标 (\(x), \(y)) 快速点一下。\(touched) 依次收到哪些 touches… 消息（began、moved、ended、cancelled）？" + none.zh
      )
    case .controlEvents:
      prompt = Localized(
        "A quick tap at (\(x), \(y)) in window coordinates. Which control events does \(leafName) send, in order (touchDown, touchUpInside, touchCancel, …)?"
          + none.en,
        "在 window 坐标 (\(x), \(y)) 快速点一下。\(leafName) 依次发出哪些控件事件（touchDown、touchUpInside、touchCancel……）？"
          + none.zh)
    case .actions:
      prompt = Localized(
        "A quick tap at (\(x), \(y)) in window coordinates. Does \(leafName)'s target-action run? Answer the action methods that run (\(action)), or none.",
        "在 window 坐标 (\(x), \(y)) 快速点一下。\(leafName) 的 target-action 会执行吗？写出执行的 action 方法（\(action)），不执行就写 none。"
      )
    }
    let field =
      switch asked {
      case .recognized: "recognized"
      case .failed: "failed"
      case .phases: "phases"
      case .controlEvents: "controlEvents"
      case .actions: "actions"
      }
    return QuestionDraft(
      scene: d.lines, query: "tap \(x) \(y)", field: field, kind: .chain, prompt: prompt, note: note,
      engine: engine)
  }
}
