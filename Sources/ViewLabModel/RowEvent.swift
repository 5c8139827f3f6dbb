/// What a table or collection view did with a touch in one of its rows.
public struct RowEvent: Hashable, Sendable {
  public var touch: Int
  public var table: ViewID
  public var cell: ViewID
  public var row: Int
  public var kind: RowEventKind

  public init(touch: Int, table: ViewID, cell: ViewID, row: Int, kind: RowEventKind) {
    self.touch = touch
    self.table = table
    self.cell = cell
    self.row = row
    self.kind = kind
  }
}

public enum RowEventKind: Hashable, Sendable {
  /// touchesBegan reached the row: the cell is highlighted while the finger is down (when, is
  /// ViewLab's stated choice: as touchesBegan arrives, after the scroll view's delaysContentTouches).
  case highlighted
  /// The touch ended in the row it began in, not cancelled, the content not scrolled:
  /// `tableView(_:didSelectRowAt:)` (`collectionView(_:didSelectItemAt:)`) runs.
  case selected
  /// The touch left the row without selecting it.
  case notSelected(RowMiss)
}

/// Why a touch that began in a row did not select it.
public enum RowMiss: Hashable, Sendable {
  /// A recognizer recognized and cancelled the touch in the row (`cancelsTouchesInView`), or the
  /// system cancelled it (nil).
  case cancelled(by: GestureRef?)
  /// The table's own pan recognized: the content scrolled, which cancels the touch in the row.
  case scrolled
  /// The finger lifted outside the row (in another row, or off the table).
  case endedOutside(other: ViewID?)
  /// A control in the row tracked the touch itself (a button in a cell runs its action; the row is
  /// not selected).
  case control(ViewID)
}
