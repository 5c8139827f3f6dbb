extension ConceptBank {
  /// UIView, CALayer and the responder classes.
  static let layers: [Concept] = [
    .choice(
      "layer-split",
      L("Why does UIKit split a view into UIView and CALayer?", "为什么 UIKit 要把视图拆成 UIView 和 CALayer 两部分？"),
      [
        L(
          "Single responsibility: UIView handles touches and the responder chain, CALayer displays the content",
          "单一职责：UIView 负责处理触摸事件、参与响应者链，CALayer 只负责显示内容"),
        L("CALayer hit-tests faster than UIView", "CALayer 做 hitTest 比 UIView 更快"),
        L("UIView cannot draw anything without a second object", "UIView 自己无法绘制任何东西"),
        L("Only to save memory", "只是为了节省内存"),
      ], answer: "A",
      L(
        "Rule: UIView is a UIResponder that owns a CALayer. The view takes part in event handling (touches, the responder chain); the layer only shows `contents`. That separation of duties is the usual interview answer.",
        "规则：UIView 继承自 UIResponder，并持有一个 CALayer。视图负责事件处理（触摸、响应者链），layer 只负责显示 contents。这种职责分离（单一职责原则）就是面试的标准答案。"
      )),
    .choice(
      "view-superclass",
      L("What is UIView's direct superclass?", "UIView 的直接父类是什么？"),
      [
        L("CALayer", "CALayer"), L("UIResponder", "UIResponder"), L("UIControl", "UIControl"),
        L("NSObject", "NSObject"),
      ],
      answer: "B",
      L(
        "Rule: UIView → UIResponder → NSObject. Being a UIResponder is what lets a view receive touchesBegan and sit in the responder chain; the CALayer is a property, not a superclass.",
        "规则：UIView → UIResponder → NSObject。正因为继承自 UIResponder，视图才能接收 touchesBegan、加入响应者链；CALayer 只是它的一个属性，不是父类。"
      )),
    Concept(
      "layer-not-responder", .yesno,
      L(
        "Is CALayer a UIResponder — can a layer receive touchesBegan by itself?",
        "CALayer 是 UIResponder 吗？layer 自己能收到 touchesBegan 吗？"),
      answer: "no",
      L(
        "Rule: only UIResponder subclasses receive events. CALayer inherits from NSObject; its view does the event handling for it.",
        "规则：只有继承 UIResponder 的对象才能接收并处理事件。CALayer 继承自 NSObject，事件由它所属的 UIView 来处理。")),
    Concept(
      "button-ancestry", .chain, level: 2,
      L(
        "Write UIButton's class hierarchy up to NSObject (e.g. A → B → … → NSObject).",
        "写出 UIButton 一直到 NSObject 的继承链（如 A → B → … → NSObject）。"),
      answer: "UIButton → UIControl → UIView → UIResponder → NSObject",
      L(
        "Rule: UIButton → UIControl → UIView → UIResponder → NSObject. UIControl adds target–action (addTarget:action:forControlEvents:); UIResponder makes it a responder.",
        "规则：UIButton → UIControl → UIView → UIResponder → NSObject。UIControl 封装了 target-action（addTarget:action:forControlEvents:）等事件机制，UIResponder 让它成为响应者。"
      )),
    Concept(
      "vc-is-responder", .yesno,
      L(
        "Is UIViewController a responder (a UIResponder subclass)?",
        "UIViewController 是响应者（UIResponder 的子类）吗？"),
      answer: "yes",
      L(
        "Rule: UIViewController → UIResponder → NSObject. It joins the responder chain after its root view, even though it takes no part in hit-testing.",
        "规则：UIViewController → UIResponder → NSObject。它会出现在响应者链中（排在它的根视图之后），但不参与事件传递（hitTest）。")),
    .choice(
      "not-a-responder",
      L("Which of these is NOT a responder?", "下面哪个不是响应者对象？"),
      [
        L("UIApplication", "UIApplication"), L("UIViewController", "UIViewController"),
        L("UIWindow", "UIWindow"), L("CALayer", "CALayer"),
      ],
      answer: "D",
      L(
        "Rule: UIApplication, UIViewController and UIView (so UIWindow) inherit from UIResponder; CALayer does not.",
        "规则：UIApplication、UIViewController、UIView（包括 UIWindow）都继承自 UIResponder；CALayer 不是。")),
    Concept(
      "tableview-superclass", .hit, level: 2,
      L("What is UITableView's direct superclass? Answer the class name.", "UITableView 的直接父类是什么？写类名。"),
      answer: "UIScrollView",
      L(
        "Rule: UITableView → UIScrollView → UIView → UIResponder → NSObject (UICollectionView too). Scrolling is a bounds.origin change: contentOffset is bounds.origin.",
        "规则：UITableView → UIScrollView → UIView → UIResponder → NSObject（UICollectionView 同理）。滚动就是修改 bounds.origin：contentOffset 就是 bounds.origin。"
      )),
    .choice(
      "center-is-position",
      L("view.center is always the same value as…", "view.center 始终等于……"),
      [
        L("view.layer.position", "view.layer.position"),
        L("the midpoint of view.frame", "view.frame 的中点"),
        L("the midpoint of view.bounds", "view.bounds 的中点"),
        L("view.layer.anchorPoint", "view.layer.anchorPoint"),
      ], answer: "A",
      L(
        "Rule: center is layer.position, in the superview's coordinates. It equals the frame's midpoint whenever the anchorPoint is the default and the transform has no translation; a translation or another anchorPoint breaks that.",
        "规则：center 就是 layer.position，位于父视图坐标系。只要 anchorPoint 为默认值、transform 不含平移，它就等于 frame 的中点；有平移或换了 anchorPoint 就不再相等。"
      )),
    .choice(
      "responder-requirement",
      L("What must an object be to receive touchesBegan(_:with:)?", "一个对象要能收到 touchesBegan(_:with:)，必须是什么？"),
      [
        L("A UIResponder subclass", "UIResponder 的子类"),
        L("A CALayer subclass", "CALayer 的子类"),
        L("Any NSObject", "任何 NSObject"),
        L("A UIGestureRecognizer", "UIGestureRecognizer"),
      ], answer: "A",
      L(
        "Rule: touchesBegan/Moved/Ended/Cancelled are UIResponder methods; only responder objects receive and handle events.",
        "规则：touchesBegan/Moved/Ended/Cancelled 是 UIResponder 的方法，只有响应者对象才能接收和处理事件。")),
  ]
}
