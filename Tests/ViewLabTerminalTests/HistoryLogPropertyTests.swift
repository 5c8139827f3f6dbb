import Testing
import ViewLabTerminal

/// Loading a history in one pass gives exactly the log that adding its lines one by one gives.
@Suite struct HistoryLogPropertyTests {
  @Test(arguments: Array(UInt64(1)...200))
  func onePassEqualsAddingOneByOne(seed: UInt64) {
    var state = seed
    func next(_ n: UInt64) -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return (state >> 33) % n
    }
    let words = ["tap 1 2", "tree", "", "  ", "draw", "add a", "help", "undo", "x\u{7}y", "redo"]
    let lines = (0..<next(60)).map { _ in words[Int(next(UInt64(words.count)))] }
    let limit = Int(next(8)) + 1
    var oneByOne = HistoryLog(limit: limit)
    lines.forEach { oneByOne.add($0) }
    #expect(HistoryLog(limit: limit, entries: lines) == oneByOne, "seed \(seed)")
  }
}
