import ViewLabGeometry
import ViewLabModel

extension SceneDrawing {
  /// Paints a scene onto a grid back to front, then finds every name a place.
  struct Painter {
    let scene: Scene
    let onPath: Set<ViewID>
    let windowRect: Rect
    /// Views back to front (hit-test order reversed): a superview before its subviews, an earlier
    /// sibling's subtree before a later one's.
    let order: [ViewID]
    /// Each view's bounds corners in window coordinates.
    var corners: [ViewID: [Point]] = [:]
    var hiddenAbove: [ViewID: Bool] = [:]
    /// An ancestor refuses touches (interaction off, alpha below 0.01, a disabled control): hitTest
    /// never reaches this view either.
    var refusedAbove: [ViewID: Bool] = [:]

    var grid = CellGrid(columns: 1, rows: 1)
    var shapes: [(id: ViewID, shape: Shape, kind: BoxKind)] = []
    var kinds: Set<BoxKind> = []
    var clippedAny = false
    var zeroSize: [String] = []
    var outside: [String] = []
    var covered: [String] = []
    var numbered: [(number: Int, name: String)] = []

    init(scene: Scene, onPath: Set<ViewID>) {
      self.scene = scene
      self.onPath = onPath
      let window = scene.window
      windowRect = Rect(origin: .zero, size: scene[window].bounds.size)
      order = scene.subtree(of: window)
      var toWindow: [ViewID: AffineTransform] = [window: .identity]
      corners[window] = windowRect.corners
      hiddenAbove[window] = false
      refusedAbove[window] = false
      // One pass down the tree (asking each view's ancestry would be quadratic on deep trees).
      for id in order.dropFirst() {
        let parent = scene.superview(of: id)!
        let t = scene.transformToSuperview(id).concatenating(toWindow[parent]!)
        toWindow[id] = t
        corners[id] = scene[id].bounds.corners.map { t.apply(to: $0) }
        hiddenAbove[id] = hiddenAbove[parent]! || scene[parent].isHidden
        refusedAbove[id] = refusedAbove[parent]! || scene[parent].refusal != nil
      }
    }

    func hasArea(_ id: ViewID) -> Bool {
      let b = scene[id].bounds.size
      return b.width != 0 && b.height != 0 && scene[id].transform.determinant != 0
    }

    /// The part of the window the views occupy (and the tap), with a margin; the whole window
    /// when that is most of it.
    func extent(including tap: Point?) -> Rect {
      var lo = Point(x: Double.infinity, y: Double.infinity)
      var hi = Point(x: -Double.infinity, y: -Double.infinity)
      func add(_ p: Point) {
        lo = Point(x: min(lo.x, max(p.x, windowRect.minX)), y: min(lo.y, max(p.y, windowRect.minY)))
        hi = Point(x: max(hi.x, min(p.x, windowRect.maxX)), y: max(hi.y, min(p.y, windowRect.maxY)))
      }
      for id in order.dropFirst() where hasArea(id) {
        let box = Rect.boundingBox(of: corners[id]!)
        guard box.maxX > windowRect.minX, box.minX < windowRect.maxX, box.maxY > windowRect.minY,
          box.minY < windowRect.maxY
        else { continue }
        add(Point(x: box.minX, y: box.minY))
        add(Point(x: box.maxX, y: box.maxY))
      }
      if let tap, windowRect.contains(tap) { add(tap) }
      guard lo.x <= hi.x, lo.y <= hi.y else { return windowRect }
      let pad = max(windowRect.width, windowRect.height) * 0.03
      let minX = max(windowRect.minX, (lo.x - pad).rounded(.down))
      let minY = max(windowRect.minY, (lo.y - pad).rounded(.down))
      let maxX = min(windowRect.maxX, (hi.x + pad).rounded(.up))
      let maxY = min(windowRect.maxY, (hi.y + pad).rounded(.up))
      let e = Rect(x: minX, y: minY, width: max(maxX - minX, 1), height: max(maxY - minY, 1))
      return e.width > windowRect.width * 0.85 && e.height > windowRect.height * 0.85 ? windowRect : e
    }

    /// Every view, back to front: its inside hides what is behind it, then its edge is drawn; the
    /// parts a `clipsToBounds` ancestor cuts off show as faint dots where nothing else is drawn.
    mutating func paint(_ viewport: Viewport) {
      grid = CellGrid(columns: viewport.columns, rows: viewport.rows)
      var clips: [ViewID: CellRect?] = [scene.window: nil]
      for id in order {
        let view = scene[id]
        let parentClip = view.superview.flatMap { clips[$0] } ?? nil
        guard hasArea(id) else {
          clips[id] = parentClip
          if id != scene.window { zeroSize.append(view.name) }
          continue
        }
        let shape = Shape(corners: corners[id]!, viewport: viewport)
        clips[id] =
          view.clipsToBounds ? (parentClip.map { shape.box.intersection($0) } ?? shape.box) : parentClip
        guard let visible = shape.box.intersection(grid.bounds) else {
          outside.append(view.name)
          continue
        }
        let hidden = hiddenAbove[id]! || view.isHidden
        let kind = boxKind(
          view, onPath: onPath.contains(id), hiddenByAncestor: hiddenAbove[id]!,
          refusedByAncestor: refusedAbove[id]!)
        kinds.insert(kind)
        let opaque = !hidden && view.alpha >= 0.01
        for row in visible.top...visible.bottom {
          for column in visible.left...visible.right where shape.contains(column, row) {
            let inClip = parentClip.map { $0.contains(column: column, row: row) } ?? true
            if shape.isEdge(column, row) {
              if inClip {
                grid.set(column, row, shape.glyph(column, row, kind), .border(kind), owner: id)
              } else if !hidden && grid.characters[row][column] == " " {
                grid.set(column, row, "·", .clipped, owner: id)
                clippedAny = true
              }
            } else if inClip && opaque {
              switch grid.roles[row][column] {
              case .border, .clipped:
                // An edge behind: still there, faintly, so what covers what can be read off.
                grid.set(column, row, "·", .clipped, owner: grid.owners[row][column])
                clippedAny = true
              default:
                grid.set(column, row, " ", .fill, owner: id)
              }
            }
          }
        }
        shapes.append((id, shape, kind))
      }
      // The hit path stays heavy where views in front cover it: the touch went through them.
      for (id, shape, kind) in shapes where kind == .hitPath && id != scene.window {
        guard let visible = shape.box.intersection(grid.bounds) else { continue }
        for row in visible.top...visible.bottom {
          for column in visible.left...visible.right
          where grid.owners[row][column] == id && grid.roles[row][column] == .clipped {
            grid.set(column, row, shape.glyph(column, row, kind), .border(kind), owner: id)
          }
        }
      }
    }

    /// Names the views, those with the least room first: on the top edge, inside, beside (with a
    /// leader), else a number explained in the legend.
    mutating func label() {
      let room = shapes.map { entry in entry.shape.box.intersection(grid.bounds)?.cellCount ?? 0 }
      let byRoom = shapes.indices.sorted { (room[$0], $0) < (room[$1], $1) }
      for index in byRoom {
        let (id, shape, kind) = shapes[index]
        // ⟡ marks a view with gesture recognizers (the legend names them).
        let name = scene[id].name + (scene.gestureRecognizers(on: id).isEmpty ? "" : "⟡")
        if id == scene.window {
          _ = placeOnEdge(name, id, shape, kind)
          continue
        }
        if place(name, id, shape, kind) { continue }
        let number = String(numbered.count + 1)
        if place(number, id, shape, kind) {
          numbered.append((numbered.count + 1, name))
        } else {
          covered.append(name)
        }
      }
    }

    mutating func place(_ text: String, _ id: ViewID, _ shape: Shape, _ kind: BoxKind) -> Bool {
      placeOnEdge(text, id, shape, kind) || placeInside(text, id, shape, kind)
        || placeBeside(text, id, shape, kind)
    }

    /// On the view's own visible top (else bottom) edge, just after the corner where it can be.
    mutating func placeOnEdge(_ text: String, _ id: ViewID, _ shape: Shape, _ kind: BoxKind) -> Bool {
      guard shape.quad == nil else { return false }
      let box = shape.box
      let n = text.count
      for row in Set([box.top, box.bottom]).sorted() where box.right - box.left - 1 >= n {
        for start in (box.left + 1)...(box.right - n) {
          if grid.fits(n, at: start, row, where: { role, owner, _ in owner == id && role == .border(kind) }) {
            write(text, at: start, row, .label(kind), id)
            return true
          }
        }
      }
      return false
    }

    /// On a blank row inside the view, where nothing in front covers it.
    mutating func placeInside(_ text: String, _ id: ViewID, _ shape: Shape, _ kind: BoxKind) -> Bool {
      guard let box = shape.box.intersection(grid.bounds) else { return false }
      let n = text.count
      for row in box.top...box.bottom where box.right - box.left + 1 >= n {
        for start in box.left...(box.right - n + 1) {
          if grid.fits(n, at: start, row, where: { role, owner, _ in owner == id && role == .fill }) {
            write(text, at: start, row, .label(kind), id)
            return true
          }
        }
      }
      return false
    }

    /// Just above or below the box, or beside it with a leader (`◂name`, `name▸`), on empty cells.
    mutating func placeBeside(_ text: String, _ id: ViewID, _ shape: Shape, _ kind: BoxKind) -> Bool {
      let box = shape.box
      let n = text.count
      let empty: (CellRole, ViewID?, Character) -> Bool = { role, _, c in c == " " && !role.isText }
      // A caption above or below reads as the box's only when the box is upright.
      for row in shape.quad == nil ? [box.top - 1, box.bottom + 1] : [] {
        for start in [box.left, box.left + 1, box.right - n + 1]
        where grid.fits(n, at: start, row, where: empty) {
          write(text, at: start, row, .label(kind), id)
          return true
        }
      }
      for row in max(box.top, 0)...min(box.bottom, grid.rows - 1) {
        if grid.fits(n + 1, at: box.right + 1, row, where: empty) {
          write("◂", at: box.right + 1, row, .leader(kind), id)
          write(text, at: box.right + 2, row, .label(kind), id)
          return true
        }
        if grid.fits(n + 1, at: box.left - n - 1, row, where: empty) {
          write(text, at: box.left - n - 1, row, .label(kind), id)
          write("▸", at: box.left - 1, row, .leader(kind), id)
          return true
        }
      }
      return false
    }

    mutating func write(_ text: String, at column: Int, _ row: Int, _ role: CellRole, _ id: ViewID) {
      for (i, c) in text.enumerated() { grid.set(column + i, row, c, role, owner: id) }
    }
  }
}
