import Testing
import ViewLabCommands
import ViewLabGeometry
import ViewLabModel
import ViewLabRendering

/// One minimal dump per way people's copies break a dump (a page, a book, a chat, a log), each in
/// the exact form found: it imports as the clean dump does and says what it guessed.
struct DumpCopyShapeTests {
  /// The clean dump every copy below is a copy of.
  static let clean = """
    <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
       | <UIView: 0x3; frame = (0 20; 320 460); layer = <CALayer: 0x4>>
       |    | <UIButton: 0x5; frame = (10 10; 100 40); opaque = NO; layer = <CALayer: 0x6>>
       |    |    | <UIButtonLabel: 0x7; frame = (5 5; 90 30); text = 'Go'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x8>>
       |    | <UILabel: 0x9; frame = (10 100; 300 20); text = 'a < b'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0xa>>
       | <UIView: 0xb; frame = (0 0; 320 20); hidden = YES; layer = <CALayer: 0xc>>

    """

  func imported(_ text: String) throws -> DumpImport { try DumpImporter.scene(from: text) }

  func expectClean(_ copy: String, guesses: [DumpGuess], sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let i = try imported(copy)
    let reference = try imported(Self.clean)
    #expect(i.scene.script() == reference.scene.script(), sourceLocation: sourceLocation)
    #expect(i.leftOut.isEmpty, sourceLocation: sourceLocation)
    #expect(i.guesses == guesses, sourceLocation: sourceLocation)
  }

  @Test func theCleanDumpGuessesNothing() throws {
    let i = try imported(Self.clean)
    #expect(i.viewCount == 6)
    #expect(i.guesses.isEmpty)
  }

  @Test func linesBrokenByAPageOrABook() throws {
    let copy = """
      <UIWindow: 0x1; frame = (0 0; 320 480); layer
      = <UIWindowLayer: 0x2>>
         | <UIView: 0x3; frame = (0 20; 320 460); layer = <CALayer:
      0x4>>
         |    | <UIButton: 0x5; frame = (10 10; 100 40); opaque = NO; layer = <CALayer: 0x6>>
         |    |    | <UIButtonLabel: 0x7; frame = (5 5; 90 30); text = 'Go'; userInteractionEnabled =
      NO; layer = <_UILabelLayer: 0x8>>
         |    | <UILabel: 0x9; frame = (10 100; 300 20); text = 'a < b'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0xa>>
         |
      <UIView: 0xb; frame = (0 0; 320 20); hidden = YES; layer = <CALayer: 0xc>>
      """
    try expectClean(copy, guesses: [.wrappedLines(count: 4, firstLine: 1)])
  }

  @Test func aWholeDumpOnOneLine() throws {
    let copy = Self.clean.split(separator: "\n").joined(separator: " ")
    try expectClean(copy, guesses: [.severalPerLine(count: 5, firstLine: 1)])
  }

  @Test func htmlEscapesWithABareGreaterThan() throws {
    let copy = Self.clean.replacing("<", with: "&lt;").replacing("'Go'", with: "&#39;Go&#39;")
    try expectClean(copy, guesses: [.htmlEscapes])
  }

  @Test func depthBySpacesAlone() throws {
    let copy = Self.clean.replacing("   |    |    | ", with: "            ").replacing(
      "   |    | ", with: "        "
    )
    .replacing("   | ", with: "    ")
    try expectClean(copy, guesses: [.depthFromIndentation])
  }

  @Test(arguments: ["|", "||", "| | ", "│ "])
  func barsWrittenOtherwise(_ bar: String) throws {
    // `||`, `| | |` and box-drawing bars: the count of bars is the depth, not their spacing.
    let copy = Self.clean.replacing("   |    |    | ", with: String(repeating: bar, count: 3) + " ")
      .replacing("   |    | ", with: String(repeating: bar, count: 2) + " ").replacing(
        "   | ", with: bar + " ")
    try expectClean(copy, guesses: [])
  }

  @Test func misalignedBarsKeepTheirCount() throws {
    let copy = Self.clean.replacing("   |    |    | ", with: " |  |     | ").replacing(
      "   |    | ", with: "  |   | ")
    try expectClean(copy, guesses: [])
  }

  @Test func lldbAnswerPrefixAndControllerAnnotations() throws {
    let copy = Self.clean.replacing(
      "<UIWindow: 0x1",
      with: "(id) $2 = 0x1 'MyViewController:0x99' 1 child[ChildViewController:0x98 ] <UIWindow: 0x1"
    ).replacing("   | <UIView: 0x3", with: "   | 'ChildViewController:0x98' <UIView: 0x3")
    try expectClean("(lldb) po [[self view] recursiveDescription]\n" + copy, guesses: [])
  }

  @Test func iOS5PimpedDescriptions() throws {
    let copy = Self.clean.replacing("   |    | <UILabel: 0x9", with: "   |    | XX (<UILabel: 0x9")
      .replacing("<_UILabelLayer: 0xa>>", with: "<_UILabelLayer: 0xa>>) - (null)")
    try expectClean(copy, guesses: [])
  }

  @Test func aViewPrintedAloneFirstThenWithItsSubviews() throws {
    // `(gdb) po [self view]` then `po [[self view] recursiveDescription]`.
    let root = "<UIView: 0x3; frame = (0 20; 320 460); layer = <CALayer: 0x4>>"
    let copy =
      "(gdb) po [self view]\n\(root)\n(gdb) po [[self view] recursiveDescription]\n\(root)\n"
      + "   | <UIButton: 0x5; frame = (10 10; 100 40); opaque = NO; layer = <CALayer: 0x6>>\n"
    let i = try imported(copy)
    #expect(i.viewCount == 3)
    #expect(i.leftOut.isEmpty)
    #expect(i.scene[try #require(i.scene.view(named: "button"))].superview == i.scene.view(named: "view"))
  }

  @Test func aSwizzledDescriptionWithItsOwnFrame() throws {
    let copy = """
      <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
         | <MyCardView: 0x3> Frame: (10, 20, 100, 50)\ttag:0
         |    | <UIButton: 0x5; Frame: (5, 5, 30, 30)\ttag:0>
      """
    let i = try imported(copy)
    #expect(i.viewCount == 3)
    let card = try #require(i.scene.view(named: "myCardView"))
    #expect(i.scene.frame(of: card) == Rect(x: 10, y: 20, width: 100, height: 50))
    #expect(i.scene[try #require(i.scene.view(named: "button"))].superview == card)
    #expect(
      i.guesses == [
        .customDescription(className: "MyCardView", line: 2),
        .customDescription(className: "UIButton", line: 3),
      ])
  }

  @Test(arguments: ["......", "……", "   |    | ...", "   |    |    | ⋮"])
  func elisionsIndentedLikeAChild(_ elision: String) throws {
    let lines = Self.clean.split(separator: "\n")
    let copy = (lines.prefix(3) + [Substring(elision)] + lines.dropFirst(3)).joined(separator: "\n")
    try expectClean(copy, guesses: [.elision(line: 4)])
  }

  @Test func aLastLineCutMidField() throws {
    let copy = Self.clean + "   | <UIImageView: 0xd; frame = (0 400; 320 80); opaque = NO; userInteractionEna"
    let i = try imported(copy)
    #expect(i.viewCount == 7)
    #expect(i.guesses == [.cutShort(className: "UIImageView", line: 7)])
    // Cut before its flag: printed interactive, so it takes the touch.
    #expect(i.scene.tap(Point(x: 100, y: 450)).hitTest.hit == i.scene.view(named: "imageView"))
  }

  @Test func aCutFrameLeavesTheViewOut() throws {
    let i = try imported(Self.clean + "   | <UIImageView: 0xd; frame = (0 40")
    #expect(i.viewCount == 6)
    #expect(i.leftOut == [DumpLeftOut(reason: .noFrame, className: "UIImageView", line: 7, views: 1)])
  }

  @Test func descriptionsNestedThreeDeep() throws {
    let copy = """
      <UIView: 0x1; frame = (0 0; 375 48); layer = <CALayer: 0x2>>
         | <UICollectionView: 0x3; frame = (0 0; 375 48); clipsToBounds = YES; layer = <CALayer: 0x4>; contentOffset: {0, 0}; dataSource: <MyApp.Banner: 0x1; frame = (9 9; 9 9); layer = <CALayer: 0x2>>>
         |    | <<<_UITextContainerView: 0x5; frame = (0 0; 100 48); layer = <CALayer: 0x6>>>>
      """
    let i = try imported(copy)
    #expect(i.viewCount == 4)
    let collection = try #require(i.scene.view(named: "collectionView"))
    #expect(i.scene.frame(of: collection) == Rect(x: 0, y: 0, width: 375, height: 48))
    #expect(i.scene[try #require(i.scene.view(named: "textContainerView"))].superview == collection)
  }

  @Test func aSwiftUIHostingViewWhoseChildrenAreLayers() throws {
    let copy = """
      <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>
         | <_TtGC7SwiftUI14_UIHostingViewV5MyApp11ContentView_: 0x3; frame = (0 0; 390 844); layer = <CALayer: 0x4>>
         |    | <SwiftUI.DisplayList.ViewUpdater.Platform.CGDrawingLayer: 0x5> (layer)
         |    | <CALayer: 0x6> (layer)
      """
    let i = try imported(copy)
    #expect(i.viewCount == 2)
    #expect(
      i.guesses == [.layersOnly(className: "_TtGC7SwiftUI14_UIHostingViewV5MyApp11ContentView_", line: 2)])
    #expect(i.scene.tap(Point(x: 100, y: 100)).hitTest.hit == i.scene.view(named: "hostingView"))
  }

  @Test func aLabelsContentLayerIsNoGuess() throws {
    let copy = Self.clean + "   |    | <_UILabelContentLayer: 0xd> (layer)\n"
    #expect(try imported(copy).guesses.isEmpty)
  }

  // MARK: refused

  @Test func aControllerTreeIsRefused() {
    let tree = """
      <UINavigationController 0x7fd3ba000e00>, state: appeared, view: <UILayoutContainerView 0x7fd3b8708cb0>
         | <ViewController 0x7fd3b8708460>, state: disappeared, view: <UIView 0x7fd3b8612d90> not in the window
      """
    #expect(throws: DumpImportError.controllerTree) { try imported(tree) }
  }

  @Test func aFlatListIsRefused() {
    let list = """
      (lldb) po self.view.subviews
      <__NSArrayM 0x600000c4c0c0>(
      <UILabel: 0x1; frame = (0 0; 10 10); layer = <_UILabelLayer: 0x2>>,
      <UIButton: 0x3; frame = (0 20; 10 10); layer = <CALayer: 0x4>>
      )
      """
    #expect(throws: DumpImportError.flatList(count: 2)) { try imported(list) }
  }

  @Test func aViewPrintedTwiceAloneIsNoList() throws {
    let line = "<UIView: 0x3; frame = (0 20; 320 460); layer = <CALayer: 0x4>>\n"
    #expect(try imported(line + line).viewCount == 2)
  }

  @Test(arguments: [
    (DumpImportError.noViews, "dump-no-views"), (.controllerTree, "dump-controller-tree"),
    (.flatList(count: 2), "dump-flat-list"),
  ])
  func refusalsHaveStableCodes(_ error: DumpImportError, _ code: String) {
    #expect(error.code == code)
  }

  /// What `import` prints: the guesses in the session's language; a refusal as an error.
  @Test func theReportNamesTheGuessesInBothLanguages() {
    func unwrapped(_ s: String) -> String {
      s.split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: " ")
    }
    let copy = Self.clean.replacing("<", with: "&lt;")
    var en = Lab(files: ["d.txt": copy])
    let english = unwrapped(en.run("import d.txt").text)
    #expect(
      english.contains("guessed: '&lt;' and '&gt;' read as '<' and '>' (copied from a web page)"),
      "\(english)")
    var zh = Lab(files: ["d.txt": copy])
    _ = zh.run("lang zh-Hans")
    let chinese = zh.run("import d.txt").text.filter { $0 != "\n" && $0 != " " }
    #expect(chinese.contains("推测：把'&lt;'、'&gt;'读作'<'、'>'（从网页复制）"), "\(chinese)")
    var refused = Lab(files: ["d.txt": "<UIViewController 0x1>, state: appeared, view: <UIView 0x2>"])
    let error = refused.run("import d.txt")
    #expect(!error.ok)
    #expect(error.error?.problem == .file(path: "d.txt", .notAHierarchy(.controllerTree)))
  }
}
