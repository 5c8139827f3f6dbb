import Testing
import ViewLabLanguage

/// UIView's own `gestureRecognizerShouldBegin(_:)`, overridden by a view class pasted as code: UIKit
/// asks each view a recognizer's touches are on before the recognizer's delegate (as a UISlider
/// refuses a pan along its knob), so a pasted view can veto its superview's tap — not only as some
/// recognizer's delegate. Contracts: the exact `delegates`/`failed`/`recognized` fields; the golden
/// `Alive/view-should-begin.vl` in both languages.
@Suite struct ViewShouldBeginTests {
  static let swift = """
    class Card: UIView {
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            return gestureRecognizer.view == self
        }
    }
    let card = Card(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
    view.addSubview(card)
    let tap = UITapGestureRecognizer(target: self, action: #selector(dismiss))
    view.addGestureRecognizer(tap)
    """

  static let objectiveC = """
    @interface Card : UIView
    @end
    @implementation Card
    - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
        return gestureRecognizer.view == self;
    }
    @end
    Card *card = [[Card alloc] initWithFrame:CGRectMake(20, 100, 200, 100)];
    [self.view addSubview:card];
    UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(dismiss)];
    [self.view addGestureRecognizer:tap];
    """

  @Test(arguments: [(swift, "swift"), (objectiveC, "m")])
  func theTouchedViewRefusesItsSuperviewsTap(_ script: String, _ ext: String) throws {
    let lines = try DelegateCodeTests.lines(script + "\ntap 50 150\ntap 50 400", ext: ext)
    let taps = lines.filter { $0.hasPrefix(#"{"command":"tap""#) }
    #expect(taps.count == 2)
    #expect(
      DelegateCodeTests.delegates(taps[0])
        == #""delegates":[{"gesture":"tap","method":"gestureRecognizerShouldBegin(_:)","view":"card","answer":false}]"#
    )
    #expect(taps[0].contains(#""recognized":[],"failed":["tap"]"#), "\(taps[0])")
    // Outside the card nobody is asked: the root view's class is UIKit's.
    #expect(DelegateCodeTests.delegates(taps[1]) == nil)
    #expect(taps[1].contains(#""recognized":["tap"],"failed":[]"#), "\(taps[1])")
  }

  /// Its own recognizer: the view is asked too, and this one says YES.
  @Test func itsOwnRecognizerMayBegin() throws {
    let script =
      Self.swift + """

        let own = UITapGestureRecognizer(target: self, action: #selector(dismiss))
        card.addGestureRecognizer(own)
        tap 50 150
        """
    let tap = try #require(try DelegateCodeTests.lines(script, ext: "swift").last)
    #expect(
      DelegateCodeTests.delegates(tap)
        == #""delegates":[{"gesture":"own","method":"gestureRecognizerShouldBegin(_:)","view":"card","answer":true}]"#
    )
    #expect(tap.contains(#""recognized":["own"]"#), "\(tap)")
  }

  /// A view that is also the recognizer's delegate is asked once, as the delegate.
  @Test func aViewThatIsTheDelegateIsAskedOnce() throws {
    let script =
      Self.swift + """

        let own = UITapGestureRecognizer(target: self, action: #selector(dismiss))
        own.delegate = card
        card.addGestureRecognizer(own)
        tap 50 150
        """
    let tap = try #require(try DelegateCodeTests.lines(script, ext: "swift").last)
    #expect(
      DelegateCodeTests.delegates(tap)
        == #""delegates":[{"gesture":"own","method":"gestureRecognizerShouldBegin(_:)","answer":true}]"#)
  }

  @Test(arguments: [Language.en, Language.zhHans])
  func golden(_ language: Language) {
    let out = AliveCodeTests.golden("view-should-begin.vl", language)
    #expect(out.contains("card.gestureRecognizerShouldBegin(tap) → NO"))
  }
}
