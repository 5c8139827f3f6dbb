import ArgumentParser
import ViewLabLanguage
import ViewLabMCP
import ViewLabPOSIX
import ViewLabRendering
import ViewLabSystem
import ViewLabTerminal
import ViewLabTutor

/// `viewlab mcp`: the Model Context Protocol server on standard input and output (docs/MCP.md).
struct MCPCommand: SystemCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "mcp", abstract: CLIWords.mcpAbstract, discussion: CLIWords.mcpDiscussion)
  }

  @OptionGroup var language: LanguageOption

  func run(on host: LocalSystem) throws {
    let language = language.resolved(on: host)
    let lessons = LoadedLessons(language: language, host: host)
    let server = MCPServer(version: ViewLabVersion.current, language: language) { lessons.library() }
    throw ExitCode(MCPStdio.run(server: server))
  }
}

/// The lessons, read on the first `list_lessons` and kept; a folder's problems go to standard error.
private final class LoadedLessons {
  let language: Language
  let host: LocalSystem
  private var loaded: LessonLibrary?

  init(language: Language, host: LocalSystem) {
    self.language = language
    self.host = host
  }

  func library() -> LessonLibrary? {
    if let loaded { return loaded }
    guard let folder = try? TutorOptions.lessonsFolder(language: language, host: host) else {
      return nil
    }
    let (sources, errors) = host.lessonSources(under: folder)
    let library = LessonLibrary(sources)
    let broken = errors.count + library.diagnostics.count
    if broken > 0 {
      TutorIO.err(TutorMessage.lessonFolderProblems(count: broken, folder: folder).text(language))
    }
    loaded = library
    return library
  }
}
