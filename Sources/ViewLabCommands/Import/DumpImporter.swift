import ViewLabGeometry
import ViewLabModel

/// A scene rebuilt from a `recursiveDescription` dump (lldb `po`, Chisel `pviews`, Cycript, Frida).
public struct DumpImport: Hashable, Sendable {
  public var scene: Scene
  /// Views imported, the window included.
  public var viewCount: Int
  /// What was left out and why, in the order met.
  public var leftOut: [DumpLeftOut]
  /// Whether the dump began with a window (else its first view was put into a new one).
  public var hadWindow: Bool
  /// What had to be guessed to read the dump: reading the text first, then the views, each in the
  /// order met.
  public var guesses: [DumpGuess] = []

  /// View lines left out, their subtrees included.
  public var skipped: Int { leftOut.reduce(0) { $0 + $1.views } }
}

/// A run of view lines the importer left out: one view line and the subtree printed under it.
public struct DumpLeftOut: Hashable, Sendable {
  public enum Reason: Hashable, Sendable {
    /// A second window (only the first is imported).
    case anotherWindow
    /// The view printed again: an address already imported (a dump printed twice).
    case repeated
    /// A view line without a readable `frame`.
    case noFrame
    /// The scene refused the view (deeper than the model allows).
    case refused
  }
  public var reason: Reason
  public var className: String
  /// The physical line the left-out view starts on.
  public var line: Int
  /// The view and the views under it.
  public var views: Int

  public init(reason: Reason, className: String, line: Int, views: Int) {
    self.reason = reason
    self.className = className
    self.line = line
    self.views = views
  }
}

/// The addresses imported so far and their views, to tell a dump printed twice: `0x7f9127011d30`
/// kept as a number (8 bytes, not a 16-byte string), anything else as it was printed.
struct Addresses {
  private var numbers: [UInt64: ViewID] = [:]
  private var others: [String: ViewID] = [:]

  subscript(_ a: String) -> ViewID? {
    if let n = Self.number(a) { return numbers[n] }
    return others[a]
  }

  mutating func insert(_ a: String, _ id: ViewID) {
    if let n = Self.number(a) { numbers[n] = id } else { others[a] = id }
  }

  /// `0x` and up to 16 lowercase hex digits without leading zeros: the form whose text the number
  /// gives back, so two addresses are equal exactly when their texts are.
  static func number(_ a: String) -> UInt64? {
    let digits = a.utf8.dropFirst(2)
    guard a.utf8.starts(with: "0x".utf8), !digits.isEmpty, digits.count <= 16,
      digits.first != UInt8(ascii: "0")
    else { return nil }
    var n: UInt64 = 0
    for d in digits {
      switch d {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): n = n << 4 | UInt64(d - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): n = n << 4 | UInt64(d - UInt8(ascii: "a") + 10)
      default: return nil
      }
    }
    return n
  }
}

public enum DumpImporter {
  /// Rebuilds the dumped hierarchy. Tolerates prompts, log prefixes, quotes and backticks, escaped
  /// newlines (Cycript prints one string), values printed over several lines, `(layer)` lines,
  /// dumps cut short at either end and dumps printed twice; and copies as people find them: lines
  /// broken by a page or a book, a dump on one line, HTML escapes, depth by spaces alone, lldb's
  /// `(T *) $1 = 0x…` answers, `Class (<…>)`, a custom `Frame: (x, y, w, h)` description,
  /// elisions. What it had to guess is in `guesses`. A controller tree or a flat list of views is
  /// refused: it is not a view hierarchy.
  ///
  /// - Complexity: O(characters), one pass, iterative: any depth is safe.
  public static func scene(from text: String) throws(DumpImportError) -> DumpImport {
    var builder: Builder?
    var guesses = DumpGuesses()
    var controllers = false
    DumpText.forEachLine(text, &guesses) { number, raw in
      guard let line = DumpLine.parse(raw) else {
        if raw.contains("(layer)") { builder?.layerLine(at: number) }
        if !controllers, DumpLine.isController(raw) { controllers = true }
        return
      }
      if builder == nil {
        guard line.frame != nil else { return }  // noise before the first view
        builder = Builder(first: line, at: number)
        return
      }
      builder!.add(line, at: number)
    }
    guard let builder else { throw controllers ? .controllerTree : .noViews }
    if builder.rootLevelViews >= 2, !builder.sawDeeper, !builder.sawBars {
      throw .flatList(count: builder.rootLevelViews)
    }
    for g in builder.guesses.list { guesses.note(g) }
    var result = builder.result
    result.guesses = guesses.list
    return result
  }

  /// The import in progress: the views on the path from the window to the last view imported.
  struct Builder {
    var scene: Scene
    var names = DumpNames(taken: [])
    var count = 1
    var leftOut: [DumpLeftOut] = []
    var stack: [(depth: Int, id: ViewID)] = []
    var addresses = Addresses()
    /// While set, lines deeper than this belong to a left-out view and go with it.
    var skipping: Int?
    let isWindow: Bool
    let rootDepth: Int
    var guesses = DumpGuesses()
    /// Views read at the first view's depth, and whether any was deeper (else it is a flat list).
    var rootLevelViews = 1
    var sawDeeper = false
    /// Whether any view line had bars: a part of a recursiveDescription, never a flat list.
    var sawBars: Bool
    /// The indentations of the bar-less lines on the path to the last one: depth by spaces alone.
    var indents: [Int]
    /// The dump's first view (the window when it starts with one).
    var root: ViewID
    /// The last view imported, while only `(layer)` lines have followed it.
    var lastView: (className: String, line: Int, id: ViewID, noted: Bool)?

    init(first: DumpLine, at number: Int) {
      isWindow = DumpClass.isWindow(first)
      rootDepth = first.depth
      indents = [first.indent]
      sawBars = first.hasBars
      scene = Scene(windowSize: Self.windowSize(first))
      root = scene.window
      if isWindow {
        var w = scene[scene.window]
        DumpImporter.configure(&w, first, frame: Rect(origin: .zero, size: w.bounds.size))
        w.name = "window"
        scene[scene.window] = w
        stack.append((first.depth, scene.window))
        if let a = first.address { addresses.insert(a, scene.window) }
        noteFields(first, at: number)
      } else {
        add(first, at: number, counted: false)
        root = stack.last?.id ?? scene.window
      }
    }

    /// A dumped window keeps its size. A dump that starts below the window (a view controller's
    /// view, a cell) goes into the default window, grown to hold the first view's frame: an iPad
    /// view of 1024×768 is not cut at 375×667.
    static func windowSize(_ first: DumpLine) -> Size {
      let frame = first.frame!.standardized
      if DumpClass.isWindow(first) {
        return frame.size.width > 0 && frame.size.height > 0 ? frame.size : Scene.defaultWindowSize
      }
      let d = Scene.defaultWindowSize
      return Size(
        width: max(d.width, frame.origin.x + frame.size.width),
        height: max(d.height, frame.origin.y + frame.size.height))
    }

    /// The depth of a line: its bars, or, in a dump without any, its place among the indentations
    /// seen (deeper than the last shallower one: its child, even when misaligned).
    mutating func depth(of line: DumpLine) -> Int {
      guard !line.hasBars, line.depth == 0 else { return line.depth }
      while indents.count > 1, indents[indents.count - 1] > line.indent { indents.removeLast() }
      if line.indent > indents[indents.count - 1] { indents.append(line.indent) }
      let depth = rootDepth + indents.count - 1
      if depth > rootDepth { guesses.note(.depthFromIndentation) }
      return depth
    }

    mutating func add(_ raw: DumpLine, at number: Int, counted: Bool = true) {
      var line = raw
      line.depth = depth(of: raw)
      let earlier = line.address.flatMap { addresses[$0] }
      let repeated = earlier != nil
      if raw.hasBars { sawBars = true }
      if counted, !repeated {
        if line.depth > rootDepth { sawDeeper = true } else if line.frame != nil { rootLevelViews += 1 }
      }
      if let depth = skipping {
        if line.depth > depth {
          leftOut[leftOut.count - 1].views += 1
          return
        }
        skipping = nil
      }
      if let earlier {
        // `po view` then `po [view recursiveDescription]`: the view printed alone first, then
        // with its subviews; they go into the one imported.
        guard earlier == root, scene[earlier].subviews.isEmpty else {
          return leaveOut(line, .repeated, number)
        }
        while let top = stack.last, top.depth >= line.depth { stack.removeLast() }
        stack.append((line.depth, earlier))
        return
      }
      guard let frame = line.frame else { return leaveOut(line, .noFrame, number) }
      if isWindow, line.depth <= rootDepth { return leaveOut(line, .anotherWindow, number) }
      while let top = stack.last, top.depth >= line.depth { stack.removeLast() }
      let parent = stack.last?.id ?? scene.window
      let name = names.next(for: line, in: scene.names)
      var view = View(name: name, viewClass: DumpClass.viewClass(line), frame: frame)
      DumpImporter.configure(&view, line, frame: frame)
      guard let id = try? scene.insert(view, parent: parent) else { return leaveOut(line, .refused, number) }
      if let a = line.address { addresses.insert(a, id) }
      count += 1
      stack.append((line.depth, id))
      lastView = (line.className, number, id, false)
      noteFields(line, at: number)
    }

    /// The guesses a view line's own fields call for.
    mutating func noteFields(_ line: DumpLine, at number: Int) {
      if line.customFrame { guesses.note(.customDescription(className: line.className, line: number)) }
      if let f = line.frame, f.size.width < 0 || f.size.height < 0 {
        guesses.note(.negativeSize(className: line.className, line: number))
      }
      if line.cutShort { guesses.note(.cutShort(className: line.className, line: number)) }
    }

    /// A `(layer)` line right under a SwiftUI hosting view with no subviews: its content is
    /// layers. (A label's `_UILabelContentLayer` is no news: labels draw their text.)
    mutating func layerLine(at number: Int) {
      guard let last = lastView, !last.noted, scene[last.id].subviews.isEmpty,
        last.className.contains("SwiftUI") || last.className.contains("Hosting")
      else { return }
      guesses.note(.layersOnly(className: last.className, line: last.line))
      lastView?.noted = true
    }

    mutating func leaveOut(_ line: DumpLine, _ reason: DumpLeftOut.Reason, _ number: Int) {
      leftOut.append(DumpLeftOut(reason: reason, className: line.className, line: number, views: 1))
      skipping = line.depth
      lastView = nil
    }

    var result: DumpImport {
      DumpImport(scene: scene, viewCount: count, leftOut: leftOut, hadWindow: isWindow)
    }
  }

  /// Applies what the dump printed. A view printed without `userInteractionEnabled = NO` is
  /// interactive whatever its class's default (UILabel included).
  ///
  /// The printed frame is the box of the bounds transformed about the anchor point, translation
  /// included: `frame = P + t + box(L·(corner − A·size))`, so the position is recovered by taking
  /// the translation (and the anchor's share) back out, not by adding the translation again.
  ///
  /// A printed frame with a negative width or height is read as `CLASS(frame:)` reads it (UIKit
  /// itself only prints standardized frames): standardized, the bounds origin taking the negative
  /// part; printed `bounds` are standardized as the layer does.
  static func configure(_ v: inout View, _ line: DumpLine, frame printed: Rect) {
    v.isUserInteractionEnabled = !line.interactionDisabled
    v.clipsToBounds = line.clipsToBounds
    v.isHidden = line.hidden
    if let a = line.alpha { v.alpha = Float(a) }
    let frame = printed.standardized
    let bounds = line.bounds?.standardized
    var size = frame.size
    let t = line.transform ?? .identity
    if !t.isIdentity {
      v.transform = t
      size = boundsSize(fromBox: frame.size, t) ?? size
    }
    if let b = bounds { size = b.size }
    v.bounds.size = size
    if let a = line.anchorPoint, a.x.isFinite, a.y.isFinite { v.anchorPoint = a }
    // The box of the linear part applied to the corners, relative to the anchor.
    let anchorOffset = Point(x: v.anchorPoint.x * size.width, y: v.anchorPoint.y * size.height)
    var minX = Double.infinity
    var minY = Double.infinity
    for (x, y) in [(0.0, 0.0), (size.width, 0), (0, size.height), (size.width, size.height)] {
      let (cx, cy) = (x - anchorOffset.x, y - anchorOffset.y)
      minX = min(minX, t.a * cx + t.c * cy)
      minY = min(minY, t.b * cx + t.d * cy)
    }
    let position = Point(x: frame.origin.x - t.tx - minX, y: frame.origin.y - t.ty - minY)
    if position.x.isFinite, position.y.isFinite { v.position = position }
    v.bounds.origin = printed.size.negativePart
    if let b = bounds { v.bounds.origin = b.origin }
    if let o = line.contentOffset { v.bounds.origin = o }
    v.imported = ImportedOrigin(
      originalClass: line.className, address: line.address, baseClass: line.baseClass)
  }

  /// The bounds size whose transformed box is `box`: solves |a|w + |c|h = W, |b|w + |d|h = H.
  static func boundsSize(fromBox box: Size, _ t: AffineTransform) -> Size? {
    let (a, b, c, d) = (abs(t.a), abs(t.b), abs(t.c), abs(t.d))
    let det = a * d - c * b
    if abs(det) > 1e-9 {
      let w = (box.width * d - box.height * c) / det
      let h = (box.height * a - box.width * b) / det
      if w >= -1e-9, h >= -1e-9 { return Size(width: max(0, w), height: max(0, h)) }
      return nil
    }
    // 45°: the box does not determine the sides; take the square (or proportional) reading.
    guard a + c > 0, b + d > 0 else { return nil }
    return Size(width: box.width / (a + c), height: box.height / (b + d))
  }
}
