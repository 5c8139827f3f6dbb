/// What a character cell of the drawing shows, so the style can colour it afterwards.
enum CellRole: Hashable, Sendable {
  case blank
  case border(BoxKind)
  case label(BoxKind)
  case tap
}

/// How a view's box is drawn: each kind has its own glyphs so it reads without colour too.
enum BoxKind: Hashable, Sendable {
  case normal
  /// On the last tap's hit path (the hit view and its superviews).
  case hitPath
  /// `isUserInteractionEnabled == false` or alpha below 0.01: hitTest skips it.
  case inert
  /// `isHidden`: drawn as an outline only, nothing behind it is covered.
  case hidden

  /// Corners (top-left, top-right, bottom-left, bottom-right), horizontal, vertical.
  var glyphs: (Character, Character, Character, Character, Character, Character) {
    switch self {
    case .normal: ("┌", "┐", "└", "┘", "─", "│")
    case .hitPath: ("┏", "┓", "┗", "┛", "━", "┃")
    case .inert: ("┌", "┐", "└", "┘", "╌", "╎")
    case .hidden: ("·", "·", "·", "·", "┄", "┆")
    }
  }
}

/// A rectangle of cells in the drawing, inclusive at both ends.
struct CellRect: Equatable {
  var left: Int
  var top: Int
  var right: Int
  var bottom: Int

  func intersection(_ other: CellRect) -> CellRect? {
    let r = CellRect(
      left: max(left, other.left), top: max(top, other.top),
      right: min(right, other.right), bottom: min(bottom, other.bottom))
    return r.left <= r.right && r.top <= r.bottom ? r : nil
  }

  func contains(column: Int, row: Int) -> Bool {
    column >= left && column <= right && row >= top && row <= bottom
  }
}

/// A grid of characters with a role per cell; later drawing covers earlier drawing, as views in
/// front cover views behind.
struct CellGrid {
  let columns: Int
  let rows: Int
  private(set) var characters: [[Character]]
  private(set) var roles: [[CellRole]]

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    characters = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    roles = Array(repeating: Array(repeating: .blank, count: columns), count: rows)
  }

  var bounds: CellRect { CellRect(left: 0, top: 0, right: columns - 1, bottom: rows - 1) }

  mutating func set(_ column: Int, _ row: Int, _ character: Character, _ role: CellRole, clip: CellRect) {
    guard clip.contains(column: column, row: row), bounds.contains(column: column, row: row) else { return }
    characters[row][column] = character
    roles[row][column] = role
  }

  /// A labelled outline. Insides are not filled: a view in front must not hide the views behind
  /// it, since the lesson is often about which of them a touch reaches.
  mutating func box(_ r: CellRect, kind: BoxKind, label: String, clip: CellRect) {
    let (tl, tr, bl, br, h, v) = kind.glyphs
    // Only the part that can show is walked: a view a billion points wide costs a screen's width.
    guard let visible = r.intersection(clip)?.intersection(bounds) else { return }
    for column in visible.left...visible.right {
      set(column, r.top, h, .border(kind), clip: clip)
      set(column, r.bottom, h, .border(kind), clip: clip)
    }
    for row in visible.top...visible.bottom {
      set(r.left, row, v, .border(kind), clip: clip)
      set(r.right, row, v, .border(kind), clip: clip)
    }
    set(r.left, r.top, tl, .border(kind), clip: clip)
    set(r.right, r.top, tr, .border(kind), clip: clip)
    set(r.left, r.bottom, bl, .border(kind), clip: clip)
    set(r.right, r.bottom, br, .border(kind), clip: clip)
    let room = r.right - r.left - 1
    for (i, character) in label.prefix(max(0, min(room, columns))).enumerated() {
      set(r.left + 1 + i, r.top, character, .label(kind), clip: clip)
    }
  }

  /// The grid as lines, each run of cells with one role styled together, trailing blanks removed.
  func render(_ paint: (CellRole, String) -> String) -> [String] {
    (0..<rows).map { row in
      let last = (0..<columns).last { roles[row][$0] != .blank || characters[row][$0] != " " } ?? -1
      var line = ""
      var run = ""
      var runRole = CellRole.blank
      for column in 0..<(last + 1) {
        let role = roles[row][column]
        if role != runRole && !run.isEmpty {
          line += paint(runRole, run)
          run = ""
        }
        runRole = role
        run.append(characters[row][column])
      }
      return line + (run.isEmpty ? "" : paint(runRole, run))
    }
  }
}
