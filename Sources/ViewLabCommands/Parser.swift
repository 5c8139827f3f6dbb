import ViewLabGeometry
import ViewLabModel

/// Turns one line of the scene-script language into a `Command`.
public enum Parser {
  /// `nil` for a blank or comment-only line.
  public static func parse(_ line: String) throws(ScriptError) -> Command? {
    let tokens = Lexer.tokens(line)
    guard let verbToken = tokens.first else { return nil }
    if CodeParser.isCode(line, verb: verbToken.text) {
      let snippet = try CodeParser.parse(line)
      return snippet.statements.isEmpty ? nil : .code(snippet)
    }
    var c = TokenCursor(tokens: tokens, endColumn: line.count + 1)
    let command = try parse(verb: verbToken, &c)
    try c.end()
    return command
  }

  static let aliases = ["exit": "quit", "hitTest": "hittest", "?": "help", "unhide": "show"]

  static func parse(verb token: Token, _ c: inout TokenCursor) throws(ScriptError) -> Command {
    let verb = aliases[token.text] ?? token.text
    switch verb {
    case "window": return .window(try c.size(allowNegative: false))
    case "add": return try parseAdd(&c)
    case "remove": return .remove(try c.name())
    case "move":
      let name = try c.name()
      _ = try c.keyword(["to"])
      let parent = try c.name("the new superview's name")
      var index: Int?
      if !c.atEnd {
        _ = try c.keyword(["at"])
        index = try c.integer("INDEX")
      }
      return .move(name, to: parent, index: index)
    case "front": return .reorder(try c.name(), toFront: true)
    case "back": return .reorder(try c.name(), toFront: false)
    case "frame": return .frame(try c.name(), try parseRectEdit(&c))
    case "bounds": return .bounds(try c.name(), try parseRectEdit(&c))
    case "center": return .center(try c.name(), try c.point())
    case "position": return .position(try c.name(), try c.point())
    case "anchor": return .anchor(try c.name(), try c.point())
    case "transform": return try parseTransform(&c)
    case "hide": return .hidden(try c.name(), true)
    case "show": return .hidden(try c.name(), false)
    case "alpha": return .alpha(try c.name(), try c.number("VALUE"))
    case "interaction": return .interaction(try c.name(), try c.onOff())
    case "clip": return .clip(try c.name(), try c.onOff())
    case "controller":
      let name = try c.name("the controller's name")
      _ = try c.keyword(["for"])
      return .controller(name, view: try c.name("its root view's name"))
    case "shape": return .shape(try c.name(), circle: try c.keyword(["circle", "rect"]) == "circle")
    case "expand":
      let name = try c.name()
      let dx = try c.number("DX")
      let dy = c.atEnd ? dx : try c.number("DY")
      return .expand(name, dx: dx, dy: dy)
    case "passthrough": return .passthrough(try c.name(), try c.onOff())
    case "redirect":
      let name = try c.name()
      if try c.keyword(["to", "off"]) == "off" { return .redirect(name, to: nil) }
      return .redirect(name, to: try c.name("the view to redirect to"))
    case "touches":
      let name = try c.name("a view or controller name")
      let mode = try c.keyword(["handle", "super", "none"])
      return .touches(name, TouchesOverride(rawValue: mode)!)
    case "tap": return .tap(try c.point())
    case "hittest": return .hitTest(try c.name(), try c.point())
    case "inside": return .inside(try c.name(), try c.point())
    case "convert":
      let p = try c.point()
      _ = try c.keyword(["from"])
      let from = try c.name()
      _ = try c.keyword(["to"])
      return .convert(p, from: from, to: try c.name())
    case "explain": return .explain(try c.name())
    case "why":
      let name = try c.name()
      return .why(name, try c.point())
    case "tree": return .tree
    case "draw": return .draw
    case "undo": return .undo
    case "redo": return .redo
    case "reset": return .reset
    case "save": return .save(path: try c.path())
    case "load": return .load(path: try c.path())
    case "import": return .importDump(path: try c.path())
    case "export":
      let kind = ExportKind(rawValue: try c.keyword(ExportKind.allCases.map(\.rawValue)))!
      return .export(kind, path: try c.path())
    case "help":
      let topic = c.next()?.text
      return .help(topic: topic)
    case "quit": return .quit
    case "lesson", "lessons":
      defer { c.index = c.tokens.count }
      return .lesson(c.tokens.dropFirst().map(\.text))
    case "quiz":
      defer { c.index = c.tokens.count }
      return .quiz(c.tokens.dropFirst().map(\.text))
    case "stats":
      defer { c.index = c.tokens.count }
      return .stats(c.tokens.dropFirst().map(\.text))
    default:
      let suggestion = Suggestion.nearest(to: token.text, in: CommandCatalog.verbs + ["exit"])
      throw ScriptError(.unknownCommand(token.text, suggestion: suggestion), at: token)
    }
  }

  static func parseAdd(_ c: inout TokenCursor) throws(ScriptError) -> Command {
    let nameToken = c.peek
    let name = try c.name("the new view's name")
    if TokenCursor.reserved.contains(name.text) || ViewClass(rawValue: name.text) != nil {
      throw ScriptError(.reservedName(name.text), column: nameToken!.column, length: name.text.count)
    }
    var viewClass = ViewClass.UIView
    if let t = c.peek, t.text.first?.isLetter == true, t.text != "to" {
      _ = c.next()
      guard let cls = ViewClass(rawValue: t.text), cls != .UIWindow else {
        let suggestion = Suggestion.nearest(to: t.text, in: ViewClass.addable.map(\.rawValue))
        throw ScriptError(.unknownClass(t.text, suggestion: suggestion), at: t)
      }
      viewClass = cls
    }
    var frame: Rect?
    if let t = c.peek, t.text != "to" { _ = t; frame = try c.rect() }
    var parent: NameRef?
    if !c.atEnd {
      _ = try c.keyword(["to"])
      parent = try c.name("the superview's name")
    }
    return .add(name, viewClass, frame: frame, parent: parent)
  }

  static func parseRectEdit(_ c: inout TokenCursor) throws(ScriptError) -> RectEdit {
    switch c.peek?.text {
    case "origin":
      _ = c.next()
      return .origin(try c.point())
    case "size":
      _ = c.next()
      return .size(try c.size())
    default:
      return .whole(try c.rect())
    }
  }

  static func parseTransform(_ c: inout TokenCursor) throws(ScriptError) -> Command {
    let name = try c.name()
    if c.peek?.text == "identity" {
      _ = c.next()
      return .transform(name, [])
    }
    var ops: [TransformOp] = []
    repeat {
      switch try c.keyword(["rotate", "scale", "translate", "matrix"]) {
      case "rotate": ops.append(.rotate(degrees: try c.number("DEGREES")))
      case "scale":
        let sx = try c.number("S")
        let sy = c.peek.map { (try? TokenCursor.number($0)) != nil } == true ? try c.number() : sx
        ops.append(.scale(x: sx, y: sy))
      case "translate": ops.append(.translate(x: try c.number("TX"), y: try c.number("TY")))
      default:
        var n: [Double] = []
        for label in ["A", "B", "C", "D", "TX", "TY"] { n.append(try c.number(label)) }
        ops.append(.matrix(AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])))
      }
    } while !c.atEnd
    return .transform(name, ops)
  }
}
