import Testing
import ViewLabGeometry
import ViewLabModel

/// What 100,000 views and their undo history cost rests on these sizes.
@Suite struct ViewLayoutTests {
  @Test func aViewAndAJournalEntryStaySmall() {
    #expect(MemoryLayout<View?>.stride <= 160)
    #expect(MemoryLayout<JournalEntry>.stride == 32)
  }

  /// The rarely set fields live in a shared box: a copy that changes one leaves the original as it
  /// was, and setting a field back to its default makes the view equal to one never changed.
  @Test func rareFieldsAreValues() {
    let plain = View(name: "v", viewClass: .UIButton, frame: Rect(x: 0, y: 0, width: 10, height: 10))
    var changed = plain
    changed.transform = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
    changed.actions = [ControlAction(event: .touchUpInside, action: "tap")]
    changed.delaysContentTouches = false
    changed.canCancelContentTouches = false
    var copy = changed
    copy.delaysContentTouches = true
    #expect(!changed.delaysContentTouches && copy.delaysContentTouches)
    #expect(plain.transform.isIdentity && plain.actions.isEmpty)
    #expect(plain.delaysContentTouches && plain.canCancelContentTouches)
    #expect(changed != plain && changed.hashValue != plain.hashValue)
    copy.transform = .identity
    copy.actions = []
    copy.delaysContentTouches = true
    copy.canCancelContentTouches = true
    #expect(copy == plain && copy.hashValue == plain.hashValue)
  }

  @Test func theSuperviewRoundTrips() {
    var v = View(name: "v", viewClass: .UIView, frame: .zero)
    #expect(v.superview == nil)
    v.superview = ViewID(0)
    #expect(v.superview == ViewID(0))
    v.superview = ViewID(1_999_999_999)
    #expect(v.superview == ViewID(1_999_999_999))
    v.superview = nil
    #expect(v.superview == nil)
  }
}
