/// A small seedable random number generator (SplitMix64), so `--seed` reproduces a quiz exactly on
/// every platform and Swift version. Swift's own `SystemRandomNumberGenerator` cannot be seeded, and
/// the standard library's `random(in:using:)` algorithms are not promised to stay the same, so the
/// helpers below are written out here too.
///
///     var rng = SplitMix64(seed: 42)
///     rng.int(in: 1...3)          // the same number on every run
public struct SplitMix64: RandomNumberGenerator, Sendable {
  public private(set) var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range`, uniform enough for quiz scenes (the modulo bias is below 2⁻⁵⁰).
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int(next() % span)
  }

  /// A multiple of `step` in `range` (both ends multiples of `step`).
  public mutating func int(in range: ClosedRange<Int>, step: Int) -> Int {
    int(in: (range.lowerBound / step)...(range.upperBound / step)) * step
  }

  /// True with probability `p`.
  public mutating func chance(_ p: Double) -> Bool {
    Double(next() >> 11) / Double(1 << 53) < p
  }

  /// One element of a non-empty array.
  public mutating func pick<T>(_ items: [T]) -> T {
    items[int(in: 0...(items.count - 1))]
  }

  /// The items in a random order (Fisher–Yates).
  public mutating func shuffled<T>(_ items: [T]) -> [T] {
    var items = items
    guard items.count > 1 else { return items }
    for i in stride(from: items.count - 1, to: 0, by: -1) {
      items.swapAt(i, int(in: 0...i))
    }
    return items
  }
}
