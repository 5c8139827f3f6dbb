import ViewLabSystem

/// The terminal layer's name for the one door to the outside (`System`): the REPL, history and
/// the script runner reach the machine only through it, so tests hand them a `ScriptedSystem`.
public typealias Host = System

/// The real machine, under the names the executable's commands use.
public typealias SystemHost = LocalSystem
public typealias LocalFileSystem = LocalSystem
public typealias LocalFiles = LocalSystem
