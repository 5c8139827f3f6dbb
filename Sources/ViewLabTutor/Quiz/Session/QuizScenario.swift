/// What makes two generated questions "the same scenario" to a learner even when their numbers and
/// names differ: the same commands building the same kinds of views with the same switches, asked
/// with the same query verb for the same field. A quiz session asks each scenario once.
///
///     // add card UIView 20 80 300 200 / gesture tapCard tap on card / tap 60 140, field recognized
///     // → "add _ UIView # # # #|gesture _ tap on _|?tap # #|recognized"
extension QuizQuestion {
  /// The scenario's key; nil for a concept question (its item key already identifies it).
  public var scenarioKey: String? {
    guard !scene.isEmpty else { return nil }
    let names = Set(scene.compactMap(Self.declaredName).map { $0.lowercased() })
    func abstract(_ line: String) -> String {
      line.split(separator: " ").map { token -> String in
        let t = token.lowercased()
        if let first = t.unicodeScalars.first, "-0123456789.".unicodeScalars.contains(first) { return "#" }
        if names.contains(where: { t.contains($0) }) { return "_" }
        return String(token)
      }.joined(separator: " ")
    }
    let lines = scene.map(abstract)
    return (lines + ["?" + (query.map(abstract) ?? ""), answerField ?? ""]).joined(separator: "|")
  }

  /// The name an `add NAME …` line declares.
  static func declaredName(_ line: String) -> String? {
    let words = line.split(separator: " ")
    guard words.count > 1, words[0] == "add" else { return nil }
    return String(words[1])
  }
}
