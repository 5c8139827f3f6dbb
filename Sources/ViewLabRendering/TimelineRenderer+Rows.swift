import ViewLabModel

/// A table's or collection view's rows in the timeline, and in `why` and `under`.
extension TimelineRenderer {
  /// What the table or row `view` is (or is inside) did with the touch: `why` and `under` answer
  /// "why didn't didSelectRowAt run?" with it.
  static func rowVerdict(for view: ViewID, _ rows: [RowEvent], _ scene: Scene, _ s: Style) -> String? {
    let cell = scene.row(containing: view)?.cell
    guard let e = rows.first(where: { $0.table == view || $0.cell == view || $0.cell == cell }) else {
      return nil
    }
    return rowLine(e, scene, s)
  }

  /// A row highlighted, selected, or not selected and why.
  static func rowLine(_ e: RowEvent, _ scene: Scene, _ s: Style) -> String {
    func v(_ id: ViewID) -> String { s.name(scene[id].name) }
    let l = s.language
    // The delegate method a selection calls: the same name in every language.
    let method = scene[e.table].viewClass == .UICollectionView ? "didSelectItemAt" : "didSelectRowAt"
    switch e.kind {
    case .highlighted: return s.dim(Words.rowHighlighted(v(e.cell), l))
    case .selected: return s.ok(Words.rowSelected(v(e.table), method, row: e.row, l))
    case .notSelected(let miss):
      let why: Words.RowMissWhy =
        switch miss {
        case .cancelled(let by?): .cancelledBy(s.name(scene.name(of: by)))
        case .cancelled(nil): .systemCancelled
        case .scrolled: .scrolled
        case .endedOutside(let other?): .endedInOtherRow(v(other))
        case .endedOutside(nil): .endedOutside
        case .control(let c): .control(v(c))
        }
      return s.fail(Words.rowNotSelected(v(e.table), method, v(e.cell), why, l))
    }
  }
}
