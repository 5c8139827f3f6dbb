#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// C's `pow`, for interpreted code (`pow(dx, 2)`).
public func power(_ x: Double, _ y: Double) -> Double {
  #if canImport(Darwin)
    Darwin.pow(x, y)
  #elseif canImport(Glibc)
    Glibc.pow(x, y)
  #else
    Musl.pow(x, y)
  #endif
}
