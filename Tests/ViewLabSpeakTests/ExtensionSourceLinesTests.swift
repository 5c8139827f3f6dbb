import Testing

@Suite struct ExtensionSourceLinesTests {
  @Test func anExtensionPastedLaterKeepsTheClassLinesQuoted() {
    var lab = Lab()
    lab.run(
      """
      class Card: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
          self.alpha = 0.5
          return true
        }
      }
      """)
    lab.run(
      """
      extension Card {
        @objc func flip() {
          print("flipped")
        }
      }
      """)
    lab.run("let c = Card(frame: CGRect(x: 0, y: 0, width: 100, height: 100))")
    lab.run("view.addSubview(c)")
    let text = lab.run("tap 10 10").text
    #expect(text.contains("self.alpha = 0.5"), "\(text)")
    #expect(!text.contains("flipped"), "\(text)")
  }
}
