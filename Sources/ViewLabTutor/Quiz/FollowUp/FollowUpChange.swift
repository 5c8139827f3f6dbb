import ViewLabCommands
import ViewLabGeometry

/// The one thing a follow-up changes in the last question's scene, as an interviewer asks it: "and
/// if the button were hidden?", "and if the parent's tap had cancelsTouchesInView off?". Each is one
/// typed scene edit (`edit`), added to the question's scene as the line the one command printer
/// writes for it (`command`).
public enum FollowUpChange: Equatable, Sendable {
  case hidden(String)
  case interactionOff(String)
  case clipsOn(String)
  case transparent(String)
  case cancelsTouchesOff(String)
  case delaysTouchesBeganOn(String)
  case recognizerDisabled(String)
  /// A new view controller whose root view is the named view.
  case controller(String, root: String)
  /// The view overrides touchesBegan and does not call super.
  case handlesTouches(String)
  case boundsOrigin(String, x: Int, y: Int)
  case anchor(String, x: Int, y: Int)
  case rotated(String, degrees: Int)

  /// The scene edit that makes the change.
  public var edit: SceneEdit {
    switch self {
    case .hidden(let v): .hidden(NameRef(v), true)
    case .interactionOff(let v): .flag(NameRef(v), .interaction, false)
    case .clipsOn(let v): .flag(NameRef(v), .clip, true)
    case .transparent(let v): .alpha(NameRef(v), 0)
    case .cancelsTouchesOff(let g): .gesture(NameRef(g), .flag(.cancelsTouchesInView, false))
    case .delaysTouchesBeganOn(let g): .gesture(NameRef(g), .flag(.delaysTouchesBegan, true))
    case .recognizerDisabled(let g): .gesture(NameRef(g), .flag(.isEnabled, false))
    case .controller(let c, let root): .controller(NameRef(c), view: NameRef(root))
    case .handlesTouches(let v): .touches(NameRef(v), .handle)
    case .boundsOrigin(let v, let x, let y): .bounds(NameRef(v), .origin(Point(x: Double(x), y: Double(y))))
    case .anchor(let v, let x, let y): .anchor(NameRef(v), Point(x: Double(x), y: Double(y)))
    case .rotated(let v, let degrees): .transform(NameRef(v), [.rotate(degrees: Double(degrees))])
    }
  }

  /// The scene-script line that makes the change.
  public var command: String { edit.line }

  /// The rule the change probes: the follow-up's short why.
  var note: Localized {
    switch self {
    case .hidden, .interactionOff, .clipsOn, .transparent: Notes.hitTestOrder
    case .cancelsTouchesOff: Notes.cancelsTouches
    case .delaysTouchesBeganOn: Notes.delaysTouches
    case .recognizerDisabled: Notes.recognizersFirst
    case .controller: Notes.responderNext
    case .handlesTouches: Notes.touchesForwarding
    case .boundsOrigin: Notes.convertUpDown
    case .anchor: Notes.anchorKeepsPosition
    case .rotated: Notes.transformedFrame
    }
  }

  /// The change as the follow-up's prompt says it.
  var words: (en: String, zh: String) {
    switch self {
    case .hidden(let v): ("and if \(v) were hidden?", "如果 \(v) 被隐藏了（isHidden = true）呢？")
    case .interactionOff(let v):
      ("and if \(v) had isUserInteractionEnabled off?", "如果把 \(v) 的 isUserInteractionEnabled 关掉呢？")
    case .clipsOn(let v): ("and if \(v) had clipsToBounds on?", "如果 \(v) 打开了 clipsToBounds 呢？")
    case .transparent(let v): ("and if \(v)'s alpha were 0?", "如果 \(v) 的 alpha 设成 0 呢？")
    case .cancelsTouchesOff(let g):
      ("and if \(g) had cancelsTouchesInView off?", "如果 \(g) 的 cancelsTouchesInView 设为 false 呢？")
    case .delaysTouchesBeganOn(let g):
      ("and if \(g) had delaysTouchesBegan on?", "如果 \(g) 的 delaysTouchesBegan 设为 true 呢？")
    case .recognizerDisabled(let g):
      ("and if \(g) were disabled (isEnabled off)?", "如果 \(g) 被禁用了（isEnabled = false）呢？")
    case .controller(let c, let root):
      ("and if \(root) were the root view of a view controller, \(c)?", "如果 \(root) 是视图控制器 \(c) 的根视图呢？")
    case .handlesTouches(let v):
      (
        "and if \(v) overrode touchesBegan(_:with:) without calling super?",
        "如果 \(v) 重写了 touchesBegan(_:with:)，而且不调用 super 呢？"
      )
    case .boundsOrigin(let v, let x, let y):
      ("and if \(v)'s bounds origin were (\(x), \(y))?", "如果 \(v) 的 bounds 原点改成 (\(x), \(y)) 呢？")
    case .anchor(let v, let x, let y):
      (
        "and if \(v)'s anchorPoint were (\(x), \(y)), its position unchanged?",
        "如果 \(v) 的 anchorPoint 改成 (\(x), \(y))、position 不变呢？"
      )
    case .rotated(let v, let degrees):
      ("and if \(v) were rotated \(degrees)° (its transform)?", "如果 \(v) 旋转 \(degrees)°（设置 transform）呢？")
    }
  }
}
