import ViewLabGeometry
import ViewLabModel

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
    var upward = false
    DumpText.forEachLine(text, &guesses) { number, raw in
      // Below the first view, a window or the application is one step up a chain, not a subview.
      if builder != nil, raw.contains("<UIApplication:") || raw.contains("<UIApplication ") { upward = true }
      guard let line = DumpLine.parse(raw) else {
        if raw.contains("(layer)") { builder?.layerLine(at: number) }
        if builder == nil, !controllers, DumpLine.isController(raw) { controllers = true }
        return
      }
      if builder == nil {
        guard line.frame != nil else {  // noise before the first view, or a controller's
          if !controllers, DumpLine.isController(raw) { controllers = true }
          return
        }
        builder = Builder(first: line, at: number)
        return
      }
      if line.depth > 0, line.className == "UIWindow" || line.baseClass == "UIWindow" { upward = true }
      builder!.add(line, at: number)
    }
    if upward { throw .upwardChain }
    guard let builder else { throw controllers ? .controllerTree : .noViews }
    if builder.rootLevelViews >= 2, !builder.sawDeeper, !builder.sawBars {
      throw .flatList(count: builder.rootLevelViews)
    }
    for g in builder.guesses.list { guesses.note(g) }
    var result = builder.result
    result.guesses = guesses.list
    return result
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
