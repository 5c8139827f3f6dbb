import ViewLabCommands
import ViewLabGeometry
import ViewLabLanguage
import ViewLabModel

/// Every error's words, English and Simplified Chinese side by side: a message and, where it
/// helps, a hint. Tokens stay as typed, between single quotes in both languages.
enum ErrorWords {
  static func message(_ problem: Problem, _ l: Language) -> (message: String, hint: String?) {
    switch problem {
    case .unknownCommand(let w, let s):
      return (
        l.pick("unknown command '\(w)'", "未知命令 '\(w)'"),
        s.map {
          l.pick("did you mean '\($0)'? (type 'help' for all commands)", "你是指 '\($0)' 吗？（输入 'help' 查看全部命令）")
        } ?? l.pick("type 'help' to see every command", "输入 'help' 查看全部命令")
      )
    case .expected(let what, nil):
      let w = phrase(what, l)
      return (l.pick("expected \(w), but the line ends here", CJKSpacing.join("这一行提前结束了，还缺少", w)), nil)
    case .expected(let what, let found?):
      let w = phrase(what, l)
      let f: String =
        switch found {
        case .token(let t): "'\(t)'"
        case .value(let k): phrase(k, l)
        }
      let hint: String? = if case .token(let t) = found { Words.fullWidth(t, l) } else { nil }
      return (
        l.pick("expected \(w), found \(f)", CJKSpacing.join(CJKSpacing.join("这里应该是", w) + "，而不是", f)), hint
      )
    case .extraArgument(let t):
      return (
        l.pick("unexpected '\(t)': the command is complete without it", "多余的 '\(t)'：不需要它，命令已经完整"),
        l.pick("remove it", "请删掉它")
      )
    case .badNumber(let t, let issue): return number(t, issue, l)
    case .badName(let n):
      return (
        l.pick("'\(n)' is not a valid name", "'\(n)' 不是合法的名字"),
        l.pick(
          "names use letters, digits, '_' and '-', and start with a letter", "名字由字母、数字、'_' 和 '-' 组成，以字母开头")
      )
    case .reservedName(let n):
      return (
        l.pick("'\(n)' is a reserved word and cannot name a view", "'\(n)' 是保留字，不能用作视图的名字"),
        l.pick("pick another name", "请换一个名字")
      )
    case .unknownView(let n, let s):
      return (
        l.pick("unknown view '\(n)'", "没有名为 '\(n)' 的视图"),
        s.map { didYouMean($0, l) } ?? l.pick("'tree' lists the views", "输入 'tree' 查看所有视图")
      )
    case .notAView(let n):
      return (
        l.pick("'\(n)' is a view controller, not a view", "'\(n)' 是视图控制器，不是视图"),
        l.pick(
          "use its root view's name (controllers are not hit-tested)", "请用它的根视图的名字（控制器不参与命中测试）")
      )
    case .unknownResponder(let n, let s):
      return (l.pick("unknown view or controller '\(n)'", "没有名为 '\(n)' 的视图或控制器"), s.map { didYouMean($0, l) })
    case .unknownGesture(let n, let s):
      return (
        l.pick("unknown gesture recognizer '\(n)'", "没有名为 '\(n)' 的手势识别器"),
        s.map { didYouMean($0, l) }
          ?? l.pick("make one with 'gesture \(n) tap on VIEW'", "可以用 'gesture \(n) tap on VIEW' 创建一个")
      )
    case .unknownController(let n, let s):
      return (
        l.pick("unknown view controller '\(n)'", "没有名为 '\(n)' 的视图控制器"),
        s.map { didYouMean($0, l) }
          ?? l.pick("make one with 'controller \(n) for VIEW'", "可以用 'controller \(n) for VIEW' 创建一个")
      )
    case .touch(let e): return touch(e, l)
    case .unknownClass(let n, let s):
      let all = ViewClass.addable.map(\.rawValue)
      return (
        l.pick("unknown class '\(n)'", "未知的类 '\(n)'"),
        s.map { didYouMean($0, l) }
          ?? l.pick("classes: \(all.joined(separator: ", "))", "可用的类：\(all.joined(separator: "、"))")
      )
    case .unknownKeyword(let w, let expected, let s):
      let list = phrase(.words(expected), l)
      return (
        l.pick("expected \(list), found '\(w)'", CJKSpacing.join("这里应该是", list) + "，而不是 '\(w)'"),
        s.map { didYouMean($0, l) }
      )
    case .negativeSize:
      return (l.pick("the window needs a positive width and height", "window 的宽和高都必须是正数"), nil)
    case .scene(let e): return scene(e, l)
    case .file(let path, let issue):
      let reason: String =
        switch issue {
        case .system(let e): systemReason(e, l)
        case .hasError: l.pick("it has an error", "文件里有错误")
        case .notAHierarchy(let e): ExportWords.notAHierarchy(e, l)
        }
      return (l.pick("cannot use '\(path)': \(reason)", "无法使用 '\(path)'：\(reason)"), nil)
    case .inFile(let path, let line, _, let inner):
      let (m, h) = message(inner.problem, l)
      return (l.pick("in \(path), line \(line): \(m)", "\(path) 第 \(line) 行：\(m)"), h)
    case .notModelled(let c): return construct(c, l)
    case .override(let p): return OverrideWords.message(p, l)
    case .notAssignable(let view, let property, let member): return notAssignable(view, property, member, l)
    case .flow(let p): return flow(p, l)
    case .nothingToUndo: return (l.pick("nothing to undo", "没有可以撤销的操作"), nil)
    case .nothingToRedo: return (l.pick("nothing to redo", "没有可以重做的操作"), nil)
    case .unknownLanguage(let v, let s):
      let speaks = l.pick("ViewLab speaks en and zh-Hans", "ViewLab 支持 en 和 zh-Hans")
      return (
        l.pick("unknown language '\(v)'", "未知的语言 '\(v)'"),
        s.map { l.pick("did you mean '\($0)'? (\(speaks))", "你是指 '\($0)' 吗？（\(speaks)）") } ?? speaks
      )
    }
  }

  static func didYouMean(_ s: String, _ l: Language) -> String {
    l.pick("did you mean '\(s)'?", "你是指 '\(s)' 吗？")
  }

  static func number(_ t: String, _ issue: NumberIssue, _ l: Language) -> (String, String?) {
    switch issue {
    case .notFinite:
      return (
        l.pick("'\(t)' is not a finite number", "'\(t)' 不是有限数"),
        l.pick("use an ordinary number such as 12.5", "请写普通的数字，例如 12.5")
      )
    case .tooLarge:
      return (l.pick("'\(t)' is too large: numbers must be within ±1e9", "'\(t)' 太大了：数值必须在 ±1e9 以内"), nil)
    case .notWhole: return (l.pick("'\(t)' must be a whole number", "'\(t)' 必须是整数"), nil)
    case .malformed:
      return (
        l.pick("'\(t)' is not a number", "'\(t)' 不是数字"),
        l.pick("numbers look like 10, -12.5 or 1e3", "数字的写法如 10、-12.5 或 1e3")
      )
    }
  }

  static func touch(_ e: TouchError, _ l: Language) -> (String, String?) {
    switch e {
    case .alreadyDown(let finger):
      let suffix = finger == 1 ? "" : " finger \(finger)"
      return (
        l.pick("finger \(finger) is already down", "第 \(finger) 根手指已经按下了"),
        l.pick(
          "lift it with 'touch up\(suffix)' or 'touch cancel\(suffix)' first, or put another finger down with 'touch down X Y finger N'",
          "先用 'touch up\(suffix)' 或 'touch cancel\(suffix)' 抬起它，或者用 'touch down X Y finger N' 按下另一根手指")
      )
    case .fingerNotDown(let finger, let down):
      let list = down.map(String.init).joined(separator: l.pick(", ", "、"))
      let start = l.pick(
        "start it with 'touch down X Y finger \(finger)'", "先用 'touch down X Y finger \(finger)' 按下它")
      return (
        l.pick("finger \(finger) is not down", "第 \(finger) 根手指没有按下"),
        down.isEmpty
          ? l.pick("no finger is down; ", "现在没有手指按下；") + start
          : l.pick("fingers down: \(list); ", "正按下的手指：\(list)；") + start
      )
    case .fingerOutOfRange(let finger):
      let most = TouchConstants.maximumFingers
      return (
        l.pick("there is no finger \(finger)", "没有第 \(finger) 根手指"),
        l.pick("fingers are numbered 1 to \(most)", "手指编号为 1 到 \(most)")
      )
    case .noTouch:
      return (
        l.pick("no finger is down", "没有手指按下"),
        l.pick(
          "start a touch with 'touch down X Y' (or use 'tap X Y')",
          "先用 'touch down X Y' 开始一次触摸（或者用 'tap X Y'）")
      )
    case .badDuration(let d):
      let n = Number.format(d)
      return (
        l.pick("cannot wait \(n) seconds", "不能等待 \(n) 秒"),
        l.pick("time only moves forward: give 0 or more seconds", "时间只能向前：请给出不小于 0 的秒数")
      )
    }
  }

  /// Why the machine refused a file, in the learner's language (English keeps the system's words).
  static func systemReason(_ e: FileRefusal, _ l: Language) -> String {
    switch e.kind {
    case .notFound: l.pick(e.reason, "没有这个文件或目录")
    case .permissionDenied: l.pick(e.reason, "没有访问权限")
    case .isDirectory: l.pick(e.reason, "这是一个目录，不是文件")
    case .notDirectory: l.pick(e.reason, "路径中有一部分不是目录")
    case .readOnly: l.pick(e.reason, "文件系统是只读的")
    case .noSpace: l.pick(e.reason, "设备上没有剩余空间")
    case .unavailable: l.pick(e.reason, "课程中不能读写文件")
    case .io(let code): l.pick(e.reason, "系统错误（errno \(code)：\(e.reason)）")
    }
  }
}

/// Why the system could not use a file, in the session's language (for messages worded outside
/// `ErrorRenderer`, such as `viewlab run`'s own).
public enum SystemReason {
  public static func text(_ e: FileRefusal, _ l: Language) -> String { ErrorWords.systemReason(e, l) }
}
