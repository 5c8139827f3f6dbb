import ViewLabLanguage

/// A wrong model of UIKit that learners commonly hold, named so a wrong answer can be met with a hint
/// about *that* mistake instead of the question's one fixed hint. Each case is detected by computing,
/// on the question's own scene, the value the wrong model gives (`Diagnoser`); its wording, in both
/// languages, lives in `Misconception+Wording.swift`.
public enum Misconception: String, CaseIterable, Sendable {
  // One view's geometry.
  case boundsForFrame
  case boundsForFrameInWindow
  case frameForBounds
  case frameForFrameInWindow
  case frameMidpointForCenter
  case frameMidpointForTranslatedCenter
  case ownMidpointForCenter
  case originForCenter
  case centerForOrigin
  case staleFrameAfterAnchor
  case defaultAnchorAssumed
  case boundsSizeKeepsOrigin
  case boundsOriginMovesView
  case untransformedFrame
  case transformScalesBounds
  // Converting points.
  case pointNotConverted
  case convertedOneLevel
  case convertedBackwards
  case boundsOriginIgnored
  case boundsOriginAdded
  case windowPointForOwnPoint
  case transformIgnored
  // Hit-testing.
  case laterSiblingBehind
  case superviewInsteadOfDeepest
  case nilInsteadOfSelf
  case outsideSuperviewHittable
  case blockedByTheViewItself
  case hiddenHittable
  case transparentHittable
  case alphaThresholdFloat
  case interactionOffHittable
  case labelDefaultInteraction
  case lowAlphaRefuses
  case clipsToBoundsBlocks
  case enabledLabelRefuses
  case overrideIgnored
  case visitedInAddedOrder
  case visitedSkipsRefusals
  case visitedPastRefusal
  case visitedAfterHit
  // The responder chain and touchesBegan.
  case chainMissingController
  case chainMissingApplication
  case chainReversed
  case chainWithNonAncestor
  case chainStartsAboveHit
  case chainStartsAtUnhitView
  case controllerBeforeItsView
  case childControllerSkipsToWindow
  case superStopsTouch
  case overrideForwardsTouch
  case handledOutsideChain
}

/// A misconception found in one answer, with the concrete numbers and names its hint quotes.
///
///     diagnosis.hint(language: .en)
///     // "You gave green's bounds (0, 0, 100, 60). …"
public struct Diagnosis: Equatable, Sendable {
  public var misconception: Misconception
  /// The values the wording's `{slot}`s are filled with (`view`, `given`, `right`, …).
  public var facts: [String: String]

  public init(_ misconception: Misconception, _ facts: [String: String]) {
    self.misconception = misconception
    self.facts = facts
  }

  /// The tailored hint in `language` (`en` or `zh-Hans`), every slot filled.
  public func hint(language: Language) -> String {
    let wording = misconception.wording
    return Self.fill(language == .zhHans ? wording.zh : wording.en, facts)
  }

  /// Replaces each `{name}` with `facts[name]`; an unknown slot is left as written.
  static func fill(_ template: String, _ facts: [String: String]) -> String {
    var out = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
      out += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "}") else { break }
      let name = String(rest[rest.index(after: open)..<close])
      out += facts[name] ?? "{\(name)}"
      rest = rest[rest.index(after: close)...]
    }
    return out + rest
  }

  /// The `{slot}` names a template uses, in order of first use.
  static func slots(in template: String) -> [String] {
    var names: [String] = []
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      let name = String(rest[rest.index(after: open)..<close])
      if !names.contains(name) { names.append(name) }
      rest = rest[rest.index(after: close)...]
    }
    return names
  }
}
