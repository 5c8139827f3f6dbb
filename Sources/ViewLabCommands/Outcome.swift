import ViewLabGeometry
import ViewLabLanguage
import ViewLabModel

/// What evaluating a command produced; rendered to text or JSON by the rendering layer.
public enum Outcome: Hashable, Sendable {
  case changed([Note])
  /// `tap X Y`: the hit-test and chain, and the touch sequence it ran (recognizers, phases, controls).
  case tap(TapResult, TouchResult)
  /// One `touch …` step.
  case touch(TouchResult)
  case hitTest(view: ViewID, HitTestResult)
  case inside(view: ViewID, point: Point, inside: Bool, test: InsideTest)
  case convert(Point, from: ViewID, to: ViewID, result: Point)
  case explain(ViewID)
  case why(WhyResult)
  /// `why RECOGNIZER X Y`: what that recognizer does with a tap there, and why.
  case whyGesture(GestureID, point: Point, TouchResult?)
  /// `explain RECOGNIZER`.
  case explainGesture(GestureID)
  case under(UnderResult)
  case tree
  case draw(all: Bool)
  case undone(String)
  case redone(String)
  case reset
  case help(topic: String?)
  /// Effects the edge carries out (files, leaving, starting the tutor).
  case save(path: String, script: String)
  case load(path: String)
  case importDump(path: String)
  case export(ExportKind, path: String)
  case quit
  case lesson([String])
  case quiz([String])
  case stats([String])
  /// `lang`: the language tag to switch to, or nil to show the one in use.
  case language(Language?)
}

extension Note {
  /// The note for a frame asked with a negative width or height, with what the view now has.
  static func negativeSize(_ view: String, asked: Rect, _ id: ViewID, in scene: Scene) -> [Note] {
    guard asked.size.width < 0 || asked.size.height < 0 else { return [] }
    return [.negativeSize(view: view, asked: asked, frame: scene.frame(of: id), bounds: scene[id].bounds)]
  }

  /// The note for asking `cls` for a frame of size `asked`, when the class keeps its own size instead.
  static func ownSize(_ view: String, _ cls: ViewClass, asked: Size) -> [Note] {
    guard let own = cls.ownSize, own != asked else { return [] }
    return [.ownSize(view: view, cls, asked: asked, kept: own)]
  }
}

/// Things worth telling the learner about a change that succeeded.
public enum Note: Hashable, Sendable {
  /// The frame was set while a non-identity transform is in place.
  case frameUndefined(view: String, rotated: Bool)
  /// `alpha` was stored as a Float, which changed its value.
  case alphaStoredAsFloat(view: String, asked: Double, stored: Double)
  /// `alpha` outside 0…1 was clamped into it, as layer opacity clamps.
  case alphaClamped(view: String, asked: Double, stored: Double)
  /// `anchorPoint` was set outside 0…1: allowed (the anchor lies outside the bounds), and the view
  /// moves because `position` stays.
  case anchorOutsideUnit(view: String, Point)
  /// A frame with a negative width or height was standardized: `frame` and `bounds` as stored.
  case negativeSize(view: String, asked: Rect, frame: Rect, bounds: Rect)
  /// These views and controllers left the scene.
  case removed([String])
  /// A class default applied that surprises people (UILabel/UIImageView interaction off).
  case classDefault(view: String, ViewClass)
  /// The class keeps its own size whatever size it was asked for (UISwitch: `init(frame:)` and
  /// `frame` ignore the size).
  case ownSize(view: String, ViewClass, asked: Size, kept: Size)
  /// `rows` made the table's cells: their names, which the learner has not typed.
  case rowsMade(table: String, cell: ViewClass, count: Int, height: Double)
  case nothingChanged
  /// Something pasted Swift or Objective-C did (see `CodeNote`).
  case code(CodeNote)

  /// Whether the note only tells a person what the line made, which the contract already names
  /// (`rows`: `NAME-rowN`): the text shows it, the JSON object does not carry it.
  public var isReceipt: Bool {
    switch self {
    case .rowsMade: true
    case .frameUndefined, .alphaStoredAsFloat, .alphaClamped, .anchorOutsideUnit, .negativeSize, .removed,
      .classDefault, .ownSize, .nothingChanged, .code:
      false
    }
  }
}
