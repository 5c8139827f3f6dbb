import ViewLabCommands
import ViewLabGeometry

extension ErrorWords {
  /// "ViewLab does not model closures ('{ … }')".
  static func construct(_ c: Construct, _ l: Language) -> (String, String?) {
    switch c {
    case .notASubview(let o, let t):
      // A statement about the scene rather than a construct: worded whole in Chinese.
      return (
        l.pick("ViewLab does not model '\(o)' is not a subview of '\(t)'", "'\(o)' 不是 '\(t)' 的子视图"), nil
      )
    default:
      let what = phrase(c, l)
      return (l.pick("ViewLab does not model \(what)", CJKSpacing.join("ViewLab 不模拟", what)), nil)
    }
  }

  static func phrase(_ c: Construct, _ l: Language) -> String {
    switch c {
    case .listIndex(let n, let count):
      let i = Number.format(n)
      return l.pick("index \(i) of a list of \(count)", "下标 \(i)（列表只有 \(count) 项）")
    case .directive(let name): return "'#\(name)(…)'"
    case .closure(let block, let callee):
      let what =
        block ? l.pick("blocks ('^{ … }')", "block（'^{ … }'）") : l.pick("closures ('{ … }')", "闭包（'{ … }'）")
      return what + (callee.map { l.pick(", here passed to '\($0)'", "，这里传给了 '\($0)'") } ?? "")
    case .divisionByZero: return l.pick("division by zero", "除以零")
    case .binaryOperator(let op): return l.pick("the '\(op)' operator", "'\(op)' 运算符")
    case .ternaryOperator: return l.pick("the '?:' operator", "'?:' 运算符")
    case .pointers: return l.pick("pointers ('&')", "指针（'&'）")
    case .variadicArguments: return l.pick("variadic Objective-C arguments", "Objective-C 的可变参数")
    case .nesting(let depth):
      return l.pick("code nested more than \(depth) levels deep", "嵌套超过 \(depth) 层的代码")
    case .unheldView:
      return l.pick("a view that no variable holds (declare it with let first)", "没有变量持有的视图（请先用 let 声明它）")
    case .unheldRecognizer:
      return l.pick(
        "a recognizer that no variable holds (declare it with let first)", "没有变量持有的手势识别器（请先用 let 声明它）")
    case .callingExpression: return l.pick("calling this expression", "调用这个表达式")
    case .anonymousInit(let labels):
      return l.pick(
        ".init(\(labels)) (name the type: CGRect(…), CGPoint(…), …)",
        ".init(\(labels))（请写出类型名：CGRect(…)、CGPoint(…) 等）")
    case .statement(let kw): return l.pick("'\(kw)' statements", "'\(kw)' 语句")
    case .declarationWithoutValue: return l.pick("a declaration without a value", "没有初始值的声明")
    case .atKeyword(let w): return "'@\(w)'"
    case .override(.hitTest):
      return l.pick(
        "a hitTest(_:with:) override (ViewLab's commands stand for the usual ones: passthrough, redirect)",
        "重写 hitTest(_:with:)/hitTest:withEvent:（常见的重写由 ViewLab 的命令代替：passthrough、redirect）")
    case .override(.pointInside):
      return l.pick(
        "a point(inside:with:) override (ViewLab's commands stand for the usual ones: shape, expand)",
        "重写 point(inside:with:)/pointInside:withEvent:（常见的重写由 ViewLab 的命令代替：shape、expand）")
    case .override(.touchesBegan):
      return l.pick(
        "a touchesBegan override (use 'touches NAME handle' or 'touches NAME super')",
        "重写 touchesBegan（请用 'touches NAME handle' 或 'touches NAME super'）")
    case .methodDeclaration(let m): return l.pick("a method declaration ('\(m)')", "方法声明（'\(m)'）")
    case .customClass:
      return l.pick(
        "a custom class (write its overrides as commands: shape, expand, passthrough, redirect, touches)",
        "自定义类（请把它的重写写成命令：shape、expand、passthrough、redirect、touches）")
    case .printWithoutValue(let fn): return l.pick("\(fn) without a value to print", "没有要打印的值的 \(fn)")
    case .secondVariable(let t): return l.pick("a second variable for '\(t)'", "指向 '\(t)' 的第二个变量")
    case .variableHolding(let k): return l.pick("a variable holding \(phrase(k, l))", "持有\(phrase(k, l))的变量")
    case .function(let f): return l.pick("the function '\(f)'", "函数 '\(f)'")
    case .method(let m, let k?):
      return l.pick("the method '\(m)' of \(phrase(k, l))", "\(phrase(k, l))的方法 '\(m)'")
    case .method(let m, nil): return l.pick("the method '\(m)'", "方法 '\(m)'")
    case .message(let s, let k):
      return l.pick("the message '\(s)' to \(phrase(k, l))", "发给\(phrase(k, l))的消息 '\(s)'")
    case .member(let m, let k): return l.pick("'\(m)' of \(phrase(k, l))", "\(phrase(k, l))的 '\(m)'")
    case .typeMember(let t, let m): return "'\(t).\(m)'"
    case .property(let p): return l.pick("the property '\(p)'", "属性 '\(p)'")
    case .setting(let key, let k):
      return l.pick("setting '\(key)' of \(phrase(k, l))", "设置\(phrase(k, l))的 '\(key)'")
    case .assigning(let k): return l.pick("assigning to \(phrase(k, l))", "给\(phrase(k, l))赋值")
    case .wholeViewAssignment:
      return l.pick("assigning a whole view to a variable that holds one", "把整个视图赋给已经持有视图的变量")
    case .compoundAssignment(let op, let k):
      return l.pick("'\(op)=' on \(phrase(k, l))", "对\(phrase(k, l))使用 '\(op)='")
    case .initializer(let type, let labels): return "\(type)(\(labels))"
    case .viewClass(let t, let builds):
      return l.pick(
        "the class '\(t)' (it builds \(builds.joined(separator: ", ")))",
        "类 '\(t)'（可以创建的类：\(builds.joined(separator: "、"))）")
    case .secondWindow: return l.pick("a second window", "第二个 window")
    case .notASubview(let o, let t):
      return l.pick("'\(o)' is not a subview of '\(t)'", "'\(o)' 不是 '\(t)' 的子视图")
    case .moveOutOfWindow(let c, let p):
      return l.pick(
        "moving '\(c)' out of the window into '\(p)', which is in no window",
        "把 '\(c)' 移出 window，放进不在任何 window 中的 '\(p)'")
    case .notInWindow(let n):
      return l.pick(
        "'\(n)' with a view in the window: '\(n)' is in no window until addSubview",
        "把 '\(n)' 和 window 中的视图一起使用：在 addSubview 之前，'\(n)' 不在任何 window 中")
    case .rootViewWithoutController: return l.pick("a root view without a view controller", "没有视图控制器的根视图")
    case .recognizerClass(let t):
      let modelled = ["UITapGestureRecognizer", "UILongPressGestureRecognizer", "UIPanGestureRecognizer"]
      return l.pick(
        "\(t) (the modelled recognizers: \(modelled.joined(separator: ", ")))",
        "\(t)（ViewLab 模拟的手势识别器：\(modelled.joined(separator: "、"))）")
    case .tapCount(let v):
      return l.pick(
        "numberOfTapsRequired = \(v) (1 and 2 are modelled)", "numberOfTapsRequired = \(v)（只模拟 1 和 2）")
    case .tapCountOf(let c): return l.pick("numberOfTapsRequired of \(c)", "\(c) 的 numberOfTapsRequired")
    case .tapCountAfterAdding:
      return l.pick(
        "changing numberOfTapsRequired after addGestureRecognizer (set it before)",
        "在 addGestureRecognizer 之后修改 numberOfTapsRequired（请在之前设置）")
    case .fixedRecognizerProperty(let p, let v, let m):
      let n = Number.format(m)
      return l.pick("\(p) = \(v) (only \(n) is modelled)", "\(p) = \(v)（只模拟 \(n)）")
    case .recognizerProperty(let p): return l.pick("the recognizer property '\(p)'", "手势识别器的属性 '\(p)'")
    case .recognizerOnSecondView(let g): return l.pick("adding '\(g)' to a second view", "把 '\(g)' 加到第二个视图上")
    case .completionHandler: return l.pick("a completion handler", "完成回调（completion handler）")
    case .feature(let f): return phrase(f, l)
    }
  }

  static func phrase(_ f: Feature, _ l: Language) -> String {
    switch f {
    case .sizeToFit:
      return l.pick(
        "sizeToFit() (the size depends on content ViewLab does not have)",
        "sizeToFit()（尺寸取决于内容，而 ViewLab 没有内容）")
    case .navigation:
      return l.pick("navigation controllers (pushViewController)", "导航控制器（pushViewController）")
    case .dismiss: return l.pick("dismissing a presented controller (dismiss)", "关闭被呈现的控制器（dismiss）")
    case .removeTarget: return "removeTarget"
    case .sendActions: return "sendActions"
    case .autoLayout: return l.pick("Auto Layout constraints", "Auto Layout 约束")
    case .animations: return l.pick("animations", "动画")
    case .exchangeSubview: return "exchangeSubview"
    }
  }

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
    case .words(let words): return words.map { "'\($0)'" }.joined(separator: l.pick(" or ", " 或 "))
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
