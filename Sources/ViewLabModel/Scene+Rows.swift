import ViewLabGeometry

/// What `rows` accepts: a count and a height the scene can hold without becoming a stress test.
public enum RowLimits {
  public static let count = 0...500
  /// Points; 44 is UITableView's default row height (doc: UITableView.rowHeight, "the default value
  /// of rowHeight is automaticDimension" — ViewLab's fixed stand-in is the standard cell's 44).
  public static let defaultHeight = 44.0
  public static let height = 1.0...10_000.0
}

/// Tables and collection views: rows (cells with their content views) and which row a view is in.
extension Scene {
  /// `rows NAME COUNT [HEIGHT]`: the table's cells become COUNT cells of HEIGHT points stacked from
  /// the top of its content, `NAME-row0` … each with its `contentView` `NAME-row0-content`. Rows
  /// it had before are replaced (ViewLab's stated choice: `rows` says what the data source returns,
  /// and `reloadData()` replaces the cells). Checked before anything changes.
  public mutating func setRows(_ table: ViewID, count: Int, height: Double) throws(SceneError) {
    let cls = self[table].viewClass
    guard let cellClass = cls.cellClass else { throw .notATable(self[table].name, cls) }
    guard RowLimits.count.contains(count) else { throw .rowCountOutOfRange(count) }
    guard height.isFinite, RowLimits.height.contains(height) else { throw .rowHeightOutOfRange(height) }
    let old = rows(of: table)
    let freed = Set(old.flatMap { subtree(of: $0) })
    let name = self[table].name
    for i in 0..<count {
      for n in [Self.rowName(name, i), Self.rowName(name, i) + "-content"] {
        if let existing = names[n], !isFreed(existing, freed) {
          throw .nameTaken(n, existing)
        }
      }
    }
    for cell in old { try remove(cell) }
    let width = self[table].bounds.size.width
    for i in 0..<count {
      let frame = Rect(x: 0, y: Double(i) * height, width: width, height: height)
      let cell = try addView(name: Self.rowName(name, i), viewClass: cellClass, frame: frame, parent: table)
      _ = try addView(
        name: Self.rowName(name, i) + "-content", viewClass: .UIView,
        frame: Rect(x: 0, y: 0, width: width, height: height), parent: cell)
    }
  }

  private func isFreed(_ object: SceneObject, _ freed: Set<ViewID>) -> Bool {
    if case .view(let id) = object { return freed.contains(id) }
    return false
  }

  /// `list-row2`.
  public static func rowName(_ table: String, _ row: Int) -> String { "\(table)-row\(row)" }

  /// The table's cells, in row order: top to bottom, then left to right (a collection view's grid).
  /// A dumped table may hold its cells one level down, in a wrapper view (`UITableViewWrapperView`,
  /// iOS 7 to 10): those count too, in the table's content coordinates.
  public func rows(of table: ViewID) -> [ViewID] {
    let direct = self[table].subviews
    let wrapped = direct.filter { !self[$0].viewClass.isCell && !self[$0].viewClass.hasRows }
      .flatMap { self[$0].subviews }
    return (direct + wrapped).filter { self[$0].viewClass.isCell }.sorted {
      let a = convert(frame(of: $0), from: superview(of: $0) ?? table, to: table).origin
      let b = convert(frame(of: $1), from: superview(of: $1) ?? table, to: table).origin
      return (a.y, a.x, $0) < (b.y, b.x, $1)
    }
  }

  /// The row `view` is in: the nearest cell at or above it whose superview is a table or collection
  /// view, with that view and the row's index.
  public func row(containing view: ViewID) -> (table: ViewID, cell: ViewID, row: Int)? {
    for v in ancestry(of: view) where self[v].viewClass.isCell {
      guard let table = ancestry(of: v).dropFirst().prefix(2).first(where: { self[$0].viewClass.hasRows })
      else { continue }
      guard let index = rows(of: table).firstIndex(of: v) else { continue }
      return (table, v, index)
    }
    return nil
  }
}
