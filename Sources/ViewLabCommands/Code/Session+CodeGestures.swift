import ViewLabGeometry
import ViewLabModel

extension Session {
  /// The recognizer classes ViewLab models, and what each becomes.
  static let gestureClasses: [String: GestureKind] = [
    "UITapGestureRecognizer": .tap, "UILongPressGestureRecognizer": .longpress,
    "UIPinchGestureRecognizer": .pinch, "UIRotationGestureRecognizer": .rotation,
    "UIPanGestureRecognizer": .pan,
  ]

  /// `UITapGestureRecognizer(target: self, action: #selector(tapped))`, `UIPanGestureRecognizer()`.
  func newGesture(_ type: String, labels: [String?], column: Int) throws(ScriptError) -> CodeValue? {
    guard let kind = Self.gestureClasses[type] else {
      guard type.hasSuffix("GestureRecognizer") else { return nil }
      throw ScriptError(
        .notModelled(.recognizerClass(type)),
        column: column, length: type.count)
    }
    guard labels == [] || labels == ["target", "action"] else {
      let written = labels.map { ($0 ?? "_") + ":" }.joined()
      throw ScriptError(.notModelled(.initializer(type, labels: written)), column: column, length: type.count)
    }
    return .newGesture(kind)
  }

  /// `let tap = UITapGestureRecognizer(…)`: the recognizer waits, named, until a view in the window has it.
  mutating func declareGesture(_ name: String, _ kind: GestureKind, at ref: NameRef) throws(ScriptError) {
    if let existing = scene.names[name] { throw ScriptError(.scene(.nameTaken(name, existing)), at: ref) }
    if TokenCursor.reserved.contains(name) { throw ScriptError(.reservedName(name), at: ref) }
    code.gestures[name] = PendingGesture(kind: kind)
    code.gestureActions[name] = code.madeGestureAction.map { [$0] }
    code.madeGestureAction = nil
    code.notes.append(.code(.variable(name: name, kind.className)))
  }

  /// `tap.numberOfTapsRequired = 2`, `tap.cancelsTouchesInView = false`, `[tap setEnabled:NO]`.
  mutating func assignGesture(_ name: String, _ property: String, _ valueExpr: BodyExpr, column: Int)
    throws(ScriptError) -> (Command, Outcome)?
  {
    let v = try value(valueExpr)
    let ref = NameRef(name, column: column)
    let flags: [String: GestureFlag] = [
      "cancelsTouchesInView": .cancelsTouchesInView, "delaysTouchesBegan": .delaysTouchesBegan,
      "delaysTouchesEnded": .delaysTouchesEnded, "isEnabled": .isEnabled, "enabled": .isEnabled,
    ]
    // The defaults ViewLab models; setting one to its default changes nothing.
    let fixed: [String: Double] = [
      "numberOfTouchesRequired": 1, "minimumNumberOfTouches": 1, "maximumNumberOfTouches": 1,
      "minimumPressDuration": TouchConstants.longPressDuration,
      "allowableMovement": TouchConstants.longPressAllowableMovement,
    ]
    if let flag = flags[property] {
      guard case .bool(let on) = v else {
        throw ScriptError(.expected(.boolean, found: .value(v.kind)), column: column)
      }
      if code.gestures[name] != nil {
        code.gestures[name]!.flags[flag] = on
        return nil
      }
      return try perform(.edit(.gesture(ref, .flag(flag, on))))
    }
    if property == "numberOfTapsRequired" {
      guard case .number(let n) = v, n == 1 || n == 2 else {
        throw ScriptError(
          .notModelled(.tapCount(Self.describe(v))), column: column)
      }
      let kind: GestureKind = n == 1 ? .tap : .doubletap
      if let pending = code.gestures[name] {
        guard pending.kind == .tap || pending.kind == .doubletap else {
          throw ScriptError(.notModelled(.tapCountOf(pending.kind.className)), column: column)
        }
        code.gestures[name]!.kind = kind
        return nil
      }
      if let id = scene.gesture(named: name), scene.gesture(id).kind == kind { return nil }
      throw ScriptError(
        .notModelled(.tapCountAfterAdding),
        column: column)
    }
    if let wanted = fixed[property] {
      guard case .number(let n) = v, n == wanted else {
        throw ScriptError(
          .notModelled(.fixedRecognizerProperty(property, value: Self.describe(v), modelled: wanted)),
          column: column)
      }
      return nil
    }
    if property == "delegate" {
      switch v {
      case .view(let target): code.gestureDelegates[name] = .some(target)
      case .controller: code.gestureDelegates[name] = .some(nil)
      default: code.gestureDelegates[name] = nil
      }
      let answers = code.classes.values.contains { $0.methods.contains { $0.method.isGestureDelegate } }
      if !answers, code.gestureDelegates[name] != nil {
        code.notes.append(.code(.delegateWithoutMethods(gesture: name)))
      }
      return nil
    }
    if property == "name" {
      code.notes.append(.code(.ignored(property)))
      return nil
    }
    throw ScriptError(
      .notModelled(.recognizerProperty(property)), column: column, length: property.count)
  }

  /// Calls on recognizers, controls and controllers: `addGestureRecognizer`, `require(toFail:)`,
  /// `addTarget(_:action:for:)`, `present(_:animated:)`. `nil` when `selector` is none of them; a
  /// `nil` result inside means done, with nothing to report beyond notes.
  mutating func deliveryCall(_ receiver: BodyExpr, _ selector: String, _ args: [BodyExpr], column: Int)
    throws(ScriptError) -> (Command, Outcome)??
  {
    switch selector {
    case "addGestureRecognizer:", "removeGestureRecognizer:":
      let view = try viewName(receiver)
      let g = try gestureName(args[0])
      if selector.hasPrefix("remove") {
        if code.gestures[g] != nil {
          code.gestures[g]!.view = nil
          return .some(nil)
        }
        return try perform(.edit(.gesture(NameRef(g, column: args[0].spot), .remove)))
      }
      guard code.gestures[g] != nil else {
        throw ScriptError(.notModelled(.recognizerOnSecondView(g)), column: args[0].spot)
      }
      code.gestures[g]!.view = view
      code.attachCount += 1
      code.gestures[g]!.attached = code.attachCount
      return .some(nil)  // it enters the scene as soon as `view` is in the window (`flushGestures`)
    case "require:", "requireGestureRecognizerToFail:":
      let a = try gestureName(receiver)
      let b = try gestureName(args[0])
      code.requirements.append(Requirement(gesture: a, other: b))
      return .some(nil)
    case "addTarget:action:for:", "addTarget:action:forControlEvents:":
      let control = NameRef(try viewName(receiver), column: receiver.spot)
      guard let action = Self.selectorName(args[1]) else {
        throw typeError(.selectorExpression, args[1], found: try value(args[1]))
      }
      let events = try Self.controlEvents(args[2])
      try checkTarget(args[0], has: action)
      var last: (Command, Outcome)?
      for event in events { last = try perform(.edit(.action(control, event, action))) }
      return last
    case "present:animated:", "present:animated:completion:", "presentViewController:animated:completion:":
      if args.count > 2, case .null = try value(args[2]) {
      } else if args.count > 2 {
        throw ScriptError(.notModelled(.completionHandler), column: args[2].spot)
      }
      let presenter = try controllerName(receiver, column: column)
      let presented = try controllerName(args[0], column: args[0].spot)
      return try perform(
        .edit(
          .present(
            NameRef(presented, column: args[0].spot), from: NameRef(presenter, column: receiver.spot))))
    default:
      return nil
    }
  }

  /// A recognizer's name from an expression.
  mutating func gestureName(_ e: BodyExpr) throws(ScriptError) -> String {
    let v = try value(e)
    if case .gesture(let name) = v { return name }
    if case .newGesture = v {
      throw ScriptError(
        .notModelled(.unheldRecognizer), column: e.spot)
    }
    throw typeError(.kind(.gesture), e, found: v)
  }

  /// A controller's name (`self` is the root view controller); one made by `UIViewController()` enters
  /// the scene here, its view with it.
  mutating func controllerName(_ e: BodyExpr, column: Int) throws(ScriptError) -> String {
    let v = try value(e)
    switch v {
    case .controller:
      let root = try rootView(column: column)
      guard let id = scene.view(named: root), let c = scene.controller(managing: id) else {
        throw ScriptError(.notModelled(.rootViewWithoutController), column: column)
      }
      return scene.controller(c).name
    case .namedController(let name):
      if let view = code.controllers[name] {
        _ = try attach(NameRef(view, column: e.spot), to: scene.window)
        _ = try perform(
          .edit(.controller(NameRef(name, column: e.spot), view: NameRef(view, column: e.spot))))
        code.controllers[name] = nil
      }
      return name
    default: throw typeError(.kind(.controller), e, found: v)
    }
  }

  /// `let sheet = UIViewController()`: its view (full-window, as UIKit loads it) waits outside the window.
  mutating func declareController(_ name: String, at ref: NameRef) throws(ScriptError) {
    if let existing = scene.names[name] { throw ScriptError(.scene(.nameTaken(name, existing)), at: ref) }
    if TokenCursor.reserved.contains(name) { throw ScriptError(.reservedName(name), at: ref) }
    let view = unusedName(name + "View")
    let frame = Rect(origin: .zero, size: scene[scene.window].bounds.size)
    _ = try? code.limbo.addView(name: view, viewClass: .UIView, frame: frame, parent: code.limbo.window)
    code.controllers[name] = view
    code.notes.append(.code(.created(name: view, ViewClass.UIView.rawValue, frame)))
  }

  /// Puts waiting recognizers whose view is now in the window into the scene (with the flags set on
  /// them so far), then the requirements whose two recognizers both are.
  mutating func flushGestures() throws(ScriptError) -> (Command, Outcome)? {
    var last: (Command, Outcome)?
    guard !code.gestures.isEmpty || !code.requirements.isEmpty else { return nil }
    for name in code.gestures.keys.sorted(by: { code.gestures[$0]!.attached < code.gestures[$1]!.attached }) {
      guard let g = code.gestures[name], let view = g.view, scene.view(named: view) != nil else { continue }
      let ref = NameRef(name, column: 1)
      last = try perform(.edit(.gesture(ref, .add(g.kind, on: NameRef(view, column: 1)))))
      for flag in GestureFlag.allCases {
        if let on = g.flags[flag] { _ = try perform(.edit(.gesture(ref, .flag(flag, on)))) }
      }
      code.gestures[name] = nil
    }
    var waiting: [Requirement] = []
    for r in code.requirements {
      guard scene.gesture(named: r.gesture) != nil, scene.gesture(named: r.other) != nil else {
        waiting.append(r)
        continue
      }
      last = try perform(
        .edit(.gesture(NameRef(r.gesture, column: 1), .requires(NameRef(r.other, column: 1)))))
    }
    code.requirements = waiting
    return last
  }

  /// The method a selector expression names: `#selector(buy)`, `@selector(buy:)`, `"buy"`, `Selector("buy")`.
  static func selectorName(_ e: BodyExpr) -> String? {
    switch e.plain.kind {
    case .selector(let name) where !name.isEmpty: name
    case .string(let s): String(s.prefix { $0 != ":" && $0 != "(" })
    case .call(let f, let args) where args.count == 1 && f.plainName == "Selector":
      selectorName(args[0].value)
    default: nil
    }
  }

  /// `.touchUpInside`, `UIControl.Event.touchUpInside`, `UIControlEventTouchUpInside`, `[.a, .b]`, `a | b`.
  static func controlEvents(_ e: BodyExpr) throws(ScriptError) -> [ControlEvent] {
    var word: String
    switch e.plain.kind {
    case .list(let items):
      var all: [ControlEvent] = []
      for i in items { all += try controlEvents(i) }
      return all
    case .binary("|", let a, let b): return try controlEvents(a) + controlEvents(b)
    case .implicitMember(let m), .member(_, let m): word = m
    case .name(let n):
      word = n.hasPrefix("UIControlEvent") ? String(n.dropFirst("UIControlEvent".count)) : n
      word = word.prefix(1).lowercased() + word.dropFirst()
    default: word = ""
    }
    if word == "allTouchEvents" {
      return [
        .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
        .touchUpInside, .touchUpOutside, .touchCancel,
      ]
    }
    guard let event = ControlEvent(rawValue: word) else {
      let all = ControlEvent.allCases.map(\.rawValue)
      throw ScriptError(
        .expected(.controlEvent(all), found: word.isEmpty ? nil : .token(word)), column: e.spot)
    }
    return [event]
  }
}
