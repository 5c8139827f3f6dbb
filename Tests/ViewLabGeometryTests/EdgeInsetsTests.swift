import Testing
import ViewLabGeometry

/// `UIEdgeInsetsInsetRect` only adds and subtracts: no standardizing, a size may go negative.
@Suite struct EdgeInsetsTests {
  @Test func insetMovesEachEdge() {
    let r = Rect(x: 10, y: 20, width: 100, height: 50)
    #expect(
      r.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        == Rect(x: 12, y: 21, width: 94, height: 46))
    #expect(
      r.inset(by: EdgeInsets(top: -5, left: -5, bottom: -5, right: -5))
        == Rect(x: 5, y: 15, width: 110, height: 60))
    #expect(r.inset(by: EdgeInsets(top: 0, left: 60, bottom: 0, right: 60)).size.width == -20)
    #expect(r.inset(by: .zero) == r)
  }

  @Test func describesAsSwiftPrintsIt() {
    #expect(
      "\(EdgeInsets(top: -20, left: -10, bottom: 0, right: 1.5))"
        == "UIEdgeInsets(top: -20, left: -10, bottom: 0, right: 1.5)")
  }
}
