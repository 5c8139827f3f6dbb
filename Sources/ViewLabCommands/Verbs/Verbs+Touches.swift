import ViewLabModel

extension Verbs {
  /// Gestures, controls, presentation and touch sequences.
  static let touches: [Verb] = [
    Verb(
      "gesture", .touches,
      forms: [
        [
          .newName("NAME", role: .newRecognizer),
          .keyword("KIND", GestureKind.allCases.map(\.rawValue)),
          .word("on"), .name("VIEW"),
        ],
        [
          .name("NAME", role: .recognizer),
          .keyword("SETTING", Array(gestureSettings.keys).sorted()), .onOff,
        ],
        [
          .name("NAME", role: .recognizer), .word("requires"),
          .name("OTHER", role: .recognizerToFail),
        ],
        [.name("NAME", role: .recognizer), .word("remove")],
      ],
      summary:
        "attach a gesture recognizer to a view, or change one (cancels, delaysbegan, delaysended, enabled, simultaneous, requires, remove)",
      zh: "给视图添加手势识别器，或修改它（cancels、delaysbegan、delaysended、enabled、simultaneous、requires、remove）",
      uikit:
        "let NAME = UITapGestureRecognizer(target: self, action: #selector(tapped)); VIEW.addGestureRecognizer(NAME)",
      example: "gesture cardTap tap on red",
      make: { a in
        switch a.form {
        case 0:
          .edit(.gesture(a.name("NAME")!, .add(GestureKind(rawValue: a.word("KIND")!)!, on: a.name("VIEW")!)))
        case 1:
          .edit(.gesture(a.name("NAME")!, .flag(gestureSettings[a.word("SETTING")!]!, a.bool("on|off")!)))
        case 2: .edit(.gesture(a.name("NAME")!, .requires(a.name("OTHER")!)))
        default: .edit(.gesture(a.name("NAME")!, .remove))
        }
      }),
    Verb(
      "enabled", .touches, forms: [[.name("NAME", role: .control), .onOff]],
      summary: "turn a control's isEnabled on or off (a disabled control is not hit at all)",
      zh: "打开或关闭控件的 isEnabled（禁用的控件根本不会被命中）",
      uikit: "NAME.isEnabled = false", example: "enabled button off",
      make: { a in .edit(.enabled(a.name("NAME")!, a.bool("on|off")!)) }),
    Verb(
      "action", .touches,
      forms: [
        [
          .name("NAME", role: .control), .keyword("EVENT", ControlEvent.allCases.map(\.rawValue)),
          .topic("ACTION", completes: .nothing),
        ]
      ],
      summary: "add a target-action: the control runs ACTION when it sends EVENT",
      zh: "添加 target-action：控件发出 EVENT 时执行 ACTION",
      uikit: "NAME.addTarget(self, action: #selector(ACTION), for: .EVENT)",
      example: "action button touchUpInside buy",
      make: { a in
        .edit(.action(a.name("NAME")!, ControlEvent(rawValue: a.word("EVENT")!)!, a.text("ACTION")!))
      }),
    Verb(
      "present", .touches,
      forms: [
        [
          .name("CONTROLLER", role: .presentedController), .word("from"),
          .name("PRESENTER", role: .presentingController),
        ]
      ],
      summary: "present a view controller: its view covers the window; its next responder is the presenter",
      zh: "呈现（present）一个视图控制器：它的视图覆盖整个 window；它的 next/nextResponder 是负责呈现的控制器",
      uikit: "PRESENTER.present(CONTROLLER, animated: true)", example: "present detail from home",
      make: { a in .edit(.present(a.name("CONTROLLER")!, from: a.name("PRESENTER")!)) }),
    Verb(
      "lifecycle", .touches, forms: [[.keyword("MODE", ["classic", "scene"])]],
      summary: "classic app (window → UIApplication) or scene-based (window → UIWindowScene → UIApplication)",
      zh: "传统 App（window → UIApplication）或基于 scene 的 App（window → UIWindowScene → UIApplication）",
      uikit: "UIApplicationSceneManifest in Info.plist (scene-based, iOS 13+)", example: "lifecycle scene",
      make: { a in .edit(.lifecycle(Lifecycle(rawValue: a.word("MODE")!)!)) }),
    Verb(
      "touch", .touches,
      forms: [
        [.word("down"), .point, finger], [.word("move"), .point, finger],
        [.word("wait"), .number("SECONDS")],
        [.word("up"), finger], [.word("cancel"), finger],
      ],
      summary:
        "a finger, step by step: lands (hit-tested once), moves, stays still, lifts, or is cancelled; 'finger N' (1–5, default 1) picks the finger, each its own UITouch",
      zh: "一根手指，一步一步来：按下（只做一次命中测试）、移动、停住、抬起或被取消；'finger N'（1–5，默认 1）指定第几根手指，每根手指都是独立的 UITouch",
      uikit: "touchesBegan / touchesMoved / touchesEnded / touchesCancelled, after the recognizers",
      example: "touch down 60 60 finger 2",
      inLesson: .experiment(asksTheQuestion: true),
      make: { a in
        let f = a.integer("N") ?? 1
        return switch a.form {
        case 0: .ask(.touch(.down(a.point!, finger: f)))
        case 1: .ask(.touch(.move(a.point!, finger: f)))
        case 2: .ask(.touch(.wait(a.number("SECONDS")!)))
        case 3: .ask(.touch(.up(finger: f)))
        default: .ask(.touch(.cancel(finger: f)))
        }
      }),
  ]

  /// `finger N` at the end of a touch step.
  static let finger = Slot.optional(.words(["finger"]), [.word("finger"), .integer("N")])

  /// `gesture NAME SETTING on|off`: the words and the recognizer property each sets.
  static let gestureSettings: [String: GestureFlag] = [
    "cancels": .cancelsTouchesInView, "delaysbegan": .delaysTouchesBegan, "delaysended": .delaysTouchesEnded,
    "enabled": .isEnabled, "simultaneous": .simultaneous,
  ]
}
