import ViewLabModel

/// What a character cell of the drawing shows, so the style can colour it afterwards and labels
/// know where they may go.
enum CellRole: Hashable, Sendable {
  case blank
  /// The inside of a view: blank, but it hides what is behind.
  case fill
  case border(BoxKind)
  case label(BoxKind)
  /// The part of a view's edge that `clipsToBounds` cuts off: shown faintly, never hit.
  case clipped
  /// `◂` or `▸` joining a name placed beside its box.
  case leader(BoxKind)
  case tap

  /// A name, a leader or the tap: nothing may be written over it.
  var isText: Bool {
    switch self {
    case .label, .leader, .tap: true
    default: false
    }
  }
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

  var cellCount: Int { (right - left + 1) * (bottom - top + 1) }
}

/// A grid of characters, each with its role and the view that painted it last; painting back to
/// front lets views in front hide the edges of views behind.
struct CellGrid {
  let columns: Int
  let rows: Int
  private(set) var characters: [[Character]]
  private(set) var roles: [[CellRole]]
  /// The view each cell belongs to (nil: none).
  private(set) var owners: [[ViewID?]]

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    characters = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    roles = Array(repeating: Array(repeating: .blank, count: columns), count: rows)
    owners = Array(repeating: Array(repeating: nil, count: columns), count: rows)
  }

  var bounds: CellRect { CellRect(left: 0, top: 0, right: columns - 1, bottom: rows - 1) }

  func inside(_ column: Int, _ row: Int) -> Bool {
    column >= 0 && column < columns && row >= 0 && row < rows
  }

  mutating func set(_ column: Int, _ row: Int, _ character: Character, _ role: CellRole, owner: ViewID?) {
    guard inside(column, row), !roles[row][column].isText || role.isText else { return }
    characters[row][column] = character
    roles[row][column] = role
    owners[row][column] = owner
  }

  /// Whether `text` can be written from (column, row) onwards: every cell on the grid and passing
  /// `free`.
  func fits(_ width: Int, at column: Int, _ row: Int, where free: (CellRole, ViewID?, Character) -> Bool)
    -> Bool
  {
    guard row >= 0, row < rows, column >= 0, column + width <= columns else { return false }
    return (column..<(column + width)).allSatisfy {
      free(roles[row][$0], owners[row][$0], characters[row][$0])
    }
  }

  /// The grid as lines, each run of cells with one role styled together, trailing blanks removed.
  func render(_ paint: (CellRole, String) -> String) -> [String] {
    (0..<rows).map { row in
      let last = (0..<columns).last { characters[row][$0] != " " } ?? -1
      var line = ""
      var run = ""
      var runRole = CellRole.blank
      for column in 0..<(last + 1) {
        var role = roles[row][column]
        if characters[row][column] == " " { role = .blank }
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
