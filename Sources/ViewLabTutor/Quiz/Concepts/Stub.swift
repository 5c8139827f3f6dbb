extension ConceptBank {
  static let responders: [Concept] = []
  static let geometry: [Concept] = []
}
