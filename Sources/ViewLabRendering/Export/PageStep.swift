import ViewLabCommands
import ViewLabGeometry
import ViewLabLanguage
import ViewLabModel

/// One step of `export html`'s page: the view it is at (highlighted in the drawing), the tap point
/// in that view's own coordinates, and its words. Made from the engine's typed values (the
/// hit-test steps, the responder chain, the delivery timeline), worded as the text trace words them.
struct PageStep: Hashable {
  enum Kind: String, Hashable {
    /// `hitTest(_:with:)` called on `view`.
    case call
    /// The visibility gate (hidden, interaction, alpha, a disabled control) refused.
    case gate
    /// `point(inside:with:)` answered (the gates passed first).
    case inside
    /// A redirect override asked its target first.
    case redirect
    /// The subviews, front to back.
    case order
    /// A subview's `hitTest` returned (nil, or the first non-nil answer, which wins).
    case answer
    /// `view`'s `hitTest` returned.
    case returned
    /// A class written as code ran: its deciding lines.
    case override
    /// Past the hit-test: the view hit.
    case hit
    /// The responder chain from the view hit, and who handled `touchesBegan`.
    case chain
    /// One responder of the chain and its `next`.
    case responder
    /// One entry of the delivery timeline (recognizers, phases, control events and actions).
    case delivery
    /// The delivery in one line.
    case summary
    /// Not a step of the tap: no tap yet, or steps left out.
    case note
  }

  var kind: Kind
  /// The view the step is at, if any (a controller or UIApplication in the chain is not drawn).
  var view: ViewID?
  /// Recursion depth of the `hitTest` call the step belongs to.
  var depth = 0
  /// The tap point in `view`'s own coordinates, when the step is at a view on the way down.
  var point: Point?
  /// `panel.hitTest((90, 70))`: the call the step belongs to; empty past the hit-test.
  var call = ""
  var lines: [String]
  /// Views marked as the responder chain at this step.
  var chain: [ViewID] = []

  /// Which part of the page the step belongs to: the hit-test, the chain, or the delivery.
  var part: Part {
    switch kind {
    case .call, .gate, .inside, .redirect, .order, .answer, .returned, .override: .hitTest
    case .hit, .chain, .responder: .chain
    case .delivery, .summary: .delivery
    case .note: .note
    }
  }

  enum Part: String, Hashable { case hitTest, chain, delivery, note }
}
