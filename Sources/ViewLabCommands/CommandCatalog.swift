/// Every verb of the scene-script language with its syntax, meaning and an example: the one table
/// behind `help`, "did you mean" and tab completion.
public struct CommandSpec: Hashable, Sendable {
  public enum Group: String, CaseIterable, Sendable {
    case build = "Build the scene"
    case change = "Change a view"
    case overrides = "Overrides a subclass would write"
    case ask = "Ask questions"
    case session = "Session"
  }

  public var verb: String
  public var group: Group
  public var syntax: String
  public var summary: String
  public var uikit: String
  public var example: String
}

public enum CommandCatalog {
  public static let all: [CommandSpec] = [
    .init(
      verb: "add", group: .build, syntax: "add NAME [CLASS] [X Y W H] [to PARENT]",
      summary: "create a view and add it as the frontmost subview of PARENT (default: window)",
      uikit: "let NAME = CLASS(frame: CGRect(x: X, y: Y, width: W, height: H)); PARENT.addSubview(NAME)",
      example: "add red 20 40 200 100"),
    .init(
      verb: "remove", group: .build, syntax: "remove NAME",
      summary: "take the view (and everything in it) out of the scene",
      uikit: "NAME.removeFromSuperview()", example: "remove red"),
    .init(
      verb: "move", group: .build, syntax: "move NAME to PARENT [at INDEX]",
      summary: "give the view a new superview, at the front or at INDEX",
      uikit: "PARENT.insertSubview(NAME, at: INDEX)", example: "move green to window at 0"),
    .init(
      verb: "front", group: .build, syntax: "front NAME", summary: "bring a view in front of its siblings",
      uikit: "NAME.superview?.bringSubviewToFront(NAME)", example: "front red"),
    .init(
      verb: "back", group: .build, syntax: "back NAME", summary: "send a view behind its siblings",
      uikit: "NAME.superview?.sendSubviewToBack(NAME)", example: "back red"),
    .init(
      verb: "window", group: .build, syntax: "window W H", summary: "resize the window",
      uikit: "window.frame.size = CGSize(width: W, height: H)", example: "window 390 844"),
    .init(
      verb: "controller", group: .build, syntax: "controller NAME for VIEW",
      summary: "a view controller whose root view is VIEW (it joins the responder chain)",
      uikit: "let NAME = UIViewController(); NAME.view = VIEW", example: "controller home for content"),
    .init(
      verb: "frame", group: .change,
      syntax: "frame NAME X Y W H | frame NAME origin X Y | frame NAME size W H",
      summary: "set the frame, in the superview's coordinates",
      uikit: "NAME.frame = CGRect(x: X, y: Y, width: W, height: H)", example: "frame red 20 40 200 100"),
    .init(
      verb: "bounds", group: .change,
      syntax: "bounds NAME X Y W H | bounds NAME origin X Y | bounds NAME size W H",
      summary: "set the bounds, in the view's own coordinates (origin shifts the content)",
      uikit: "NAME.bounds = CGRect(x: X, y: Y, width: W, height: H)", example: "bounds red origin 0 30"),
    .init(
      verb: "center", group: .change, syntax: "center NAME X Y",
      summary: "set the center (the same value as layer.position)",
      uikit: "NAME.center = CGPoint(x: X, y: Y)", example: "center red 120 90"),
    .init(
      verb: "position", group: .change, syntax: "position NAME X Y", summary: "set layer.position",
      uikit: "NAME.layer.position = CGPoint(x: X, y: Y)", example: "position red 120 90"),
    .init(
      verb: "anchor", group: .change, syntax: "anchor NAME X Y",
      summary: "set layer.anchorPoint (position stays, so the view moves)",
      uikit: "NAME.layer.anchorPoint = CGPoint(x: X, y: Y)", example: "anchor red 0 0"),
    .init(
      verb: "transform", group: .change,
      syntax:
        "transform NAME identity | transform NAME OP… (rotate DEG, scale S [SY], translate TX TY, matrix A B C D TX TY)",
      summary: "set the transform; later OPs modify the first, as .rotated(by:)/.scaledBy/.translatedBy do",
      uikit: "NAME.transform = CGAffineTransform(rotationAngle: .pi / 4)", example: "transform red rotate 45"),
    .init(
      verb: "hide", group: .change, syntax: "hide NAME", summary: "hide the view",
      uikit: "NAME.isHidden = true", example: "hide red"),
    .init(
      verb: "show", group: .change, syntax: "show NAME", summary: "unhide the view",
      uikit: "NAME.isHidden = false", example: "show red"),
    .init(
      verb: "alpha", group: .change, syntax: "alpha NAME VALUE",
      summary: "set alpha (stored as a Float, like layer.opacity)", uikit: "NAME.alpha = VALUE",
      example: "alpha red 0.01"),
    .init(
      verb: "interaction", group: .change, syntax: "interaction NAME on|off",
      summary: "turn isUserInteractionEnabled on or off", uikit: "NAME.isUserInteractionEnabled = false",
      example: "interaction red off"),
    .init(
      verb: "clip", group: .change, syntax: "clip NAME on|off", summary: "turn clipsToBounds on or off",
      uikit: "NAME.clipsToBounds = true", example: "clip red on"),
    .init(
      verb: "shape", group: .overrides, syntax: "shape NAME circle|rect",
      summary: "point(inside:) true only within the inscribed circle (the round button), or the default",
      uikit: "override func point(inside p: CGPoint, with e: UIEvent?) -> Bool { hypot(…) <= min(w, h) / 2 }",
      example: "shape button circle"),
    .init(
      verb: "expand", group: .overrides, syntax: "expand NAME DX [DY]",
      summary: "point(inside:) tests bounds grown by DX, DY on each side (negative shrinks)",
      uikit:
        "override func point(inside p: CGPoint, with e: UIEvent?) -> Bool { bounds.insetBy(dx: -DX, dy: -DY).contains(p) }",
      example: "expand button 20"),
    .init(
      verb: "passthrough", group: .overrides, syntax: "passthrough NAME on|off",
      summary:
        "hitTest returns nil instead of the view itself: touches fall through, subviews still get theirs",
      uikit: "override func hitTest(…) -> UIView? { let v = super.hitTest(…); return v == self ? nil : v }",
      example: "passthrough overlay on"),
    .init(
      verb: "redirect", group: .overrides, syntax: "redirect NAME to OTHER | redirect NAME off",
      summary: "hitTest returns OTHER when the point is inside OTHER, else super",
      uikit:
        "override func hitTest(…) -> UIView? { if other.point(inside: convert(p, to: other), with: e) { return other }; return super.hitTest(…) }",
      example: "redirect cover to button"),
    .init(
      verb: "touches", group: .overrides, syntax: "touches NAME handle|super|none",
      summary: "touchesBegan: overridden and stops / overridden and calls super / not overridden",
      uikit:
        "override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { super.touchesBegan(t, with: e) }",
      example: "touches red super"),
    .init(
      verb: "tap", group: .ask, syntax: "tap X Y",
      summary: "hit-test a touch at a window point: the trace, the hit view and the responder chain",
      uikit: "window.hitTest(CGPoint(x: X, y: Y), with: event)", example: "tap 60 60"),
    .init(
      verb: "hittest", group: .ask, syntax: "hittest NAME X Y",
      summary: "call hitTest on one view, the point in that view's own coordinates",
      uikit: "NAME.hitTest(CGPoint(x: X, y: Y), with: nil)", example: "hittest red 10 10"),
    .init(
      verb: "inside", group: .ask, syntax: "inside NAME X Y", summary: "call point(inside:) on a view",
      uikit: "NAME.point(inside: CGPoint(x: X, y: Y), with: nil)", example: "inside red 10 10"),
    .init(
      verb: "convert", group: .ask, syntax: "convert X Y from A to B",
      summary: "convert a point from A's coordinates to B's", uikit: "A.convert(CGPoint(x: X, y: Y), to: B)",
      example: "convert 10 10 from green to window"),
    .init(
      verb: "explain", group: .ask, syntax: "explain NAME",
      summary: "every geometric property of a view, each with its derivation",
      uikit: "NAME.frame, .bounds, .center, .layer.position, .layer.anchorPoint, .transform",
      example: "explain red"),
    .init(
      verb: "why", group: .ask, syntax: "why NAME X Y",
      summary: "why a tap at a window point does or does not reach a view",
      uikit: "window.hitTest(…) == NAME",
      example: "why green 60 60"),
    .init(
      verb: "tree", group: .ask, syntax: "tree", summary: "the hierarchy with frames and flags",
      uikit: "window.recursiveDescription()", example: "tree"),
    .init(
      verb: "draw", group: .ask, syntax: "draw",
      summary: "the scene drawn in the terminal, the last tap marked",
      uikit: "(what the screen shows)", example: "draw"),
    .init(
      verb: "undo", group: .session, syntax: "undo", summary: "undo the last change to the scene",
      uikit: "", example: "undo"),
    .init(
      verb: "redo", group: .session, syntax: "redo", summary: "redo what undo undid", uikit: "",
      example: "redo"),
    .init(
      verb: "reset", group: .session, syntax: "reset", summary: "start again from an empty window",
      uikit: "", example: "reset"),
    .init(
      verb: "save", group: .session, syntax: "save FILE", summary: "write the scene as a replayable script",
      uikit: "", example: "save scene.vl"),
    .init(
      verb: "load", group: .session, syntax: "load FILE", summary: "replace the scene with a script's",
      uikit: "", example: "load scene.vl"),
    .init(
      verb: "import", group: .session, syntax: "import FILE",
      summary: "replace the scene with a recursiveDescription dump from a real app",
      uikit: "po view.recursiveDescription()",
      example: "import dump.txt"),
    .init(
      verb: "export", group: .session, syntax: "export swift|svg FILE",
      summary: "write a UIKit program that rebuilds the scene, or an SVG picture of it", uikit: "",
      example: "export svg scene.svg"),
    .init(
      verb: "help", group: .session, syntax: "help [COMMAND]",
      summary: "this overview, or one command in detail",
      uikit: "", example: "help tap"),
    .init(
      verb: "lesson", group: .session, syntax: "lesson [ID]", summary: "start a guided lesson",
      uikit: "", example: "lesson frame-bounds-center"),
    .init(
      verb: "quiz", group: .session, syntax: "quiz [--topic T] [--count N]",
      summary: "practise interview questions",
      uikit: "", example: "quiz --topic hit-test"),
    .init(
      verb: "stats", group: .session, syntax: "stats",
      summary: "quiz accuracy per topic, streaks, what is due",
      uikit: "", example: "stats"),
    .init(
      verb: "quit", group: .session, syntax: "quit", summary: "leave ViewLab (also exit, Ctrl-D)", uikit: "",
      example: "quit"),
  ]

  public static let verbs: [String] = all.map(\.verb)

  public static func spec(_ verb: String) -> CommandSpec? { all.first { $0.verb == verb } }
}
