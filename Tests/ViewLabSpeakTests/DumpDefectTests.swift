import Testing
import ViewLabGeometry
import ViewLabModel

@testable import ViewLabCommands

/// One minimal dump per way real dumps broke the importer, in the exact format UIKit prints.
struct DumpDefectTests {
  static let window = "<UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>\n"

  func imported(_ text: String) throws -> DumpImport { try DumpImporter.scene(from: text) }

  func hit(_ i: DumpImport, _ x: Double, _ y: Double) -> String? {
    i.scene.tap(Point(x: x, y: y)).hitTest.hit.map { i.scene[$0].name }
  }

  @Test func anApostropheInsideAValueKeepsTheLaterFields() throws {
    let i = try imported(
      Self.window
        + "   | <UILabel: 0x3; frame = (0 0; 320 100); text = 'Texas Hold'em Poker'; clipsToBounds = YES; "
        + "opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x4>>\n")
    let label = try #require(i.scene.view(named: "label"))
    #expect(!i.scene[label].isUserInteractionEnabled)
    #expect(i.scene[label].clipsToBounds)
    #expect(hit(i, 10, 10) == "window")
  }

  @Test func aValuePrintedOverSeveralLinesStaysInItsView() throws {
    let i = try imported(
      Self.window
        + "   | <UITextView: 0x5; frame = (0 0; 320 200); text = 'First line\nsecond line\n'; clipsToBounds = YES; "
        + "gestureRecognizers = <NSArray: 0x6>; layer = <CALayer: 0x7>; contentOffset: {0, 40}; contentSize: {320, 400}>\n"
        + "   | <UIButton: 0x8; frame = (0 300; 100 40); opaque = NO; layer = <CALayer: 0x9>>\n")
    #expect(i.viewCount == 3)
    #expect(i.leftOut.isEmpty)
    let text = try #require(i.scene.view(named: "textView"))
    #expect(i.scene[text].bounds.origin == Point(x: 0, y: 40))
    #expect(i.scene[text].clipsToBounds)
    #expect(hit(i, 10, 310) == "button")
  }

  @Test func aDescriptionWrappedInAnotherKeepsItsDepth() throws {
    let i = try imported(
      Self.window
        + "   | <UITextView: 0x5; frame = (0 0; 320 200); text = ''; clipsToBounds = YES; layer = <CALayer: 0x7>>\n"
        + "   |    | <<_UITextContainerView: 0x10; frame = (0 0; 320 200); layer = <_UITextTiledLayer: 0x11>> "
        + "minSize = {0, 0}, maxSize = {1.7976931348623157e+308, 1.7976931348623157e+308}, "
        + "textContainer = <NSTextContainer: 0x12 size = (320,inf); widthTracksTextView = YES>>\n"
        + "   | <UIButton: 0x8; frame = (0 300; 100 40); opaque = NO; layer = <CALayer: 0x9>>\n")
    #expect(i.viewCount == 4)
    let container = try #require(i.scene.view(named: "textContainerView"))
    #expect(i.scene[container].superview == i.scene.view(named: "textView"))
    #expect(hit(i, 10, 310) == "button")
  }

  /// `po` of the description as a Swift string prints it on one line with `\n` escapes; the lines
  /// are split where `\n` comes before the next `|` or `<`, and only there.
  @Test func escapedNewlinesSplitTheViewLines() throws {
    let one =
      #"<UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>\n   | <UIButton: 0x8; "#
      + #"frame = (0 300; 100 40); opaque = NO; layer = <CALayer: 0x9>>\n   | <UILabel: 0x3; "#
      + #"frame = (0 0; 320 100); text = 'a\\nb'; layer = <_UILabelLayer: 0x4>>"# + "\n"
    let i = try imported(one)
    #expect(i.viewCount == 3)
    #expect(hit(i, 10, 310) == "button")
    #expect(DumpText.splitEscaped(#"x\\n| <y"#).count == 2)
    #expect(DumpText.splitEscaped(#"text = 'a\nb'"#).count == 1)
  }

  @Test func aDumpPrintedTwiceIsImportedOnce() throws {
    let copy =
      "<UIView: 0xa; frame = (0 0; 320 480); autoresize = W+H; layer = <CALayer: 0xb>>\n"
      + "   | <UIButton: 0xc; frame = (10 10; 100 40); opaque = NO; layer = <CALayer: 0xd>>\n"
    let prompt = "(lldb) po self.view.recursiveDescription()\n"
    let i = try imported(prompt + copy + prompt + copy)
    #expect(i.viewCount == 3)
    #expect(i.leftOut == [DumpLeftOut(reason: .repeated, className: "UIView", line: 5, views: 2)])
    #expect(hit(i, 20, 20) == "button")
    #expect(i.scene[i.scene.window].subviews.count == 1)
  }

  @Test func aTranslationIsAlreadyInThePrintedFrame() throws {
    let i = try imported(
      Self.window
        + "   | <UIView: 0x2; frame = (50 60; 100 100); transform = [1, 0, 0, 1, 50, 60]; layer = <CALayer: 0x3>>\n"
        + "   | <UIView: 0x4; frame = (200 200; 100 50); transform = [0, 1, -1, 0, 10, 0]; layer = <CALayer: 0x5>>\n"
    )
    let v = try #require(i.scene.view(named: "view"))
    #expect(i.scene.frame(of: v) == Rect(x: 50, y: 60, width: 100, height: 100))
    #expect(hit(i, 55, 65) == "view")
    #expect(hit(i, 155, 165) == "window")
    let rotated = try #require(i.scene.view(named: "view2"))
    let f = i.scene.frame(of: rotated)
    #expect(abs(f.origin.x - 200) < 1e-9 && abs(f.origin.y - 200) < 1e-9)
    #expect(abs(i.scene[rotated].bounds.size.width - 50) < 1e-9)
  }

  @Test func anAnchorPointIsApplied() throws {
    let i = try imported(
      Self.window
        + "   | <UIView: 0x2; frame = (10 20; 100 100); anchorPoint = (0, 0); layer = <CALayer: 0x3>>\n")
    let v = try #require(i.scene.view(named: "view"))
    #expect(i.scene[v].anchorPoint == Point(x: 0, y: 0))
    #expect(i.scene[v].position == Point(x: 10, y: 20))
    #expect(i.scene.frame(of: v) == Rect(x: 10, y: 20, width: 100, height: 100))
  }

  @Test(arguments: [
    ("MyApp.Container<MyApp.Item>", "container"),
    ("_TtGC7SwiftUI14_UIHostingViewV5MyApp8RootView_", "hostingView"),
    (
      "_TtGC7SwiftUI16PlatformViewHostGVS_P10$1c0f2b1d032PlatformViewRepresentableAdaptor__",
      "platformViewHost"
    ),
    ("_TtCC5MyApp5Outer5Inner", "inner"),
    ("_TtCs12_SwiftObject", "swiftObject"),
    ("_TtC5MyApp10CustomView", "customView"),
  ])
  func swiftClassNamesBecomeReadable(_ row: (String, String)) {
    #expect(DumpNames.base(row.0) == row.1)
  }

  @Test func aGenericClassLineIsAView() throws {
    let i = try imported(
      Self.window
        + "   | <MyApp.Container<MyApp.Item>: 0x600; frame = (0 0; 50 50); layer = <CALayer: 0x601>>\n")
    let v = try #require(i.scene.view(named: "container"))
    #expect(i.scene[v].imported?.originalClass == "MyApp.Container<MyApp.Item>")
    #expect(i.scene[v].imported?.address == "0x600")
  }

  @Test func whatIsLeftOutIsSaidWithItsLine() throws {
    let i = try imported(
      Self.window
        + "   | <UIView: 0x3; bounds = nonsense; layer = <CALayer: 0x4>>\n"
        + "   |    | <UIView: 0x5; frame = (0 0; 1 1); layer = <CALayer: 0x6>>\n"
        + "<UITextEffectsWindow: 0x7; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x8>>\n"
        + "   | <UIInputSetContainerView: 0x9; frame = (0 0; 320 480); layer = <CALayer: 0xa>>\n")
    #expect(
      i.leftOut == [
        DumpLeftOut(reason: .noFrame, className: "UIView", line: 2, views: 2),
        DumpLeftOut(reason: .anotherWindow, className: "UITextEffectsWindow", line: 4, views: 2),
      ])
  }

  @Test func aNameBeforeTheDescriptionIsNoLevel() throws {
    // `recursiveDescription2` prints each view's instance-variable name after the bars.
    let i = try imported(
      "$3 = 0x08c5d730 'RootViewController:0x757a0b0' <UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>\n"
        + "    | _myButton <UIButton: 0x3; frame = (10 10; 100 40); layer = <CALayer: 0x4>>\n"
        + "    |    | _titleView <UIButtonLabel: 0x5; frame = (0 0; 50 20); userInteractionEnabled = NO; layer = <CALayer: 0x6>> - (null)\n"
    )
    let label = try #require(i.scene.view(named: "buttonLabel"))
    #expect(i.scene[label].superview == i.scene.view(named: "button"))
    #expect(hit(i, 20, 20) == "button")
    // A word that does not follow a bar is a prompt, not a name: the line keeps depth 0.
    #expect(DumpLine.parse("Nav bar <UIView: 0x1; frame = (0 0; 1 1)>")?.depth == 0)
    #expect(DumpLine.parse("   |    | _x <UIView: 0x1; frame = (0 0; 1 1)>")?.depth == 2)
  }

  @Test func aRootViewBiggerThanAPhoneGrowsTheWindow() throws {
    let i = try imported(
      "<UIView; frame = (0 0; 1024 768); autoresize = W+H; layer = <CALayer>>\n"
        + "   | <UIButton; frame = (900 700; 100 40); layer = <CALayer>>\n")
    #expect(i.scene[i.scene.window].bounds.size == Size(width: 1024, height: 768))
    #expect(hit(i, 950, 720) == "button")
    // A cell lower down keeps the default window: only a view that does not fit grows it.
    let cell = try imported("<UITableViewCell: 0x1; frame = (0 209; 375 44); layer = <CALayer: 0x2>>\n")
    #expect(cell.scene[cell.scene.window].bounds.size == Scene.defaultWindowSize)
  }

  @Test func aViewControllerLineIsNotAView() throws {
    // Chisel's `pvcs()` printed after `pviews()` in the same session.
    let i = try imported(
      Self.window
        + "   | <UIButton: 0x3; frame = (10 10; 100 40); layer = <CALayer: 0x4>>`\n"
        + "cy# pvcs()\n"
        + "\"<CustomViewController 0x1053133f0>, state: appeared, view: <UIView 0x1053205d0>\"\n")
    #expect(i.leftOut.isEmpty)
    #expect(i.viewCount == 2)
    // A view line at the window's depth without a frame is said to have no frame, not to be a window.
    let j = try imported(Self.window + "<UIView: 0x9; bounds = nonsense>\n")
    #expect(j.leftOut == [DumpLeftOut(reason: .noFrame, className: "UIView", line: 2, views: 1)])
  }
}
