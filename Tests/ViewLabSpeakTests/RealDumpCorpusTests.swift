import Testing
import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

/// The real-dump corpus (Dumps/README.md gives each file's source). Each dump is imported and
/// compared with a second reading of its text that shares no code with the importer: one view per
/// physical line with `frame = (`, its depth the `|`s before its first `<`, its parent the last
/// shallower line, and a line without a frame adding its flags to the view before it (a value
/// printed over several lines). Then each is tapped where the answer can be reasoned out by hand.
struct RealDumpCorpusTests {
  struct Reading: Equatable, CustomStringConvertible {
    var frame: [Double]
    var parent: Int?
    var hidden = false
    var interactive = true
    var alpha = 1.0
    var description: String {
      "frame \(frame) parent \(parent.map(String.init) ?? "-") hidden \(hidden) interactive \(interactive) alpha \(alpha)"
    }
  }

  /// The second reading of a dump.
  static func read(_ text: String) -> [Reading] {
    var views: [Reading] = []
    var stack: [(depth: Int, index: Int)] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let s = String(line)
      if s.contains("> (layer)") { continue }
      guard let f = s.range(of: "frame = (") else {
        if !views.isEmpty { flags(s, into: &views[views.count - 1]) }
        continue
      }
      let depth = s[..<(s.firstIndex(of: "<") ?? s.startIndex)].filter { $0 == "|" }.count
      let numbers = s[f.upperBound...].prefix { $0 != ")" }
        .split(whereSeparator: { $0 == " " || $0 == ";" }).compactMap { Double($0) }
      while let top = stack.last, top.depth >= depth { stack.removeLast() }
      var r = Reading(frame: numbers, parent: stack.last?.index)
      flags(s, into: &r)
      stack.append((depth, views.count))
      views.append(r)
    }
    return views
  }

  static func flags(_ s: String, into r: inout Reading) {
    if s.contains("hidden = YES") { r.hidden = true }
    if s.contains("userInteractionEnabled = NO") { r.interactive = false }
    if let a = s.range(of: "alpha = ") {
      let value = s[a.upperBound...].prefix { $0 != ";" && $0 != ">" }
      if let v = Double(value), v.isFinite { r.alpha = v }
    }
  }

  /// The imported scene in the same form, in dump order (the window first).
  static func imported(_ scene: Scene) -> [Reading] {
    func numbers(_ r: Rect) -> [Double] { [r.origin.x, r.origin.y, r.size.width, r.size.height] }
    let order = scene.subtree(of: scene.window)
    var index: [ViewID: Int] = [:]
    for (i, id) in order.enumerated() { index[id] = i }
    return order.map { id in
      let v = scene[id]
      return Reading(
        frame: id == scene.window ? numbers(v.bounds) : numbers(scene.frame(of: id)),
        parent: v.superview.flatMap { index[$0] }, hidden: v.isHidden,
        interactive: v.isUserInteractionEnabled,
        alpha: Double(v.alpha))
    }
  }

  struct Dump: CustomTestStringConvertible, Sendable {
    var file: String
    /// The window the import must make: the dumped window's size, else 375×667 grown to hold the
    /// first view.
    var window: Size
    /// The dump starts with a window (else its first view is put into a new one).
    var hasWindow: Bool
    var testDescription: String { file }
  }

  static let corpus: [Dump] = [
    Dump(file: "cycript-dvia-table.txt", window: Size(width: 320, height: 568), hasWindow: true),
    Dump(file: "lldb-ctrip-cell-zero-height.txt", window: Size(width: 375, height: 667), hasWindow: false),
    Dump(file: "lldb-ios13-414x896-table.txt", window: Size(width: 414, height: 896), hasWindow: true),
    Dump(file: "componentkit-collection-pviews.txt", window: Size(width: 375, height: 667), hasWindow: false),
    Dump(file: "snapshot-ipad-9-7-landscape.txt", window: Size(width: 1024, height: 768), hasWindow: false),
    Dump(file: "lldb-search-display.txt", window: Size(width: 375, height: 667), hasWindow: false),
    Dump(file: "cycript-monkeydev-textview.txt", window: Size(width: 375, height: 667), hasWindow: true),
    Dump(file: "ios4-comment-webdocument.txt", window: Size(width: 375, height: 667), hasWindow: false),
    Dump(
      file: "hou-recursivedescription2-ivars.txt", window: Size(width: 375, height: 667), hasWindow: false),
    Dump(file: "nslog-navbar-translated.txt", window: Size(width: 375, height: 667), hasWindow: false),
    Dump(file: "lldb-ios15-428x926-navbar.txt", window: Size(width: 428, height: 926), hasWindow: true),
    Dump(file: "lldb-ios7-navbar-320x480.txt", window: Size(width: 320, height: 480), hasWindow: true),
    Dump(file: "lldb-photo-picker-collection.txt", window: Size(width: 320, height: 568), hasWindow: true),
    Dump(file: "cycript-ios14-appleid-navbar.txt", window: Size(width: 375, height: 667), hasWindow: false),
    Dump(file: "cycript-wechat-contacts.txt", window: Size(width: 320, height: 568), hasWindow: true),
  ]

  func close(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 }
  }

  @Test(arguments: corpus)
  func importAgreesWithASecondReading(_ dump: Dump) throws {
    let text = fixture(dump.file)
    #expect(!text.isEmpty)
    let result = try DumpImporter.scene(from: text)
    #expect(result.leftOut.isEmpty, "\(result.leftOut)")
    #expect(result.hadWindow == dump.hasWindow)
    let scene = result.scene
    #expect(scene[scene.window].bounds.size == dump.window)
    var mine = Self.imported(scene)
    var theirs = Self.read(text)
    if !dump.hasWindow {
      // The reading has no window: the dump's first view hangs from the new one.
      mine.removeFirst()
      mine = mine.map {
        var r = $0; r.parent = r.parent.map { $0 - 1 }; return r
      }
      mine[0].parent = nil
    } else {
      theirs[0].frame = [0, 0, theirs[0].frame[2], theirs[0].frame[3]]
    }
    #expect(mine.count == theirs.count)
    #expect(result.viewCount == theirs.count + (dump.hasWindow ? 0 : 1))
    for (i, (a, b)) in zip(mine, theirs).enumerated() {
      #expect(close(a.frame, b.frame) && a.parent == b.parent, "view \(i): \(a) vs \(b)")
      #expect(a.hidden == b.hidden && a.interactive == b.interactive, "view \(i): \(a) vs \(b)")
      #expect(abs(a.alpha - b.alpha) < 1e-6, "view \(i): \(a) vs \(b)")
    }
  }

  struct Tap: CustomTestStringConvertible, Sendable {
    var file: String
    var x: Double
    var y: Double
    var hit: String?
    var testDescription: String { "\(file) (\(x), \(y))" }
    init(_ file: String, _ x: Double, _ y: Double, _ hit: String?) {
      self.file = file
      self.x = x
      self.y = y
      self.hit = hit
    }
  }

  static let taps: [Tap] = [
    // A table at contentOffset {0, 0}: the cell at y 553.5 is partly below the 568-point window.
    Tap("cycript-dvia-table.txt", 100, 570, nil),  // below the window: nothing
    // The cell's label (iOS 8 printed it without `userInteractionEnabled = NO`) takes the touch.
    Tap("cycript-dvia-table.txt", 100, 560, "tableViewLabel"),
    Tap("cycript-dvia-table.txt", 300, 560, "tableViewCell"),  // right of the 286-point content view
    Tap("cycript-dvia-table.txt", 100, 300, "tableViewWrapperView"),  // no cell there
    // A cell of height 0 (frame (0 209; 375 0)): its subviews are drawn (it clips, but they
    // overflow a zero box only visually) yet no point is inside it, so nothing under it is hit.
    Tap("lldb-ctrip-cell-zero-height.txt", 100, 220, "window"),
    Tap("lldb-ctrip-cell-zero-height.txt", 100, 209, "window"),  // its top edge: an empty box
    Tap("lldb-ctrip-cell-zero-height.txt", 300, 100, "window"),
    // contentOffset {0, -88}: the cell at y 0.0001 shows at window y 88.
    Tap("lldb-ios13-414x896-table.txt", 100, 100, "cellContentView"),  // label starts at y 14.8
    Tap("lldb-ios13-414x896-table.txt", 380, 100, "settingCell"),  // right of the 359-point content view
    // The image view cut off mid-line printed no interaction flag: interactive, inside at x 340.
    Tap("lldb-ios13-414x896-table.txt", 340, 100, "imageView2"),
    Tap("lldb-ios13-414x896-table.txt", 100, 50, "tableView"),  // above the first cell, in the inset
    // A collection view scrolled to {0, 315}; the text component views refuse touches.
    Tap("componentkit-collection-pviews.txt", 100, 100, "view2"),  // content y 415, first cell
    Tap("componentkit-collection-pviews.txt", 20, 250, "view7"),  // the 20×40 view in the second cell
    Tap("componentkit-collection-pviews.txt", 100, 200, "view5"),  // second cell, no subview there
    Tap("componentkit-collection-pviews.txt", 350, 100, "window"),  // right of the 320-point dump
    // An iPad root view of 1024×768: the window grows to hold it, so x 1000 is inside.
    Tap("snapshot-ipad-9-7-landscape.txt", 1000, 390, "view"),  // on the 'point' label: no touches
    Tap("snapshot-ipad-9-7-landscape.txt", 512, 760, "view"),  // on the '?' label
    Tap("snapshot-ipad-9-7-landscape.txt", 1023, 767, "view"),
    // The search display container is in front of the table; its 44-point placeholder view covers
    // the search bar, and the dimming view (alpha 0.4) takes touches.
    Tap("lldb-search-display.txt", 100, 30, "view6"),
    Tap("lldb-search-display.txt", 100, 300, "controllerDimmingView"),
    Tap("lldb-search-display.txt", 100, 10, "view5"),  // the results table under it is hidden
    Tap("lldb-search-display.txt", 350, 100, "window"),  // right of the 320-point root view
    // A text view whose text spans lines; its `<<_UITextContainerView` takes touches.
    Tap("cycript-monkeydev-textview.txt", 150, 190, "button"),  // its label refuses touches
    Tap("cycript-monkeydev-textview.txt", 100, 300, "textContainerView"),
    Tap("cycript-monkeydev-textview.txt", 100, 600, "textView"),  // below the 317-point container
    Tap("cycript-monkeydev-textview.txt", 150, 60, "view"),  // a label
    // iOS 4: one space before each bar; the root view starts at y 20 under the status bar.
    Tap("ios4-comment-webdocument.txt", 270, 50, "roundedRectButton"),
    Tap("ios4-comment-webdocument.txt", 50, 125, "textView"),  // its web document view refuses touches
    Tap("ios4-comment-webdocument.txt", 50, 25, "view"),  // a label
    Tap("ios4-comment-webdocument.txt", 30, 230, "tipView"),  // a custom view printed interactive
    // Instance-variable names before each description (`recursiveDescription2`).
    Tap("hou-recursivedescription2-ivars.txt", 100, 330, "roundedRectButton"),
    Tap("hou-recursivedescription2-ivars.txt", 80, 210, "roundedRectButton2"),  // inside _greyBlob
    Tap("hou-recursivedescription2-ivars.txt", 200, 150, "view3"),  // the image view refuses touches
    Tap("hou-recursivedescription2-ivars.txt", 100, 45, "view2"),
    // A bar printed mid-animation with `userInteractionEnabled = NO`: nothing in it is hit.
    Tap("nslog-navbar-translated.txt", 20, 10, "window"),
    Tap("nslog-navbar-translated.txt", 100, 30, "window"),
    Tap("nslog-navbar-translated.txt", 300, 60, "window"),
    // iOS 15: the bar background reaches up to y 0, outside its bar's bounds (and refuses touches).
    Tap("lldb-ios15-428x926-navbar.txt", 100, 60, "barContentView"),
    Tap("lldb-ios15-428x926-navbar.txt", 100, 20, "view"),  // above the bar: the controller's view
    Tap("lldb-ios15-428x926-navbar.txt", 214, 463, "view"),  // the CENTER label
    Tap("lldb-ios15-428x926-navbar.txt", 500, 100, nil),  // outside the window
    // iOS 7, 320×480: the bar and the wrapper view both refuse touches (mid-push).
    Tap("lldb-ios7-navbar-320x480.txt", 160, 40, "navigationTransitionView"),
    Tap("lldb-ios7-navbar-320x480.txt", 30, 40, "navigationTransitionView"),
    Tap("lldb-ios7-navbar-320x480.txt", 160, 300, "navigationTransitionView"),
    Tap("lldb-ios7-navbar-320x480.txt", 330, 100, nil),
    // A photo grid at contentOffset {0, -44} under a 44-point bar.
    Tap("lldb-photo-picker-collection.txt", 40, 100, "photoView"),  // content y 56: first cell
    Tap("lldb-photo-picker-collection.txt", 280, 320, "photoView16"),  // the last cell
    Tap("lldb-photo-picker-collection.txt", 200, 390, "collectionView"),  // below the last row
    Tap("lldb-photo-picker-collection.txt", 300, 30, "navigationButton"),  // Cancel
    Tap("lldb-photo-picker-collection.txt", 20, 20, "navigationBar"),  // the back item refuses touches
    // iOS 14 sheet: a dimming view (1125×2001 around the screen) behind a sheet starting at y 40.
    Tap("cycript-ios14-appleid-navbar.txt", 100, 20, "dimmingView"),
    Tap("cycript-ios14-appleid-navbar.txt", 30, 70, "buttonBarButton"),  // Cancel in the bar
    Tap("cycript-ios14-appleid-navbar.txt", 200, 280, "textField"),  // the Apple ID field
    Tap("cycript-ios14-appleid-navbar.txt", 200, 480, "textContainerView"),  // inside AAUITextView
    // The privacy link's text view is inside a view that refuses touches: the button takes it.
    Tap("cycript-ios14-appleid-navbar.txt", 170, 580, "privacyLinkButton"),
    // WeChat contacts: cells in a wrapper, the table at contentOffset {0, -64}.
    Tap("cycript-wechat-contacts.txt", 28, 530, "longPressImageView2"),  // the avatar (button hidden)
    Tap("cycript-wechat-contacts.txt", 200, 530, "contactsItemView2"),  // right of the name label
    Tap("cycript-wechat-contacts.txt", 100, 20, "view"),  // the header view above the wrapper
    Tap("cycript-wechat-contacts.txt", 200, 565, "contactsItemView"),  // the lower cell
  ]

  @Test(arguments: taps)
  func tapsLandWhereUIKitWould(_ tap: Tap) {
    var lab = Lab(files: [tap.file: fixture(tap.file)])
    #expect(lab.run("import \(tap.file)").ok)
    #expect(lab.tap(tap.x, tap.y) == tap.hit)
  }

  @Test func everyDumpIsTappedThreeTimesOrMore() {
    for dump in Self.corpus {
      #expect(Self.taps.filter { $0.file == dump.file }.count >= 3, "\(dump.file)")
    }
  }
}
