import ViewLabCommands
import ViewLabLanguage
import ViewLabModel

extension OverrideWords {
  /// After a class is pasted: what will run, what is kept without running, and who now runs it.
  static func classNote(_ c: ClassSummary, _ s: Style) -> String {
    var lines: [String] = []
    let base =
      c.superclassGiven
      ? c.superclass : s.pick("\(c.superclass) (guessed from the name)", "\(c.superclass)（由类名推断）")
    if c.extended {
      lines.append(
        s.pick(
          "extension \(c.name): its methods join class \(c.name): \(base)",
          "扩展 \(c.name)：其中的方法会并入类 \(c.name)，\(c.name) 继承自 \(base)"))
    } else {
      lines.append(s.pick("class \(c.name): \(base)", "类 \(c.name)：继承自 \(base)"))
    }
    if let standIn = c.standIn {
      lines.append(
        "  "
          + s.dim(
            s.pick(
              "\(c.superclass) runs as the \(standIn) it is a subclass of: what it adds itself (its own subviews, its drawing) is not built",
              "ViewLab 把 \(c.superclass) 当作它的父类 \(standIn) 来模拟：\(c.superclass) 自己额外添加的部分（自带的子视图、绘制内容）不会被构建")))
    }
    for (m, line) in c.overrides {
      let call = OverrideCall(
        className: c.name, method: m, view: ViewID(0), point: nil, line: line, objectiveC: c.objectiveC)
      lines.append(
        "  "
          + s.pick(
            "overrides \(OverrideTraceRenderer.selector(call)) (line \(line)): ViewLab runs it when UIKit would call it",
            "重写了 \(OverrideTraceRenderer.selector(call))（第 \(line) 行）：UIKit 调用它时 ViewLab 会逐行执行"))
    }
    for (selector, line) in c.actions {
      if selector.contains("didSelect") {
        lines.append(
          "  "
            + s.pick(
              "delegate method \(selector) (line \(line)): ViewLab runs it when a table or collection view selects a row, with indexPath.row",
              "代理方法 \(selector)（第 \(line) 行）：表格或集合视图选中一行时 ViewLab 会执行它（可读 indexPath.row）"))
        continue
      }
      lines.append(
        "  "
          + s.pick(
            "action \(selector) (line \(line)): ViewLab runs it when a control or recognizer it is the action of fires, with sender",
            "动作方法 \(selector)（第 \(line) 行）：以它为 action 的控件或手势识别器触发时 ViewLab 会执行它（带 sender）"))
    }
    if let controller = c.rootController {
      lines.append(
        "  "
          + s.pick(
            "the window's root view controller (\(controller)) is now a \(c.name): a touch that reaches it on the responder chain runs these methods",
            "窗口的根视图控制器（\(controller)）现在是 \(c.name) 的实例：沿响应者链到达它的触摸会执行这些方法"))
    }
    for (selector, line, problem) in c.unreadActions {
      let why = ErrorRenderer.message(problem, s.language).message
      lines.append(
        "  "
          + s.warning(
            s.pick(
              "not run: \(selector) (line \(line)) — ViewLab cannot read its body (\(why)); when UIKit calls it, nothing runs",
              "不会执行：\(selector)（第 \(line) 行）——ViewLab 读不懂它的方法体（\(why)）；UIKit 调用它时什么也不会执行")))
    }
    if !c.otherMethods.isEmpty {
      lines.append(
        "  "
          + s.pick(
            "kept, not run: \(c.otherMethods.joined(separator: ", ")) (not an override, an action or a delegate method ViewLab runs)",
            "保留但不执行：\(c.otherMethods.joined(separator: ", "))（不是 ViewLab 会执行的重写方法、动作方法或代理方法）"))
    }
    if !c.declarations.isEmpty {
      let en = c.declarations.map { "line \($0.line) '\($0.text)'" }.joined(separator: ", ")
      let zh = c.declarations.map { "第 \($0.line) 行 '\($0.text)'" }.joined(separator: "，")
      lines.append(
        "  "
          + s.pick(
            "read, nothing to run: \(en) (declarations change no view)",
            "已读取，没有可执行的代码：\(zh)（声明不改变任何视图）"))
    }
    if !c.properties.isEmpty {
      lines.append("  " + s.pick("properties: ", "属性：") + c.properties.joined(separator: ", "))
    }
    if !c.superclassGiven {
      lines.append(
        "  "
          + s.dim(
            s.pick(
              "no @interface pasted: paste '@interface \(c.name) : UIButton' (or another class) to choose its superclass",
              "没有粘贴 @interface：可以先粘贴 '@interface \(c.name) : UIButton'（或其他类）来指定父类")))
    }
    if c.updated > 0 {
      lines.append(
        "  "
          + s.pick("\(c.updated) view(s) of this class now run the new code", "已有 \(c.updated) 个该类的视图改用新代码"))
    }
    return lines.joined(separator: "\n")
  }
}
