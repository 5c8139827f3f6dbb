import ArgumentParser
import ViewLabTerminal

/// `viewlab` with no subcommand: the REPL on a terminal; with piped input, runs the lines it reads.
struct REPLCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "repl",
    abstract: "The interactive lab: build views, tap them, draw them (the default command).")

  @Flag(name: .customLong("no-color"), help: "Plain output, no ANSI colour (also: NO_COLOR, TERM=dumb).")
  var noColor = false

  func run() throws {
    let status = InteractiveShell.run(noColor: noColor)
    if status != 0 { throw ExitCode(status) }
  }
}
