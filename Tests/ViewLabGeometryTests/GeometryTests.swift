import Testing
import ViewLabGeometry

@Suite struct RectTests {
  @Test(arguments: [
    (Point(x: 0, y: 0), true), (Point(x: 99.999, y: 0), true), (Point(x: 100, y: 10), false),
    (Point(x: 10, y: 50), false), (Point(x: -0.001, y: 10), false), (Point(x: 50, y: 49.999), true),
  ])
  func containsFollowsCGRectContainsPoint(_ p: Point, _ expected: Bool) {
    #expect(Rect(x: 0, y: 0, width: 100, height: 50).contains(p) == expected)
  }

  @Test func negativeSizesAreStandardized() {
    let r = Rect(x: 100, y: 100, width: -50, height: -20)
    #expect(r.standardized == Rect(x: 50, y: 80, width: 50, height: 20))
    #expect(r.contains(Point(x: 60, y: 90)))
  }

  @Test func emptyAndNullContainNothing() {
    #expect(!Rect(x: 0, y: 0, width: 0, height: 10).contains(.zero))
    #expect(!Rect.null.contains(.zero))
  }

  @Test func insetPastNothingIsNull() {
    #expect(Rect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 6, dy: 0).isNull)
    #expect(
      Rect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: -5, dy: -5)
        == Rect(x: -5, y: -5, width: 20, height: 20))
  }
}

@Suite struct AffineTransformTests {
  @Test func modifyingOpsApplyBeforeSelf() {
    // CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2): rotate first, then translate.
    let t = AffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
    let p = t.apply(to: Point(x: 1, y: 0))
    #expect(abs(p.x - 10) < 1e-12 && abs(p.y - 1) < 1e-12)
  }

  @Test func concatenationAppliesSelfFirst() {
    let scale = AffineTransform(scaleX: 2, y: 2)
    let move = AffineTransform(translationX: 5, y: 0)
    #expect(scale.concatenating(move).apply(to: Point(x: 1, y: 1)) == Point(x: 7, y: 2))
    #expect(move.concatenating(scale).apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 2))
  }

  @Test func inverseUndoes() {
    let t = AffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: -0.5).translatedBy(x: 7, y: -3)
    let p = Point(x: 12.5, y: -4)
    let back = t.inverted().apply(to: t.apply(to: p))
    #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
  }

  @Test func singularTransformInvertsToItself() {
    let t = AffineTransform(scaleX: 0, y: 1)
    #expect(t.inverted() == t)
  }
}

@Suite struct NumberFormatTests {
  @Test(arguments: [
    (150.0, "150"), (106.06601717798213, "106.066"), (-0.0, "0"), (6.123e-17, "0"), (0.5, "0.5"),
    (-12.25, "-12.25"), (1e9, "1000000000"),
  ])
  func humanFormat(_ value: Double, _ text: String) {
    #expect(Number.format(value) == text)
  }

  @Test(arguments: [(150.0, "150"), (0.1, "0.1"), (-0.0, "0"), (Double(Float(0.01)), "0.009999999776482582")])
  func exactFormat(_ value: Double, _ text: String) {
    #expect(Number.exact(value) == text)
  }
}
