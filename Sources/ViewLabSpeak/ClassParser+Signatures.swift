import ViewLabModel

/// Which Objective-C method a pasted selector is: an override UIKit calls (its signature checked),
/// or an action a control or recognizer can name.
extension ClassParser {
  /// A method a target-action or a recognizer can name: returns nothing (`IBAction`, `void`) and
  /// takes at most the sender.
  static func mayBeAction(_ selector: String, returns: String) -> Bool {
    (returns == "IBAction" || returns == "void") && selector.filter { $0 == ":" }.count <= 1
      && !notActions.contains(selector) && !selector.hasPrefix("touches") && !selector.hasPrefix("motion")
  }

  /// The override a selector is, checking its return type; nil for a method the interpreter keeps
  /// without running.
  static func objectiveCOverride(_ selector: String, returns: String, line: Int) throws(SpeakError)
    -> OverrideMethod?
  {
    let known: [(String, OverrideMethod, String, Set<String>)] = [
      (
        "pointInside:withEvent:", .pointInside,
        "- (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event", ["BOOL", "bool"]
      ),
      (
        "hitTest:withEvent:", .hitTest, "- (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event",
        ["UIView *", "id", "__kindof UIView *", "UIView * _Nullable", "nullable UIView *"]
      ),
      (
        "touchesBegan:withEvent:", .touchesBegan,
        "- (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event", ["void"]
      ),
      (
        "gestureRecognizer:shouldReceiveTouch:", .shouldReceiveTouch,
        "- (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldReceiveTouch:(UITouch *)touch",
        ["BOOL", "bool"]
      ),
      (
        "gestureRecognizerShouldBegin:", .shouldBegin,
        "- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer", ["BOOL", "bool"]
      ),
      (
        "gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:",
        .shouldRecognizeSimultaneously,
        "- (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer "
          + "shouldRecognizeSimultaneouslyWithGestureRecognizer:(UIGestureRecognizer *)otherGestureRecognizer",
        ["BOOL", "bool"]
      ),
      (
        "gestureRecognizer:shouldRequireFailureOfGestureRecognizer:", .shouldRequireFailure,
        "- (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer "
          + "shouldRequireFailureOfGestureRecognizer:(UIGestureRecognizer *)otherGestureRecognizer",
        ["BOOL", "bool"]
      ),
      (
        "gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:", .shouldBeRequiredToFail,
        "- (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer "
          + "shouldBeRequiredToFailByGestureRecognizer:(UIGestureRecognizer *)otherGestureRecognizer",
        ["BOOL", "bool"]
      ),
      (
        "touchesMoved:withEvent:", .touchesMoved,
        "- (void)touchesMoved:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event", ["void"]
      ),
      (
        "touchesEnded:withEvent:", .touchesEnded,
        "- (void)touchesEnded:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event", ["void"]
      ),
      (
        "touchesCancelled:withEvent:", .touchesCancelled,
        "- (void)touchesCancelled:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event", ["void"]
      ),
    ]
    for (sel, method, signature, returnTypes) in known {
      let stem = String(sel.prefix(while: { $0 != ":" }))
      // The delegate's questions share their stem (`gestureRecognizer:…`): only the exact selector
      // is that method; another (`gestureRecognizer:shouldReceivePress:`) is kept, not run.
      guard selector.hasPrefix(stem), !method.isGestureDelegate || selector == sel else { continue }
      guard selector == sel, returnTypes.contains(returns) else {
        throw error(.wrongSignature(method: "- (\(returns))\(selector)", expected: signature, line: line))
      }
      return method
    }
    return nil
  }
}
