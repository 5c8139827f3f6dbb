import ViewLabApp
import ViewLabCommands
import ViewLabModel
import ViewLabRendering

/// A pasted class and its bodies, through the class parser and the interpreter: the first byte
/// picks whether the rest is a whole file (a class, then whatever follows) or a method body put
/// into an Objective-C or Swift class; then an instance is made, tapped, asked `why`, explained and
/// exported. Nothing may crash or hang; after each statement the scene's structure must hold, and
/// an error must say something.
enum OverrideFuzz {
  static let maxStatements = 300

  static func run(_ bytes: [UInt8]) {
    guard let first = bytes.first else { return }
    let rest = String(decoding: bytes.dropFirst(), as: UTF8.self)
    var text: String
    switch first % 4 {
    case 0:
      text = rest
    case 1:
      text = """
        @interface T : UIButton
        @property (nonatomic, weak) UIView *other;
        @end
        @implementation T
        - (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event {
        \(rest)
        }
        @end
        """
    case 2:
      text = """
        @interface T : UIView
        @property (nonatomic, weak) UIView *other;
        @end
        @implementation T
        - (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event {
        \(rest)
        }
        @end
        """
    default:
      text = """
        class T: UIView {
            var other: UIView?
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        \(rest)
            }
        }
        """
    }
    text += """

      T *t = [[T alloc] initWithFrame:CGRectMake(10, 10, 100, 100)];
      [self.view addSubview:t];
      UIView *inner = [[UIView alloc] initWithFrame:CGRectMake(5, 5, 20, 20)];
      [t addSubview:inner];
      t.other = inner;
      tap 20 20
      tap 60 60
      tap 300 300
      why t 20 20
      explain t
      undo
      tap 20 20
      """
    var console = Console(options: RenderOptions(json: first & 4 != 0, color: false, width: 60))
    let files = MemoryFiles()
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (number, line) in CodeLines.statements(lines).prefix(maxStatements) where !line.isEmpty {
      let result = console.handle(line: line, lineNumber: number, files: files)
      if !result.ok && result.text.isEmpty {
        violated("an error with no message for \(line.debugDescription)")
      }
      let problems = console.scene.invariantViolations()
      if !problems.isEmpty { violated("after \(line.debugDescription): \(problems)") }
      if result.quit { break }
    }
    _ = SwiftExporter.render(console.session)
  }
}
