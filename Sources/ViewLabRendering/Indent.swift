/// Indentation that stops growing: past `limit` levels a line shows its depth as a number, so a
/// hierarchy 20,000 deep prints in linear, not quadratic, space, and its lines still fit 80 columns.
enum Indent {
  static let limit = 6

  static func pad(_ depth: Int) -> String {
    depth <= limit
      ? String(repeating: "  ", count: depth)
      : String(repeating: "  ", count: limit) + "⋯\(depth) "
  }
}
