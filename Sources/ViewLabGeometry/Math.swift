#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The few libm functions geometry needs, behind one name so no other file imports a C library.
enum LibM {
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

  static func atan2(_ y: Double, _ x: Double) -> Double {
    #if canImport(Darwin)
      Darwin.atan2(y, x)
    #elseif canImport(Glibc)
      Glibc.atan2(y, x)
    #else
      Musl.atan2(y, x)
    #endif
  }
}
