import ViewLabLanguage

/// A table or collection view's rows in the delivery timeline: highlighted, selected, or why not.
extension Words {
  static func rowHighlighted(_ cell: String, _ l: Language) -> String {
    l.pick(
      "▸ \(cell) is highlighted (touchesBegan reached the row; it stays highlighted while the finger is down)",
      "▸ \(cell) 高亮（touchesBegan 到达了这一行；手指按住期间保持高亮）")
  }

  static func rowSelected(_ table: String, _ method: String, row: Int, _ l: Language) -> String {
    l.pick(
      "✓ \(table): \(method) row \(row) — the touch began and ended in the row, not cancelled, the content not scrolled",
      "✓ \(table)：\(method) 第 \(row) 行 —— 触摸在这一行开始也在这一行结束，没有被取消，内容也没有滚动")
  }

  /// Why a row was not selected, with the names to show.
  enum RowMissWhy {
    case cancelledBy(String), systemCancelled, scrolled, endedInOtherRow(String), endedOutside
    case control(String)
  }

  static func rowNotSelected(
    _ table: String, _ method: String, _ cell: String, _ why: RowMissWhy, _ l: Language
  ) -> String {
    let head = l.pick("✗ \(table): no \(method) — ", "✗ \(table)：没有调用 \(method) —— ")
    let reason: String =
      switch why {
      case .cancelledBy(let g):
        l.pick(
          "\(g) recognized and cancelled the touch in \(cell) (cancelsTouchesInView)",
          "\(g) 识别成功，取消了 \(cell) 中的触摸（cancelsTouchesInView）")
      case .systemCancelled:
        l.pick("the system cancelled the touch in \(cell)", "系统取消了 \(cell) 中的触摸")
      case .scrolled:
        l.pick(
          "the content scrolled (the table's pan recognized and cancelled the touch in \(cell))",
          "内容滚动了（表格自己的 pan 识别成功，取消了 \(cell) 中的触摸）")
      case .endedInOtherRow(let other):
        l.pick(
          "the touch ended in another row (\(other)), not in \(cell) where it began",
          "触摸在另一行（\(other)）结束，而不是在它开始的 \(cell)")
      case .endedOutside:
        l.pick("the touch ended outside \(cell), where it began", "触摸在 \(cell) 之外结束，而它是在 \(cell) 中开始的")
      case .control(let c):
        l.pick(
          "\(c), a control in the row, tracked the touch itself (a control in a cell does not select the row)",
          "行中的控件 \(c) 自己跟踪了这次触摸（单元格里的控件不会让这一行被选中）")
      }
    return head + reason
  }
}
