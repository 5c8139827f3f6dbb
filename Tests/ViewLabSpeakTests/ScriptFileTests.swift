import Foundation
import Testing
import ViewLabPOSIX
import ViewLabRendering
import ViewLabSystem
import ViewLabTerminal
import ViewLabTestSupport

/// `viewlab run` takes `.swift` and `.m` files: statements may span lines, line numbers stay true.
struct ScriptFileTests {
  static let objectiveC = """
    #import <UIKit/UIKit.h>
    @implementation ViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        UIView *redView = [[UIView alloc] initWithFrame:CGRectMake(100,
                                                                   100, 200, 200)];
        [self.view addSubview:redView];
        redView.hidden = YES;
    }
    @end
    tap 150 150
    """

  static let swift = """
    import UIKit
    let card = UIView(frame: CGRect(x: 20, y: 100,
                                    width: 300, height: 200))
    card.transform = CGAffineTransform(rotationAngle: .pi / 2)
        .scaledBy(x: 0.5, y: 0.5)
    view.addSubview(card)
    card.exchangeSubview(at: 0, withSubviewAt: 1)
    """

  static let controller = """
    import UIKit
    class CardViewController: UIViewController {
        private let card = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        lazy var buy: UIButton = {
            let b = UIButton(type: .system)
            return b
        }()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(card)
            let tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
            card.addGestureRecognizer(tap)
        }
        @objc func tapped(_ sender: UITapGestureRecognizer) {
            card.alpha = 0.5
            card.isHidden = true
        }
    }
    tap 50 150
    """

  func run(_ name: String, _ text: String, keepGoing: Bool = false) throws -> (
    status: Int32, out: String, err: String
  ) {
    // A folder of its own: tests run in parallel, and two of them run a file of the same name.
    let dir = TestPaths.makeFolder("run")
    defer { TestPaths.removeTree(dir) }
    let path = dir + "/" + name
    try LocalSystem().writeAtomically(path, text)
    var out = ""
    var err = ""
    var runner = ScriptRunner(options: RenderOptions(json: true), keepGoing: keepGoing) { text, isError in
      if isError { err += text } else { out += text }
    }
    let status = runner.run(paths: [path], readStandardInput: { nil })
    return (status, out, err)
  }

  @Test func anObjectiveCFileRuns() throws {
    let (status, out, _) = try run("seed.m", Self.objectiveC)
    #expect(status == 0, "\(out)")
    #expect(out.contains(#"{"command":"tap","ok":true,"point":[150,150],"hit":"view""#))
  }

  @Test func aSwiftFileStopsAtTheFirstErrorWithItsLine() throws {
    let (status, out, _) = try run("card.swift", Self.swift)
    #expect(status == 1)
    #expect(out.contains(#""line":7"#) && out.contains("exchangeSubview"))
    #expect(out.split(separator: "\n").count == 5)  // import, let, transform, addSubview, the error
  }

  /// Its lazy closure property builds its view (`buy`), so every line of it runs.
  @Test func aPastedControllerRunsWhole() throws {
    let (status, out, _) = try run("card.swift", Self.controller, keepGoing: true)
    #expect(status == 0, "\(out)")
    let errors = out.split(separator: "\n").filter { $0.contains(#""ok":false"#) }
    #expect(errors.isEmpty, "\(errors)")
    #expect(out.contains("buy = UIButton"), "\(out)")
    #expect(out.contains(#""command":"gesture""#))
    #expect(out.contains(#""recognized":["tap"]"#), "\(out)")
    // The controller's action runs with `card`, the view its viewDidLoad added, and hides it.
    #expect(out.contains(#""method":"tapped(_:)","view":"view","sender":"tap""#), "\(out)")
    #expect(out.contains(#"{"change":"property","view":"card","property":"hidden","value":"YES"}"#), "\(out)")
  }
}
