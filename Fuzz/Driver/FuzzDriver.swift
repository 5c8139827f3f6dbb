import ViewLabFuzzTargets

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `viewlab-fuzz`. Built by `make fuzz` with `-DFUZZING` and libFuzzer, it has no `main` of its
/// own: libFuzzer's drives `LLVMFuzzerTestOneInput`, for the target named by `VIEWLAB_FUZZ_TARGET`.
/// In an ordinary build it replays inputs instead: `viewlab-fuzz TARGET FILE|DIR…`.
#if FUZZING
  let selectedTarget: FuzzTarget = {
    let name = getenv("VIEWLAB_FUZZ_TARGET").map { String(cString: $0) } ?? ""
    guard let target = FuzzTarget(rawValue: name), target.isAvailable else {
      writeError(
        "VIEWLAB_FUZZ_TARGET must be one of: \(FuzzTarget.allCases.filter(\.isAvailable).map(\.rawValue))\n")
      exit(2)
    }
    return target
  }()

  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    selectedTarget.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
  }
#else
  @main
  enum Replay {
    static func main() {
      let arguments = Array(CommandLine.arguments.dropFirst())
      guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
        writeError(
          "usage: viewlab-fuzz \(FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")) FILE|DIR…\n")
        exit(2)
      }
      var count = 0
      for path in arguments.dropFirst() {
        for file in InputFiles.list(path) {
          target.run(InputFiles.read(file))
          count += 1
        }
      }
      print("\(target.rawValue): \(count) inputs replayed, no crash")
    }
  }
#endif

func writeError(_ text: String) {
  let bytes = Array(text.utf8)
  _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
