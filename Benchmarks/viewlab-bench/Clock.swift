#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Seconds on the monotonic clock.
func now() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_MONOTONIC, &t)
  return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// Runs `body` and returns how long it took, in seconds.
func measure(_ body: () throws -> Void) rethrows -> Double {
  let start = now()
  try body()
  return now() - start
}

/// The median of `runs` timings of `body`, after one untimed warm-up when `warmUp` is set.
func medianTime(runs: Int, warmUp: Bool = true, _ body: () -> Void) -> Double {
  if warmUp { body() }
  return median((0..<runs).map { _ in measure(body) })
}

func median(_ values: [Double]) -> Double {
  guard !values.isEmpty else { return .nan }
  let sorted = values.sorted()
  let mid = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// Writes to standard error (Swift 6 will not touch C's `stderr` global).
func writeError(_ text: String) {
  let bytes = Array(text.utf8)
  _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

/// Keeps a value alive and opaque to the optimizer, so measured work is not thrown away.
@inline(never)
func consume<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
