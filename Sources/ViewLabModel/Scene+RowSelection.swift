import ViewLabGeometry

/// A table or collection view's selection, read from a touch step's timeline: UIKit's table view
/// tracks the touches its rows pass up the responder chain and calls `tableView(_:didSelectRowAt:)`
/// on touch up, not on touch down (docs/UIKIT-RULES.md, "Tables and collection views").
extension Scene {
  /// `log` with a `.row` entry after each phase that reaches a row: highlighted at touchesBegan;
  /// selected or not (and why) when the touch ends or is cancelled. `touches` are the engine's touch
  /// records after the step (where each finger is).
  func withRowEvents(_ log: [TimelineEntry], touches: [TouchRecord]) -> [TimelineEntry] {
    var out: [TimelineEntry] = []
    out.reserveCapacity(log.count)
    var lastRecognized: GestureRef?
    for entry in log {
      out.append(entry)
      switch entry {
      case .transition(let ref, _, let to, _) where to == .recognized || to == .began:
        lastRecognized = ref
      case .delivered(let d):
        guard let (table, cell, row) = row(containing: d.view) else { continue }
        let kind: RowEventKind?
        switch d.phase {
        case .began: kind = control(between: d.view, and: cell) == nil ? .highlighted : nil
        case .moved: kind = nil
        case .ended:
          let end = touches.first { $0.serial == d.touch }?.point ?? d.point
          kind = ended(d.view, cell: cell, at: end)
        case .cancelled:
          kind = .notSelected(
            lastRecognized == .scrollPan(table) ? .scrolled : .cancelled(by: lastRecognized))
        }
        if let kind {
          out.append(.row(RowEvent(touch: d.touch, table: table, cell: cell, row: row, kind: kind)))
        }
      case .discarded(let touch, let phases, let by) where phases.contains(.ended) || phases.contains(.began):
        // The began the scroll view or a recognizer held back never reaches the row.
        guard let view = touches.first(where: { $0.serial == touch })?.view,
          let (table, cell, row) = row(containing: view)
        else { continue }
        let miss: RowMiss = by == .scrollPan(table) ? .scrolled : .cancelled(by: by)
        out.append(.row(RowEvent(touch: touch, table: table, cell: cell, row: row, kind: .notSelected(miss))))
      case .clock, .receives, .ignored, .transition, .waiting, .withheld, .discarded, .suppressed,
        .contentDelayPassed, .controlEvent, .blocked, .delegateAnswered, .delegateAsked, .viewAsked, .row:
        continue
      }
    }
    return out
  }

  /// touchesEnded reached the row through `view`: selected when the finger lifted inside the cell
  /// and no control below it tracked the touch.
  private func ended(_ view: ViewID, cell: ViewID, at p: Point) -> RowEventKind {
    if let c = control(between: view, and: cell) { return .notSelected(.control(c)) }
    if bounds(of: cell, contain: p) { return .selected }
    let other = hitTest(p, in: window).hit.flatMap { row(containing: $0)?.cell }
    return .notSelected(.endedOutside(other: other))
  }

  private func bounds(of cell: ViewID, contain p: Point) -> Bool {
    self[cell].bounds.contains(convert(p, from: window, to: cell))
  }

  /// The first control from `view` up to (not including) `cell`: it handles the touch itself.
  private func control(between view: ViewID, and cell: ViewID) -> ViewID? {
    for v in ancestry(of: view) {
      if v == cell { return nil }
      if self[v].viewClass.isControl { return v }
    }
    return nil
  }
}
