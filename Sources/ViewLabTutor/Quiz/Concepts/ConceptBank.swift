/// The concept questions, drawn from the topics interview notes cover (seeds/): why UIView and
/// CALayer are split, who is a responder, event delivery vs the responder chain, the refusal cases,
/// hitTest's algorithm, geometry, and where popular notes disagree with UIKit.
enum ConceptBank {
  static let all: [Concept] = layers + delivery + hitTesting + responders + geometry + gestures
}
