import Testing
import ViewLabLanguage

/// A method UIKit calls — a control's action, a recognizer's action, a table delegate's
/// didSelectRowAt — whose body ViewLab cannot read: the class note names it when it is pasted, and
/// every call says, where it happens, that UIKit made it and nothing ran (`unread` in `ran`), never
/// "runs" as if it had. Golden: `Alive/unread-action.vl` (`.out`, `.zh.out`).
@Suite struct UnreadActionTests {
  static let file = "unread-action.vl"

  @Test(arguments: [Language.en, Language.zhHans])
  func eachCallSaysNothingRan(_ language: Language) {
    // Lines are wrapped for the terminal: compare without the white space.
    let out = String(AliveCodeTests.golden(Self.file, language).filter { !$0.isWhitespace })
    func count(_ text: String) -> Int {
      out.components(separatedBy: text.filter { !$0.isWhitespace }).count - 1
    }
    let said =
      language == .en ? "whose body ViewLab could not read: nothing ran" : "但 ViewLab 读不懂它的方法体，什么也没执行"
    #expect(count(said) == 1, "the button's event line")
    let calls = language == .en ? "UIKit called VC's" : "UIKit 调用了 VC 的"
    #expect(count(calls) == 3, "the button, the recognizer and the table")
    #expect(count(language == .en ? "tapped runs" : "运行 VC 的 tapped") == 0)
  }

  @Test func jsonMarksEachCallUnread() throws {
    let path = AliveCodeTests.folder.appendingPathComponent(Self.file).path
    let taps = AliveCodeTests.parse(AliveCodeTests.run(path: path, json: true)).filter {
      $0["command"] as? String == "tap"
    }
    let runs = taps.map { AliveCodeTests.ran($0) }
    #expect(runs.map(\.count) == [1, 1, 1])
    let expected: [(method: String, sender: String, trigger: String, line: Int)] = [
      ("tapped", "b", "touchUpInside", 12), ("cardTapped(_:)", "tap", "recognized", 15),
      ("tableView(_:didSelectRowAt:)", "list", "selected", 19),
    ]
    for (run, e) in zip(runs.map { $0[0] }, expected) {
      #expect(run["method"] as? String == e.method)
      #expect(run["sender"] as? String == e.sender)
      #expect(run["trigger"] as? String == e.trigger)
      #expect(run["unread"] as? Int == e.line)
      #expect((run["steps"] as? [Any])?.isEmpty == true)
      #expect((run["changes"] as? [Any])?.isEmpty == true)
    }
    #expect(taps.last?["selected"] as? [[String: Any]] != nil)
  }
}
