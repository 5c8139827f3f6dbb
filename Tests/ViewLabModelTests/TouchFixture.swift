import ViewLabGeometry
import ViewLabModel

/// One step of a touch sequence, as a test writes it.
enum Step: Hashable, Sendable, CustomStringConvertible {
  case down(Double, Double)
  case move(Double, Double)
  case wait(Double)
  case up
  case cancel
  case tap(Double, Double)

  var description: String {
    switch self {
    case .down(let x, let y): "down \(x) \(y)"
    case .move(let x, let y): "move \(x) \(y)"
    case .wait(let s): "wait \(s)"
    case .up: "up"
    case .cancel: "cancel"
    case .tap(let x, let y): "tap \(x) \(y)"
    }
  }
}

/// What a step reports, by name, as the JSON output does.
struct Summary: Hashable, CustomStringConvertible {
  var touchView: String?
  var recognized: [String] = []
  var failed: [String] = []
  var phases: [TouchPhase] = []
  var controlEvents: [ControlEvent] = []
  var actions: [String] = []

  var description: String {
    "view \(touchView ?? "nil") rec \(recognized) failed \(failed) phases \(phases.map(\.rawValue)) "
      + "events \(controlEvents.map(\.rawValue)) actions \(actions)"
  }
}

extension Scene {
  mutating func run(_ step: Step) throws(TouchError) -> TouchResult {
    switch step {
    case .down(let x, let y): try touchDown(at: Point(x: x, y: y))
    case .move(let x, let y): try touchMove(to: Point(x: x, y: y))
    case .wait(let s): try touchWait(s)
    case .up: try touchUp()
    case .cancel: try touchCancel()
    case .tap(let x, let y): try touchTap(at: Point(x: x, y: y))
    }
  }

  func summary(_ r: TouchResult) -> Summary {
    Summary(
      touchView: r.touchView.map { self[$0].name }, recognized: r.recognized.map(name(of:)),
      failed: r.failed.map(name(of:)), phases: r.phases, controlEvents: r.controlEvents, actions: r.actionsRun
    )
  }

  /// Runs the steps; returns the last step's summary.
  mutating func play(_ steps: [Step]) throws -> [Summary] {
    var out: [Summary] = []
    for s in steps { out.append(summary(try run(s))) }
    return out
  }

  @discardableResult
  mutating func add(
    _ name: String, _ cls: ViewClass = .UIView, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
    in parent: String = "window"
  ) -> ViewID {
    try! addView(
      name: name, viewClass: cls, frame: Rect(x: x, y: y, width: w, height: h), parent: view(named: parent)!)
  }

  @discardableResult
  mutating func gesture(_ name: String, _ kind: GestureKind, on view: String) -> GestureID {
    try! addGesture(name: name, kind: kind, to: self.view(named: view)!)
  }

  mutating func set(_ gesture: String, _ flag: GestureFlag, _ on: Bool) {
    setGesture(self.gesture(named: gesture)!, flag, on)
  }

  /// window ▸ box (0,0,200,200) ▸ button (50,50,100,40) and child (0,120,100,60).
  static func boxWithButton() -> Scene {
    var s = Scene()
    s.add("box", .UIView, 0, 0, 200, 200)
    s.add("button", .UIButton, 50, 50, 100, 40, in: "box")
    s.add("child", .UIView, 0, 120, 100, 60, in: "box")
    return s
  }
}
