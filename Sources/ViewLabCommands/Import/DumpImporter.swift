import ViewLabGeometry
import ViewLabModel

/// A scene rebuilt from a `recursiveDescription` dump (lldb `po`, Chisel `pviews`, Cycript, Frida).
public struct DumpImport: Hashable, Sendable {
  public var scene: Scene
  /// Views imported, the window included.
  public var viewCount: Int
  /// View lines left out: further windows, lines without a frame.
  public var skipped: Int
  /// Whether the dump began with a window (else its first view was put into a new one).
  public var hadWindow: Bool
}

public enum DumpImportError: Error, Hashable, Sendable {
  case noViews
}

public enum DumpImporter {
  /// Rebuilds the dumped hierarchy. Tolerates prompts, log prefixes, quotes and backticks, escaped
  /// newlines (Cycript prints one string), `(layer)` lines and dumps cut short at either end.
  ///
  /// - Complexity: O(characters), iterative: any depth is safe.
  public static func scene(from text: String) throws(DumpImportError) -> DumpImport {
    let lines = DumpText.lines(text).compactMap(DumpLine.parse)
    guard let first = lines.first(where: { $0.frame != nil }) else { throw .noViews }
    let isWindow = DumpClass.isWindow(first)
    let rootSize = first.frame!.size
    let usable = rootSize.width > 0 && rootSize.height > 0
    var scene = Scene(windowSize: isWindow && usable ? rootSize : Scene.defaultWindowSize)
    var names = DumpNames(taken: ["window"])
    var skipped = 0
    var count = 1
    var stack: [(depth: Int, id: ViewID)] = []
    if isWindow {
      var w = scene[scene.window]
      configure(&w, first, frame: Rect(origin: .zero, size: scene[scene.window].bounds.size))
      w.name = "window"
      scene[scene.window] = w
      stack.append((first.depth, scene.window))
    }
    let rootDepth = first.depth
    var started = false
    for line in lines {
      if line == first && !started {
        started = true
        if isWindow { continue }
      }
      guard started else { continue }
      if isWindow, line.depth <= rootDepth, line != first {
        skipped += 1  // another window: only the first is imported
        stack = []
        continue
      }
      if isWindow && stack.isEmpty {
        skipped += 1
        continue
      }
      guard let frame = line.frame else {
        skipped += 1
        continue
      }
      while let top = stack.last, top.depth >= line.depth { stack.removeLast() }
      let parent = stack.last?.id ?? scene.window
      var view = View(name: names.next(for: line), viewClass: DumpClass.viewClass(line), frame: frame)
      configure(&view, line, frame: frame)
      guard let id = try? scene.insert(view, parent: parent) else {
        skipped += 1
        continue
      }
      count += 1
      stack.append((line.depth, id))
    }
    return DumpImport(scene: scene, viewCount: count, skipped: skipped, hadWindow: isWindow)
  }

  /// Applies what the dump printed. A view printed without `userInteractionEnabled = NO` is
  /// interactive whatever its class's default (UILabel included).
  static func configure(_ v: inout View, _ line: DumpLine, frame: Rect) {
    v.isUserInteractionEnabled = !line.interactionDisabled
    v.clipsToBounds = line.clipsToBounds
    v.isHidden = line.hidden
    if let a = line.alpha { v.alpha = Float(a) }
    if let t = line.transform, !t.isIdentity {
      // The printed frame is the transformed bounding box, centred on the position (the anchor is
      // the default). Recover the bounds size from |a|w + |c|h = W, |b|w + |d|h = H.
      v.transform = t
      let (a, b, c, d) = (abs(t.a), abs(t.b), abs(t.c), abs(t.d))
      let det = a * d - c * b
      if abs(det) > 1e-9 {
        let w = (frame.size.width * d - frame.size.height * c) / det
        let h = (frame.size.height * a - frame.size.width * b) / det
        if w >= -1e-9, h >= -1e-9 { v.bounds.size = Size(width: max(0, w), height: max(0, h)) }
      } else if a + c > 0, b + d > 0 {
        // 45°: the box does not determine the sides; take the square (or proportional) reading.
        v.bounds.size = Size(width: frame.size.width / (a + c), height: frame.size.height / (b + d))
      }
    }
    if let b = line.bounds { v.bounds = b }
    if let o = line.contentOffset { v.bounds.origin = o }
    v.imported = ImportedOrigin(
      originalClass: line.className, address: line.address, baseClass: line.baseClass)
  }
}
