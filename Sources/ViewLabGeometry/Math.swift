#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The few libm functions geometry (and interpreted code's `pow`) needs, behind one name so no other
/// file imports a C library.
public enum LibM {
  static func sin(_ x: Double) -> Double {
    #if canImport(Darwin)
      Darwin.sin(x)
    #elseif canImport(Glibc)
      Glibc.sin(x)
    #else
      Musl.sin(x)
    #endif
  }

  static func cos(_ x: Double) -> Double {
    #if canImport(Darwin)
      Darwin.cos(x)
    #elseif canImport(Glibc)
      Glibc.cos(x)
    #else
      Musl.cos(x)
    #endif
  }

  public static func atan2(_ y: Double, _ x: Double) -> Double {
    #if canImport(Darwin)
      Darwin.atan2(y, x)
    #elseif canImport(Glibc)
      Glibc.atan2(y, x)
    #else
      Musl.atan2(y, x)
    #endif
  }

  /// C's `pow`, for interpreted code (`pow(dx, 2)`).
  public static func pow(_ x: Double, _ y: Double) -> Double {
    #if canImport(Darwin)
      Darwin.pow(x, y)
    #elseif canImport(Glibc)
      Glibc.pow(x, y)
    #else
      Musl.pow(x, y)
    #endif
  }
}
