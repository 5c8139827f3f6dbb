import Testing
import ViewLabApp
import ViewLabPOSIX
import ViewLabRendering
import ViewLabSystem
import ViewLabTerminal
import ViewLabTestSupport

/// Code as it is written in apps and interview answers, pasted whole and run as `viewlab run --json
/// FILE` runs it: each builds its scene and the taps reach what the code says.
@Suite struct RealPasteTests {
  typealias Case = PasteCase

  static let cases: [Case] = [
    Case(
      name: "a tab bar whose raised centre button reaches above it", file: "tabbar.swift",
      text: """
        class TabBar: UITabBar {
            let centerButton = UIButton(type: .custom)

            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                if isHidden { return super.hitTest(point, with: event) }
                let p = convert(point, to: centerButton)
                if centerButton.point(inside: p, with: event) {
                    return centerButton
                }
                return super.hitTest(point, with: event)
            }
        }
        let bar = TabBar(frame: CGRect(x: 0, y: 618, width: 375, height: 49))
        let plus = UIButton(frame: CGRect(x: 157, y: -20, width: 60, height: 60))
        view.addSubview(bar)
        bar.addSubview(plus)
        bar.centerButton = plus
        tap 187 610
        tap 20 640
        """,
      lines: [
        #"{"command":"code","ok":true,"notes":["class TabBar: UITabBar\n  UITabBar runs as the UIView it is a subclass of: what it adds itself (its own subviews, its drawing) is not built\n  overrides hitTest(_:with:) (line 4): ViewLab runs it when UIKit would call it\n  properties: centerButton"]}"#,
        #"{"command":"tap","ok":true,"point":[187,610],"hit":"plus","#,
        #"{"command":"tap","ok":true,"point":[20,640],"hit":"bar","#,
      ]),
    Case(
      name: "a text view subclass runs as the scroll view it is", file: "note.m",
      text: """
        @interface NoteView : UITextView
        @end
        @implementation NoteView
        - (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event {
            return CGRectContainsPoint(CGRectInset(self.bounds, -10, -10), point);
        }
        @end
        NoteView *note = [[NoteView alloc] initWithFrame:CGRectMake(20, 20, 100, 100)];
        [self.view addSubview:note];
        tap 15 15
        """,
      lines: [
        #"{"command":"code","ok":true,"notes":["class NoteView: UITextView\n  UITextView runs as the UIScrollView it is a subclass of: what it adds itself (its own subviews, its drawing) is not built\n  overrides pointInside:withEvent: (line 4): ViewLab runs it when UIKit would call it"]}"#,
        #"{"command":"tap","ok":true,"point":[15,15],"hit":"note","#,
      ]),
    Case(
      name: "an action toggles isSelected and disables its button", file: "select.swift",
      text: """
        class VC: UIViewController {
            let b = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
            override func viewDidLoad() {
                super.viewDidLoad()
                b.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                view.addSubview(b)
            }
            @objc func tapped(_ sender: UIButton) {
                sender.isSelected.toggle()
                print("selected: \\(sender.isSelected)")
                if sender.isSelected { sender.isEnabled = false }
            }
        }
        tap 20 20
        tap 20 20
        """,
      lines: [
        #"{"command":"tap","ok":true,"point":[20,20],"hit":"b","#,
        #"{"command":"tap","ok":true,"point":[20,20],"hit":"view","#,
      ]),
    Case(
      name: "a touch area enlarged by UIEdgeInsets (Swift)", file: "insets.swift",
      text: """
        class BigButton: UIButton {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                let insets = UIEdgeInsets(top: -20, left: -10, bottom: -20, right: -10)
                print(insets, insets.top)
                return bounds.inset(by: insets).contains(point)
            }
        }
        let b = BigButton(frame: CGRect(x: 100, y: 100, width: 44, height: 44))
        view.addSubview(b)
        tap 95 85
        tap 95 75
        """,
      lines: [
        #"{"command":"tap","ok":true,"point":[95,85],"hit":"b","#,
        #"{"command":"tap","ok":true,"point":[95,75],"hit":"view","#,
      ]),
    Case(
      name: "a touch area enlarged by UIEdgeInsetsInsetRect (Objective-C)", file: "insets.m",
      text: """
        @interface BigButton : UIButton
        @end
        @implementation BigButton
        - (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event {
            UIEdgeInsets insets = UIEdgeInsetsMake(-20, -10, -20, -10);
            return CGRectContainsPoint(UIEdgeInsetsInsetRect(self.bounds, insets), point);
        }
        @end
        BigButton *b = [[BigButton alloc] initWithFrame:CGRectMake(100, 100, 44, 44)];
        [self.view addSubview:b];
        tap 95 85
        tap 95 75
        """,
      lines: [
        #"{"command":"tap","ok":true,"point":[95,85],"hit":"b","#,
        #"{"command":"tap","ok":true,"point":[95,75],"hit":"view","#,
      ]),
    Case(
      name: "Swift condition lists in guard and if let", file: "conditions.swift",
      text: """
        class A: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                guard isUserInteractionEnabled, !isHidden, alpha > 0.01 else { return nil }
                if let first = subviews.first, first.frame.contains(point), !first.isHidden {
                    print("first", first.frame.width)
                    return first
                }
                return super.hitTest(point, with: event)
            }
        }
        let a = A(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let s = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.addSubview(a)
        a.addSubview(s)
        tap 20 20
        hide s
        tap 20 20
        """,
      lines: [
        #"{"command":"tap","ok":true,"point":[20,20],"hit":"s","#,
        #"{"command":"tap","ok":true,"point":[20,20],"hit":"a","#,
      ]),
    Case(
      name: "several declarations in one let (Swift)", file: "declarations.swift",
      text: """
        class RingButton: UIButton {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                let r = bounds.width / 2
                let dx = point.x - bounds.midX, dy = point.y - bounds.midY
                return dx * dx + dy * dy <= r * r
            }
        }
        let ring = RingButton(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        view.addSubview(ring)
        tap 110 110
        tap 15 15
        """,
      lines: [
        #"{"command":"tap","ok":true,"point":[110,110],"hit":"ring","#,
        #"{"command":"tap","ok":true,"point":[15,15],"hit":"view","#,
      ]),
    Case(
      name: "several declarations of one C type (Objective-C)", file: "declarations.m",
      text: """
        @interface Ring : UIButton
        @end
        @implementation Ring
        - (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event {
            CGFloat r = self.bounds.size.width / 2, dx = point.x - r, dy = point.y - r;
            return dx * dx + dy * dy <= r * r;
        }
        @end
        Ring *ring = [[Ring alloc] initWithFrame:CGRectMake(10, 10, 200, 200)];
        [self.view addSubview:ring];
        tap 110 110
        tap 15 15
        """,
      lines: [
        #"{"command":"tap","ok":true,"point":[110,110],"hit":"ring","#,
        #"{"command":"tap","ok":true,"point":[15,15],"hit":"view","#,
      ]),
    Case(
      name: "a button class whose touch insets are a property", file: "expanded.swift",
      text: """
        import UIKit

        class ExpandedButton: UIButton {
            var touchInsets = UIEdgeInsets(top: -20, left: -20, bottom: -20, right: -20)

            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                let area = bounds.inset(by: touchInsets)
                return area.contains(point)
            }
        }

        class ViewController: UIViewController {
            private let button = ExpandedButton(type: .custom)

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                button.frame = CGRect(x: 100, y: 200, width: 44, height: 44)
                button.setTitle("Go", for: .normal)
                button.addTarget(self, action: #selector(go(_:)), for: .touchUpInside)
                view.addSubview(button)
            }

            @objc private func go(_ sender: UIButton) {
                print("tapped \\(sender)")
                sender.alpha = 0.5
            }
        }
        tap 90 190
        tap 150 250
        """,
      lines: [
        #"{"command":"tap","ok":true,"point":[90,190],"hit":"button","#,
        #"{"command":"tap","ok":true,"point":[150,250],"hit":"button","#,
      ]),
    Case(
      name: "hitTest written out with a reversed range", file: "reimplemented.swift",
      text: """
        class MyView: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                // 1. 判断自己能否接收事件
                if !isUserInteractionEnabled || isHidden || alpha <= 0.01 {
                    return nil
                }
                // 2. 判断点在不在自己身上
                if !self.point(inside: point, with: event) {
                    return nil
                }
                // 3. 从后往前遍历子控件
                let count = subviews.count
                for i in (0..<count).reversed() {
                    let child = subviews[i]
                    let childPoint = convert(point, to: child)
                    if let fit = child.hitTest(childPoint, with: event) {
                        return fit
                    }
                }
                // 4. 没有比自己更合适的
                return self
            }
        }
        let root = MyView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        view.addSubview(root)
        root.addSubview(a)
        root.addSubview(b)
        tap 60 60
        tap 20 20
        tap 250 250
        """,
      lines: [
        #"{"command":"tap","ok":true,"point":[60,60],"hit":"b","#,
        #"{"command":"tap","ok":true,"point":[20,20],"hit":"a","#,
        #"{"command":"tap","ok":true,"point":[250,250],"hit":"root","#,
      ]),
  ]

  /// What `viewlab run --json` prints for a file, and its exit status.
  static func run(_ file: String, _ text: String) throws -> (status: Int32, lines: [String]) {
    try PasteRun.run(file, text)
  }

  @Test(arguments: cases) func pasteRuns(_ c: Case) throws { try PasteRun.check(c) }

  /// The action's log reads back what it toggled (`isSelected` is drawing only, kept so code reads
  /// back what it wrote).
  @Test func toggledSelectionReadsBack() throws {
    let (_, lines) = try Self.run("select.swift", Self.cases[2].text)
    #expect(lines.joined().contains(#""text":"selected: true""#), "\(lines)")
  }

  /// `next?.touchesBegan(touches, with: event)` and `[self.nextResponder touchesBegan:…]` pass the
  /// touch on as `super` does (UIResponder's own touches… forward to the next responder).
  @Test func forwardingToTheNextResponderPassesTheTouchOn() throws {
    let (_, swift) = try Self.run(
      "next.swift",
      """
      class ForwardingView: UIView {
          override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
              print("ForwardingView began")
              next?.touchesBegan(touches, with: event)
          }
      }
      class Card: UIView {
          override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
              super.touchesBegan(touches, with: event)
              guard let touch = touches.first else { return }
              let p = touch.location(in: self)
              print("card at", p, "taps", touch.tapCount)
          }
      }
      let f = ForwardingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let c = Card(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
      view.addSubview(f)
      f.addSubview(c)
      tap 30 30
      tap 150 150
      """)
    #expect(
      swift.contains { $0.contains(#""hit":"c""#) && $0.contains(#""handledBy":["c","f"]"#) }, "\(swift)")
    let (_, objc) = try Self.run(
      "next.m",
      """
      @interface Inner : UIView
      @end
      @implementation Inner
      - (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {
          NSLog(@"inner");
          [self.nextResponder touchesBegan:touches withEvent:event];
      }
      @end
      Inner *inner = [[Inner alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
      [self.view addSubview:inner];
      tap 10 10
      """)
    #expect(objc.last?.contains(#""handledBy":["inner"]"#) == true, "\(objc)")
    #expect(objc.last?.contains("touchesBeganOnAnother") == false)
    // The trace says how the touch went on: the class sent it to `next`, it did not call super.
    #expect(objc.last?.contains(#""callsSuper":true,"forwardedToNext":true"#) == true, "\(objc)")
    #expect(swift.contains { $0.contains(#""class":"Card""#) && $0.contains(#""callsSuper":true,"line""#) })
  }

  /// `extension ViewController: UIGestureRecognizerDelegate { … }` after the class: its delegate
  /// method joins the controller's, and UIKit asks it (the row's button keeps its tap).
  @Test func aSwiftExtensionAddsItsMethodsToTheClass() throws {
    let (status, lines) = try Self.run(
      "extension.swift",
      """
      import UIKit

      class ViewController: UIViewController {
          let tableLike = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))

          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(tableLike)
              let row = UIButton(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
              tableLike.addSubview(row)
              let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
              tap.delegate = self
              view.addGestureRecognizer(tap)
          }

          @objc func dismissKeyboard() {
              view.endEditing(true)
          }
      }

      // MARK: - UIGestureRecognizerDelegate
      extension ViewController: UIGestureRecognizerDelegate {
          func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
              return !(touch.view is UIButton)
          }
      }
      tap 10 110
      tap 10 600
      """)
    #expect(status == 0, "\(lines)")
    #expect(lines.contains { $0.contains("extension ViewController: its methods join class ViewController") })
    let taps = lines.filter { $0.hasPrefix(#"{"command":"tap""#) }
    try #require(taps.count == 2, "\(lines)")
    let refused =
      #""delegates":[{"gesture":"tap","method":"gestureRecognizer(_:shouldReceive:)","answer":false}]"#
    #expect(taps[0].contains(#""hit":"row""#) && taps[0].contains(refused), "\(taps[0])")
    #expect(!taps[0].contains("dismissKeyboard"), "\(taps[0])")
    #expect(taps[1].contains(#""method":"dismissKeyboard""#), "\(taps[1])")
  }

  /// An Objective-C category of a controller pasted before adds its methods; an extension or a
  /// category of UIKit's own class is refused, saying why and what to write instead.
  @Test func categoriesJoinAndUIKitExtensionsAreRefused() throws {
    let (status, lines) = try Self.run(
      "category.m",
      """
      @implementation ViewController
      - (void)tapped:(UIButton *)sender {
          NSLog(@"tapped");
      }
      @end
      @implementation ViewController (Touches)
      - (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {
          NSLog(@"began on the controller");
      }
      @end
      tap 10 10
      """)
    #expect(status == 0, "\(lines)")
    #expect(lines.joined().contains("began on the controller"), "\(lines)")
    for (file, text) in [
      (
        "ext.swift",
        "extension UIButton {\n  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true }\n}\n"
      ),
      (
        "cat.m",
        "@implementation UIButton (Big)\n- (BOOL)pointInside:(CGPoint)p withEvent:(UIEvent *)e { return YES; }\n@end\n"
      ),
    ] {
      let (status, lines) = try Self.run(file, text)
      #expect(status != 0)
      #expect(lines.joined().contains("uikit-class-extension"), "\(lines)")
    }
    let (unknown, out) = try Self.run("x.swift", "extension RoundView {\n  func f() {}\n}\n")
    #expect(unknown != 0)
    #expect(out.joined().contains("RoundView"), "\(out)")
  }

  /// Tables and collection views made by code with their style or layout (which change how rows
  /// are laid out, not how touches reach them), at the top level and in a method body.
  @Test func tablesAndCollectionViewsAreMadeByCode() throws {
    let (status, lines) = try Self.run(
      "tables.swift",
      """
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
      view.addSubview(table)
      let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      class VC: UIViewController {
          override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
              let t2 = UITableView(frame: CGRect(x: 0, y: 600, width: 10, height: 10), style: .grouped)
              view.addSubview(t2)
          }
      }
      tap 300 650
      tap 5 605
      """)
    #expect(status == 0, "\(lines)")
    #expect(lines.contains { $0.contains("table = UITableView(frame: (0, 0, 375, 600))") }, "\(lines)")
    #expect(lines.last?.contains(#""hit":"t2""#) == true, "\(lines)")
    let (objcStatus, objc) = try Self.run(
      "tables.m",
      "UITableView *t = [[UITableView alloc] initWithFrame:CGRectMake(0, 0, 100, 100) style:UITableViewStylePlain];\n[self.view addSubview:t];\ntap 5 5\n"
    )
    #expect(objcStatus == 0, "\(objc)")
    #expect(objc.last?.contains(#""hit":"t""#) == true, "\(objc)")
  }

  /// Swift's optional chain: `a?.b = x` with `a` nil does nothing (said in a note), `print(a?.b)`
  /// prints nil, and a chain that does not meet nil runs; `a!.b` with `a` nil stays an error.
  @Test func optionalChainsThatMeetNilDoNothing() throws {
    let (status, lines) = try Self.run(
      "chains.swift",
      """
      view.viewWithTag(101)?.isUserInteractionEnabled = false
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      v.superview?.alpha = 0.5
      print(v.superview?.frame)
      view.addSubview(v)
      v.superview?.alpha = 0.5
      print(v.superview?.alpha)
      view.viewWithTag(3)?.removeFromSuperview()
      """)
    #expect(status == 0, "\(lines)")
    let text = lines.joined(separator: "\n")
    #expect(text.contains("view.viewWithTag(101) is nil, so the optional chain stops at '?.'"), "\(text)")
    #expect(text.contains("v.superview is nil, so the optional chain stops"), "\(text)")
    #expect(lines.contains(#"{"command":"code","ok":true,"notes":["nil"]}"#), "\(text)")
    #expect(lines.contains(#"{"command":"code","ok":true,"notes":["0.5"]}"#), "\(text)")
    #expect(text.contains("view.viewWithTag(3) is nil"), "\(text)")
    let (forced, out) = try Self.run(
      "forced.swift",
      "let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))\nv.superview!.alpha = 0.5\n")
    #expect(forced != 0, "\(out)")
  }

  /// A superclass UIKit has but ViewLab does not model on its own is still refused when it is not
  /// UIKit's (a typo), and a window stays refused.
  @Test(arguments: ["UITabbar", "UIWindow"]) func unknownSuperclassesStayRefused(_ name: String) throws {
    let (status, lines) = try Self.run("t.swift", "class T: \(name) {\n}\n")
    #expect(status != 0)
    #expect(lines.joined().contains("unknown superclass '\(name)'"), "\(lines)")
  }
}
