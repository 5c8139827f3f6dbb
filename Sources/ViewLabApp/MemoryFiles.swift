import ViewLabSystem

/// Files in memory (the scripted machine), for tests, quizzes and fuzzing: `save`, `load`,
/// `import` and `export` go there.
public typealias MemoryFiles = ScriptedSystem
