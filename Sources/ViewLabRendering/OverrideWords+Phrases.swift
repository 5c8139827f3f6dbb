import ViewLabCommands
import ViewLabLanguage
import ViewLabModel

/// The noun phrases class problems are built from: what the parser expected, what is not run,
/// what a value inside an override is. Code stays as written, between single quotes.
extension OverrideWords {
  static func phrase(_ p: ClassPart, _ l: Language) -> String {
    switch p {
    case .tokens(let tokens): tokens.map { "'\($0)'" }.joined(separator: l.pick(" or ", " 或 "))
    case .className: l.pick("a class name", "类名")
    case .superclassName: l.pick("a superclass name", "父类名")
    case .protocolName: l.pick("a protocol name", "协议名")
    case .colonAndSuperclass: l.pick("':' and a superclass", "':' 和父类")
    case .propertyTypeAndName: l.pick("a property type and name", "属性的类型和名字")
    case .propertyName: l.pick("a property name", "属性名")
    case .parameterName: l.pick("a parameter name", "参数名")
    case .parameter: l.pick("a parameter", "参数")
    case .methodBody: l.pick("'{' to start the method's body", "方法体开头的 '{'")
    case .functionBody: l.pick("'{' to start the function's body", "函数体开头的 '{'")
    case .member: l.pick("a member", "成员声明（var、let 或 func）")
    case .memberName: l.pick("a member name", "成员名")
    case .functionName: l.pick("a function name", "函数名")
    case .expression: l.pick("an expression", "表达式")
    case .selector: l.pick("a selector", "selector")
    case .statement: l.pick("a statement", "语句")
    case .variableName: l.pick("a variable name", "变量名")
    case .type: l.pick("a type", "类型名")
    case .name: l.pick("a name", "名字")
    case .loopVariable: l.pick("a loop variable", "循环变量")
    case .statementEnd(let objectiveC): objectiveC ? "';'" : l.pick("';' or the end of the line", "';' 或换行")
    }
  }

  static func phrase(_ c: ClassConstruct, _ l: Language) -> String {
    switch c {
    case .atKeyword(let w): "'@\(w)'"
    case .declaration(let w): l.pick("'\(w)' declarations", "'\(w)' 声明")
    case .codeAfterClass: l.pick("code after the class's closing brace", "类的右花括号之后的代码")
    case .inClassBody(let w): l.pick("'\(w)' in a class body", "类体中的 '\(w)'")
    case .dictionaryProperty(let name):
      l.pick(
        "the dictionary property '\(name)' (keep the views in an array property, or find them by tag with viewWithTag)",
        "字典属性 '\(name)'（请把视图放进数组属性，或用 viewWithTag 按 tag 查找）")
    case .pointers(let symbol): l.pick("pointers ('\(symbol)')", "指针（'\(symbol)'）")
    case .closures:
      l.pick(
        "closures and blocks (a loop over subviews can be written 'for … in subviews.reversed()')",
        "闭包和 block（遍历子视图的循环可以写成 'for … in subviews.reversed()'）")
    case .number(let n): l.pick("the number '\(n)'", "数字 '\(n)'")
    case .atSign: l.pick("'@' here", "这里的 '@'")
    case .variadicArguments: l.pick("variadic Objective-C arguments", "Objective-C 的可变参数")
    case .statement(let w): l.pick("'\(w)' statements", "'\(w)' 语句")
    case .nesting(let depth): l.pick("code nested more than \(depth) levels deep", "嵌套超过 \(depth) 层的代码")
    case .member(let m, nil): "'.\(m)'"
    case .member(let m, let kind?):
      l.pick("'.\(m)' of \(phrase(kind, l))", CJKSpacing.join(phrase(kind, l), "的 '.\(m)'"))
    case .name(let n): l.pick("the name '\(n)'", "名字 '\(n)'")
    case .operator(let op): l.pick("the operator '\(op)'", "运算符 '\(op)'")
    case .callingExpression: l.pick("calling this expression", "调用这个表达式")
    case .function(let fn, nil): l.pick("the function '\(fn)'", "函数 '\(fn)'")
    case .function(let fn, let n?): l.pick("\(fn) with \(n) arguments", "只传 \(n) 个参数的 \(fn)")
    case .message(let s): l.pick("the message '\(s)'", "消息 '\(s)'")
    case .method(let m): l.pick("the method '\(m)'", "方法 '\(m)'")
    case .removalDuringTouch(let call):
      l.pick(
        "'\(call)' while a touch is being delivered: the touch stays bound to its view (UITouch.view), and ViewLab follows a touch only through views in the window (remove the view with 'remove NAME' after the touch)",
        "触摸传递过程中的 '\(call)'：这次触摸始终绑定在它的视图上（UITouch.view），而 ViewLab 只能沿窗口中的视图跟踪触摸（触摸结束后再用 'remove NAME' 移除视图）")
    case .selectorWithoutBlock(let s): l.pick("'\(s)' without a block", "不带 block 的 '\(s)'")
    case .viewProperty(let p): l.pick("the property '\(p)' of a view", "视图的属性 '\(p)'")
    case .setting(let key, let kind):
      l.pick(
        "setting '.\(key)' of \(phrase(kind, l))",
        CJKSpacing.join("设置", CJKSpacing.join(phrase(kind, l), "的 '.\(key)'")))
    case .superAlone: l.pick("'super' on its own", "单独使用 'super'")
    case .blockOutsideEnumerate:
      l.pick("a block outside enumerateObjectsUsingBlock:", "enumerateObjectsUsingBlock: 之外的 block")
    case .guardWithoutReturn: l.pick("a guard whose else does not return", "else 分支不返回的 guard")
    case .backgroundQueue(let queue):
      l.pick(
        "a block for \(queue): ViewLab has one thread, the main one, and UIKit may be used only on the main thread (use DispatchQueue.main)",
        "提交给 \(queue) 的 block：ViewLab 只有一个线程，也就是主线程，而 UIKit 只能在主线程上使用（请改用 DispatchQueue.main）")
    case .mainQueueSync(let call):
      l.pick(
        "\(call) onto the main queue: this code already runs on the main queue, so sync waits for a block that can only run after this code returns — a deadlock (use async)",
        "对主队列调用 \(call)：这段代码本来就运行在主队列上，sync 要等的 block 只能在这段代码返回之后执行——这就是死锁（请改用 async）")
    case .pointerWrite: l.pick("writing through a pointer other than *stop", "通过 *stop 以外的指针赋值")
    case .assigningExpression: l.pick("assigning to this expression", "给这个表达式赋值")
    case .sceneChangeInTouches: l.pick("changing the scene from touchesBegan", "在 touchesBegan 里修改场景")
    case .touchesBeganOnAnother: l.pick("calling touchesBegan on another responder", "对其他响应者调用 touchesBegan")
    case .structMemberOfProperty(let p):
      l.pick(
        "assigning to a member of '\(p)' (in Objective-C a property returns a copy of its struct: clang says \"expression is not assignable\"; assign the whole \(p))",
        "给 '\(p)' 的成员赋值（Objective-C 中属性返回结构体的副本：clang 报 \"expression is not assignable\"；请整体赋值 \(p)）")
    }
  }

  static func phrase(_ k: OverrideValueKind, _ l: Language) -> String {
    switch k {
    case .number: l.pick("a number", "数字")
    case .bool: l.pick("a BOOL", "BOOL 值")
    case .point: l.pick("a CGPoint", "CGPoint")
    case .size: l.pick("a CGSize", "CGSize")
    case .rect: l.pick("a CGRect", "CGRect")
    case .view: l.pick("a view", "视图")
    case .null: "nil"
    case .views: l.pick("an array of views", "视图数组")
    case .array: l.pick("an array", "数组")
    case .string: l.pick("a string", "字符串")
    case .stop: l.pick("the stop pointer", "stop 指针")
    case .event: l.pick("the event", "事件参数（UIEvent）")
    case .touches: l.pick("the touches (a set of UITouch)", "touches（UITouch 的集合）")
    case .touch: l.pick("a UITouch", "UITouch")
    case .transform: l.pick("a CGAffineTransform", "CGAffineTransform")
    case .object(let t): l.pick("a \(t)", "\(t) 对象")
    case .type(let t): l.pick("the class \(t)", "类 \(t)")
    case .condition: l.pick("a condition", "条件")
    case .returnValue: l.pick("a return value", "返回值")
    case .indexBelow(let n): l.pick("an index below \(n)", "小于 \(n) 的下标")
    case .index(let n): "\(n)"
    case .endOfMethod: l.pick("the end of the method", "方法末尾")
    }
  }
}
