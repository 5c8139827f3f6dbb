import ViewLabGeometry
import ViewLabModel

/// A scene rebuilt from a `recursiveDescription` dump (lldb `po`, Chisel `pviews`, Cycript, Frida).
public struct DumpImport: Hashable, Sendable {
  public var scene: Scene
  /// Views imported, the window included.
  public var viewCount: Int
  /// What was left out and why, in the order met.
  public var leftOut: [DumpLeftOut]
  /// Whether the dump began with a window (else its first view was put into a new one).
  public var hadWindow: Bool
  /// What had to be guessed to read the dump: reading the text first, then the views, each in the
  /// order met.
  public var guesses: [DumpGuess] = []

  /// View lines left out, their subtrees included.
  public var skipped: Int { leftOut.reduce(0) { $0 + $1.views } }
}

/// A run of view lines the importer left out: one view line and the subtree printed under it.
public struct DumpLeftOut: Hashable, Sendable {
  public enum Reason: Hashable, Sendable {
    /// A second window (only the first is imported).
    case anotherWindow
    /// The view printed again: an address already imported (a dump printed twice).
    case repeated
    /// A view line without a readable `frame`.
    case noFrame
    /// The scene refused the view (deeper than the model allows).
    case refused
  }
  public var reason: Reason
  public var className: String
  /// The physical line the left-out view starts on.
  public var line: Int
  /// The view and the views under it.
  public var views: Int

  public init(reason: Reason, className: String, line: Int, views: Int) {
    self.reason = reason
    self.className = className
    self.line = line
    self.views = views
  }
}

/// The addresses imported so far and their views, to tell a dump printed twice: `0x7f9127011d30`
/// kept as a number (8 bytes, not a 16-byte string), anything else as it was printed.
struct Addresses {
  private var numbers: [UInt64: ViewID] = [:]
  private var others: [String: ViewID] = [:]

  subscript(_ a: String) -> ViewID? {
    if let n = Self.number(a) { return numbers[n] }
    return others[a]
  }

  mutating func insert(_ a: String, _ id: ViewID) {
    if let n = Self.number(a) { numbers[n] = id } else { others[a] = id }
  }

  /// `0x` and up to 16 lowercase hex digits without leading zeros: the form whose text the number
  /// gives back, so two addresses are equal exactly when their texts are.
  static func number(_ a: String) -> UInt64? {
    let digits = a.utf8.dropFirst(2)
    guard a.utf8.starts(with: "0x".utf8), !digits.isEmpty, digits.count <= 16,
      digits.first != UInt8(ascii: "0")
    else { return nil }
    var n: UInt64 = 0
    for d in digits {
      switch d {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): n = n << 4 | UInt64(d - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): n = n << 4 | UInt64(d - UInt8(ascii: "a") + 10)
      default: return nil
      }
    }
    return n
  }
}

/// Why a text could not be imported: it holds no view hierarchy.
public enum DumpImportError: Error, Hashable, Sendable {
  /// No `<Class: 0x…; frame = (…)>` line at all.
  case noViews
  /// A view controller tree (`_printHierarchy`, Chisel's `pvcs`): controllers, not views.
  case controllerTree
  /// Views with frames but no nesting (`po view.subviews`, an array printed): `count` views, all
  /// at one depth.
  case flatList(count: Int)
  /// A chain printed upwards, each line one step further up the line above it (Chisel's
  /// `presponder`, a loop over `nextResponder`, `pviews -u`): a window or the application inside
  /// a view is impossible in a hierarchy.
  case upwardChain

  /// A stable name of the kind of problem, the same in every language.
  public var code: String {
    switch self {
    case .noViews: "dump-no-views"
    case .controllerTree: "dump-controller-tree"
    case .flatList: "dump-flat-list"
    case .upwardChain: "dump-upward-chain"
    }
  }
}
