import ViewLabCommands
import ViewLabGeometry
import ViewLabLanguage

extension ErrorWords {
  /// "ViewLab does not model closures ('{ … }')"; in Chinese "ViewLab 不支持闭包（'{ … }'）".
  static func construct(_ c: Construct, _ l: Language) -> (String, String?) {
    switch c {
    case .notASubview(let o, let t):
      // A statement about the scene rather than a construct: worded whole in Chinese.
      return (
        l.pick("ViewLab does not model '\(o)' is not a subview of '\(t)'", "'\(o)' 不是 '\(t)' 的子视图"), nil
      )
    default:
      let what = phrase(c, l)
      return (l.pick("ViewLab does not model \(what)", CJKSpacing.join("ViewLab 不支持", what)), nil)
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
    case .nilOptionalChain:
      return l.pick(
        "a variable made nil by an optional chain ('?.' met nil)", "因可选链而为 nil 的变量（'?.' 左边的值是 nil）")
    case .binaryOperator(let op): return l.pick("the '\(op)' operator", "'\(op)' 运算符")
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
        "a hitTest(_:with:) override outside a class (paste the whole class, @implementation X … @end or class X: UIView { … }, and ViewLab runs it)",
        "类之外的 hitTest(_:with:)/hitTest:withEvent: 重写（请粘贴整个类：@implementation X … @end 或 class X: UIView { … }，ViewLab 会运行它）"
      )
    case .override(.pointInside):
      return l.pick(
        "a point(inside:with:) override outside a class (paste the whole class, @implementation X … @end or class X: UIView { … }, and ViewLab runs it)",
        "类之外的 point(inside:with:)/pointInside:withEvent: 重写（请粘贴整个类：@implementation X … @end 或 class X: UIView { … }，ViewLab 会运行它）"
      )
    case .override(.touchesBegan):
      return l.pick(
        "a touchesBegan override outside a class (paste the whole class, or use 'touches NAME handle' / 'touches NAME super')",
        "类之外的 touchesBegan 重写（请粘贴整个类，或者用 'touches NAME handle' / 'touches NAME super'）")
    case .methodDeclaration(let m):
      return l.pick(
        "a method outside a class, '\(m)' (paste it inside its class — @implementation X … @end, or class X: UIView { … } — and ViewLab runs it when UIKit calls it)",
        "类之外的方法 '\(m)'（请把它放进所属的类里一起粘贴：@implementation X … @end 或 class X: UIView { … }，这样 UIKit 调用它时 ViewLab 就会执行它）"
      )
    case .customClass:
      return l.pick(
        "a class cut off at the end of this line (paste the whole class, up to its closing brace, and ViewLab runs its overrides)",
        "在这一行就结束了的类（请粘贴整个类，直到它的右花括号，ViewLab 会运行其中的重写）")
    case .printWithoutValue(let fn): return l.pick("\(fn) without a value to print", "没有给出要打印的值的 \(fn)")
    case .secondVariable(let t): return l.pick("a second variable for '\(t)'", "指向 '\(t)' 的第二个变量")
    case .variableHolding(let k):
      return l.pick("a variable holding \(phrase(k, l))", CJKSpacing.around("持有", phrase(k, l), "的变量"))
    case .function(let f): return l.pick("the function '\(f)'", "函数 '\(f)'")
    case .method(let m, let k?):
      return l.pick("the method '\(m)' of \(phrase(k, l))", CJKSpacing.around("", phrase(k, l), "的方法 '\(m)'"))
    case .method(let m, nil): return l.pick("the method '\(m)'", "方法 '\(m)'")
    case .message(let s, let k):
      return l.pick(
        "the message '\(s)' to \(phrase(k, l))", CJKSpacing.around("发给", phrase(k, l), "的消息 '\(s)'"))
    case .member(let m, let k):
      return l.pick("'\(m)' of \(phrase(k, l))", CJKSpacing.around("", phrase(k, l), "的 '\(m)'"))
    case .typeMember(let t, let m): return "'\(t).\(m)'"
    case .property(let p): return l.pick("the property '\(p)'", "属性 '\(p)'")
    case .setting(let key, let k):
      return l.pick(
        "setting '\(key)' of \(phrase(k, l))", CJKSpacing.around("设置", phrase(k, l), "的 '\(key)'"))
    case .assigning(let k):
      return l.pick("assigning to \(phrase(k, l))", CJKSpacing.around("给", phrase(k, l), "赋值"))
    case .wholeViewAssignment:
      return l.pick("assigning a whole view to a variable that holds one", "把整个视图赋给已经持有视图的变量")
    case .compoundAssignment(let op, let k):
      return l.pick("'\(op)=' on \(phrase(k, l))", CJKSpacing.around("对", phrase(k, l), "使用 '\(op)='"))
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
        "\(t)（ViewLab 支持的手势识别器：\(modelled.joined(separator: "、"))）")
    case .tapCount(let v):
      return l.pick(
        "numberOfTapsRequired = \(v) (1 and 2 are modelled)", "numberOfTapsRequired = \(v)（只支持 1 和 2）")
    case .tapCountOf(let c): return l.pick("numberOfTapsRequired of \(c)", "\(c) 的 numberOfTapsRequired")
    case .tapCountAfterAdding:
      return l.pick(
        "changing numberOfTapsRequired after addGestureRecognizer (set it before)",
        "在 addGestureRecognizer 之后修改 numberOfTapsRequired（请在之前设置）")
    case .fixedRecognizerProperty(let p, let v, let m):
      let n = Number.format(m)
      return l.pick("\(p) = \(v) (only \(n) is modelled)", "\(p) = \(v)（只支持 \(n)）")
    case .recognizerProperty(let p): return l.pick("the recognizer property '\(p)'", "手势识别器的属性 '\(p)'")
    case .recognizerOnSecondView(let g): return l.pick("adding '\(g)' to a second view", "把 '\(g)' 加到第二个视图上")
    case .completionHandler: return l.pick("a completion handler", "完成回调（completion handler）")
    case .feature(let f): return phrase(f, l)
    }
  }

  static func phrase(_ f: Feature, _ l: Language) -> String {
    switch f {
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

  /// Objective-C's `v.frame.origin.x = 30;`, in clang's words, and the way around it.
  static func notAssignable(_ view: String, _ property: String, _ member: String, _ l: Language) -> (
    String, String?
  ) {
    let name = property.split(separator: ".").last.map(String.init) ?? property
    let type =
      switch name {
      case "frame", "bounds": "CGRect"
      case "transform": "CGAffineTransform"
      case "size": "CGSize"
      default: "CGPoint"
      }
    let fix = "\(type) r = \(view).\(property); r.\(member) = …; \(view).\(property) = r;"
    return (
      l.pick(
        "expression is not assignable: in Objective-C, \(view).\(property) is a method call that returns a copy of the \(type), so its member \(member) cannot be set (Swift allows it)",
        "表达式不可赋值（clang：expression is not assignable）：在 Objective-C 中，\(view).\(property) 是一次方法调用，返回的是 \(type) 的副本，不能直接给它的成员 \(member) 赋值（Swift 可以）"
      ),
      l.pick(
        "take the \(name), change it, assign it back: \(fix)", "先取出 \(name)，修改后再整体赋值回去：\(fix)")
    )
  }
}
