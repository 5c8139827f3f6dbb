#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The table `make bench` prints; each section says its target and whether it was met.
struct Report {
  var runs: Int

  /// Straight to file descriptor 1, unbuffered: a long run shows each section as it finishes.
  func line(_ s: String = "") {
    let bytes = Array((s + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
  }

  func header() {
    var load = [Double](repeating: 0, count: 3)
    getloadavg(&load, 3)
    line("ViewLab benchmarks — medians of \(runs) runs (first prompt: of 20); release build")
    line(
      "machine load average at start: \(fixed(load[0], 2)) (2 cores shared: compare ratios, not absolutes)")
  }

  func startup(_ results: [StartupResult]) {
    line()
    line("Time to first prompt on a pseudo-terminal (1000-line history in VIEWLAB_HOME)")
    let widths = [44, 10, 10]
    line(row(["program", "ms", "× floor"], widths))
    let floor = results.first?.seconds
    for r in results {
      let ms = r.seconds.map { fixed($0 * 1000, 2) } ?? "—"
      let ratio = (r.seconds.flatMap { s in floor.map { s / $0 } }).map { fixed($0, 2) } ?? "—"
      line(row([r.label, ms, ratio], widths) + (r.note.map { "   (\($0))" } ?? ""))
    }
    if let floor, let viewlab = results.first(where: { $0.label == "viewlab" }), let s = viewlab.seconds {
      let note = viewlab.note == nil ? "" : " — fallback timing, not a prompt"
      line(
        "target: viewlab ≤ \(fixed(Self.promptTarget, 1)) × floor: \(fixed(s / floor, 2))× "
          + "\(verdict(s / floor <= Self.promptTarget))\(note)")
    }
  }

  /// The first prompt's target, as a multiple of the C floor's.
  static let promptTarget = 1.5

  /// viewlab's first prompt in each language and each way of choosing it, against the floor timed
  /// in the same rounds.
  func languages(_ results: [LanguageResult]) {
    line()
    line("First prompt by language (viewlab; floor timed alternately in the same rounds)")
    let widths = [44, 10, 10, 10]
    line(row(["how viewlab starts", "ms", "floor ms", "× floor"], widths))
    for r in results {
      let ms = r.seconds.map { fixed($0 * 1000, 2) } ?? "—"
      let floorMS = r.floor.map { fixed($0 * 1000, 2) } ?? "—"
      let ratio = (r.seconds.flatMap { s in r.floor.map { s / $0 } }).map { fixed($0, 2) } ?? "—"
      line(row([r.label, ms, floorMS, ratio], widths))
    }
    // Returning starts and first runs (the long welcome, wrapped to the terminal) alike.
    let ratios = results.compactMap { r in r.seconds.flatMap { s in r.floor.map { s / $0 } } }
    if let worst = ratios.max() {
      line(
        "target: every start, first runs too, ≤ \(fixed(Self.promptTarget, 1)) × floor: worst \(fixed(worst, 2))× "
          + verdict(worst <= Self.promptTarget && ratios.count == results.count))
    }
  }

  func scaling(_ results: [ScalingResult]) {
    line()
    line("Generated scenes: build, 100 taps (window.hitTest + responder chain), 100 convert(_:from:to:)")
    let widths = [11, 10, 12, 12, 11, 12, 14]
    line(
      row(
        ["scene", "build ms", "100 taps ms", "visited/tap", "ns/visited", "100 conv ms", "console tap ms"],
        widths))
    for r in results {
      line(
        row(
          [
            "\(r.shape.rawValue) \(short(r.count))", fixed(r.build * 1000, 2), fixed(r.taps * 1000, 3),
            fixed(r.visitedPerTap, 1), fixed(r.secondsPerVisitedView * 1e9, 1),
            fixed(r.conversions * 1000, 3),
            fixed(r.consoleTap * 1000, 3),
          ], widths))
    }
    for shape in SceneShape.allCases {
      guard let big = results.first(where: { $0.shape == shape && $0.count == 100_000 }),
        let small = results.first(where: { $0.shape == shape && $0.count == 10_000 })
      else { continue }
      let tapRatio = big.taps / small.taps
      line(
        "\(shape.rawValue) 100k/10k: taps \(fixed(tapRatio, 2))× (target ≤ 12: \(verdict(tapRatio <= 12))), "
          + "per visited view \(fixed(big.secondsPerVisitedView / small.secondsPerVisitedView, 2))×, "
          + "build \(fixed(big.build / small.build, 2))×, conversions \(fixed(big.conversions / small.conversions, 2))×"
      )
    }
    if results.contains(where: { $0.shape == .deep && $0.count >= 100_000 }) {
      line("no stack overflow: a tap through a \(short(results.map(\.count).max()!))-deep chain completed")
    }
  }

  func commandPath(_ results: [(Int, Double)]) {
    line()
    line("Building through Session line by line (`add …` commands, as `viewlab run` and `load` do)")
    for (i, (count, seconds)) in results.enumerated() {
      var text = "  \(pad(short(count), 5)) views: \(fixed(seconds * 1000, 1)) ms"
      if i > 0 {
        let (c0, s0) = results[i - 1]
        text += "   (×\(fixed(seconds / s0, 2)) for ×\(fixed(Double(count) / Double(c0), 1)) views)"
      }
      line(text)
    }
  }

  func memory(_ results: [(String, Int, (total: Double, perView: Double)?)], viewSize: Int) {
    line()
    line("Peak memory (max RSS growth in a fresh process; MemoryLayout<View?>.stride = \(viewSize) B)")
    let widths = [14, 12, 12]
    line(row(["scene", "MiB", "bytes/view"], widths))
    for (kind, count, value) in results {
      line(
        row(
          [
            "\(kind) \(short(count))", value.map { fixed($0.total / 1_048_576, 1) } ?? "—",
            value.map { fixed($0.perView, 0) } ?? "—",
          ], widths))
    }
    if let wide = results.first(where: { $0.0 == "wide" && $0.1 == 100_000 })?.2 {
      let mib = wide.total / 1_048_576
      line("target: a 100k-view scene ≤ 64 MiB: \(fixed(mib, 1)) MiB \(verdict(mib <= 64))")
    }
  }

  func lessons(_ result: LessonResult?) {
    line()
    guard let r = result else {
      line("Lessons: none found")
      return
    }
    line(
      "Lessons: \(r.files) files, \(r.questions) questions — load \(fixed(r.load * 1000, 2)) ms, "
        + "check (every scene line, query and model answer through the engine) \(fixed(r.check * 1000, 1)) ms; "
        + "problems found: \(r.problems)")
  }

  func footer() {
    line()
  }
}

extension Report {
  func deep(_ results: [DeepResult]) {
    line()
    line(
      "A chain N views deep, one line through Console (ms; — = skipped after passing \(fixed(DeepBench.budget, 0)) s)"
    )
    let widths = [32] + DeepBench.depths.map { _ in 10 } + [10]
    line(row(["operation"] + DeepBench.depths.map { "N=\(short($0))" } + ["growth^"], widths))
    for r in results {
      let cells = r.seconds.map { $0.map { fixed($0 * 1000, 1) } ?? "—" }
      let e = DeepBench.exponent(r).map { fixed($0, 2) } ?? "—"
      line(row([r.operation] + cells + [e], widths))
    }
    line("growth^: time ∝ N^growth between the last two depths measured (1 linear, 2 quadratic)")
    line("no stack overflow: every operation above completed at every depth it ran at")
  }
}
