import Testing
import ViewLabPOSIX
import ViewLabSystem

/// The one snapshot assertion: text compared with a file in the repository. `VIEWLAB_RECORD=1`
/// (the one re-record switch) writes the file instead; review the diff before committing.
///
/// Written here rather than taken from swift-snapshot-testing or swift-custom-dump: every golden is
/// plain text, and those packages cost a clean debug build of 18 s and 21 s on two cores
/// (SnapshotTesting alone; CustomDump with IssueReporting and XCTestDynamicOverlay), and would
/// bring swift-syntax and xctest-dynamic-overlay into dependency resolution, which needs a network
/// a fresh machine may not have.
public enum Golden {
  /// Whether this run re-records every golden (`VIEWLAB_RECORD` set to anything but `0`).
  public static var isRecording: Bool {
    guard let value = LocalSystem().environment("VIEWLAB_RECORD") else { return false }
    return !value.isEmpty && value != "0"
  }

  /// Checks `actual` against the file at `path` (or records it). A mismatch reports the first
  /// line that differs, with the line before it for context.
  public static func check(
    _ actual: String, against path: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let system = LocalSystem()
    if isRecording {
      let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
        separator: "/")
      do {
        if !folder.isEmpty { try system.createDirectory(folder) }
        try system.writeAtomically(path, actual)
      } catch {
        Issue.record("cannot record \(path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    let expected: String
    do { expected = try system.read(path) } catch {
      Issue.record(
        "no golden at \(path) (\(error.reason)); record it with VIEWLAB_RECORD=1",
        sourceLocation: sourceLocation)
      return
    }
    if actual != expected {
      Issue.record(
        "\(path) differs: \(firstDifference(actual, expected))\nre-record with VIEWLAB_RECORD=1 if the change is intended",
        sourceLocation: sourceLocation)
    }
  }

  /// Where two texts part, as a person reads it.
  public static func firstDifference(_ actual: String, _ expected: String) -> String {
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for i in 0..<max(a.count, e.count) {
      let x = i < a.count ? String(a[i]) : "(end of output)"
      let y = i < e.count ? String(e[i]) : "(end of golden)"
      if x != y { return "line \(i + 1)\n  golden: \(y)\n  actual: \(x)" }
    }
    return "the same lines, different bytes"
  }

  /// A transcript of a script: every input line as `> LINE`, followed by what it printed.
  /// 15 script lines read as 15 prompts, each with its answer under it.
  public static func interleave(_ steps: [(input: String, output: String)]) -> String {
    var text = ""
    for step in steps {
      text += step.input.isEmpty ? ">\n" : "> \(step.input)\n"
      text += step.output
    }
    return text
  }

  /// The files in `folder` ending in `suffix`, sorted, and whether each has its golden
  /// (`NAME` + `goldenSuffix`) and each golden its source: for tests that every fixture is checked.
  public static func pairs(in folder: String, source suffix: String, golden goldenSuffix: String) -> (
    sources: [String], missingGoldens: [String], orphanGoldens: [String]
  ) {
    let names = LocalSystem().list(folder) ?? []
    let sources = names.filter { $0.hasSuffix(suffix) }
    let goldens = Set(names.filter { $0.hasSuffix(suffix + goldenSuffix) })
    let missing = sources.filter { !goldens.contains($0 + goldenSuffix) }
    let orphans = goldens.filter { !sources.contains(String($0.dropLast(goldenSuffix.count))) }.sorted()
    return (sources, missing, orphans)
  }
}
