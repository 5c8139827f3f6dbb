import ViewLabGeometry
import ViewLabModel

extension Session {
  /// `old` with the part at `path` (`origin.x`, `size`, …) replaced by `new`.
  static func updating(_ old: CodeValue, _ path: [String], with new: CodeValue, column: Int)
    throws(ScriptError)
    -> CodeValue
  {
    guard let key = path.first else {
      // A whole value replaced: Swift keeps the variable's type (`r = v.bounds`, `p = .zero`).
      switch (old, new) {
      case (.rect, .zero): return .rect(.zero)
      case (.point, .zero): return .point(.zero)
      case (.size, .zero): return .size(Size(width: 0, height: 0))
      default: return new
      }
    }
    let rest = Array(path.dropFirst())
    func num(_ v: CodeValue) throws(ScriptError) -> Double {
      switch v {
      case .number(let n): return n
      case .zero: return 0
      default: throw ScriptError(.expected(.number, found: .value(v.kind)), column: column)
      }
    }
    switch (old, key) {
    case (.rect(var r), "origin"):
      let o = try updating(.point(r.origin), rest, with: new, column: column)
      r.origin = point(o) ?? r.origin
      return .rect(r)
    case (.rect(var r), "size"):
      guard case .size(let s) = try updating(.size(r.size), rest, with: new, column: column) else { break }
      r.size = s
      return .rect(r)
    case (.point(var p), "x") where rest.isEmpty: p.x = try num(new); return .point(p)
    case (.point(var p), "y") where rest.isEmpty: p.y = try num(new); return .point(p)
    case (.size(var s), "width") where rest.isEmpty: s.width = try num(new); return .size(s)
    case (.size(var s), "height") where rest.isEmpty: s.height = try num(new); return .size(s)
    case (.size, _) where rest.isEmpty:
      if let p = point(new) { return .size(Size(width: p.x, height: p.y)) }
    default: break
    }
    if case .size = old, case .size = new, rest.isEmpty { return new }
    throw ScriptError(.notModelled(.setting(key, of: old.kind)), column: column, length: key.count)
  }

  static func component(_ v: CodeValue, _ path: [String], column: Int) throws(ScriptError) -> CodeValue {
    var current = v
    for key in path {
      switch (current, key) {
      case (.rect(let r), "origin"): current = .point(r.origin)
      case (.rect(let r), "size"): current = .size(r.size)
      case (.point(let p), "x"): current = .number(p.x)
      case (.point(let p), "y"): current = .number(p.y)
      case (.size(let s), "width"): current = .number(s.width)
      case (.size(let s), "height"): current = .number(s.height)
      default:
        throw ScriptError(.notModelled(.member(key, of: current.kind)), column: column, length: key.count)
      }
    }
    return current
  }

  /// The command that sets `property` of `ref` to `v`.
  static func command(_ property: String, _ ref: NameRef, _ v: CodeValue, components: [String], column: Int)
    throws(ScriptError) -> Command
  {
    func expected(_ what: Expected) -> ScriptError {
      ScriptError(.expected(what, found: .value(v.kind)), column: column)
    }
    func flag() throws(ScriptError) -> Bool {
      switch v {
      case .bool(let b): return b
      case .number(let n): return n != 0
      default: throw expected(.boolean)
      }
    }
    func edit() throws(ScriptError) -> RectEdit {
      // A negative size is standardized as `frame v …` does (docs/UIKIT-RULES.md), with its note.
      guard let r = rect(v) else { throw expected(.kind(.rect)) }
      switch components.first {
      case "origin": return .origin(r.origin)
      case "size": return .size(r.size)
      default: return .whole(r)
      }
    }
    func pt() throws(ScriptError) -> Point {
      guard let p = point(v) else { throw expected(.kind(.point)) }
      return p
    }
    if let viewFlag = ViewFlag(propertyName: property) { return .edit(.flag(ref, viewFlag, try flag())) }
    switch property {
    case "frame", "layer.frame": return .edit(.frame(ref, try edit()))
    case "bounds", "layer.bounds": return .edit(.bounds(ref, try edit()))
    case "center": return .edit(.center(ref, try pt()))
    case "layer.position": return .edit(.position(ref, try pt()))
    case "layer.anchorPoint": return .edit(.anchor(ref, try pt()))
    case "contentOffset": return .edit(.bounds(ref, .origin(try pt())))
    case "transform":
      guard case .transform(let t) = v else {
        if case .zero = v { return .edit(.transform(ref, [])) }
        throw expected(.kind(.transform))
      }
      return .edit(.transform(ref, t.isIdentity ? [] : [.matrix(t)]))
    case "alpha", "layer.opacity":
      guard case .number(let n) = v else { throw expected(.number) }
      return .edit(.alpha(ref, n))
    case "hidden", "isHidden", "layer.hidden", "layer.isHidden": return .edit(.hidden(ref, try flag()))
    case "layer.masksToBounds": return .edit(.flag(ref, .clip, try flag()))
    case "isEnabled", "enabled": return .edit(.enabled(ref, try flag()))
    default:
      throw ScriptError(.notModelled(.property(property)), column: column, length: property.count)
    }
  }
}
