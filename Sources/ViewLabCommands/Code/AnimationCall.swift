/// `UIView.animate(withDuration:…) { … }`, `animate(withDuration:animations:completion:)`,
/// `transition(with:duration:options:animations:completion:)`, `performWithoutAnimation`, and
/// Objective-C's `[UIView animateWithDuration:… animations:^{ … } completion:^(BOOL finished) { … }]`:
/// the animations run now (the end state is what hit-testing sees), then the completion with
/// `finished` true. The other arguments (duration, options) change nothing ViewLab models.
struct AnimationCall {
  typealias Block = (parameters: [String], body: [BodyStatement])
  var animations: [Block] = []
  var completions: [Block] = []

  /// nil when `name` is no animation call (the receiver, a view class, is the host's to check).
  init?(_ name: String, _ args: [(label: String?, value: BodyExpr)]) {
    guard !Self.stem(name).isEmpty else { return nil }
    for (label, value) in args {
      guard case .block(let parameters, let body) = value.kind else { continue }
      if label == "completion" || (label == nil && !animations.isEmpty) {
        completions.append((parameters, body))
      } else {
        animations.append((parameters, body))
      }
    }
  }

  /// The family an animation call belongs to: `animateWithDuration:animations:` → `animate`.
  static func stem(_ name: String) -> String {
    for stem in ["animateKeyframes", "animate", "transition", "performWithoutAnimation"]
    where name.hasPrefix(stem) {
      return stem
    }
    return ""
  }

  /// Runs the animations, then the completions with `finished` true, each block in a scope of its
  /// own; a `return` ends the block only.
  func run<H: StatementHost>(in host: inout H, finished: H.Value) throws(H.Failure) {
    for block in animations { try Self.run(block, [], in: &host) }
    for block in completions { try Self.run(block, [finished], in: &host) }
  }

  private static func run<H: StatementHost>(_ block: Block, _ values: [H.Value], in host: inout H)
    throws(H.Failure)
  {
    var bindings: [String: H.Value] = [:]
    for (i, p) in block.parameters.enumerated() where p != "_" {
      bindings[p] = i < values.count ? values[i] : host.nothing
    }
    host.enterScope(bindings, counter: nil)
    defer { host.leaveScope() }
    _ = try ControlFlow.run(block.body, in: &host)
  }
}
