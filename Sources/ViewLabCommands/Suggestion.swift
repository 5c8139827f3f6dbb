/// "Did you mean …?": the closest candidate by edit distance, if it is close enough to be a typo.
public enum Suggestion {
  public static func nearest(to word: String, in candidates: some Sequence<String>) -> String? {
    let w = Array(word.lowercased())
    guard !w.isEmpty, w.count <= 64 else { return nil }
    var best: (String, Int)?
    for candidate in candidates {
      let c = Array(candidate.lowercased())
      if abs(c.count - w.count) > 3 { continue }
      let d = distance(w, c)
      if best == nil || d < best!.1 { best = (candidate, d) }
    }
    guard let (name, d) = best else { return nil }
    // Close enough: a third of the word may be wrong (at least one edit, at most three).
    let allowed = min(3, max(1, w.count / 3))
    return d <= allowed || (d <= 2 && w.count >= 4) ? name : nil
  }

  /// Damerau–Levenshtein (optimal string alignment) distance.
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var prev2 = [Int](repeating: 0, count: b.count + 1)
    var prev = Array(0...b.count)
    var cur = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      cur[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          cur[j] = min(cur[j], prev2[j - 2] + 1)
        }
      }
      (prev2, prev, cur) = (prev, cur, prev2)
    }
    return prev[b.count]
  }
}
