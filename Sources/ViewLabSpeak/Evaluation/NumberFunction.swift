import ViewLabGeometry

/// The C and Swift functions from numbers to a number (`sqrt`, `pow`, `hypot`, `MIN`, `floor`,
/// `sin`, …): one table for the top level and method bodies, so a call means the same in both.
public enum NumberFunction: Sendable {
  case squareRoot, absolute, floor, ceil, round, sin, cos, power, hypotenuse, minimum, maximum

  /// The function a C or Swift name calls (`sqrtf` and `sqrt` alike), or nil.
  public init?(_ name: String) {
    switch name {
    case "sqrt", "sqrtf": self = .squareRoot
    case "fabs", "fabsf", "abs": self = .absolute
    case "floor": self = .floor
    case "ceil": self = .ceil
    case "round": self = .round
    case "sin": self = .sin
    case "cos": self = .cos
    case "pow", "powf": self = .power
    case "hypot", "hypotf": self = .hypotenuse
    case "min", "MIN", "fmin": self = .minimum
    case "max", "MAX", "fmax": self = .maximum
    default: return nil
    }
  }

  /// How many numbers it takes.
  public var arity: Int {
    switch self {
    case .squareRoot, .absolute, .floor, .ceil, .round, .sin, .cos: 1
    case .power, .hypotenuse, .minimum, .maximum: 2
    }
  }

  /// Its value for `x` (`arity` numbers).
  public func value(_ x: [Double]) -> Double {
    switch self {
    case .squareRoot: x[0].squareRoot()
    case .absolute: Swift.abs(x[0])
    case .floor: x[0].rounded(.down)
    case .ceil: x[0].rounded(.up)
    case .round: x[0].rounded()
    // Through the rotation UIKit builds, so sin(.pi) is exactly 0 as a rotation's b is.
    case .sin: AffineTransform(rotationAngle: x[0]).b
    case .cos: AffineTransform(rotationAngle: x[0]).a
    case .power: LibM.pow(x[0], x[1])
    case .hypotenuse: (x[0] * x[0] + x[1] * x[1]).squareRoot()
    case .minimum: Swift.min(x[0], x[1])
    case .maximum: Swift.max(x[0], x[1])
    }
  }
}
