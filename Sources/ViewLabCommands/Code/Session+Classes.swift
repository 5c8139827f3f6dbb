import ViewLabGeometry
import ViewLabModel

/// What a pasted class declared, for the note shown after it.
public struct ClassSummary: Hashable, Sendable {
  public var name: String
  public var superclass: String
  public var superclassGiven: Bool
  /// The overrides that run, with the lines they start at.
  public var overrides: [(method: OverrideMethod, line: Int)]
  /// Action methods (run when a control or recognizer fires them), by selector, with their lines.
  public var actions: [(selector: String, line: Int)] = []
  public var otherMethods: [String]
  /// Lines read that declare without running anything (`UIView *cached;`, a prototype), as written.
  public var declarations: [ReadDeclaration] = []
  public var properties: [String]
  public var objectiveC: Bool
  /// Views of this class already in the scene, which now run the new code.
  public var updated: Int
  /// The window's root view controller, now an instance of this `UIViewController` subclass.
  public var rootController: String?
  /// The modelled class an unmodelled UIKit superclass (`UITabBar`) runs as.
  public var standIn: String?
  /// Pasted as an extension (a category): its methods joined the class's; the note lists them all.
  public var extended = false
  /// Action-shaped methods whose bodies ViewLab cannot read: selector, line, and why.
  public var unreadActions: [(selector: String, line: Int, problem: Problem)] = []

  public static func == (a: ClassSummary, b: ClassSummary) -> Bool {
    a.name == b.name && a.superclass == b.superclass && a.overrides.map(\.line) == b.overrides.map(\.line)
      && a.overrides.map(\.method) == b.overrides.map(\.method) && a.otherMethods == b.otherMethods
      && a.declarations == b.declarations
      && a.properties == b.properties && a.updated == b.updated && a.superclassGiven == b.superclassGiven
      && a.rootController == b.rootController && a.standIn == b.standIn && a.extended == b.extended
      && a.unreadActions.map(\.selector) == b.unreadActions.map(\.selector)
      && a.unreadActions.map(\.problem) == b.unreadActions.map(\.problem)
  }

  public func hash(into h: inout Hasher) { h.combine(name) }
}

extension Session {
  /// Known classes, by name.
  public var pastedClasses: [String: ClassDefinition] { code.classes }

  /// The pasted classes that are view controllers.
  public var pastedControllerClasses: Set<String> {
    Set(code.classes.values.filter(\.isController).map(\.name))
  }

  /// `@interface`, `@implementation` or a Swift class: remembered, and the views already made from
  /// it run the new code. Nothing in the scene changes otherwise.
  mutating func define(_ piece: ClassPiece, in snippet: CodeSnippet) throws(ScriptError) -> (Command, Outcome)
  {
    var def: ClassDefinition
    switch piece {
    case .interface(var d):
      if let old = code.classes[d.name] {
        d.methods = old.methods
        d.otherMethods = old.otherMethods
        d.declarations = old.declarations
        d.properties.merge(old.properties) { new, _ in new }
        d.lists.formUnion(old.lists)
        if !d.superclassGiven {
          (d.superclass, d.superclassName, d.superclassGiven) = (
            old.superclass, old.superclassName, old.superclassGiven
          )
        }
      }
      def = d
    case .implementation(var d):
      if let old = code.classes[d.name] {
        (d.superclass, d.superclassName, d.superclassGiven) = (
          old.superclass, old.superclassName, old.superclassGiven
        )
        d.properties.merge(old.properties) { new, _ in new }
        d.lists.formUnion(old.lists)
      }
      def = d
    case .swift(let d):
      def = d
    }
    if ViewClass(rawValue: def.name) != nil || UIKitStandIn.base(of: def.name) != nil
      || ["UIResponder", "UIViewController", "NSObject"].contains(def.name)
    {
      if def.isExtension {
        throw ScriptError(
          .override(.uikitExtension(def.name, line: def.firstLine, objectiveC: def.objectiveC)), column: 1)
      }
      throw ScriptError(.override(.uikitName(def.name, line: def.firstLine)), column: 1)
    }
    let extended = def.isExtension
    if def.isExtension {
      if let old = code.classes[def.name] {
        def = old.adding(def)
      } else if !def.isController {
        throw ScriptError(.override(.unknownClass(def.name, line: def.firstLine, suggestion: nil)), column: 1)
      } else {
        def.superclassName = "UIViewController"
        def.superclassGiven = true
      }
      def.isExtension = false
    }
    if def.superclassGiven, ViewClass(rawValue: def.superclassName) == nil,
      UIKitStandIn.base(of: def.superclassName) == nil, def.superclassName != "UIViewController"
    {
      guard let base = code.classes[def.superclassName], base.name != def.name else {
        throw ScriptError(.override(.unknownSuperclass(def.superclassName, line: def.firstLine)), column: 1)
      }
      def.superclass = base.superclass
    }
    code.classes[def.name] = def
    if case .interface = piece, !code.implemented.contains(def.name) {
      code.notes.append(.code(.interfaceRead(className: def.name, superclass: def.superclassName)))
      return (.code(snippet), .changed([]))
    }
    if case .implementation = piece { code.implemented.insert(def.name) }
    var updated = 0
    var scene = self.scene
    for id in scene.viewIDs {
      guard let old = scene.behavior(of: id) as? InterpretedClass, old.className == def.name else { continue }
      scene.editOverrides(id) {
        $0.custom = CustomBehavior(old.redefined(as: def))
      }
      scene[id].touches = Self.touches(def, base: scene[id].viewClass)
      updated += 1
    }
    for id in code.limbo.viewIDs {
      guard let old = code.limbo.behavior(of: id) as? InterpretedClass, old.className == def.name else {
        continue
      }
      code.limbo.editOverrides(id) {
        $0.custom = CustomBehavior(old.redefined(as: def))
      }
    }
    if updated > 0 { commit(scene, verb: "class") }
    var rootController: String?
    if def.isController,
      [OverrideMethod.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled].contains(where: {
        def.method($0) != nil
      })
    {
      rootController = try becomeRootController(def)
    }
    var summary = ClassSummary(
      name: def.name, superclass: def.isController ? "UIViewController" : def.superclassName,
      superclassGiven: def.superclassGiven || def.isController,
      overrides: def.methods.filter { $0.method != .action }.map { ($0.method, $0.line) },
      otherMethods: def.otherMethods, properties: def.properties.keys.sorted(), objectiveC: def.objectiveC,
      updated: updated)
    summary.declarations = def.declarations
    summary.actions = def.methods.filter { $0.method == .action }.map { ($0.selector, $0.line) }
    summary.unreadActions = def.unreadActions.map { ($0.selector, $0.line, ScriptError($0.error).problem) }
    summary.rootController = rootController
    summary.extended = extended
    if !def.isController, UIKitStandIn.base(of: def.superclassName) != nil {
      summary.standIn = def.superclass.rawValue
    }
    code.notes.append(.code(.classDefined(summary)))
    for (method, line) in def.frameReadsInHitTesting {
      code.notes.append(
        .code(.frameInHitTesting(className: def.name, method: method, line: line, objectiveC: def.objectiveC))
      )
    }
    for (method, line) in def.alphaGatesAtOrBelow {
      code.notes.append(
        .code(
          .alphaGateAtOrBelow(className: def.name, method: method, line: line, objectiveC: def.objectiveC)))
    }
    return (.code(snippet), .changed([]))
  }

  /// The `touchesBegan` a class's views use: its override's (handle, or super when it calls
  /// `super`), else its UIKit superclass's default.
  static func touches(_ def: ClassDefinition, base: ViewClass, phase: TouchPhase = .began) -> TouchesOverride
  {
    guard let m = def.method(.touches(phase)) else { return base.defaultTouches }
    return callsSuper(m.body, phase) ? .callsSuper : .handle
  }

  /// The touches… methods other than touchesBegan that a class implements differently from it.
  static func phaseTouches(_ def: ClassDefinition, base: ViewClass) -> [TouchPhase: TouchesOverride] {
    var out: [TouchPhase: TouchesOverride] = [:]
    for phase in [TouchPhase.moved, .ended, .cancelled] {
      out[phase] = touches(def, base: base, phase: phase)
    }
    return out
  }

  static func callsSuper(_ body: [BodyStatement], _ phase: TouchPhase = .began) -> Bool {
    let method = "touches" + phase.rawValue.prefix(1).uppercased() + phase.rawValue.dropFirst()
    func expr(_ e: BodyExpr) -> Bool {
      switch e.kind {
      case .send(let r, let sel, _):
        if sel.hasPrefix(method), r.passesTouchOn(sel) { return true }
      case .call(let f, _):
        if case .member(let b, let m) = f.kind, m == method, b.passesTouchOn(m) { return true }
      default: break
      }
      return false
    }
    for s in body {
      switch s.kind {
      case .expression(let e): if expr(e) { return true }
      case .ifElse(_, let a, let b): if callsSuper(a, phase) || callsSuper(b ?? [], phase) { return true }
      case .block(let b), .forIn(_, _, let b), .whileLoop(_, let b), .repeatWhile(let b, _):
        if callsSuper(b, phase) { return true }
      default: continue
      }
    }
    return false
  }

  /// `[[CustomButton alloc] initWithFrame:…]`, `CustomButton(frame:)`: a view of the class's UIKit
  /// base, which becomes an instance of the class once a declaration names it.
  mutating func customInstance(_ type: String, frame: Rect) -> CodeValue? {
    guard let def = code.classes[type] else { return nil }
    code.madeClass = def.name
    return .newView(def.superclass, frame)
  }

  /// After `let name = CustomButton(…)`: the new view (in limbo) runs the class's code.
  /// Returns the pasted class's name when the new view is an instance of one.
  @discardableResult mutating func adoptClass(_ name: String) -> String? {
    guard let cls = code.madeClass.flatMap({ code.classes[$0] }) else { return nil }
    code.madeClass = nil
    guard let id = code.limbo.view(named: name) else { return nil }
    code.limbo.editOverrides(id) { $0.custom = CustomBehavior(InterpretedClass(definition: cls)) }
    code.limbo[id].touches = Self.touches(cls, base: code.limbo[id].viewClass)
    return cls.name
  }
}

extension Session {
  /// A pasted `UIViewController` subclass with touches… methods: the window's root view controller
  /// (made on first use, as `self.view` makes it) becomes an instance of it, so a touch that goes
  /// up the responder chain past its view runs them.
  /// Returns the controller's name.
  mutating func becomeRootController(_ def: ClassDefinition) throws(ScriptError) -> String? {
    let root = try rootView(column: 1)
    guard let view = scene.view(named: root), let c = scene.controller(managing: view) else { return nil }
    var new = scene
    new.setControllerClass(
      c, def.name, touches: Self.touches(def, base: .UIView), phases: Self.phaseTouches(def, base: .UIView))
    commit(new, verb: "class")
    return scene.controller(c).name
  }
}
