import Testing
import ViewLabPOSIX
import ViewLabSystem
import ViewLabTerminal
import ViewLabTestSupport
import ViewLabTutor
import viewlab_fault_writer

/// A state file that is not what ViewLab wrote (torn by another tool, binary, another program's
/// format) is reported and moved aside, never silently overwritten; the session starts afresh.
struct CorruptFileTests {
  static let corruptInputs: [(String, [UInt8])] = [
    ("half a JSON object", Array("{\"version\":1,\"lessons\":{\"frame\":{\"posi".utf8)),
    ("binary", (0..<512).map { UInt8(truncatingIfNeeded: $0 &* 37) }),
    ("invalid UTF-8", [0xFF, 0xFE, 0xC3, 0x28, 0x7B]),
    ("wrong shape", Array("[1, 2, 3]".utf8)),
    ("empty", []),
  ]

  @Test(arguments: corruptInputs.map(\.0))
  func corruptProgressIsReportedAndMovedAside(kind: String) {
    // Binary and invalid UTF-8 included: the terminal layer reads bytes as UTF-8 with replacement,
    // so they reach the JSON reader, fail there, and are moved aside like any corrupt file.
    Self.checkMovedAside(kind)
  }

  static func checkMovedAside(_ kind: String) {
    let home = TestPaths.makeFolder("corrupt-progress")
    defer { TestPaths.removeTree(home) }
    let bytes = corruptInputs.first { $0.0 == kind }!.1
    Support.write(home + "/progress.json", bytes)
    var store = ProgressStore(home: home, files: LocalSystem())
    let (progress, warnings) = store.load()
    #expect(progress == LearnerProgress())
    let aside = home + "/progress.json.corrupt-1"
    #expect(warnings == [.corrupt(path: home + "/progress.json", movedTo: aside)])
    let kept =
      Support.read(aside).map { Array($0.utf8) } == Array(String(decoding: bytes, as: UTF8.self).utf8)
    #expect(kept, "the corrupt file is kept, byte for byte, beside the new one")
    // The learner goes on: a new file is written and reads back.
    #expect(store.save(FaultContent.progress(3)).isEmpty)
    var again = ProgressStore(home: home, files: LocalSystem())
    let readBack = again.load().0 == FaultContent.progress(3)
    #expect(readBack, "progress saved after the corrupt file was moved aside reads back")
  }

  @Test func secondCorruptionGetsItsOwnName() {
    let home = TestPaths.makeFolder("corrupt-twice")
    defer { TestPaths.removeTree(home) }
    for n in 1...2 {
      Support.write(home + "/progress.json", Array("not json \(n)".utf8))
      var store = ProgressStore(home: home, files: LocalSystem())
      _ = store.load()
      #expect(Support.read(home + "/progress.json.corrupt-\(n)") == "not json \(n)")
    }
  }

  /// A history file from another program (libedit's own `_HiStOrY_V2_` format, or binary) is kept
  /// as `history.corrupt-N` with one note, never loaded as ours and overwritten.
  @Test func foreignHistoryFileIsMovedAside() {
    let home = TestPaths.makeFolder("corrupt-history")
    defer { TestPaths.removeTree(home) }
    let foreign = "_HiStOrY_V2_\ntap\\04010\\04020\n\u{0}\u{1}binary\n"
    Support.write(home + "/history", Array(foreign.utf8))
    var store = HistoryStore(host: LocalSystem(environment: ["VIEWLAB_HOME": home]))
    store.add("tree")
    try? store.save()
    #expect(store.warning != nil, "the user is told")
    #expect(Support.list(home).contains { $0.hasPrefix("history.corrupt") })
    #expect(Support.read(home + "/history.corrupt-1") == foreign, "the foreign file is kept as it was")
  }
}
