import Foundation
import Testing
import ViewLabLanguage

/// Table scenes written as code, run end to end through `viewlab run --json`: a pasted controller's
/// `tableView:didSelectRowAtIndexPath:` (Swift `tableView(_:didSelectRowAt:)`) runs when the row is
/// selected with `indexPath.row` readable, and not when the keyboard-dismissing tap takes the
/// touch; a recognizer's delegate that refuses touches in a cell keeps the selection working.
@Suite struct TableCodeTests {
  static let objectiveC = """
    @implementation ViewController
    - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
        NSLog(@"selected row %ld", (long)indexPath.row);
        self.view.alpha = 0.5;
    }
    @end
    UITableView *list = [[UITableView alloc] initWithFrame:CGRectMake(0, 0, 375, 600)];
    [self.view addSubview:list];
    rows list 5 60
    tap 100 150
    gesture dismissTap tap on view
    tap 100 150
    """

  @Test func didSelectRowAtRunsWithTheRow() throws {
    let taps = try AliveCodeTests.objects(Self.objectiveC).filter { $0["command"] as? String == "tap" }
    #expect(taps.count == 2)
    let run = try #require(AliveCodeTests.ran(taps[0]).first)
    #expect(run["method"] as? String == "tableView:didSelectRowAtIndexPath:")
    #expect(run["sender"] as? String == "list")
    #expect(run["trigger"] as? String == "selected")
    let steps = run["steps"] as? [[String: Any]] ?? []
    #expect(steps.contains { $0["text"] as? String == "selected row 2" })
    #expect(AliveCodeTests.changes(taps[0]).first?["property"] as? String == "alpha")
    let selected = taps[0]["selected"] as? [[String: Any]]
    #expect(selected?.first?["row"] as? Double == 2)
  }

  @Test func theDismissingTapKeepsItFromRunning() throws {
    let taps = try AliveCodeTests.objects(Self.objectiveC).filter { $0["command"] as? String == "tap" }
    #expect(taps.last?["recognized"] as? [String] == ["dismissTap"])
    #expect((taps.last?["selected"] as? [Any])?.isEmpty == true)
    #expect(AliveCodeTests.ran(taps.last ?? [:]).isEmpty)
  }

  @Test func swiftSpellingRunsToo() throws {
    let script = """
      class ViewController: UIViewController {
          func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
              if indexPath.row == 3 {
                  view.alpha = 0.5
              }
          }
      }
      let list = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
      view.addSubview(list)
      rows list 5 60
      tap 100 210
      """
    let tap = try #require(try AliveCodeTests.objects(script, ext: "swift").last)
    let run = try #require(AliveCodeTests.ran(tap).first)
    #expect(run["method"] as? String == "tableView(_:didSelectRowAt:)")
    #expect(AliveCodeTests.changes(tap).first?["property"] as? String == "alpha", "\(run)")
  }

  /// Golden timelines of the two code scenes (`Alive/table-didselect.m`, `Alive/table-delegate.m`)
  /// in both languages; re-record with `VIEWLAB_RECORD=1 swift test --filter TableCodeTests`.
  @Test(arguments: [
    ("table-didselect.m", Language.en), ("table-didselect.m", .zhHans), ("table-delegate.m", .en),
    ("table-delegate.m", .zhHans),
  ])
  func golden(_ file: String, _ language: Language) throws {
    let out = AliveCodeTests.golden(file, language)
    #expect(!out.contains("[stderr]"), "\(file) runs without an error")
  }

  /// A dumped table keeps its class and its cells theirs (`SettingCell`, baseClass UITableViewCell;
  /// `UITableViewCellContentView`): a tap in a row selects it, the same rule as a built table; a tap
  /// on the table below its rows selects nothing.
  @Test func aDumpedTableSelectsItsRows() throws {
    let dump = AliveCodeTests.folder.deletingLastPathComponent().appendingPathComponent(
      "Dumps/lldb-ios13-414x896-table.txt")
    let all = try AliveCodeTests.objects("import \(dump.path)\ntap 200 130\ntap 200 180", ext: "vl")
    let taps = all.filter { $0["command"] as? String == "tap" }
    #expect(taps.count == 2, "\(all)")
    #expect(taps.first?["hitClass"] as? String == "UITableViewCellContentView")
    let rows = taps.map { ($0["selected"] as? [[String: Any]])?.first?["row"] as? Double }
    #expect(rows == [0, nil], "a touch on the table outside any row selects nothing")
    #expect(taps.last?["hit"] as? String == "tableView")
    #expect((taps.first?["selected"] as? [[String: Any]])?.first?["view"] as? String == "tableView")
  }

  /// The Chinese posts' fix: the tap's delegate answers NO for a touch in a cell's content view.
  @Test func aDelegateRefusingCellTouchesKeepsTheSelection() throws {
    let script = """
      @implementation ViewController
      - (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldReceiveTouch:(UITouch *)touch {
          if ([touch.view.superview isKindOfClass:[UITableViewCell class]]) {
              return NO;
          }
          return YES;
      }
      - (void)dismiss:(UITapGestureRecognizer *)tap {
          [self.view endEditing:YES];
      }
      @end
      UITableView *list = [[UITableView alloc] initWithFrame:CGRectMake(0, 0, 375, 600)];
      [self.view addSubview:list];
      UITapGestureRecognizer *dismissTap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(dismiss:)];
      dismissTap.delegate = self;
      [self.view addGestureRecognizer:dismissTap];
      rows list 5 60
      tap 100 150
      tap 100 630
      """
    let taps = try AliveCodeTests.objects(script).filter { $0["command"] as? String == "tap" }
    #expect(taps.count == 2)
    #expect(taps[0]["recognized"] as? [String] == [])
    #expect((taps[0]["selected"] as? [[String: Any]])?.first?["row"] as? Double == 2)
    #expect(taps[1]["recognized"] as? [String] == ["dismissTap"])
    #expect(AliveCodeTests.ran(taps[1]).first?["method"] as? String == "dismiss:")
  }
}
