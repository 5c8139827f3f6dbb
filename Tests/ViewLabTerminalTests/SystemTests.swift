import Testing
import ViewLabPOSIX
import ViewLabRendering
import ViewLabSystem
import ViewLabTestSupport

@testable import ViewLabTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The door to the outside: typed errors with their path, the atomic writer, the one move-aside
/// naming scheme, and a script runner that reads through the files it is given.
@Suite struct SystemTests {
  @Test func errorsNameTheirCaseAndPath() throws {
    let dir = TestPaths.makeFolder("system")
    defer { TestPaths.removeTree(dir) }
    let system = LocalSystem()
    #expect(throws: SystemError.notFound(path: dir + "/missing")) { try system.read(dir + "/missing") }
    #expect(throws: SystemError.isDirectory(path: dir)) { try system.read(dir) }
    #expect(throws: SystemError.notFound(path: dir + "/no/file")) {
      try system.writeAtomically(dir + "/no/file", "x")
    }
    #expect(SystemError.notFound(path: "a").reason == "no such file or directory")
    #expect(SystemError.readOnly(path: "a").description == "a: Read-only file system")
    #expect(SystemError(errno: EACCES, path: "p") == .permissionDenied(path: "p"))
  }

  @Test func atomicWriteReplacesAndLeavesNoTemporary() throws {
    let dir = TestPaths.makeFolder("system")
    defer { TestPaths.removeTree(dir) }
    let system = LocalSystem()
    try system.writeAtomically(dir + "/f", "old")
    try system.writeAtomically(dir + "/f", "new")
    #expect(try system.read(dir + "/f") == "new")
    #expect(system.list(dir) == ["f"])
  }

  @Test func corruptFilesMoveAsideToTheFirstFreeNumber() throws {
    let files = ScriptedSystem(files: ["/s/p": "bad", "/s/p.corrupt-1": "older"])
    #expect(try files.moveAside("/s/p") == "/s/p.corrupt-2")
    #expect(files.files == ["/s/p.corrupt-1": "older", "/s/p.corrupt-2": "bad"])
  }

  @Test func scriptedFoldersAreListedLikeRealOnes() throws {
    let files = ScriptedSystem(files: ["/a/b.vl": "", "/a/c/d.vl": "", "/e": ""])
    try files.createDirectory("/a/empty")
    #expect(files.list("/") == ["a", "e"])
    #expect(files.list("/a") == ["b.vl", "c", "empty"])
    #expect(files.isDirectory("/a/c") && !files.isDirectory("/e") && files.list("/e") == nil)
    #expect(throws: SystemError.isDirectory(path: "/a")) { try files.read("/a") }
  }

  @Test func scriptedFailuresCarryThePathAskedFor() {
    let files = ScriptedSystem()
    files.writeFailure = .readOnly(path: "")
    #expect(throws: SystemError.readOnly(path: "/x")) { try files.writeAtomically("/x", "") }
  }

  @Test func scriptRunnerReadsThroughTheFilesItIsGiven() {
    let files = ScriptedSystem(files: ["scene.vl": "add red 1 2 3 4\nsave out.vl\n"])
    var out = ""
    var runner = ScriptRunner(
      options: RenderOptions(json: false, color: false), keepGoing: false, files: files,
      emit: { text, _ in out += text })
    #expect(runner.run(paths: ["scene.vl"], readStandardInput: { nil }) == 0, "\(out)")
    #expect(files.files["out.vl"]?.contains("add red UIView 1 2 3 4") == true)
    #expect(runner.run(paths: ["missing.vl"], readStandardInput: { nil }) == 1)
    #expect(out.hasSuffix("viewlab: cannot read 'missing.vl': no such file or directory\n"))
  }
}
