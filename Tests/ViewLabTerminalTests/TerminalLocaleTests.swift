import Testing

@testable import ViewLabTerminal

/// Which locale names count as UTF-8 (libedit drops non-ASCII input in any other).
@Suite struct TerminalLocaleTests {
  @Test(arguments: [
    ("C.UTF-8", true), ("C.utf8", true), ("zh_CN.UTF-8", true), ("en_US.utf-8", true), ("UTF8", true),
    ("uutf8", true), ("zh_CN.UTF-8@pinyin", true), ("C", false), ("POSIX", false),
    ("en_US.ISO-8859-1", false),
    ("utf-16", false), ("ut-f8x", true), ("utf", false), ("", false),
  ])
  func localeNameIsUTF8(name: String, expected: Bool) {
    #expect(TerminalLocale.isUTF8(name) == expected, "\(name)")
  }
}
