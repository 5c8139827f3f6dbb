import ViewLabModel

extension ClassDefinition {
  /// The hit-testing overrides (`pointInside:withEvent:`, `hitTest:withEvent:`) whose code reads the
  /// view's own `frame` (`self.frame`, `[self frame]`, or a bare `frame` in Swift), with the line of
  /// the first read. Their point is in bounds coordinates, and `frame` is undefined under a transform.
  public var frameReadsInHitTesting: [(method: OverrideMethod, line: Int)] {
    methods.compactMap { m -> (method: OverrideMethod, line: Int)? in
      guard m.method == .pointInside || m.method == .hitTest else { return nil }
      let hit = (m.line...max(m.line, m.endLine)).first { n in
        guard let text = source[n] else { return false }
        return Self.readsOwnFrame(Self.code(text), swift: !objectiveC)
      }
      return hit.map { (m.method, $0) }
    }
  }

  /// The hit-testing overrides that write the visibility gate as `alpha <= 0.01` (the study notes'
  /// spelling), with the line of the first one. Apple's `hitTest(_:with:)` says "less than 0.01".
  public var alphaGatesAtOrBelow: [(method: OverrideMethod, line: Int)] {
    methods.compactMap { m -> (method: OverrideMethod, line: Int)? in
      guard m.method == .pointInside || m.method == .hitTest else { return nil }
      let hit = (m.line...max(m.line, m.endLine)).first { n in
        guard let text = source[n] else { return false }
        let code = Self.code(text).filter { !$0.isWhitespace }
        // The double literal 0.01 only: `0.01f` is itself the Float 0.0099999998, and `<=` then differs.
        return ["alpha<=0.01", "alpha]<=0.01"].contains { gate in
          code.ranges(of: gate).contains { r in
            code[r.upperBound...].first.map { !($0.isNumber || $0 == "f" || $0 == "F") } ?? true
          }
        }
      }
      return hit.map { (m.method, $0) }
    }
  }

  /// A line without its `//` comment.
  static func code(_ line: String) -> Substring {
    guard let r = line.firstRange(of: "//") else { return Substring(line) }
    return line[..<r.lowerBound]
  }

  static func readsOwnFrame(_ code: Substring, swift: Bool) -> Bool {
    if code.contains("self.frame") || code.contains("[self frame]") { return true }
    guard swift else { return false }
    // A bare `frame` in Swift is self's; `other.frame` is not.
    var rest = code[...]
    while let r = rest.firstRange(of: "frame") {
      let before = rest[..<r.lowerBound].last
      let after = rest[r.upperBound...].first
      let startsWord = before.map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") } ?? true
      let endsWord = after.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
      if startsWord && endsWord { return true }
      rest = rest[r.upperBound...]
    }
    return false
  }
}
