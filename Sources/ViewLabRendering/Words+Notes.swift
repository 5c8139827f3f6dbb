import ViewLabGeometry
import ViewLabLanguage

/// Notes after a change, what pasted code did, and the confirmations of commands that change
/// nothing on screen: both languages side by side.
extension Words {
  static func frameUndefinedNote(_ view: String, rotated: Bool, _ l: Language) -> String {
    rotated
      ? l.pick(
        " \(view) has a transform, and Apple documents frame as undefined then; with a rotation ViewLab sets bounds.size and position deterministically, but UIKit promises nothing.",
        "\(view) 有 transform，Apple 文档说明此时 frame 未定义；有旋转时 ViewLab 按确定的规则设置 bounds.size 和 position，但 UIKit 并不保证结果。"
      )
      : l.pick(
        " \(view) has a transform, and Apple documents frame as undefined then; under a scale UIKit divides the size by the scale, so reading frame back gives what you set.",
        "\(view) 有 transform，Apple 文档说明此时 frame 未定义；有缩放时 UIKit 会把尺寸除以缩放比例，所以读回的 frame 就是你设置的值。"
      )
  }

  static func alphaStoredNote(_ view: String, asked: String, stored: String, _ l: Language) -> String {
    l.pick(
      " \(view).alpha is stored as a Float: \(asked) became \(stored)"
        + " — below 0.01, so hitTest ignores \(view) (Apple: \"alpha less than 0.01\"; notes that say <= 0.01 get"
        + " the same answer here only by luck)",
      "\(view).alpha 以 Float 存储：\(asked) 变成了 \(stored)，低于 0.01，所以 hitTest 会忽略 \(view)"
        + "（Apple 文档写的是小于 0.01；写成 <= 0.01 的资料在这里得到同样的答案只是碰巧）")
  }

  static func alphaClampedNote(_ view: String, asked: String, stored: String, _ l: Language) -> String {
    let ignored = stored == "0"
    return l.pick(
      " \(view).alpha was set to \(asked), outside 0.0–1.0: alpha is the layer's opacity, which Apple documents"
        + " as clamped to that range, so \(view).alpha is \(stored)"
        + (ignored ? " — below 0.01, so hitTest ignores \(view)" : ""),
      "\(view).alpha 设为 \(asked)，超出了 0.0–1.0：alpha 就是图层的 opacity，Apple 文档说明超出范围的值会被截取到"
        + "最小值或最大值，所以 \(view).alpha 是 \(stored)" + (ignored ? "，低于 0.01，所以 hitTest 会忽略 \(view)" : ""))
  }

  static func anchorOutsideUnitNote(_ view: String, _ x: String, _ y: String, _ l: Language) -> String {
    l.pick(
      " \(view).layer.anchorPoint is (\(x), \(y)), outside 0…1: UIKit allows it (notes that say 0…1 only are"
        + " wrong). The anchor is a point outside the bounds; position stays, so the view moves"
        + " (frame.origin = position − anchorPoint × bounds.size) and a transform turns about that outside point",
      "\(view).layer.anchorPoint 是 (\(x), \(y))，超出了 0…1：UIKit 允许这样设置（说“取值范围只能是 0~1”的资料不对）。"
        + "锚点落在 bounds 之外；position 不变，所以视图会移动（frame.origin = position − anchorPoint × bounds.size），"
        + "transform 也绕这个外面的点旋转、缩放")
  }

  static func codeFrameInHitTesting(
    _ cls: String, _ method: String, line: Int, _ objectiveC: Bool, _ l: Language
  ) -> String {
    let frame = objectiveC ? "self.frame" : "frame"
    let bounds = objectiveC ? "self.bounds" : "bounds"
    return l.pick(
      "\(cls).\(method) reads \(frame) (line \(line)), but its point is in \(cls)'s own coordinates,"
        + " the bounds'. frame is in the superview's, and Apple calls it undefined once the transform is not the"
        + " identity (a scale changes frame.size, a rotation gives its bounding box). Use \(bounds)",
      "\(cls).\(method) 读取了 \(frame)（第 \(line) 行），但 point 在 \(cls) 自己的坐标系（bounds）中。"
        + "frame 在父视图的坐标系中，transform 不是 identity 时 Apple 文档称其未定义（缩放会改变 frame.size，"
        + "旋转得到的是外接矩形）。请用 \(bounds)")
  }

  static func codeAlphaGateAtOrBelow(_ cls: String, _ method: String, line: Int, _ l: Language) -> String {
    l.pick(
      "\(cls).\(method) tests alpha <= 0.01 (line \(line)); Apple's hitTest(_:with:) skips views whose alpha is"
        + " less than 0.01. The two agree on every alpha a view can hold: alpha is stored as a Float, and 0.01"
        + " becomes 0.0099999998, already below 0.01",
      "\(cls).\(method) 第 \(line) 行判断的是 alpha <= 0.01；苹果 hitTest(_:with:) 的文档写的是跳过 alpha 小于 0.01"
        + " 的视图。对视图能取到的每个 alpha，两种写法结论都一样：alpha 以 Float 存储，0.01 存进去就是 0.0099999998，"
        + "已经小于 0.01")
  }

  static func negativeSizeNote(_ view: String, asked: String, frame: String, bounds: String, _ l: Language)
    -> String
  {
    l.pick(
      " \(view)'s frame \(asked) has a negative size: UIKit standardizes it, so frame reads back \(frame)"
        + " and the negative part goes into bounds.origin: bounds is \(bounds)",
      "\(view) 的 frame \(asked) 的尺寸是负数：UIKit 会把它标准化，读回的 frame 是 \(frame)，"
        + "负的部分进入 bounds.origin：bounds 是 \(bounds)")
  }

  static func classDefaultNote(_ view: String, _ cls: String, _ l: Language) -> String {
    l.pick(
      " \(cls) starts with isUserInteractionEnabled = false, so \(view) and its subviews are not hit until you run 'interaction \(view) on'",
      "\(cls) 默认 isUserInteractionEnabled = false，所以 \(view) 及其子视图都不会被命中，除非执行 'interaction \(view) on'")
  }

  static func ownSizeNote(_ view: String, _ cls: String, asked: String, kept: String, _ l: Language) -> String
  {
    l.pick(
      " \(view) is \(kept), not \(asked): \(cls) keeps its own size and uses only the origin of the frame"
        + " (Apple, \(cls) init(frame:): \"The size components of this rectangle are ignored\"; devices print"
        + " 51 × 31). To make it look bigger, scale it with a transform",
      "\(view) 的尺寸是 \(kept)，而不是 \(asked)：\(cls) 保持自己的尺寸，只使用 frame 的 origin"
        + "（Apple 文档，\(cls) init(frame:)：这个矩形的尺寸部分会被忽略；真机打印 51 × 31）。"
        + "想让它显得更大，请用 transform 缩放")
  }

  /// `rows list 6 60`: the cells' names, which the learner has not typed.
  static func rowsMade(_ table: String, _ cell: String, count: Int, height: String, _ l: Language) -> String {
    guard count > 0 else { return l.pick("\(table) has no rows now", "\(table) 现在没有行") }
    let first = "\(table)-row0", last = "\(table)-row\(count - 1)"
    let cells = count == 1 ? first : "\(first) … \(last)"
    return l.pick(
      "\(table): \(count) row\(count == 1 ? "" : "s") of \(height) pt, cells \(cells) (\(cell)), each with its"
        + " contentView \(table)-rowN-content",
      "\(table)：\(count) 行，每行高 \(height) pt，cell 为 \(cells)（\(cell)），每个 cell 的 contentView 是 \(table)-rowN-content"
    )
  }

  static func removedMany(_ names: [String], _ l: Language) -> String {
    l.pick("removed ", "已移除 ") + names.joined(separator: l.pick(", ", "、"))
  }

  static func codeRootView(_ view: String, _ controller: String, _ l: Language) -> String {
    l.pick(
      "self.view is '\(view)': the root view of '\(controller)', made to fill the window on first use",
      "self.view 是 '\(view)'：'\(controller)' 的根视图，第一次使用时创建，铺满 window")
  }

  static func codeCreated(_ name: String, _ cls: String, _ frame: Rect, _ l: Language) -> String {
    l.pick(
      "\(name) = \(cls)(frame: \(frame)) — it is in no window until addSubview puts it in one",
      "\(name) = \(cls)(frame: \(frame))：在 addSubview 把它加进视图层级之前，它不在任何 window 中")
  }

  static func codeInterfaceRead(_ cls: String, _ superclass: String, _ l: Language) -> String {
    l.pick(
      "@interface \(cls) : \(superclass) read — the class is complete with its @implementation",
      "已读入 @interface \(cls) : \(superclass)；这个类要等读到 @implementation 才算完整")
  }

  static func codeNoSuchMethod(_ selector: String, _ cls: String, _ l: Language) -> String {
    l.pick(
      "\(cls) has no method \(selector): when the action is sent, UIKit sends \(selector) to an instance that cannot answer it and the app stops with 'unrecognized selector sent to instance'",
      "\(cls) 没有 \(selector) 方法：发送这个 action 时，UIKit 会把 \(selector) 消息发给一个无法响应它的实例，应用会因 'unrecognized selector sent to instance' 崩溃"
    )
  }

  /// A control event's action whose target has no such method.
  static func unrecognizedAction(_ selector: String, _ cls: String, _ l: Language) -> String {
    l.pick(
      "\(cls) has no method \(selector): 'unrecognized selector sent to instance', the app stops",
      "\(cls) 没有 \(selector) 方法：'unrecognized selector sent to instance'，应用崩溃")
  }

  static func codeIgnored(_ what: String, _ l: Language) -> String {
    l.pick(
      "\(what) does not change geometry or touch delivery: ViewLab ignores it",
      "\(what) 不影响几何布局和事件传递，ViewLab 会忽略它")
  }

  static func codeDelegateWithoutMethods(_ gesture: String, _ l: Language) -> String {
    l.pick(
      "\(gesture).delegate is kept, but no pasted class implements a gesture delegate method yet, so UIKit's defaults hold; paste the class with gestureRecognizer(_:shouldReceive:) (or shouldBegin, shouldRecognizeSimultaneouslyWith…) and ViewLab asks it when UIKit would",
      "已记下 \(gesture).delegate，但还没有粘贴实现手势代理方法的类，所以目前按 UIKit 的默认行为处理；粘贴实现了 gestureRecognizer(_:shouldReceive:)（或 shouldBegin、shouldRecognizeSimultaneouslyWith…）的类后，ViewLab 会在 UIKit 询问的时机调用它"
    )
  }

  /// A failed `as!`, at the top level or in a method body.
  static func failedCast(_ type: String, found: String, _ l: Language) -> String {
    l.pick(
      "as! \(type) failed: the value is \(found), not a \(type) (Swift stops the app here)",
      "as! \(type) 强制转换失败：这个值是 \(found)，不是 \(type)（应用运行到这里会崩溃）")
  }

  /// The half-width character a full-width one typed with a Chinese input method stands for
  /// (`；` → `;`), as a hint; nil for any other token.
  static func fullWidth(_ token: String, _ l: Language) -> String? {
    let halves: [String: String] = [
      "；": ";", "，": ",", "（": "(", "）": ")", "：": ":", "“": "\"", "”": "\"", "‘": "'", "’": "'", "。": ".",
      "【": "[", "】": "]", "！": "!", "＝": "=", "｛": "{", "｝": "}",
    ]
    guard let half = halves[token] else { return nil }
    return l.pick(
      "'\(token)' is a full-width character (typed with a Chinese input method): write '\(half)'",
      "'\(token)' 是中文输入法打出的全角字符，请改成半角的 '\(half)'")
  }

  static func codeNotRootController(_ cls: String, root: String, _ l: Language) -> String {
    l.pick(
      "\(cls)'s viewDidLoad does not run now: the window's root view controller is \(root) (pasted first), and UIKit loads another controller's view only when its view is first needed (when it is presented, pushed or made the root), so \(cls)'s views are not in this window ('reset' starts a new scene)",
      "此时 \(cls) 的 viewDidLoad 不会执行：window 的根视图控制器是先粘贴的 \(root)；其他控制器的视图要等到第一次被用到时（被 present、push 或设为根视图控制器时）UIKit 才会加载，所以 \(cls) 创建的视图不在这个 window 里（输入 reset 可以重新开始一个场景）"
    )
  }

  static func codeSizeKept(_ view: String, _ size: Size, _ l: Language) -> String {
    let shown = "\(Number.format(size.width)) × \(Number.format(size.height))"
    return l.pick(
      "\(view).sizeToFit(): the size stays \(shown); the size that fits comes from its title, image and font, which ViewLab does not model",
      "\(view).sizeToFit()：大小保持 \(shown) 不变；合适的大小取决于标题、图片和字体，ViewLab 不模拟这些")
  }

  static func codeScaffolding(_ what: String, _ l: Language) -> String {
    l.pick("\(what): accepted, nothing to do", "\(what)：已接受，无需处理")
  }

  static func codeNotASubview(_ view: String, of target: String, _ selector: String, _ l: Language) -> String
  {
    l.pick(
      "'\(view)' is not a subview of '\(target)': \(selector) does nothing",
      "'\(view)' 不是 '\(target)' 的子视图：\(selector) 不起作用")
  }

  static func resetDone(_ l: Language) -> String {
    l.pick("the scene is an empty 375×667 window again", "场景已恢复为空的 375×667 window")
  }
  static func saved(_ path: String, _ l: Language) -> String {
    l.pick("saved the scene to \(path)", "已把场景保存到 \(path)")
  }
  static func loaded(_ path: String, _ l: Language) -> String { l.pick("loaded \(path)", "已载入 \(path)") }
  static func imported(_ path: String, _ l: Language) -> String { l.pick("imported \(path)", "已导入 \(path)") }
  static func exported(_ kind: String, _ path: String, _ l: Language) -> String {
    l.pick("exported \(kind) to \(path)", "已导出 \(kind) 到 \(path)")
  }

  /// A statement whose optional chain met nil (`view.viewWithTag(101)?.alpha = 0`): Swift skips it.
  static func optionalChainStopped(_ base: String, _ l: Language) -> String {
    l.pick(
      "\(base) is nil, so the optional chain stops at '?.': nothing after it runs (Swift skips the statement)",
      "\(base) 是 nil，可选链在 '?.' 处中断：后面的部分都不会执行（Swift 会跳过这条语句）")
  }
}
