/// A view controller read whole (`@implementation ViewController … @end`, `class VC:
/// UIViewController { … }`) is split in two: its lifecycle methods (`viewDidLoad`, …) and other
/// lines run one by one, building views as they say; its other methods (`touchesBegan:withEvent:`,
/// actions) become a class, which makes it the window's root view controller and runs them when a
/// touch or a control reaches it. Both keep their line numbers.
extension StatementAssembler {
  /// The statement's lines that stay line by line (a method moved to the class is blanked), and the
  /// class made of the other methods, if there are any.
  static func controllerParts(_ s: OpenStatement) -> (rest: [String], classText: String?) {
    var taken = Set<Int>()
    var depth = 0
    var method: (start: Int, depth: Int, opened: Bool)?
    for (i, code) in s.code.enumerated() {
      let before = depth
      for ch in code {
        if ch == "{" { depth += 1 } else if ch == "}" { depth -= 1 }
      }
      if var m = method {
        taken.insert(i)
        if code.contains("{") { m.opened = true }
        method = m.opened && depth <= m.depth ? nil : m
        continue
      }
      guard i > 0, let name = methodName(code), !CodeParser.lifecycle.contains(name) else { continue }
      taken.insert(i)
      let opened = code.contains("{")
      if !(opened && depth <= before) { method = (i, before, opened) }
    }
    let rest = unwrappingLazyClosures(
      s.lines.enumerated().map { taken.contains($0.offset) ? "" : $0.element })
    guard !taken.isEmpty, let last = s.lines.indices.last else { return (rest, nil) }
    let kept = s.lines.enumerated().map { i, line in
      i == 0 || i == last || taken.contains(i) ? line : ""
    }
    return (rest, "#line \(s.line)\n" + kept.joined(separator: "\n"))
  }

  /// The name a method declaration line declares: `- (void)touchesBegan:…` → `touchesBegan`,
  /// `override func touchesBegan(…` → `touchesBegan`; nil for any other line.
  static func methodName(_ code: String) -> String? {
    let t = code.drop { $0 == " " || $0 == "\t" }
    if t.hasPrefix("-") || t.hasPrefix("+") {
      let afterSign = t.dropFirst().drop { $0 == " " }
      guard afterSign.hasPrefix("("), let close = afterSign.firstIndex(of: ")") else { return nil }
      let name = afterSign[afterSign.index(after: close)...].drop { $0 == " " }.prefix {
        $0.isLetter || $0.isNumber || $0 == "_"
      }
      return name.isEmpty ? nil : String(name)
    }
    let words = t.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == "\t" })
    guard let f = words.firstIndex(of: "func"), f + 1 < words.count,
      words[..<f].allSatisfy({
        ["override", "@objc", "@IBAction", "public", "private", "internal", "final"].contains($0)
      })
    else { return nil }
    return String(words[f + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
  }

  /// `class VC: UIViewController {` (with modifiers before `class`).
  static func isSwiftControllerHead(_ line: String) -> Bool {
    guard ClassParser.mayDeclare(line) else { return false }
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" })
    guard let c = words.firstIndex(of: "class"), c + 2 < words.count,
      words[..<c].allSatisfy({ CodeParser.modifiers.contains(String($0.drop(while: { $0 == "@" }))) })
    else { return false }
    return words[c + 2].hasPrefix("UIViewController") && line.contains("{")
  }
}

extension StatementAssembler {
  /// The lines of each lifecycle method (`viewDidLoad`, …) of a view controller read whole, from its
  /// head to its closing brace.
  static func lifecycleBodies(_ s: OpenStatement) -> [ClosedRange<Int>] {
    var bodies: [ClosedRange<Int>] = []
    var depth = 0
    var method: (start: Int, depth: Int)?
    for (i, code) in s.code.enumerated() {
      let before = depth
      for ch in code {
        if ch == "{" { depth += 1 } else if ch == "}" { depth -= 1 }
      }
      if let m = method {
        if depth <= m.depth {
          bodies.append((s.line + m.start)...(s.line + i))
          method = nil
        }
        continue
      }
      guard let name = methodName(code), CodeParser.lifecycle.contains(name) else { continue }
      if depth > before || !code.contains("{") { method = (i, before) }
    }
    return bodies
  }

  /// Marks each statement of a lifecycle method with where it stands in it (see
  /// `LifecyclePosition`).
  static func markingLifecycle(
    _ statements: [AssembledStatement], within bodies: [ClosedRange<Int>], of controller: String?
  ) -> [AssembledStatement] {
    var marked = statements
    for body in bodies {
      let inside = marked.indices.filter { body.contains(marked[$0].line) && !marked[$0].isNoise }
      for i in inside {
        marked[i].lifecycle = i == inside.last ? .last : .inside
        marked[i].controllerClass = controller
      }
    }
    return marked
  }

  /// The class a controller's head names: `class HomeViewController: UIViewController {` →
  /// `HomeViewController`, `@implementation ViewController` → `ViewController`.
  static func controllerName(_ head: String) -> String? {
    let words = head.split(whereSeparator: { " \t:{(".contains($0) })
    guard let i = words.firstIndex(where: { $0 == "class" || $0 == "@implementation" }), i + 1 < words.count
    else { return nil }
    return String(words[i + 1])
  }
}
