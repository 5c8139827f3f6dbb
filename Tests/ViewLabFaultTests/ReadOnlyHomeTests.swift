import Testing
import ViewLabPOSIX
import ViewLabRendering
import ViewLabSystem
import ViewLabTerminal
import ViewLabTestSupport
import ViewLabTutor
import viewlab_fault_writer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A read-only `$VIEWLAB_HOME`: one warning, and the session goes on.
@Suite(.serialized)
struct ReadOnlyHomeTests {
  @Test func replWarnsOnceAndGoesOn() throws {
    let home = try #require(ReadOnlyFolder.make(), "no way to make a read-only folder here")
    defer { ReadOnlyFolder.remove(home) }
    let host = RecordingHost(home: home)
    let reader = ScriptedLineReader(lines: ["add red 10 20 100 50", "tap 15 25", "tree"])
    var repl = REPL(
      session: ConsoleSession(options: RenderOptions(json: false, color: false, width: 80), host: host),
      host: host, reader: reader, history: HistoryStore(host: host), interactive: true,
      welcome: Welcome(firstLesson: nil))
    #expect(repl.run() == 0)
    #expect(host.errors.components("history not saved") == 1, "one warning, not one per line: \(host.errors)")
    #expect(host.output.contains("red"), "the session answered after the warning")
    #expect(Support.list(home).isEmpty)
  }

  @Test func progressWarnsAndGoesOn() throws {
    let home = try #require(ReadOnlyFolder.make(), "no way to make a read-only folder here")
    defer { ReadOnlyFolder.remove(home) }
    var store = ProgressStore(home: home, files: LocalSystem())
    #expect(store.load().1.isEmpty)
    let warnings = store.save(FaultContent.progress(1))
    #expect(warnings.count == 1)
    if case .cannotSave(let path, _)? = warnings.first {
      #expect(path == home + "/progress.json")
    } else {
      Issue.record("expected cannotSave, got \(warnings)")
    }
    #expect(Support.list(home).isEmpty, "no temporary file left behind")
  }
}

/// A folder nobody may write into: mode 0555, and for root (who ignores modes) also the immutable
/// attribute. Nil where neither works.
enum ReadOnlyFolder {
  static func make() -> String? {
    let path = TestPaths.makeFolder("readonly")
    chmod(path, 0o555)
    if geteuid() == 0 { run("/usr/bin/chattr", "+i", path) }
    let probe = path + "/probe"
    let fd = open(probe, O_WRONLY | O_CREAT, 0o644)
    if fd < 0 { return path }
    close(fd)
    unlink(probe)
    remove(path)
    return nil
  }

  static func remove(_ path: String) {
    if geteuid() == 0 { run("/usr/bin/chattr", "-i", path) }
    chmod(path, 0o755)
    TestPaths.removeTree(path)
  }

  static func run(_ arguments: String...) {
    guard access(arguments[0], X_OK) == 0 else { return }
    _ = try? ChildProcess(arguments[0], Array(arguments.dropFirst())).wait()
  }
}

/// The real machine with the state folder pinned and the output kept for the test to read.
final class RecordingHost: System {
  let inner: LocalSystem
  var output = ""
  var errors = ""
  init(home: String) { inner = LocalSystem(environment: ["VIEWLAB_HOME": home]) }

  func environment(_ name: String) -> String? { inner.environment(name) }
  func currentDirectory() -> String? { inner.currentDirectory() }
  func executablePath() -> String? { inner.executablePath() }
  func now() -> Double { inner.now() }
  func ignoreInterrupts() {}
  func isTerminal(_ fd: Int32) -> Bool { true }
  func terminalWidth() -> Int? { 80 }
  func terminalHeight() -> Int? { nil }
  func write(_ text: String) { output += text }
  func writeError(_ text: String) { errors += text }
  func read(_ path: String) throws(SystemError) -> String { try inner.read(path) }
  func writeAtomically(_ path: String, _ contents: String) throws(SystemError) {
    try inner.writeAtomically(path, contents)
  }
  func move(_ from: String, to: String) throws(SystemError) { try inner.move(from, to: to) }
  func createDirectory(_ path: String) throws(SystemError) { try inner.createDirectory(path) }
  func list(_ path: String) -> [String]? { inner.list(path) }
  func isDirectory(_ path: String) -> Bool { inner.isDirectory(path) }
  func exists(_ path: String) -> Bool { inner.exists(path) }
}

extension String {
  /// How many times `needle` occurs.
  func components(_ needle: String) -> Int {
    var count = 0
    var rest = self[...]
    while let r = rest.firstRange(of: needle) {
      count += 1
      rest = rest[r.upperBound...]
    }
    return count
  }
}
