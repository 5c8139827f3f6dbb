import ViewLabPOSIX
import ViewLabSystem
import ViewLabTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `viewlab` executable and a clean environment to run it in.
enum Binary {
  /// `$VIEWLAB_BINARY`, else `viewlab` beside the test bundle, else in the package's `.build/debug`.
  static let path: String = TestPaths.builtExecutable("viewlab", override: "VIEWLAB_BINARY") ?? "viewlab"

  /// A fresh state directory per test, so history never leaks between tests or from the user.
  static func makeHome() -> String { TestPaths.makeFolder("test") }

  /// Removes a home made by `makeHome`.
  static func removeHome(_ home: String) {
    guard home.hasPrefix("/tmp/viewlab-test-") else { return }
    TestPaths.removeTree(home)
  }

  static func environment(home: String, _ extra: [String: String] = [:]) -> [String: String] {
    var env = ["VIEWLAB_HOME": home, "TERM": "xterm-256color", "HOME": home, "PATH": "/usr/bin:/bin"]
    env.merge(extra) { $1 }
    return env.filter { !$0.value.isEmpty }
  }

  static func read(_ path: String) -> String? { try? LocalSystem().read(path) }
}
