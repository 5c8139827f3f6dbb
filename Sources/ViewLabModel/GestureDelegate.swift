import ViewLabGeometry

/// A delegate's BOOL, with what its body printed (`print`, `NSLog`) or had accepted with a note: a
/// pasted line that runs is shown, also inside a delegate.
public struct DelegateAnswer: Hashable, Sendable {
  public var answer: Bool
  /// Only `.log` and `.accepted` records (the call's start and end are the timeline line itself).
  public var records: [OverrideRecord]

  public init(_ answer: Bool, records: [OverrideRecord] = []) {
    self.answer = answer
    self.records = records.filter {
      switch $0 {
      case .log, .accepted: true
      case .began, .returned, .askedInside, .superInside: false
      }
    }
  }
}

/// A question UIKit asks a recognizer's delegate while recognizers decide (besides
/// `gestureRecognizer(_:shouldReceive:)`, asked as a touch lands: `delegateAnswered`).
public enum DelegateQuestion: Hashable, Sendable {
  /// `gestureRecognizerShouldBegin(_:)`: asked as it is about to leave `.possible`; NO: it fails.
  case shouldBegin
  /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: asked when one of the two would
  /// force the other to fail; YES from either delegate lets both recognize.
  case shouldRecognizeSimultaneously(with: GestureRef)
  /// `gestureRecognizer(_:shouldRequireFailureOf:)`: YES: it waits until the other fails.
  case shouldRequireFailure(of: GestureRef)
  /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`: YES: the other waits until it fails.
  case shouldBeRequiredToFail(by: GestureRef)

  /// The method the delegate implements.
  public var method: OverrideMethod {
    switch self {
    case .shouldBegin: .shouldBegin
    case .shouldRecognizeSimultaneously: .shouldRecognizeSimultaneously
    case .shouldRequireFailure: .shouldRequireFailure
    case .shouldBeRequiredToFail: .shouldBeRequiredToFail
    }
  }

  /// The other recognizer the question names, if any.
  public var other: GestureRef? {
    switch self {
    case .shouldBegin: nil
    case .shouldRecognizeSimultaneously(let o), .shouldRequireFailure(let o), .shouldBeRequiredToFail(let o):
      o
    }
  }
}

/// A recognizer's delegate written as code: the touch engine asks it where UIKit would.
public protocol GestureDelegate: Sendable {
  /// `gestureRecognizer(_:shouldReceive:)` for recognizer `g` and a touch landing at window point
  /// `p` on `view`; nil when `g` has no delegate that implements it.
  func shouldReceive(_ g: GestureID, at p: Point, on view: ViewID, in scene: Scene) throws(OverrideFailure)
    -> DelegateAnswer?
  /// One of the questions asked while recognizers decide, of `g`'s delegate, its touch at window
  /// point `p` having come down at `start` (for `translation(in:)`); nil when `g` has no delegate
  /// that implements it.
  func ask(_ question: DelegateQuestion, of g: GestureID, at p: Point, from start: Point, in scene: Scene)
    throws(OverrideFailure) -> DelegateAnswer?
  /// UIView's own `gestureRecognizerShouldBegin(_:)` of `view`, a view one of `g`'s touches is on,
  /// its touch at window point `p` (down at `start`); nil when the view's class does not override it.
  func viewShouldBegin(_ g: GestureID, view: ViewID, at p: Point, from start: Point, in scene: Scene)
    throws(OverrideFailure)
    -> DelegateAnswer?
}

extension GestureDelegate {
  public func ask(
    _ question: DelegateQuestion, of g: GestureID, at p: Point, from start: Point, in scene: Scene
  )
    throws(OverrideFailure) -> DelegateAnswer?
  { nil }

  public func viewShouldBegin(_ g: GestureID, view: ViewID, at p: Point, from start: Point, in scene: Scene)
    throws(OverrideFailure) -> DelegateAnswer?
  { nil }
}
