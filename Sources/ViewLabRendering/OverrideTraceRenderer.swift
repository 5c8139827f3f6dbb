import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

/// The trace lines of a class written as code: each override as it starts, the line that decided
/// its answer with the values it read, and its `NSLog`/`print` output, in English or Chinese.
enum OverrideTraceRenderer {
  static func lines(_ record: OverrideRecord, pad: String, _ scene: Scene, _ s: Style) -> [String] {
    switch record {
    case .began(let call):
      let at = call.point.map { s.pick(" at \($0)", "，point = \($0)") } ?? ""
      if call.method == .action {
        return [
          "\(pad)  ▸ "
            + s.pick(
              "\(call.className)'s action \(selector(call)) runs — line \(call.line)",
              "运行 \(call.className) 的动作方法 \(selector(call))——第 \(call.line) 行")
        ]
      }
      return [
        "\(pad)  ▸ "
          + s.pick(
            "\(call.className)'s \(selector(call)) override runs\(at) — line \(call.line)",
            "运行 \(call.className) 重写的 \(selector(call))\(at)——第 \(call.line) 行")
      ]
    case .returned(let call, let exit):
      var out = ["\(pad)  ◂ " + returnedText(call, exit, scene, s)]
      if let c = exit.condition {
        let verdict = c.result ? s.pick("true", "成立") : s.pick("false", "不成立")
        let evaluated = c.evaluated.map { " → \($0)" } ?? ""
        out.append(
          "\(pad)      "
            + s.pick("decided at line \(c.line): ", "第 \(c.line) 行决定：")
            + "\(c.source)\(evaluated) → \(verdict)")
      }
      if !exit.values.isEmpty {
        out.append(
          "\(pad)      " + s.pick("values: ", "取值：")
            + exit.values.map { "\($0.expression) = \($0.value)" }.joined(separator: ", "))
      }
      return out
    case .log(let line, let text):
      return ["\(pad)  " + s.dim(s.pick("log (line \(line)): ", "日志（第 \(line) 行）：")) + text]
    case .accepted(let line, let what):
      return [
        "\(pad)  " + s.dim(s.pick("note (line \(line)): ", "说明（第 \(line) 行）："))
          + OverrideWords.accepted(what, s.language)
      ]
    case .superInside(let view, let p, let inside, let line):
      let answer = inside ? "YES" : "NO"
      return [
        "\(pad)  "
          + s.pick(
            "line \(line): super's point(inside: \(p)) → \(answer) (UIView's: bounds \(scene[view].bounds))",
            "第 \(line) 行：super 的 point(inside: \(p)) → \(answer)（UIView 的实现：bounds \(scene[view].bounds)）")
      ]
    case .askedInside(let view, let p, let inside, let line):
      let answer = inside ? "YES" : "NO"
      return [
        "\(pad)  "
          + s.pick(
            "line \(line): \(scene[view].name).point(inside: \(p)) → \(answer) (no override: bounds \(scene[view].bounds))",
            "第 \(line) 行：\(scene[view].name).point(inside: \(p)) → \(answer)（未重写：bounds \(scene[view].bounds)）"
          )
      ]
    }
  }

  /// `CustomButton.pointInside returned NO at line 14 (return NO;)`.
  static func returnedText(_ call: OverrideCall, _ exit: OverrideExit, _ scene: Scene, _ s: Style) -> String {
    let value = answer(exit.answer, call.objectiveC, scene)
    let method = "\(call.className).\(call.method == .action ? call.selector : call.method.rawValue)"
    if exit.answer == .done {
      return s.pick("\(method) finished (line \(exit.line))", "\(method) 执行完毕（第 \(exit.line) 行）")
    }
    if exit.answer == .forwardedToNext {
      return s.pick(
        "\(method) sent the touch to the next responder itself (ends at line \(exit.line)): it goes on, as with super",
        "\(method) 自己把触摸发给了下一个响应者（第 \(exit.line) 行结束）：触摸继续向上传递，和调用 super 一样")
    }
    if case .touches(let callsSuper) = exit.answer {
      return callsSuper
        ? s.pick(
          "\(method) called super (ends at line \(exit.line)): the touch goes on to the next responder",
          "\(method) 调用了 super（第 \(exit.line) 行结束）：触摸继续传给下一个响应者")
        : s.pick(
          "\(method) ends at line \(exit.line) without calling super: the touch stops here",
          "\(method) 在第 \(exit.line) 行结束，没有调用 super：触摸到此为止")
    }
    let source = exit.source.isEmpty ? "" : " (\(exit.source))"
    return s.pick(
      "\(method) returned \(value) at line \(exit.line)\(source)",
      "\(method) 在第 \(exit.line) 行返回 \(value)\(source)")
  }

  static func answer(_ a: OverrideAnswer, _ objectiveC: Bool, _ scene: Scene) -> String {
    switch a {
    case .bool(let b): objectiveC ? (b ? "YES" : "NO") : (b ? "true" : "false")
    case .view(let v): v.map { scene[$0].name } ?? "nil"
    case .touches(let callsSuper): callsSuper ? "super" : "—"
    case .forwardedToNext: "next"
    case .done: "—"
    }
  }

  /// The method as the class spells it.
  static func selector(_ call: OverrideCall) -> String {
    switch call.method {
    case .pointInside: call.objectiveC ? "pointInside:withEvent:" : "point(inside:with:)"
    case .hitTest: call.objectiveC ? "hitTest:withEvent:" : "hitTest(_:with:)"
    case .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled:
      call.objectiveC ? "\(call.method.rawValue):withEvent:" : "\(call.method.rawValue)(_:with:)"
    case .action: call.selector
    case .shouldReceiveTouch, .shouldBegin, .shouldRecognizeSimultaneously, .shouldRequireFailure,
      .shouldBeRequiredToFail:
      call.method.delegateSelector(objectiveC: call.objectiveC) ?? call.selector
    }
  }

  /// The `point(inside:)` line of a view whose class overrides it.
  static func insideText(_ className: String, _ inside: Bool, _ s: Style) -> String {
    let answer = inside ? "YES" : "NO"
    return s.pick("\(className)'s override answered \(answer)", "\(className) 的重写返回 \(answer)")
  }

  static func json(_ record: OverrideRecord, _ scene: Scene) -> [(String, JSON)] {
    func call(_ c: OverrideCall) -> [(String, JSON)] {
      [
        ("class", .string(c.className)),
        ("method", .string(c.method == .action ? c.selector : c.method.rawValue)),
        ("declaredAt", .number(Double(c.line))),
      ]
    }
    switch record {
    case .began(let c):
      return [("step", .string("overrideBegan"))] + call(c) + (c.point.map { [("point", .point($0))] } ?? [])
    case .returned(let c, let exit):
      var f: [(String, JSON)] = [("step", .string("overrideReturned"))] + call(c)
      switch exit.answer {
      case .bool(let b): f.append(("result", .bool(b)))
      case .view(let v): f.append(("result", .name(v.map { scene[$0].name })))
      case .touches(let callsSuper): f.append(("callsSuper", .bool(callsSuper)))
      case .forwardedToNext: f += [("callsSuper", .bool(true)), ("forwardedToNext", .bool(true))]
      case .done: break
      }
      f += [("line", .number(Double(exit.line))), ("source", .string(exit.source))]
      if let c = exit.condition {
        f.append(
          (
            "condition",
            .object([
              ("line", .number(Double(c.line))), ("source", .string(c.source)),
              ("evaluated", c.evaluated.map(JSON.string) ?? .null), ("result", .bool(c.result)),
            ])
          ))
      }
      f.append(("values", .object(exit.values.map { ($0.expression, .string($0.value)) })))
      return f
    case .log(let line, let text):
      return [("step", .string("log")), ("line", .number(Double(line))), ("text", .string(text))]
    case .accepted(let line, let what):
      return [
        ("step", .string("accepted")), ("line", .number(Double(line))),
        ("note", .string(OverrideWords.accepted(what, .en))),
      ]
    case .superInside(let view, let p, let inside, let line):
      return [
        ("step", .string("superInside")), ("target", .string(scene[view].name)), ("point", .point(p)),
        ("inside", .bool(inside)), ("line", .number(Double(line))),
      ]
    case .askedInside(let view, let p, let inside, let line):
      return [
        ("step", .string("askedInside")), ("target", .string(scene[view].name)), ("point", .point(p)),
        ("inside", .bool(inside)), ("line", .number(Double(line))),
      ]
    }
  }
}

extension OverrideTraceRenderer {
  /// `why`: `CustomButton.pointInside returned NO at line 58 (return NO;), because at line 54 …`.
  static func why(_ call: OverrideCall, _ exit: OverrideExit, _ scene: Scene, _ s: Style) -> String {
    var text = returnedText(call, exit, scene, s)
    if let c = exit.condition {
      let evaluated = c.evaluated.map { " → \($0)" } ?? ""
      text += s.pick(
        ", decided at line \(c.line): \(c.source)\(evaluated)", "，由第 \(c.line) 行决定：\(c.source)\(evaluated)")
    }
    if !exit.values.isEmpty {
      text += " (" + exit.values.map { "\($0.expression) = \($0.value)" }.joined(separator: ", ") + ")"
    }
    return text + "."
  }
}

extension OverrideTraceRenderer {
  /// `explain`: the class written as code a view is an instance of, and what it overrides.
  static func explain(_ id: ViewID, _ scene: Scene, _ s: Style) -> [String] {
    guard let c = scene.behavior(of: id) as? InterpretedClass else { return [] }
    let d = c.definition
    var out = [
      "  "
        + s.pick(
          "class \(d.name) (a \(d.superclass.rawValue) subclass, pasted as code)",
          "类 \(d.name)（\(d.superclass.rawValue) 的子类，由粘贴的代码定义）")
    ]
    for m in d.methods {
      var call = OverrideCall(
        className: d.name, method: m.method, view: id, point: nil, line: m.line, objectiveC: d.objectiveC)
      call.selector = m.selector
      out.append(
        "    "
          + (m.method == .action
            ? s.pick(
              "action \(selector(call)), lines \(m.line)–\(m.endLine)",
              "动作方法 \(selector(call))，第 \(m.line)–\(m.endLine) 行")
            : s.pick(
              "overrides \(selector(call)), lines \(m.line)–\(m.endLine)",
              "重写 \(selector(call))，第 \(m.line)–\(m.endLine) 行")))
    }
    for (p, target) in c.outlets.sorted(by: { $0.key < $1.key }) { out.append("    \(p) = \(target)") }
    return out
  }
}
