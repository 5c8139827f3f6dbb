// A bigger touch area: point(inside:with:) grows the bounds by 20 points on every side.
class BigButton: UIButton {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    return bounds.insetBy(dx: -20, dy: -20).contains(point)
  }
}

let small = BigButton(frame: CGRect(x: 100, y: 100, width: 30, height: 30))
view.addSubview(small)
window.hitTest(CGPoint(x: 90, y: 90), with: nil)
window.hitTest(CGPoint(x: 75, y: 100), with: nil)
