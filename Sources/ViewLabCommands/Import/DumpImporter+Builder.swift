import ViewLabGeometry
import ViewLabModel

extension DumpImporter {
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
}
