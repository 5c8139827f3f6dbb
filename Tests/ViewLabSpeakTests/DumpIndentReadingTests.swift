import Testing
import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

/// Each real dump imported, compared with a second, deliberately naive reading of its indentation:
/// one view per line with `<Class: 0x…` and a frame, its depth the `|`s before it, its parent the
/// last shallower line; a repeated address ends the reading (a dump printed twice).
struct DumpIndentReadingTests {
  struct Naive: Equatable {
    var frame: [Double]
    var parentFrame: [Double]?
    var hidden: Bool
    var interactive: Bool
    var clips: Bool
  }

  static func naive(_ text: String) -> [Naive] {
    var out: [Naive] = []
    var stack: [(Int, [Double])] = []
    var seen: Set<Substring> = []
    for raw in text.split(separator: "\n") {
      guard !raw.contains("> (layer)"), let lt = raw.firstIndex(where: { $0 == "<" }),
        let colon = raw[lt...].range(of: ": 0x"), let f = raw.range(of: "frame = (")
      else { continue }
      let address = raw[colon.upperBound...].prefix { $0.isHexDigit }
      if seen.contains(address) { break }
      seen.insert(address)
      let depth = raw[..<lt].filter { $0 == "|" }.count
      let numbers = raw[f.upperBound...].prefix { $0 != ")" }.split(whereSeparator: { " ;".contains($0) })
        .compactMap { Double($0) }
      while let top = stack.last, top.0 >= depth { stack.removeLast() }
      out.append(
        Naive(
          frame: numbers, parentFrame: stack.last?.1, hidden: raw.contains("hidden = YES"),
          interactive: !raw.contains("userInteractionEnabled = NO"),
          clips: raw.contains("clipsToBounds = YES")))
      stack.append((depth, numbers))
    }
    return out
  }

  static func imported(_ scene: Scene) -> [Naive] {
    func numbers(_ r: Rect) -> [Double] { [r.origin.x, r.origin.y, r.size.width, r.size.height] }
    return scene.subtree(of: scene.window).map { id in
      let v = scene[id]
      let frame = id == scene.window ? numbers(v.bounds) : numbers(scene.frame(of: id))
      let parent = v.superview.map {
        $0 == scene.window ? numbers(scene[$0].bounds) : numbers(scene.frame(of: $0))
      }
      return Naive(
        frame: frame, parentFrame: parent, hidden: v.isHidden, interactive: v.isUserInteractionEnabled,
        clips: v.clipsToBounds)
    }
  }

  func close(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 }
  }

  @Test(arguments: [
    "chisel-pviews.txt", "chisel-pviews-414.txt", "cycript-whatsapp.txt", "frida-ctf-tabbar-twice.txt",
    "lldb-texas-holdem-table.txt", "cycript-wechat-alpha-nan.txt",
  ])
  func importAgreesWithTheIndentation(_ file: String) throws {
    let text = fixture(file)
    let scene = try DumpImporter.scene(from: text).scene
    let naive = Self.naive(text)
    let mine = Self.imported(scene)
    let rootless = naive.first?.parentFrame == nil && !(text.contains("Window:"))
    // A dump without a window is put into one: its first view's parent is that window.
    let compared =
      rootless
      ? mine.dropFirst().map { v in
        var v = v; if v.parentFrame == [0, 0, 375, 667] { v.parentFrame = nil }; return v
      } : mine
    #expect(compared.count == naive.count)
    for (a, b) in zip(compared, naive) {
      #expect(close(a.frame, b.frame) && close(a.parentFrame ?? [], b.parentFrame ?? []), "\(a) vs \(b)")
      #expect(a.hidden == b.hidden && a.interactive == b.interactive && a.clips == b.clips, "\(a) vs \(b)")
    }
  }

  static let taps: [(String, Double, Double, String?)] = [
    ("frida-ctf-tabbar-twice.txt", 270, 350, "button"),  // Done; its label is not interactive
    ("frida-ctf-tabbar-twice.txt", 100, 428, "textContainerView"),  // the '<<' line, inside the text view
    ("frida-ctf-tabbar-twice.txt", 120, 450, "tabBarButton2"),  // the tab bar is in front of the text view
    ("frida-ctf-tabbar-twice.txt", 100, 310, "view"),  // a UILabel: interaction off
    ("lldb-texas-holdem-table.txt", 100, 90, "cellContentView2"),  // labels are not interactive
    ("lldb-texas-holdem-table.txt", 300, 130, "playerCell"),  // the button is not interactive: its cell
    // A table scrolled to contentOffset {0, -64} under a navigation bar; a header view with alpha = nan
    // (NaN < 0.01 is false, so hitTest does not skip it).
    ("cycript-wechat-alpha-nan.txt", 100, 30, "view2"),
    ("cycript-wechat-alpha-nan.txt", 30, 450, "longPressImageView"),  // the hidden button is skipped
    ("cycript-wechat-alpha-nan.txt", 200, 450, "mainFrameItemView"),
    ("cycript-wechat-alpha-nan.txt", 30, 520, "controllerWrapperView2"),  // below the 519-point hook view
  ]

  @Test(arguments: taps)
  func tapsLandWhereUIKitWould(_ row: (String, Double, Double, String?)) {
    var lab = Lab(files: [row.0: fixture(row.0)])
    #expect(lab.run("import \(row.0)").ok)
    #expect(lab.tap(row.1, row.2) == row.3)
  }
}
