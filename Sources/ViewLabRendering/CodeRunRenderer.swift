import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

/// The methods written as code a tap or touch step ran — touches… overrides and actions — with
/// their trace lines and what each changed in the scene, for people and as JSON (docs/JSON.md, `ran`).
enum CodeRunRenderer {
  static func lines(_ runs: [CodeRun], _ scene: Scene, _ s: Style) -> [String] {
    var out: [String] = []
    for run in runs {
      let method = s.pick("\(run.className)'s \(run.selector)", "\(run.className) 的 \(run.selector)")
      let runs =
        run.unrecognized
        ? s.fail(Words.unrecognizedAction(run.selector, run.className, s.language))
        : run.unreadAt.map { unread(method, line: $0, s) } ?? s.pick("\(method) runs", "运行 \(method)")
      /// What the method is given, when it runs.
      func with(_ argument: String) -> String {
        run.unreadAt == nil && !run.unrecognized ? s.pick(", ", "，") + argument : ""
      }
      if case .controlEvent(let e) = run.trigger, let sender = run.sender {
        let sender = name(sender, scene, s)
        out.append(
          s.pick(
            "\(sender) sends \(e.rawValue): \(runs)\(with("sender = \(sender)"))",
            "\(sender) 发出 \(e.rawValue)：\(runs)\(with("sender = \(sender)"))"))
      }
      if case .gesture(let g, let state) = run.trigger {
        let gesture = s.name(scene.gesture(g).name)
        out.append(
          s.pick(
            "\(gesture) is \(state.rawValue) and sends its action: \(runs)\(with("sender = \(gesture)"))",
            "\(gesture) 进入 \(state.rawValue) 状态并发出 action：\(runs)\(with("sender = \(gesture)"))"))
      }
      if case .rowSelected(let table, let row) = run.trigger {
        out.append(
          s.pick(
            "\(name(table, scene, s)) selects row \(row): \(runs)\(with("indexPath.row = \(row)"))",
            "\(name(table, scene, s)) 选中第 \(row) 行：\(runs)\(with("indexPath.row = \(row)"))"))
      }
      out += run.records.flatMap { OverrideTraceRenderer.lines($0, pad: "", scene, s) }
      out += run.changes.map { "    " + change($0, scene, s) }
    }
    return out
  }

  static func name(_ id: ViewID, _ scene: Scene, _ s: Style) -> String { s.name(scene[id].name) }

  /// A call of a method whose body ViewLab could not read: UIKit makes it, nothing runs.
  static func unread(_ method: String, line: Int, _ s: Style) -> String {
    s.warning(
      s.pick(
        "UIKit called \(method), but ViewLab could not read its body (line \(line); the note when the class was pasted says why), so nothing ran",
        "UIKit 调用了 \(method)，但 ViewLab 读不懂它的方法体（第 \(line) 行；原因见粘贴这个类时的提示），所以什么也没执行"))
  }

  static func change(_ c: SceneChange, _ scene: Scene, _ s: Style) -> String {
    switch c {
    case .frame(let v, let from, let to):
      return s.pick(
        "→ \(name(v, scene, s)).frame \(from) → \(to)", "→ \(name(v, scene, s)) 的 frame 从 \(from) 变为 \(to)")
    case .transform(let v, let t, let frame):
      return s.pick(
        "→ \(name(v, scene, s)).transform = \(t) (frame now \(frame))",
        "→ \(name(v, scene, s)).transform = \(t)（frame 现在是 \(frame)）")
    case .added(let v, let parent, let frame):
      let cls = scene[v].viewClass.rawValue
      return s.pick(
        "→ \(name(v, scene, s)) (\(cls)) added to \(name(parent, scene, s)), frame \(frame)",
        "→ \(name(v, scene, s))（\(cls)）加入 \(name(parent, scene, s))，frame \(frame)")
    case .property(let v, let property, let value):
      return s.pick(
        "→ \(name(v, scene, s)).\(property) = \(value)", "→ \(name(v, scene, s)).\(property) 变为 \(value)")
    case .controllerProperty(let c, let property, let value):
      let owner = s.name(scene.controller(c).name)
      return s.pick("→ \(owner).\(property) = \(value)", "→ \(owner).\(property) 变为 \(value)")
    }
  }

  static func json(_ run: CodeRun, _ scene: Scene) -> JSON {
    let trigger: String
    switch run.trigger {
    case .touches(let phase): trigger = phase.rawValue
    case .controlEvent(let e): trigger = e.rawValue
    case .gesture(_, let state): trigger = state.rawValue
    case .rowSelected: trigger = "selected"
    }
    return .object(
      [
        ("class", .string(run.className)), ("method", .string(run.selector)),
        ("view", .string(scene[run.view].name)),
        ("sender", .name(sender(run, scene))), ("trigger", .string(trigger)),
        ("steps", .array(run.records.map { .object(OverrideTraceRenderer.json($0, scene)) })),
        ("changes", .array(run.changes.map { change($0, scene) })),
      ] + (run.unreadAt.map { [("unread", JSON.number(Double($0)))] } ?? [])
        + (run.unrecognized ? [("unrecognized", JSON.bool(true))] : []))
  }

  /// The control, or the recognizer, that sent the action.
  static func sender(_ run: CodeRun, _ scene: Scene) -> String? {
    if case .gesture(let g, _) = run.trigger { return scene.gesture(g).name }
    return run.sender.map { scene[$0].name }
  }

  static func change(_ c: SceneChange, _ scene: Scene) -> JSON {
    switch c {
    case .frame(let v, let from, let to):
      return .object([
        ("change", .string("frame")), ("view", .string(scene[v].name)), ("from", .rect(from)),
        ("to", .rect(to)),
      ])
    case .transform(let v, let t, let frame):
      return .object([
        ("change", .string("transform")), ("view", .string(scene[v].name)),
        ("transform", .array(t.components.map(JSON.number))), ("frame", .rect(frame)),
      ])
    case .added(let v, let parent, let frame):
      return .object([
        ("change", .string("added")), ("view", .string(scene[v].name)),
        ("class", .string(scene[v].viewClass.rawValue)),
        ("superview", .string(scene[parent].name)), ("frame", .rect(frame)),
      ])
    case .property(let v, let property, let value):
      return .object([
        ("change", .string("property")), ("view", .string(scene[v].name)), ("property", .string(property)),
        ("value", .string(value)),
      ])
    case .controllerProperty(let c, let property, let value):
      return .object([
        ("change", .string("property")), ("controller", .string(scene.controller(c).name)),
        ("property", .string(property)), ("value", .string(value)),
      ])
    }
  }
}
