import ViewLabGeometry
import ViewLabLanguage
import ViewLabModel

/// One parsed line of the scene-script language: a change to the scene, a question about it, an
/// action on the session, or a line of pasted code. Each kind is its own enum, switched over
/// without `default` wherever it is handled, so a new verb is a compile error until every place
/// that must know it does.
public enum Command: Hashable, Sendable {
  case edit(SceneEdit)
  case ask(Query)
  case session(SessionAction)
  /// A line of pasted Swift or Objective-C; `Session` translates it into the commands it means.
  case code(CodeSnippet)

  /// The verb as written in the script language (the JSON `"command"` field).
  public var verb: String {
    switch self {
    case .edit(let edit): edit.verb
    case .ask(let query): query.verb
    case .session(let action): action.verb
    case .code: "code"
    }
  }

  /// Does this command change the scene (and so take part in undo)?
  public var changesScene: Bool {
    switch self {
    case .edit: true
    case .ask: false
    case .session(let action): action.replacesScene
    case .code: true
    }
  }
}

/// Building and changing the scene: every one is an undo step.
public enum SceneEdit: Hashable, Sendable {
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
  /// `interaction`, `clip`, `multitouch`, `exclusive` … `NAME on|off`: one Boolean property.
  case flag(NameRef, ViewFlag, Bool)
  case controller(NameRef, view: NameRef)
  /// `rows NAME COUNT [HEIGHT]`: a table's or collection view's cells.
  case rows(NameRef, count: Int, height: Double?)
  /// `swipeactions NAME on|off`: a table's rows have swipe actions (its swipe-actions pan takes part).
  case swipeActions(NameRef, Bool)

  // Overrides a subclass would write.
  case shape(NameRef, circle: Bool)
  case expand(NameRef, dx: Double, dy: Double)
  case passthrough(NameRef, Bool)
  case redirect(NameRef, to: NameRef?)
  case touches(NameRef, TouchesOverride)

  // Gestures, controls and presentation.
  case gesture(NameRef, GestureEdit)
  case enabled(NameRef, Bool)
  case action(NameRef, ControlEvent, String)
  case present(NameRef, from: NameRef)
  case lifecycle(Lifecycle)

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
    case .flag(_, let flag, _): flag.rawValue
    case .controller: "controller"
    case .rows: "rows"
    case .swipeActions: "swipeactions"
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
    }
  }
}

/// Questions about the scene, and touches: they never change the scene's views (a touch moves the
/// finger and the clock, which undo does not take back).
public enum Query: Hashable, Sendable {
  case tap(Point)
  case touch(TouchCommand)
  case hitTest(NameRef, Point)
  case inside(NameRef, Point)
  case convert(Point, from: NameRef, to: NameRef)
  case explain(NameRef)
  case why(NameRef, Point)
  case under(Point)
  case tree
  /// `draw`: cropped to the views; `draw all`: the whole window.
  case draw(all: Bool)

  public var verb: String {
    switch self {
    case .tap: "tap"
    case .touch: "touch"
    case .hitTest: "hittest"
    case .inside: "inside"
    case .convert: "convert"
    case .explain: "explain"
    case .why: "why"
    case .under: "under"
    case .tree: "tree"
    case .draw: "draw"
    }
  }
}

/// What acts on the session rather than on the scene: history, files, the tutor, the language.
public enum SessionAction: Hashable, Sendable {
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
  case language(Language?)

  public var verb: String {
    switch self {
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
    }
  }

  /// `reset`, `load` and `import` put a new scene in place of the old one (one undo step).
  public var replacesScene: Bool {
    switch self {
    case .reset, .load, .importDump: true
    case .undo, .redo, .save, .export, .help, .quit, .lesson, .quiz, .stats, .language: false
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

/// One step of `touch …`; `finger` is the `finger N` at the end (1 when left out).
public enum TouchCommand: Hashable, Sendable {
  case down(Point, finger: Int)
  case move(Point, finger: Int)
  case wait(Double)
  case up(finger: Int)
  case cancel(finger: Int)
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
