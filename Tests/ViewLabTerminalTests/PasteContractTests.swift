import Testing
import ViewLabPOSIX
import ViewLabSystem
import ViewLabTestSupport

/// `viewlab run --json FILE` on pasted `.m` and `.swift` files, through the built executable: the
/// exact objects and the exit status. Markdown pasted with the code is named, never silent.
@Suite struct PasteContractTests {
  func run(_ name: String, _ text: String, _ extra: [String] = []) throws -> (output: String, status: Int32) {
    let home = Binary.makeHome()
    defer { Binary.removeHome(home) }
    let path = home + "/" + name
    try LocalSystem().writeAtomically(path, text)
    return try ChildProcess.run(
      Binary.path, arguments: ["run", "--json"] + extra + [path], environment: Binary.environment(home: home))
  }

  @Test func headingsAndFencesInAnObjectiveCFile() throws {
    let text = """
      ```objc
      #####在FZQButton.m中通过hitTest方法扩大点击范围(详见下面代码）
      @implementation FZQButton
      - (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event
      {
          // 扩大 20 点
      ##  核心代码
          return CGRectContainsPoint(CGRectInset(self.bounds, -20, -20), point);
      }
      @end
      ```
      """
    let (output, status) = try run("fzq.m", text)
    #expect(status == 0)
    #expect(
      output.split(separator: "\n").map(String.init) == [
        #"{"command":"markdown","ok":true,"line":1,"skipped":"```objc","notes":["line 1: skipped a code fence \"```objc\": Markdown, not code"]}"#,
        "{\"command\":\"markdown\",\"ok\":true,\"line\":2,\"skipped\":\"#####在FZQButton.m中通过hitTest方法扩大点击范围(详见下面代码）\",\"notes\":[\"line 2: skipped a heading \\\"#####在FZQButton.m中通过hitTest方法扩大点击范围(详见下面代码）\\\": Markdown, not code\"]}",
        "{\"command\":\"markdown\",\"ok\":true,\"line\":7,\"skipped\":\"##  核心代码\",\"notes\":[\"line 7: skipped a heading \\\"##  核心代码\\\": Markdown, not code\"]}",
        #"{"command":"code","ok":true,"notes":["class FZQButton: UIButton (guessed from the name)\n  overrides pointInside:withEvent: (line 4): ViewLab runs it when UIKit would call it\n  no @interface pasted: paste '@interface FZQButton : UIButton' (or another class) to choose its superclass"]}"#,
        #"{"command":"markdown","ok":true,"line":11,"skipped":"```","notes":["line 11: skipped a code fence \"```\": Markdown, not code"]}"#,
      ], "\(output)")
  }

  @Test func theSameInChinese() throws {
    let (output, status) = try run("fzq.m", "```objc\n#####在FZQButton.m中\n```", ["--lang", "zh-Hans"])
    #expect(status == 0)
    #expect(output.contains(#""notes":["第 2 行：已跳过标题“#####在FZQButton.m中”：这是 Markdown，不是代码"]"#), "\(output)")
  }

  @Test func aStructMemberOfAPropertyInObjectiveC() throws {
    let text = """
      UIView *redView = [[UIView alloc] initWithFrame:CGRectMake(10, 10, 100, 100)];
      [self.view addSubview:redView];
      redView.frame.origin.x = 30;
      """
    let (output, status) = try run("frame.m", text)
    #expect(status == 1)
    #expect(output.contains(#""code":"not-assignable","line":3,"column":15"#), "\(output)")
  }

  @Test func aSwiftClassThenTheLinesAfterIt() throws {
    let text = """
      class Big: UIView {
          override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
              // grow the area by 20 points
              return bounds.insetBy(dx: -20, dy: -20).contains(point)
          }
      }
      let b = Big(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
      view.addSubview(b)
      print(b.frame, b.center)
      po b.bounds
      """
    let (output, status) = try run("big.swift", text)
    #expect(status == 0)
    let lines = output.split(separator: "\n")
    #expect(lines.count == 5, "\(output)")
    #expect(
      lines.suffix(2) == [
        #"{"command":"code","ok":true,"notes":["(100, 100, 10, 10) (105, 105)"]}"#,
        #"{"command":"code","ok":true,"notes":["(0, 0, 10, 10)"]}"#,
      ])
  }
}
