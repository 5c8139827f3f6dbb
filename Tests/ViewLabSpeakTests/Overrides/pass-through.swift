// A pass-through overlay: touches on the overlay itself fall through to the views behind it, while
// its subviews still get theirs.
class PassThroughView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit == self ? nil : hit
  }
}

let button = UIButton(frame: CGRect(x: 50, y: 100, width: 100, height: 44))
view.addSubview(button)
let overlay = PassThroughView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
view.addSubview(overlay)
let close = UIButton(frame: CGRect(x: 300, y: 40, width: 44, height: 44))
overlay.addSubview(close)
window.hitTest(CGPoint(x: 100, y: 120), with: nil)
window.hitTest(CGPoint(x: 320, y: 60), with: nil)
window.hitTest(CGPoint(x: 200, y: 400), with: nil)
