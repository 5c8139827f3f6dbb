/// Fixed-point formatting without Foundation: `fixed(3.14159, 2)` is "3.14".
func fixed(_ x: Double, _ digits: Int) -> String {
  guard x.isFinite else { return "—" }
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let rounded = (abs(x) * scale).rounded()
  let whole = Int(rounded / scale)
  var text = "\(whole)"
  if digits > 0 {
    let fraction = Int(rounded - Double(whole) * scale)
    let digitsText = "\(fraction)"
    text += "." + String(repeating: "0", count: digits - digitsText.count) + digitsText
  }
  return (x < 0 && rounded != 0 ? "-" : "") + text
}

/// `text` padded with spaces to `width` (left-aligned), or right-aligned when `right` is set.
func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
  let n = text.count
  guard n < width else { return text }
  let spaces = String(repeating: " ", count: width - n)
  return right ? spaces + text : text + spaces
}

/// A row of cells: the first left-aligned, the rest right-aligned.
func row(_ cells: [String], _ widths: [Int]) -> String {
  zip(cells, widths).enumerated().map { i, pair in pad(pair.0, pair.1, right: i > 0) }.joined(separator: "  ")
}

/// 1000 → "1k", 100000 → "100k".
func short(_ n: Int) -> String { n % 1000 == 0 ? "\(n / 1000)k" : "\(n)" }

func verdict(_ ok: Bool) -> String { ok ? "ok" : "MISSED" }
