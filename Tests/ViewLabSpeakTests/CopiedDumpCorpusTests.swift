import Testing
import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

/// The third corpus: real dumps as people copy them from pages, books and chats (Dumps/README.md
/// gives each file's source). Each imports with the views it holds counted by hand, says what it
/// guessed, and is tapped where the answer can be reasoned out; the texts that are no view
/// hierarchy are refused with their kind.
struct CopiedDumpCorpusTests {
  struct Dump: CustomTestStringConvertible, Sendable {
    var file: String
    /// Views imported, the window included.
    var views: Int
    /// The kinds of guess the import must report (`ExportText.kind` numbering is not used here:
    /// each is matched by its case).
    var guesses: [Guess]
    var testDescription: String { file }
  }

  enum Guess: Sendable, CaseIterable {
    case html, wrapped, several, indentation, elision, cutShort

    func matches(_ g: DumpGuess) -> Bool {
      switch (self, g) {
      case (.html, .htmlEscapes), (.wrapped, .wrappedLines), (.several, .severalPerLine),
        (.indentation, .depthFromIndentation), (.elision, .elision), (.cutShort, .cutShort):
        return true
      case (.html, _), (.wrapped, _), (.several, _), (.indentation, _), (.elision, _), (.cutShort, _):
        return false
      }
    }
  }

  static let corpus: [Dump] = [
    Dump(file: "html-pimped-vcrecursive.txt", views: 5, guesses: [.html]),
    Dump(file: "html-chisel-pviews-bare-gt.txt", views: 7, guesses: [.html]),
    Dump(file: "html-chisel-pviews-escaped.txt", views: 7, guesses: [.html]),
    Dump(file: "lldb-ios6-mailcompose-remote.txt", views: 7, guesses: []),
    Dump(file: "lldb-ios6-facebook-remote.txt", views: 4, guesses: []),
    Dump(file: "lldb-ios5-mailcompose-pimped.txt", views: 45, guesses: []),
    Dump(file: "apple-tn2239-gdb-elided.txt", views: 4, guesses: [.cutShort]),
    Dump(file: "oneline-rssing-webview-gdb.txt", views: 14, guesses: [.several]),
    Dump(file: "lines-rssing-webview-gdb.txt", views: 14, guesses: []),
    Dump(file: "collapsed-bars-cocoadelica.txt", views: 11, guesses: [.cutShort]),
    Dump(file: "oneline-cocoadelica-cut.txt", views: 11, guesses: [.several, .cutShort]),
    Dump(file: "oneline-hatena-nslog-cut.txt", views: 11, guesses: [.several, .cutShort]),
    Dump(file: "cycript-keep-elision-414x736.txt", views: 7, guesses: [.elision]),
    Dump(file: "book-cycript-mail-wrapped.txt", views: 10, guesses: [.wrapped, .elision]),
    Dump(file: "book-cycript-mail-statusbar-wrapped.txt", views: 3, guesses: [.wrapped]),
    Dump(file: "spaces-keyboard-bannerview.txt", views: 20, guesses: [.indentation]),
    Dump(file: "objc-comment-two-dumps.txt", views: 6, guesses: []),
    Dump(file: "chisel-pviews-button-320x568.txt", views: 7, guesses: []),
    Dump(file: "chisel-pviews-korean-414x736.txt", views: 7, guesses: []),
    Dump(file: "cycript-owasp-two-space-bars.txt", views: 10, guesses: []),
  ]

  @Test(arguments: corpus)
  func importsWithWhatItGuessed(_ dump: Dump) throws {
    let text = fixture(dump.file)
    #expect(!text.isEmpty)
    let result = try DumpImporter.scene(from: text)
    #expect(result.viewCount == dump.views)
    #expect(result.scene.invariantViolations().isEmpty)
    for kind in Guess.allCases {
      let reported = result.guesses.contains { kind.matches($0) }
      #expect(reported == dump.guesses.contains(kind), "\(kind): \(result.guesses)")
    }
  }

  struct Tap: CustomTestStringConvertible, Sendable {
    var file: String
    var x: Double
    var y: Double
    var hit: String?
    var testDescription: String { "\(file) (\(x), \(y))" }
    init(_ file: String, _ x: Double, _ y: Double, _ hit: String?) {
      (self.file, self.x, self.y, self.hit) = (file, x, y, hit)
    }
  }

  static let taps: [Tap] = [
    // 320×480 MobileSafariWindow: the transition view starts under the 20-point status bar.
    Tap("html-pimped-vcrecursive.txt", 100, 100, "webScrollView"),
    Tap("html-pimped-vcrecursive.txt", 10, 30, "webScrollView"),  // the image view: alpha 0, no touches
    Tap("html-pimped-vcrecursive.txt", 100, 460, "view"),  // below the 416-point scroll view
    Tap("html-pimped-vcrecursive.txt", 100, 10, "window"),
    // A UIControl subclass whose subviews all refuse touches (or are hidden).
    Tap("html-chisel-pviews-bare-gt.txt", 150, 20, "testView"),
    Tap("html-chisel-pviews-bare-gt.txt", 200, 170, "testView"),  // on a label
    Tap("html-chisel-pviews-bare-gt.txt", 100, 100, "window"),
    Tap("html-chisel-pviews-escaped.txt", 150, 20, "testView"),
    Tap("html-chisel-pviews-escaped.txt", 200, 170, "testView"),
    Tap("html-chisel-pviews-escaped.txt", 100, 100, "window"),
    // iOS 6: the mail composer is a remote view that refuses touches; its tracking view takes them.
    Tap("lldb-ios6-mailcompose-remote.txt", 100, 100, "sizeTrackingView"),
    Tap("lldb-ios6-mailcompose-remote.txt", 100, 10, "navigationTransitionView"),  // above the wrapper
    Tap("lldb-ios6-mailcompose-remote.txt", 350, 100, "window"),
    Tap("lldb-ios6-facebook-remote.txt", 100, 100, "sizeTrackingView"),
    Tap("lldb-ios6-facebook-remote.txt", 100, 479, "sizeTrackingView"),
    Tap("lldb-ios6-facebook-remote.txt", 100, 481, "window"),
    Tap("lldb-ios6-facebook-remote.txt", 100, 10, "window"),
    // iOS 5: the whole composer in the app's process, `XX (<…>)` lines included.
    Tap("lldb-ios5-mailcompose-pimped.txt", 30, 40, "navigationButton"),  // Cancel
    Tap("lldb-ios5-mailcompose-pimped.txt", 290, 40, "navigationButton2"),  // Send
    Tap("lldb-ios5-mailcompose-pimped.txt", 160, 40, "navigationBar"),  // the title refuses touches
    Tap("lldb-ios5-mailcompose-pimped.txt", 100, 100, "recipientTextField"),  // To:
    Tap("lldb-ios5-mailcompose-pimped.txt", 20, 100, "composeRecipientView"),
    Tap("lldb-ios5-mailcompose-pimped.txt", 100, 300, "composeBodyField"),
    // Fields elided with `[…]`: the label's `userInteractionEnabled = NO` was cut away with them.
    Tap("apple-tn2239-gdb-elided.txt", 160, 230, "buttonLabel"),
    Tap("apple-tn2239-gdb-elided.txt", 130, 220, "roundedRectButton"),
    Tap("apple-tn2239-gdb-elided.txt", 10, 10, "window"),
    // Descriptions cut to `frame = …; >`: nothing printed refuses touches; the browser view is last.
    Tap("oneline-rssing-webview-gdb.txt", 100, 100, "webBrowserView"),
    Tap("oneline-rssing-webview-gdb.txt", 330, 100, "window"),
    Tap("oneline-rssing-webview-gdb.txt", 100, 470, "window"),
    Tap("lines-rssing-webview-gdb.txt", 100, 100, "webBrowserView"),
    Tap("lines-rssing-webview-gdb.txt", 330, 100, "window"),
    Tap("lines-rssing-webview-gdb.txt", 100, 470, "window"),
    // `||` and `|||`: two buttons in a toolbar-like view at the bottom.
    Tap("collapsed-bars-cocoadelica.txt", 240, 450, "button"),
    Tap("collapsed-bars-cocoadelica.txt", 15, 450, "button2"),
    Tap("collapsed-bars-cocoadelica.txt", 100, 460, "view2"),
    Tap("collapsed-bars-cocoadelica.txt", 100, 100, "blinc_NotesView"),
    Tap("oneline-cocoadelica-cut.txt", 240, 450, "button"),
    Tap("oneline-cocoadelica-cut.txt", 15, 450, "button2"),
    Tap("oneline-cocoadelica-cut.txt", 100, 460, "view2"),
    Tap("oneline-cocoadelica-cut.txt", 100, 100, "blinc_NotesView"),
    // NSLog on one line; the second button's label is cut before its interaction flag.
    Tap("oneline-hatena-nslog-cut.txt", 50, 440, "roundedRectButton"),
    Tap("oneline-hatena-nslog-cut.txt", 250, 450, "buttonLabel2"),
    Tap("oneline-hatena-nslog-cut.txt", 100, 100, "view2"),
    Tap("cycript-keep-elision-414x736.txt", 100, 100, "playerView"),
    Tap("cycript-keep-elision-414x736.txt", 413, 735, "playerView"),
    Tap("cycript-keep-elision-414x736.txt", 414, 100, nil),
    // The book's copy: the tilted tab view refuses touches, the actor views are hidden or clear.
    Tap("book-cycript-mail-wrapped.txt", 100, 100, "actorItemView"),
    Tap("book-cycript-mail-wrapped.txt", 319, 567, "actorItemView"),
    Tap("book-cycript-mail-wrapped.txt", 320, 100, nil),
    Tap("book-cycript-mail-statusbar-wrapped.txt", 50, 25, "mailStatusUpdateView"),
    Tap("book-cycript-mail-statusbar-wrapped.txt", 181, 43, "mailStatusUpdateView"),
    Tap("book-cycript-mail-statusbar-wrapped.txt", 190, 20, "window"),
    // Depth by four spaces: banner cells and one-point separators in a collection view.
    Tap("spaces-keyboard-bannerview.txt", 60, 24, "view"),
    Tap("spaces-keyboard-bannerview.txt", 125.5, 24, "view5"),
    Tap("spaces-keyboard-bannerview.txt", 200, 24, "view2"),
    Tap("spaces-keyboard-bannerview.txt", 100, 100, "window"),  // below the 48-point banner
    Tap("objc-comment-two-dumps.txt", 100, 100, "view3"),
    Tap("objc-comment-two-dumps.txt", 200, 60, "view2"),
    Tap("objc-comment-two-dumps.txt", 350, 20, "view"),
    Tap("chisel-pviews-button-320x568.txt", 162, 151, "button"),
    Tap("chisel-pviews-button-320x568.txt", 50, 100, "view2"),
    Tap("chisel-pviews-button-320x568.txt", 10, 10, "view"),
    Tap("chisel-pviews-korean-414x736.txt", 170, 330, "button"),
    Tap("chisel-pviews-korean-414x736.txt", 10, 10, "view"),
    Tap("chisel-pviews-korean-414x736.txt", 415, 10, nil),
    Tap("cycript-owasp-two-space-bars.txt", 100, 200, "button"),
    Tap("cycript-owasp-two-space-bars.txt", 100, 150, "textField"),
    Tap("cycript-owasp-two-space-bars.txt", 100, 115, "view"),
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

  /// The same dump copied two ways gives the same scene.
  @Test(arguments: [
    ("oneline-rssing-webview-gdb.txt", "lines-rssing-webview-gdb.txt"),
    ("oneline-cocoadelica-cut.txt", "collapsed-bars-cocoadelica.txt"),
    ("html-chisel-pviews-escaped.txt", "html-chisel-pviews-bare-gt.txt"),
    ("cycript-owasp-two-space-bars.txt", "cycript-owasp-mstg.txt"),
  ])
  func twoCopiesOfOneDumpAgree(_ a: String, _ b: String) throws {
    let first = try DumpImporter.scene(from: fixture(a)).scene
    let second = try DumpImporter.scene(from: fixture(b)).scene
    #expect(first.script() == second.script())
  }

  static let refused: [(String, DumpImportError)] = [
    ("refuse-chisel-pvc-controllers.txt", .controllerTree),
    ("refuse-chisel-pvc-presented.txt", .controllerTree),
    ("refuse-printhierarchy-kepler.txt", .controllerTree),
    ("refuse-printhierarchy-wrapped-korean.txt", .controllerTree),
    ("refuse-flat-parent-chain.txt", .flatList(count: 8)),
    ("refuse-nslog-subviews-array.txt", .flatList(count: 6)),
    ("refuse-cycript-responder-chain.txt", .upwardChain),
    ("refuse-chisel-presponder-shape.txt", .upwardChain),
    ("refuse-book-cycript-subviews-array.txt", .flatList(count: 3)),
    ("refuse-chisel-pcells-array.txt", .flatList(count: 10)),
  ]

  @Test(arguments: refused)
  func whatIsNoHierarchyIsRefused(_ file: String, _ error: DumpImportError) {
    let text = fixture(file)
    #expect(!text.isEmpty)
    #expect(throws: error) { try DumpImporter.scene(from: text) }
  }
}
