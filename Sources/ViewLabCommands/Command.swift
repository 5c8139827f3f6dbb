import ViewLabGeometry
import ViewLabModel

/// One parsed line of the scene-script language.
public enum Command: Hashable, Sendable {
  // Building and changing the scene.
  case window(Size)
  case add(NameRef, ViewClass, frame: Rect?, parent: NameRef?)
  case remove(NameRef)
  case move(NameRef, to: NameRef, index: Int?)
  case reorder(NameRef, toFront: Bool)
  case frame(NameRef, RectEdit)
  case bounds(NameRef, RectEdit)
  case center(NameRef, Point)
  case position(NameRef, Point)
  case anchor(NameRef, Point)
  /// An empty list is `.identity`.
  case transform(NameRef, [TransformOp])
  case hidden(NameRef, Bool)
  case alpha(NameRef, Double)
  case interaction(NameRef, Bool)
  case clip(NameRef, Bool)
  case controller(NameRef, view: NameRef)

  // Overrides a subclass would write.
  case shape(NameRef, circle: Bool)
  case expand(NameRef, dx: Double, dy: Double)
  case passthrough(NameRef, Bool)
  case redirect(NameRef, to: NameRef?)
  case touches(NameRef, TouchesOverride)

  // Gestures, controls and touch sequences.
  case gesture(NameRef, GestureEdit)
  case enabled(NameRef, Bool)
  case action(NameRef, ControlEvent, String)
  case present(NameRef, from: NameRef)
  case lifecycle(Lifecycle)
  case touch(TouchCommand)

  // Questions.
  case tap(Point)
  case hitTest(NameRef, Point)
  case inside(NameRef, Point)
  case convert(Point, from: NameRef, to: NameRef)
  case explain(NameRef)
  case why(NameRef, Point)
  case under(Point)
  case tree
  /// `draw`: cropped to the views; `draw all`: the whole window.
  case draw(all: Bool)

  // Session.
  case undo, redo, reset
  case save(path: String)
  case load(path: String)
  case importDump(path: String)
  case export(ExportKind, path: String)
  case help(topic: String?)
  case quit
  /// `lesson …` / `quiz …` / `stats …` inside the REPL: the words after the verb, for the tutor.
  case lesson([String])
  case quiz([String])
  case stats([String])
  /// `lang` (nil: show the language now) or `lang zh-Hans`: the language of messages.
  case language(String?)
  /// A line of pasted Swift or Objective-C; `Session` translates it into the commands it means.
  case code(CodeSnippet)

  /// The verb as written in the script language (the JSON `"command"` field).
  public var verb: String {
    switch self {
    case .window: "window"
    case .add: "add"
    case .remove: "remove"
    case .move: "move"
    case .reorder(_, let front): front ? "front" : "back"
    case .frame: "frame"
    case .bounds: "bounds"
    case .center: "center"
    case .position: "position"
    case .anchor: "anchor"
    case .transform: "transform"
    case .hidden(_, let h): h ? "hide" : "show"
    case .alpha: "alpha"
    case .interaction: "interaction"
    case .clip: "clip"
    case .controller: "controller"
    case .shape: "shape"
    case .expand: "expand"
    case .passthrough: "passthrough"
    case .redirect: "redirect"
    case .touches: "touches"
    case .gesture: "gesture"
    case .enabled: "enabled"
    case .action: "action"
    case .present: "present"
    case .lifecycle: "lifecycle"
    case .touch: "touch"
    case .tap: "tap"
    case .hitTest: "hittest"
    case .inside: "inside"
    case .convert: "convert"
    case .explain: "explain"
    case .why: "why"
    case .under: "under"
    case .tree: "tree"
    case .draw: "draw"
    case .undo: "undo"
    case .redo: "redo"
    case .reset: "reset"
    case .save: "save"
    case .load: "load"
    case .importDump: "import"
    case .export: "export"
    case .help: "help"
    case .quit: "quit"
    case .lesson: "lesson"
    case .quiz: "quiz"
    case .stats: "stats"
    case .language: "lang"
    case .code: "code"
    }
  }

  /// Does this command change the scene (and so take part in undo)?
  public var changesScene: Bool {
    switch self {
    case .tap, .hitTest, .inside, .convert, .explain, .why, .under, .tree, .draw, .undo, .redo, .save,
      .help, .quit, .lesson, .quiz, .stats, .export, .touch, .language:
      false
    default: true
    }
  }
}

/// `frame NAME X Y W H`, `frame NAME origin X Y` or `frame NAME size W H` (likewise `bounds`).
/// What `gesture NAME …` does.
public enum GestureEdit: Hashable, Sendable {
  /// `gesture NAME tap on VIEW`.
  case add(GestureKind, on: NameRef)
  /// `gesture NAME cancels off`, `delaysbegan on`, …
  case flag(GestureFlag, Bool)
  /// `gesture NAME requires OTHER`: `require(toFail: OTHER)`.
  case requires(NameRef)
  case remove
}

/// One step of `touch …`.
public enum TouchCommand: Hashable, Sendable {
  case down(Point)
  case move(Point)
  case wait(Double)
  case up
  case cancel
}

public enum RectEdit: Hashable, Sendable {
  case whole(Rect)
  case origin(Point)
  case size(Size)
}

/// One step of `transform NAME OP…`.
public enum TransformOp: Hashable, Sendable {
  case rotate(degrees: Double)
  case scale(x: Double, y: Double)
  case translate(x: Double, y: Double)
  /// `matrix A B C D TX TY`: the six numbers of a `CGAffineTransform` (what dumps print).
  case matrix(AffineTransform)
  /// `rotate` in radians (from pasted Swift such as `.pi / 4`).
  case rotateRadians(Double)
}

public enum ExportKind: String, Hashable, Sendable, CaseIterable {
  case swift, svg, html
}
