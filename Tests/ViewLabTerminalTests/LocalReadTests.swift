import Testing
import ViewLabPOSIX
import ViewLabSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `LocalSystem.read` sizes its buffer from the file: every byte must come back whatever the size
/// says (empty, exactly a buffer, a file that reports no size), and bytes that are not UTF-8
/// become U+FFFD.
@Suite struct LocalReadTests {
  static func write(_ path: String, _ bytes: [UInt8]) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    LocalSystem.writeAll(fd, bytes)
    close(fd)
  }

  @Test func everyByteComesBack() throws {
    let dir = "/tmp/viewlab-read-\(getpid())"
    mkdir(dir, 0o755)
    defer { _ = system("rm -rf \(dir)") }
    for size in [0, 1, 255, 256, 257, 65_536, 200_001] {
      let text = String((0..<size).map { Character(Unicode.Scalar(UInt8(97 + $0 % 26))) })
      Self.write("\(dir)/f", Array(text.utf8))
      #expect(try LocalSystem().read("\(dir)/f") == text, "size \(size)")
    }
    Self.write("\(dir)/bad", [0x61, 0xFF, 0x62])
    #expect(try LocalSystem().read("\(dir)/bad") == "a\u{FFFD}b")
    #expect(throws: SystemError.notFound(path: "\(dir)/none")) { try LocalSystem().read("\(dir)/none") }
  }

  #if os(Linux)
    /// /proc files report a size of 0 and still have text.
    @Test func aFileThatReportsNoSize() throws {
      let text = try LocalSystem().read("/proc/self/status")
      #expect(text.hasPrefix("Name:"))
      #expect(text.utf8.count > 256)
    }
  #endif
}
