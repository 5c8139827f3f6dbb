import Foundation
import Testing
import ViewLabLanguage

/// Property declarations of a pasted view class as app code writes them: an array property holds
/// views across calls in both languages (`var cards: [UIView] = []`, `var more = [UIView]()`,
/// `@property NSMutableArray<UIView *> *cards`); a dictionary property is refused when pasted, with
/// its line, instead of being accepted and failing at the first tap.
@Suite struct PropertyIdiomTests {
  static let swift = """
    class Deck: UIView {
        var cards: [UIView] = []
        var more = [UIView]()
        @objc func deal(_ sender: UIButton) {
            for i in 0..<3 {
                let c = UIView(frame: CGRect(x: i * 60, y: 0, width: 50, height: 50))
                addSubview(c)
                cards.append(c)
            }
            more.append(cards[1])
            print(cards.count, more.count)
        }
        @objc func fade(_ sender: UIButton) {
            for c in cards { c.alpha = 0.5 }
            more.first?.isHidden = true
            cards.removeAll()
            print(cards.isEmpty)
        }
    }
    let d = Deck(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
    view.addSubview(d)
    let b = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    view.addSubview(b)
    b.addTarget(d, action: #selector(Deck.deal(_:)), for: .touchUpInside)
    let f = UIButton(frame: CGRect(x: 200, y: 0, width: 100, height: 44))
    view.addSubview(f)
    f.addTarget(d, action: #selector(Deck.fade(_:)), for: .touchUpInside)
    tap 10 10
    tap 210 10
    tree
    """

  static let objectiveC = """
    @interface Deck : UIView
    @property (nonatomic, strong) NSMutableArray<UIView *> *cards;
    @property (nonatomic, strong) NSArray *more;
    @end
    @implementation Deck
    - (void)deal:(UIButton *)sender {
        self.cards = [NSMutableArray array];
        for (int i = 0; i < 3; i++) {
            UIView *c = [[UIView alloc] initWithFrame:CGRectMake(i * 60, 0, 50, 50)];
            [self addSubview:c];
            [self.cards addObject:c];
        }
        self.more = @[];
        NSLog(@"%d", (int)self.cards.count);
    }
    - (void)fade:(UIButton *)sender {
        for (UIView *c in self.cards) { c.alpha = 0.5; }
        [self.cards[1] setHidden:YES];
        [self.cards removeAllObjects];
        NSLog(@"%d", (int)self.cards.count);
    }
    @end
    Deck *d = [[Deck alloc] initWithFrame:CGRectMake(0, 100, 300, 100)];
    [self.view addSubview:d];
    UIButton *b = [[UIButton alloc] initWithFrame:CGRectMake(0, 0, 100, 44)];
    [self.view addSubview:b];
    [b addTarget:d action:@selector(deal:) forControlEvents:UIControlEventTouchUpInside];
    UIButton *f = [[UIButton alloc] initWithFrame:CGRectMake(200, 0, 100, 44)];
    [self.view addSubview:f];
    [f addTarget:d action:@selector(fade:) forControlEvents:UIControlEventTouchUpInside];
    tap 10 10
    tap 210 10
    tree
    """

  static func logs(_ tap: [String: Any]) -> [String] {
    AliveCodeTests.ran(tap).flatMap { $0["steps"] as? [[String: Any]] ?? [] }.compactMap {
      $0["step"] as? String == "log" ? $0["text"] as? String : nil
    }
  }

  @Test(arguments: [
    (swift, "swift", ["3 1"], ["true"], "c2 UIView (60, 0, 50, 50) hidden, alpha 0.5"),
    (objectiveC, "m", ["3"], ["0"], "c2 UIView (60, 0, 50, 50) hidden, alpha 0.5"),
  ])
  func anArrayPropertyHoldsViewsAcrossCalls(
    _ script: String, _ ext: String, _ deal: [String], _ fade: [String], _ second: String
  ) throws {
    let all = try AliveCodeTests.objects(script, ext: ext)
    #expect(all.allSatisfy { $0["ok"] as? Bool == true }, "\(all.filter { $0["ok"] as? Bool != true })")
    let taps = all.filter { $0["command"] as? String == "tap" }
    try #require(taps.count == 2)
    #expect(Self.logs(taps[0]) == deal)
    #expect(Self.logs(taps[1]) == fade)
    let tree = try #require(all.last?["text"] as? String)
    #expect(tree.contains("c UIView (0, 0, 50, 50) alpha 0.5"), "\(tree)")
    #expect(tree.contains(second), "\(tree)")
  }

  /// A dictionary property: refused when pasted, at its line, in both languages; nothing after it
  /// is taken for the class.
  @Test(arguments: [
    ("class Deck: UIView {\n    var names = [\"a\": 1]\n}", "swift", 2),
    ("class Deck: UIView {\n    var byName: [String: UIView] = [:]\n}", "swift", 2),
    ("@interface Deck : UIView\n@property (nonatomic) NSMutableDictionary *byName;\n@end", "m", 2),
  ])
  func aDictionaryPropertyIsRefusedWithItsLine(_ script: String, _ ext: String, _ line: Int) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "prop-\(UUID().uuidString).\(ext)")
    try script.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let en = AliveCodeTests.run(path: url.path, json: false, language: .en)
    let zh = AliveCodeTests.run(path: url.path, json: false, language: .zhHans)
    let name = ext == "m" || script.contains("byName") ? "byName" : "names"
    #expect(en.contains(":\(line):"), "\(en)")
    #expect(
      en.replacingOccurrences(of: "\n  ", with: " ").contains(
        "ViewLab does not run the dictionary property '\(name)' (keep the views in an array property, or find them by tag with viewWithTag)"
      ), "\(en)")
    #expect(zh.contains("字典属性 '\(name)'（请把视图放进数组属性，或用 viewWithTag 按 tag 查找）"), "\(zh)")
    let json = try AliveCodeTests.objects(script, ext: ext)
    #expect(json.first?["ok"] as? Bool == false)
  }
  /// A controller's `lazy var x: T = { …; return y }()`: the closure's statements build the view,
  /// which takes the property's name; `viewDidLoad` adds it, the action reads it through `self`.
  @Test func aLazyClosurePropertyOfAControllerIsItsView() throws {
    let script = """
      class VC: UIViewController {
          lazy var shuffle: UIButton = {
              let button = UIButton(type: .system)
              button.frame = CGRect(x: 20, y: 40, width: 120, height: 44)
              return button
          }()
          private lazy var card: UIView = {
              let card = UIView(frame: CGRect(x: 20, y: 120, width: 100, height: 100))
              return card
          }()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(shuffle)
              view.addSubview(card)
              shuffle.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
          }
          @objc func tapped(_ sender: UIButton) {
              UIView.animate(withDuration: 0.3) { self.card.center = CGPoint(x: 200, y: 400) }
              self.shuffle.alpha = 0.5
          }
      }
      tap 30 50
      tree
      """
    let all = try AliveCodeTests.objects(script, ext: "swift")
    #expect(all.allSatisfy { $0["ok"] as? Bool == true }, "\(all.filter { $0["ok"] as? Bool != true })")
    let tap = try #require(all.first { $0["command"] as? String == "tap" })
    #expect(tap["hit"] as? String == "shuffle")
    let tree = try #require(all.last?["text"] as? String)
    #expect(tree.contains("shuffle UIButton (20, 40, 120, 44) alpha 0.5"), "\(tree)")
    #expect(tree.contains("card UIView (150, 350, 100, 100)"), "\(tree)")
  }
  /// A view class's `lazy var close: UIButton = { …; return b }()`: the closure runs at the first
  /// read (once), the view takes the property's name, and a later call reads the same view.
  @Test func aLazyClosurePropertyOfAViewClassRunsOnce() throws {
    let script = """
      class Panel: UIView {
          lazy var close: UIButton = {
              let b = UIButton(type: .custom)
              b.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
              return b
          }()
          @objc func open(_ sender: UIButton) {
              addSubview(close)
              close.alpha = 0.5
          }
      }
      let p = Panel(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
      view.addSubview(p)
      let b = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
      view.addSubview(b)
      b.addTarget(p, action: #selector(Panel.open(_:)), for: .touchUpInside)
      tap 10 10
      tap 10 10
      tap 20 120
      tree
      """
    let all = try AliveCodeTests.objects(script, ext: "swift")
    #expect(all.allSatisfy { $0["ok"] as? Bool == true }, "\(all.filter { $0["ok"] as? Bool != true })")
    let taps = all.filter { $0["command"] as? String == "tap" }
    try #require(taps.count == 3)
    #expect(taps[2]["hit"] as? String == "close")
    let tree = try #require(all.last?["text"] as? String)
    #expect(tree.components(separatedBy: "UIButton (10, 10, 40, 40)").count == 2, "one view: \(tree)")
    #expect(tree.contains("close UIButton (10, 10, 40, 40) alpha 0.5"), "\(tree)")
  }
}
