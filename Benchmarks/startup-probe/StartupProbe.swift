import ViewLabTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The REPL's own start path — locale, libedit, history file, welcome, first prompt — without the
/// executable's argument parsing, so `make bench` can tell the two costs apart.
@main
enum StartupProbe {
  static func main() {
    exit(InteractiveShell.run(noColor: false))
  }
}
