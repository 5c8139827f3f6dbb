import Testing
import ViewLabCommands
import ViewLabModel
import ViewLabRendering

/// Pasted Swift and Objective-C build the same scene as the commands they stand for, compared
/// through the scene's own script (`save`): hierarchy, geometry, flags, recognizers, actions,
/// presentations.
struct CodePasteEquivalenceTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var code: [String]
    var commands: [String]
    var testDescription: String { code.joined(separator: " ⏎ ") }
  }

  static let root = ["add view UIView 0 0 375 667", "controller viewController for view"]

  static let structs: [Case] = [
    // Objective-C's struct round trip.
    Case(
      code: ["add v 10 10 100 100", "CGRect r = v.bounds; r.origin.y = 30; v.bounds = r;"],
      commands: ["add v 10 10 100 100", "bounds v origin 0 30"]),
    Case(
      code: ["add v 10 10 100 100", "CGRect f = v.frame;", "f.size.width = 80;", "v.frame = f;"],
      commands: ["add v 10 10 100 100", "frame v 10 10 80 100"]),
    Case(
      code: ["add v 10 10 100 100", "CGPoint c = v.center; c.x += 5; v.center = c;"],
      commands: ["add v 10 10 100 100", "center v 65 60"]),
    // Swift's.
    Case(
      code: [
        "add v 10 10 100 100", "var r = v.frame", "r.origin.x = 10", "r.size.height -= 50", "v.frame = r",
      ],
      commands: ["add v 10 10 100 100", "frame v 10 10 100 50"]),
    Case(
      code: [
        "add v 10 10 100 100", "var r: CGRect = .zero", "r.size.width = 40", "r.size.height = 20",
        "v.bounds = r",
      ],
      commands: ["add v 10 10 100 100", "bounds v 0 0 40 20"]),
    Case(
      code: ["add v 10 10 100 100", "var s = CGSize.zero; s.width = 7; s.height = 8; v.bounds.size = s"],
      commands: ["add v 10 10 100 100", "bounds v size 7 8"]),
    // Member assignment through nested structs, straight on the view.
    Case(
      code: ["add v 10 10 100 100", "v.frame.origin.x = 10"],
      commands: ["add v 10 10 100 100", "frame v origin 10 10"]),
    Case(
      code: ["add v 10 10 100 100", "v.center.x += 5"], commands: ["add v 10 10 100 100", "center v 65 60"]),
    Case(
      code: ["add v 10 10 100 100", "v.bounds.size.width = 80"],
      commands: ["add v 10 10 100 100", "bounds v size 80 100"]),
    Case(
      code: ["add v 10 10 100 100", "v.frame.size.height *= 2"],
      commands: ["add v 10 10 100 100", "frame v size 100 200"]),
    Case(
      code: ["add v 10 10 100 100", "v.layer.position.y = 20"],
      commands: ["add v 10 10 100 100", "position v 60 20"]),
    // `.init(…)` where the type comes from context, and `Type.init(…)`.
    Case(
      code: ["add v", "v.frame = .init(x: 0, y: 0, width: 10, height: 10)"], commands: ["add v 0 0 10 10"]),
    Case(
      code: ["add v", "v.frame = CGRect.init(x: 1, y: 2, width: 3, height: 4)"], commands: ["add v 1 2 3 4"]),
    Case(
      code: ["add v 0 0 10 10", "v.center = .init(x: 50, y: 60)"],
      commands: ["add v 0 0 10 10", "center v 50 60"]),
    Case(
      code: ["add v 0 0 10 10", "v.bounds.size = .init(width: 20, height: 30)"],
      commands: ["add v 0 0 10 10", "bounds v size 20 30"]),
    Case(
      code: ["add v 0 0 10 10", "v.transform = .init(rotationAngle: .pi / 2)"],
      commands: ["add v 0 0 10 10", "transform v rotate 90"]),
    Case(
      code: [
        "let v = UIView.init(frame: .init(origin: .zero, size: .init(width: 5, height: 6)))",
        "window.addSubview(v)",
      ],
      commands: ["add v 0 0 5 6"]),
    // Declarations with modifiers are local declarations.
    Case(
      code: [
        "private let card = UIView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))",
        "view.addSubview(card)",
      ],
      commands: root + ["add card UIView 1 2 30 40 to view"]),
    Case(
      code: ["lazy var b = UIButton(type: .system)", "self.view.addSubview(b)"],
      commands: root + ["add b UIButton to view"]),
    Case(
      code: [
        "fileprivate var c = UIView(frame: .zero)", "private(set) var d = UIView()", "c.addSubview(d)",
        "window.addSubview(c)",
      ],
      commands: ["add c", "add d to c"]),
    Case(
      code: ["@IBOutlet weak var label: UILabel! = UILabel()", "view.addSubview(label)"],
      commands: root + ["add label UILabel to view"]),
  ]

  static let delivery: [Case] = [
    // Gesture recognizers, named after their variable; settings made before `addGestureRecognizer` go with it.
    Case(
      code: [
        "add card 0 0 100 100", "let tap = UITapGestureRecognizer(target: self, action: #selector(tapped))",
        "card.addGestureRecognizer(tap)",
      ],
      commands: ["add card 0 0 100 100", "gesture tap tap on card"]),
    Case(
      code: [
        "add card 0 0 100 100",
        "let double = UITapGestureRecognizer(target: self, action: #selector(zoom(_:)))",
        "double.numberOfTapsRequired = 2", "double.cancelsTouchesInView = false",
        "card.addGestureRecognizer(double)",
        "double.delaysTouchesEnded = false",
      ],
      commands: [
        "add card 0 0 100 100", "gesture double doubletap on card", "gesture double cancels off",
        "gesture double delaysended off",
      ]),
    Case(
      code: [
        "add card 0 0 100 100",
        "let press = UILongPressGestureRecognizer(target: self, action: #selector(pressed))",
        "let pan = UIPanGestureRecognizer(target: self, action: #selector(dragged))",
        "press.delaysTouchesBegan = true",
        "card.addGestureRecognizer(press)", "card.addGestureRecognizer(pan)", "pan.isEnabled = false",
      ],
      commands: [
        "add card 0 0 100 100", "gesture press longpress on card", "gesture press delaysbegan on",
        "gesture pan pan on card", "gesture pan enabled off",
      ]),
    Case(
      code: [
        "add card 0 0 100 100", "let single = UITapGestureRecognizer(target: self, action: #selector(one))",
        "let double = UITapGestureRecognizer(target: self, action: #selector(two))",
        "double.numberOfTapsRequired = 2",
        "single.require(toFail: double)", "card.addGestureRecognizer(single)",
        "card.addGestureRecognizer(double)",
      ],
      commands: [
        "add card 0 0 100 100", "gesture single tap on card", "gesture double doubletap on card",
        "gesture single requires double",
      ]),
    // A recognizer on a view that is in no window yet enters the scene with it.
    Case(
      code: [
        "let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))",
        "let tap = UITapGestureRecognizer(target: self, action: #selector(tapped))",
        "card.addGestureRecognizer(tap)",
        "view.addSubview(card)",
      ],
      commands: root + ["add card 0 0 50 50 to view", "gesture tap tap on card"]),
    Case(
      code: [
        "add card 0 0 100 100",
        "UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(tapped:)];",
        "UITapGestureRecognizer *twice = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(zoom:)];",
        "twice.numberOfTapsRequired = 2;", "tap.cancelsTouchesInView = NO;",
        "[tap requireGestureRecognizerToFail:twice];",
        "[card addGestureRecognizer:tap];", "[card addGestureRecognizer:twice];", "tap.enabled = NO;",
      ],
      commands: [
        "add card 0 0 100 100", "gesture tap tap on card", "gesture tap cancels off",
        "gesture twice doubletap on card",
        "gesture tap requires twice", "gesture tap enabled off",
      ]),
    Case(
      code: [
        "add card 0 0 100 100", "let tap = UITapGestureRecognizer()", "card.addGestureRecognizer(tap)",
        "card.removeGestureRecognizer(tap)",
      ],
      commands: ["add card 0 0 100 100"]),
    // Target-action and isEnabled.
    Case(
      code: [
        "add button UIButton 0 0 80 40",
        "button.addTarget(self, action: #selector(buy), for: .touchUpInside)",
      ],
      commands: ["add button UIButton 0 0 80 40", "action button touchUpInside buy"]),
    Case(
      code: [
        "add button UIButton 0 0 80 40",
        "[button addTarget:self action:@selector(buy:) forControlEvents:UIControlEventTouchUpInside];",
      ],
      commands: ["add button UIButton 0 0 80 40", "action button touchUpInside buy"]),
    Case(
      code: [
        "add button UIButton 0 0 80 40",
        "button.addTarget(self, action: #selector(ViewController.track(_:)), for: [.touchDown, .touchDragExit])",
        "[button addTarget:self action:@selector(up) forControlEvents:UIControlEventTouchUpInside | UIControlEventTouchUpOutside];",
      ],
      commands: [
        "add button UIButton 0 0 80 40", "action button touchDown track", "action button touchDragExit track",
        "action button touchUpInside up", "action button touchUpOutside up",
      ]),
    Case(
      code: ["add button UIButton 0 0 80 40", "button.isEnabled = false"],
      commands: ["add button UIButton 0 0 80 40", "enabled button off"]),
    Case(
      code: ["add button UIButton 0 0 80 40", "button.enabled = NO;"],
      commands: ["add button UIButton 0 0 80 40", "enabled button off"]),
    Case(
      code: ["add button UIButton 0 0 80 40", "[button setEnabled:NO];"],
      commands: ["add button UIButton 0 0 80 40", "enabled button off"]),
    Case(
      code: [
        "let buy = UIButton(type: .custom)", "buy.frame = CGRect(x: 10, y: 10, width: 60, height: 30)",
        "buy.addTarget(self, action: #selector(purchase), for: .touchUpInside)", "buy.isEnabled = false",
        "view.addSubview(buy)",
      ],
      commands: root + [
        "add buy UIButton 10 10 60 30 to view", "enabled buy off", "action buy touchUpInside purchase",
      ]),
    // Presentation: the presenter is the controller whose code it is (`self`).
    Case(
      code: [
        "self.view.alpha = 1", "add sheetRoot 0 0 10 10", "controller sheet for sheetRoot",
        "present(sheet, animated: true)",
      ],
      commands: root + [
        "add sheetRoot 0 0 10 10", "controller sheet for sheetRoot", "present sheet from viewController",
      ]),
    Case(
      code: [
        "add home 0 0 375 667", "controller homeVC for home", "add sheetRoot 0 0 10 10",
        "controller sheet for sheetRoot", "[self presentViewController:sheet animated:YES completion:nil];",
      ],
      commands: [
        "add home 0 0 375 667", "controller homeVC for home", "add sheetRoot 0 0 10 10",
        "controller sheet for sheetRoot", "present sheet from homeVC",
      ]),
    Case(
      code: ["view.alpha = 1", "let detail = UIViewController()", "self.present(detail, animated: false)"],
      commands: root + [
        "add detailView UIView 0 0 375 667", "controller detail for detailView",
        "present detail from viewController",
      ]),
  ]

  @Test(arguments: structs + delivery)
  func pastedCodeBuildsTheSameSceneAsItsCommands(_ c: Case) throws {
    let pasted = try session(c.code)
    let typed = try session(c.commands)
    #expect(pasted.scene.script() == typed.scene.script())
    // Each pasted line is one undo step; undoing them all gives back the empty scene.
    var s = pasted
    while s.canUndo { _ = try s.run("undo") }
    #expect(s.scene.script() == Scene().script())
  }

  @Test func aSceneWithRecognizersActionsAndAPresentationSavesAndReplaysExactly() throws {
    let s = try session([
      "lifecycle scene", "add card 0 0 100 100", "add buy UIButton 10 10 50 20 to card", "enabled buy off",
      "action buy touchUpInside purchase", "action buy touchDown track", "gesture two doubletap on card",
      "gesture one tap on card", "gesture one requires two", "gesture one cancels off",
      "gesture one simultaneous on",
      "add sheet 0 0 1 1", "controller sheetVC for sheet", "add home 0 0 375 667",
      "controller homeVC for home",
      "present sheetVC from homeVC",
    ])
    let script = s.scene.script()
    let replayed = try session(script.split(separator: "\n").map(String.init))
    #expect(replayed.scene.script() == script)
    #expect(script.contains("gesture one requires two") && script.contains("present sheetVC from homeVC"))
  }

  static let refused: [(code: String, message: String, column: Int)] = [
    (
      "dispatch_once(nil, ^{ card.hidden = YES; });",
      "blocks ('^{ … }'), here passed to 'dispatch_once'", 20
    ),
    (
      "Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { [weak self] _ in self?.card.alpha = 0 }",
      "closures ('{ … }'), here passed to 'scheduledTimer'", 59
    ),
    ("lazy var v: UIView = { let v = UIView(); return v }()", "closures ('{ … }')", 22),
    (
      "let b = UIButton(); b.addTarget(self, action: #selector(go), for: .touchUpInside); card.alpha = { 0 }()",
      "closures ('{ … }')", 97
    ),
    ("card.frame = .init(1, 2)", ".init(_:_:)", 14),
    (
      "let g = UISwipeGestureRecognizer(target: self, action: #selector(swipe))", "UISwipeGestureRecognizer",
      9
    ),
    (
      "let t = UITapGestureRecognizer(); card.addGestureRecognizer(t); t.numberOfTapsRequired = 2",
      "changing numberOfTapsRequired", 67
    ),
    ("present(card, animated: true)", "expected a view controller", 9),
  ]

  @Test(arguments: refused)
  func unmodelledCodeGetsOneMessageAtItsConstructAndChangesNothing(
    _ row: (code: String, message: String, column: Int)
  ) throws {
    var s = try session(["add card 0 0 100 100"])
    let before = s.scene.script()
    do {
      _ = try s.run(row.code)
      Issue.record("accepted: \(row.code)")
    } catch {
      let text = ErrorRenderer.render(error, line: row.code, lineNumber: 1)
      // The message may wrap at the renderer's width: compare with the line breaks taken out.
      let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(flat.contains(row.message), "\(text)")
      #expect(error.column == row.column, "\(text)")
    }
    #expect(s.scene.script() == before)
  }
}
