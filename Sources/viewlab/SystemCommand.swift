import ArgumentParser
import ViewLabPOSIX

/// A subcommand that runs on the machine `main` built: the process's one `LocalSystem` (files,
/// environment, terminal, clock), handed down by `CommandLineCheck.run` rather than read from a
/// static. The parser's own `run()` is not taken for these.
protocol SystemCommand: ParsableCommand {
  func run(on system: LocalSystem) throws
}
