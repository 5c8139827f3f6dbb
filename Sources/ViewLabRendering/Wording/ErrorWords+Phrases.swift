import ViewLabCommands
import ViewLabLanguage

/// The noun phrases errors are built from: what was expected, what a value is, what a name is for.
extension ErrorWords {
  /// A kind of value as a noun phrase: "a CGRect", "一个 CGRect".
  static func phrase(_ k: ValueKind, _ l: Language) -> String {
    switch k {
    case .number: l.pick("a number", "数字")
    case .boolean: l.pick("a Boolean", "布尔值")
    case .point: l.pick("a CGPoint", "CGPoint")
    case .size: l.pick("a CGSize", "CGSize")
    case .rect: l.pick("a CGRect", "CGRect")
    case .transform: l.pick("a CGAffineTransform", "CGAffineTransform")
    case .view: l.pick("a view", "视图")
    case .layer: l.pick("a layer", "layer")
    case .type(let t): l.pick("the type \(t)", "类型 \(t)")
    case .rootController: l.pick("the view controller", "这个视图控制器")
    case .zero: ".zero"
    case .null: "nil"
    case .cosmetic(let c): "'\(c)'"
    case .string: l.pick("a string", "字符串")
    case .list: l.pick("a list", "列表")
    case .selector: l.pick("a selector", "selector")
    case .gesture: l.pick("a gesture recognizer", "手势识别器")
    case .controller: l.pick("a view controller", "视图控制器")
    case .insets: l.pick("a UIEdgeInsets", "UIEdgeInsets")
    }
  }

  /// What was expected, as a noun phrase: "a number", "the new superview's name", "'to' or 'off'".
  static func phrase(_ e: Expected, _ l: Language) -> String {
    switch e {
    case .slot(let label): return label
    case .number: return l.pick("a number", "数字")
    case .width: return l.pick("W (width)", "W（宽度）")
    case .height: return l.pick("H (height)", "H（高度）")
    case .name(let role): return phrase(role, l)
    case .words(let words):
      // 'a', 'b' or 'c' / 'a'、'b' 或 'c'.
      let quoted = words.map { "'\($0)'" }
      guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
      return quoted.dropLast().joined(separator: l.pick(", ", "、")) + l.pick(" or ", " 或 ") + last
    case .className: return l.pick("a class name", "类名")
    case .fileName: return l.pick("a file name", "文件名")
    case .argument: return l.pick("an argument", "参数")
    case .value: return l.pick("a value", "一个值")
    case .endOfStatement: return l.pick("';' or the end of the statement", "';' 或语句结束")
    case .literalAfterAt: return l.pick("a string or number after '@'", "'@' 后面的字符串或数字")
    case .selector: return l.pick("a selector", "selector")
    case .selectorExpression: return l.pick("#selector(…) or @selector(…)", "#selector(…) 或 @selector(…)")
    case .memberName: return l.pick("a member name", "成员名")
    case .typeName: return l.pick("a type", "类型名")
    case .variableName: return l.pick("a variable name", "变量名")
    case .directiveName: return l.pick("a directive name after '#'", "'#' 后面的指令名")
    case .kind(let k): return phrase(k, l)
    case .boolean: return l.pick("YES/NO or true/false", "YES/NO 或 true/false")
    case .controlEvent(let all):
      return l.pick(
        "a control event (\(all.joined(separator: ", ")))", "控件事件（\(all.joined(separator: "、"))）")
    case .arguments(let n, let callee): return l.pick("\(n) arguments to \(callee)", "\(callee) 的 \(n) 个参数")
    }
  }

  static func phrase(_ role: NameRole, _ l: Language) -> String {
    switch role {
    case .view: l.pick("a view name", "视图的名字")
    case .viewOrController: l.pick("a view or controller name", "视图或控制器的名字")
    case .newView: l.pick("the new view's name", "新视图的名字")
    case .superview: l.pick("the superview's name", "父视图的名字")
    case .newSuperview: l.pick("the new superview's name", "新父视图的名字")
    case .controller: l.pick("the controller's name", "控制器的名字")
    case .rootView: l.pick("its root view's name", "它的根视图的名字")
    case .presentedController: l.pick("the presented controller's name", "被呈现的控制器的名字")
    case .presentingController: l.pick("the presenting controller's name", "负责呈现的控制器的名字")
    case .control: l.pick("a control's name", "控件的名字")
    case .recognizer: l.pick("a recognizer's name", "手势识别器的名字")
    case .newRecognizer: l.pick("the recognizer's name", "新手势识别器的名字")
    case .recognizerToFail: l.pick("the recognizer that must fail first", "必须先失败的手势识别器")
    case .redirectTarget: l.pick("the view to redirect to", "触摸要转交给的视图")
    }
  }
}
