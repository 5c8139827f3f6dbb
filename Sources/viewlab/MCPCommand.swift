import ArgumentParser
import ViewLabMCP
import ViewLabRendering
import ViewLabSystem
import ViewLabTerminal
import ViewLabTutor

/// `viewlab mcp`: the Model Context Protocol server on standard input and output (docs/MCP.md).
struct MCPCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "mcp", abstract: CLIWords.mcpAbstract, discussion: CLIWords.mcpDiscussion)
  }

  @OptionGroup var language: LanguageOption

  func run() throws {
    let language = language.resolved
    let server = MCPServer(version: ViewLabVersion.current, language: language) {
      // Lessons are read on the first list_lessons only; their problems go to standard error.
      guard let folder = try? TutorOptions.lessonsFolder(language: language.rawValue) else { return nil }
      let (sources, errors) = LocalSystem().lessonSources(under: folder)
      let library = LessonLibrary(sources)
      if errors.count + library.diagnostics.count > 0 {
        TutorIO.err(
          TutorMessage.lessonFolderProblems(count: errors.count + library.diagnostics.count, folder: folder)
            .text(
              language.rawValue))
      }
      return library
    }
    throw ExitCode(MCPStdio.run(server: server))
  }
}
