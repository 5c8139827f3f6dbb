import ViewLabCommands
import ViewLabGeometry
import ViewLabLanguage
import ViewLabModel

/// The wording of problems with pasted classes and their overrides, in English and Chinese.
enum OverrideWords {
  static func message(_ p: OverrideProblem, _ language: Language) -> (message: String, hint: String?) {
    let l = language
    switch p {
    case .unbalanced(let bracket, let line, _):
      let closing = [")", "]", "}"].contains(bracket)
      return (
        closing
          ? l.pick("line \(line): '\(bracket)' closes nothing", "第 \(line) 行：'\(bracket)' 没有对应的开括号")
          : l.pick("line \(line): '\(bracket)' is never closed", "第 \(line) 行：'\(bracket)' 没有闭合"),
        l.pick("count the braces of each method; nothing was changed", "检查每个方法的括号是否配对；场景没有改变")
      )
    case .missingEnd(let cls, let line):
      return (
        l.pick("line \(line): '\(cls)' has no '@end'", "第 \(line) 行：'\(cls)' 缺少 '@end'"),
        l.pick("finish the block with @end on a line of its own", "在最后单独一行写上 @end")
      )
    case .expected(let part, let found, let line, _):
      let what = phrase(part, l)
      let f = found.map { l.pick("found '\($0)'", "却是 '\($0)'") } ?? l.pick("the class ends here", "类在这里结束了")
      return (
        l.pick("line \(line): expected \(what), \(f)", CJKSpacing.join("第 \(line) 行：这里应为", what) + "，\(f)"),
        found.flatMap { Words.fullWidth($0, l) }
      )
    case .notModelled(let construct, let line, _):
      let what = phrase(construct, l)
      return (
        l.pick(
          "line \(line): ViewLab does not run \(what) in an override",
          CJKSpacing.join("第 \(line) 行：ViewLab 在重写方法里不支持", what)),
        l.pick(
          "overrides may use locals, if/else, guard, return, loops over subviews, convert, pointInside/hitTest, super, CGRectContainsPoint, sqrt, NSLog…",
          "重写方法里可以用：局部变量、if/else、guard、return、遍历 subviews、坐标转换、pointInside/hitTest、super、CGRectContainsPoint、sqrt、NSLog…"
        )
      )
    case .unknownClass(let name, let line, let suggestion):
      return (
        l.pick("line \(line): no class '\(name)' was pasted", "第 \(line) 行：还没有粘贴过类 '\(name)'"),
        suggestion.map { l.pick("did you mean '\($0)'?", "是不是想写 '\($0)'？") }
          ?? l.pick(
            "put methods inside @implementation \(name) … @end (or class \(name): UIView { … })",
            "把方法写在 @implementation \(name) … @end 里（或 class \(name): UIView { … }）")
      )
    case .wrongSignature(let method, let expected, let line):
      return (
        l.pick(
          "line \(line): '\(method)' is not UIKit's override, so UIKit would never call it",
          "第 \(line) 行：'\(method)' 与 UIKit 的方法签名不同，UIKit 不会调用它"),
        l.pick("UIKit's is: \(expected)", "UIKit 的签名是：\(expected)")
      )
    case .unknownSuperclass(let name, let line):
      let all = ViewClass.addable.map(\.rawValue).joined(separator: ", ")
      return (
        l.pick("line \(line): unknown superclass '\(name)'", "第 \(line) 行：未知的父类 '\(name)'"),
        l.pick("a class can inherit from \(all) or a class pasted before", "可以继承 \(all)，或之前粘贴过的类")
      )
    case .unknownProperty(let cls, let property, let suggestion):
      return (
        l.pick("'\(cls)' declares no property '\(property)'", "'\(cls)' 没有声明属性 '\(property)'"),
        suggestion.map { l.pick("did you mean '\($0)'?", "是不是想写 '\($0)'？") }
          ?? l.pick("declare it with @property or var in the class", "先在类里用 @property 或 var 声明它")
      )
    case .propertyNeedsView(let property, let kind):
      let found = ErrorWords.phrase(kind, l)
      return (
        l.pick(
          "the property '\(property)' holds a view, not \(found)",
          CJKSpacing.join("属性 '\(property)' 存放的是视图，不能是", found)),
        nil
      )
    case .failed(let f):
      return failure(f, l)
    case .notAssignable(let object, let property, let member, let line, _):
      let (message, hint) = ErrorWords.notAssignable(object, property, member, l)
      return (l.pick("line \(line): ", "第 \(line) 行：") + message, hint)
    case .uikitName(let name, let line):
      return (
        l.pick("line \(line): '\(name)' is UIKit's own class", "第 \(line) 行：'\(name)' 是 UIKit 自带的类"),
        l.pick(
          "give your subclass a name of its own (CustomButton, RoundView, …)",
          "给子类起一个自己的名字（CustomButton、RoundView……）")
      )
    case .uikitExtension(let name, let line, let objectiveC):
      let subclass =
        objectiveC
        ? "@interface My\(name.dropFirst(2)) : \(name)" : "class My\(name.dropFirst(2)): \(name) { … }"
      let kind =
        objectiveC ? l.pick("a category of", "分类（category）") : l.pick("an extension of", "扩展（extension）")
      return (
        l.pick(
          "line \(line): \(kind) \(name) would change every \(name) in the app; ViewLab runs the code of a class of your own",
          "第 \(line) 行：\(name) 的\(kind)会改变应用里所有 \(name) 的行为；ViewLab 只执行你自己定义的类里的代码"),
        l.pick(
          "write a subclass (\(subclass)) with the same methods and make the view from it",
          "写一个子类（\(subclass)），把同样的方法写进去，再用这个子类创建视图")
      )
    }
  }

  /// A call a touches… override or an action made that ViewLab accepts without modelling it.
  static func accepted(_ what: AcceptedCall, _ l: Language) -> String {
    switch what {
    case .appearance(let name):
      l.pick(
        "\(name) is accepted: titles, images, colours and fonts change nothing ViewLab models",
        "已接受 \(name)：标题、图片、颜色和字体不影响 ViewLab 模拟的内容")
    case .sizeToFit(let view):
      l.pick(
        "sizeToFit keeps \(view)'s size: ViewLab knows no image or text sizes (give it a frame or bounds to size it)",
        "sizeToFit 保持 \(view) 的尺寸不变：ViewLab 不知道图片和文字的大小（请设置 frame 或 bounds 来给它尺寸）")
    case .endEditing:
      l.pick(
        "endEditing: is accepted: ViewLab models no keyboard, so there is none to dismiss",
        "已接受 endEditing:：ViewLab 不模拟键盘，没有键盘可收起")
    case .animation:
      l.pick(
        "the animation block ran at once and its completion after it: ViewLab shows the final values, and during the animation UIKit hit-tests the model layer, which already has them",
        "动画 block 已立即执行，completion 随后执行：ViewLab 显示的是最终值；动画进行中 UIKit 对模型层（model layer）做命中测试，而模型层上已经是最终值")
    case .mainQueue(let line, nil):
      l.pick(
        "the block queued on the main queue at line \(line) ran after the code around it had returned: async returns at once, and the main queue runs the block on a later turn of the run loop",
        "第 \(line) 行提交到主队列的 block 在外层代码返回之后才执行：async 会立即返回，主线程的 run loop 要到之后的某一轮才执行这个 block")
    case .mainQueue(let line, let delay?):
      l.pick(
        "the block queued on the main queue at line \(line) ran \(Number.format(delay)) s later, after the code around it had returned: asyncAfter returns at once, and the main queue runs the block on a turn of the run loop once the delay is over (ViewLab does not wait; it shows the values after)",
        "第 \(line) 行提交到主队列的 block 在 \(Number.format(delay)) 秒后、外层代码返回之后才执行：asyncAfter 会立即返回，延时结束后主队列在 run loop 的某一轮执行这个 block（ViewLab 不会真的等待，直接显示执行后的结果）"
      )
    }
  }

  static func failure(_ f: OverrideFailure, _ l: Language) -> (String, String?) {
    let method =
      "\(f.className).\(f.selector.isEmpty ? f.method.rawValue : f.selector)"
    let unchanged = l.pick("the tap was not made; the scene is unchanged", "这次点击没有执行；场景没有改变")
    switch f.kind {
    case .stepBudget(let n):
      return (
        l.pick(
          "\(method) ran more than \(n) steps (stopped at line \(f.line)): a loop that never ends?",
          "\(method) 执行超过 \(n) 步（停在第 \(f.line) 行）：是不是死循环？"),
        unchanged
      )
    case .recursion(let n):
      return (
        l.pick(
          "\(method) went \(n) calls deep (line \(f.line)): it calls itself without end",
          "\(method) 嵌套调用超过 \(n) 层（第 \(f.line) 行）：它在无限地调用自己"),
        f.objectiveC
          ? l.pick(
            "call [super …] instead of [self …] inside the override; \(unchanged)",
            "在重写方法里调用 [super …] 而不是 [self …]；场景没有改变")
          : l.pick(
            "call super.… instead of self.… inside the override; \(unchanged)",
            "在重写方法里调用 super.… 而不是 self.…；场景没有改变")
      )
    case .changesScene(let what):
      return (
        l.pick(
          "\(method) line \(f.line): '\(what)' would change the scene from inside hit-testing",
          "\(method) 第 \(f.line) 行：'\(what)' 会在命中测试（hitTest）过程中修改场景"),
        l.pick(
          "UIKit may call hitTest more than once for one touch, so an override must not change anything; \(unchanged)",
          "同一次触摸 UIKit 可能多次调用 hitTest，所以重写方法不能有副作用；场景没有改变")
      )
    case .wrongValue(let expectedKind, let foundKind):
      let expected = phrase(expectedKind, l)
      let found = phrase(foundKind, l)
      return (
        l.pick(
          "\(method) line \(f.line): expected \(expected), found \(found)",
          CJKSpacing.join(CJKSpacing.join("\(method) 第 \(f.line) 行：这里应为", expected) + "，实际是", found)),
        unchanged
      )
    case .notModelled(let construct):
      let what = phrase(construct, l)
      return (
        l.pick(
          "\(method) line \(f.line): ViewLab does not run \(what)",
          CJKSpacing.join("\(method) 第 \(f.line) 行：ViewLab 不支持", what)),
        unchanged
      )
    case .actionInHitTest(let selector):
      return (
        l.pick(
          "\(method) line \(f.line): calls the action \(selector) from inside hit-testing",
          "\(method) 第 \(f.line) 行：在命中测试（hitTest）过程中调用了动作方法 \(selector)"),
        l.pick(
          "an action changes the scene, and UIKit may call hitTest more than once for one touch; \(unchanged)",
          "动作方法会修改场景，而同一次触摸 UIKit 可能多次调用 hitTest；场景没有改变")
      )
    case .failedCast(let type, let found):
      return (
        l.pick("\(method) line \(f.line): ", "\(method) 第 \(f.line) 行：")
          + Words.failedCast(type, found: found, l),
        l.pick(
          "use as? \(type) and handle nil (if let / guard let); \(unchanged)",
          "改用 as? \(type) 并处理 nil（if let / guard let）；场景没有改变")
      )
    case .badRange(let lower, let upper, let closed):
      let range = Number.format(lower) + (closed ? "..." : "..<") + Number.format(upper)
      return (
        l.pick(
          "\(method) line \(f.line): the range \(range) ends below its start (Swift stops the app here: Range requires lowerBound <= upperBound)",
          "\(method) 第 \(f.line) 行：区间 \(range) 的上界小于下界（Swift 会在这里让应用崩溃：Range requires lowerBound <= upperBound）"
        ),
        l.pick(
          "write the smaller bound first (to count down, write (lower..<upper).reversed()); \(unchanged)",
          "把较小的数写在前面（需要倒序遍历时，写成 (lower..<upper).reversed()）；场景没有改变")
      )
    }
  }

  /// `file:LINE: error: …`, the offending line of the pasted class, and the hint.
  static func render(
    _ p: OverrideProblem, _ error: ScriptError, text: String, lineNumber: Int, source: String?, style: Style,
    language: Language
  ) -> String {
    let (message, hint) = self.message(p, language)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var first = lineNumber
    if let head = lines.first, head.hasPrefix("#line "), let n = Int(head.dropFirst(6)) {
      first = n
      lines.removeFirst()
    }
    let (line, column) = position(p) ?? (first, 1)
    let label = language.pick(style.error("error:") + " ", style.error("错误："))
    var out = ["\(source.map { "\($0):" } ?? "")\(line):\(column): \(label)\(message)"]
    if line >= first, line - first < lines.count {
      let shown = lines[line - first]
      out.append("  \(shown)")
      out.append("  " + String(repeating: " ", count: max(0, column - 1)) + style.error("^"))
    }
    if let hint { out.append("  " + style.hint(hint)) }
    return out.joined(separator: "\n")
  }

  static func position(_ p: OverrideProblem) -> (Int, Int)? {
    switch p {
    case .unbalanced(_, let line, let column), .expected(_, _, let line, let column),
      .notModelled(_, let line, let column), .notAssignable(_, _, _, let line, let column):
      (line, column)
    case .missingEnd(_, let line), .unknownClass(_, let line, _), .wrongSignature(_, _, let line),
      .unknownSuperclass(_, let line), .uikitName(_, let line), .uikitExtension(_, let line, _):
      (line, 1)
    case .failed(let f): f.line > 0 ? (f.line, 1) : nil
    case .unknownProperty, .propertyNeedsView: nil
    }
  }
}

extension OverrideProblem {
  /// A problem located in a pasted class (not one found while tapping or setting a property).
  var isPasted: Bool {
    switch self {
    case .failed, .unknownProperty, .propertyNeedsView: false
    default: true
    }
  }
}
