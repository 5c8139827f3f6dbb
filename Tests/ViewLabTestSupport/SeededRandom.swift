import ViewLabTutor

/// The quiz's seedable generator (`SplitMix64`) with the helpers property tests use, so every
/// failure can be replayed from its seed. The helpers draw through the standard library's
/// `random(in:using:)`, not `SplitMix64`'s own quiz helpers, so recorded seeds keep their inputs.
public struct SeededRandom: RandomNumberGenerator {
  private var base: SplitMix64
  public init(seed: UInt64) { base = SplitMix64(seed: seed) }

  public mutating func next() -> UInt64 { base.next() }

  public mutating func double(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }
  public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
  public mutating func chance(_ p: Double) -> Bool { double(0...1) < p }
}
