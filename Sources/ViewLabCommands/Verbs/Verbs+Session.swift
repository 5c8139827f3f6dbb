extension Verbs {
  /// The session.
  static let session: [Verb] = [
    Verb(
      "undo", .session, forms: [[]],
      summary: "undo the last change to the scene",
      uikit: "",
      example: "undo",
      make: { _ in .undo }),
    Verb(
      "redo", .session, forms: [[]],
      summary: "redo what undo undid",
      uikit: "",
      example: "redo",
      make: { _ in .redo }),
    Verb(
      "reset", .session, forms: [[]],
      summary: "start again from an empty window",
      uikit: "",
      example: "reset",
      make: { _ in .reset }),
    Verb(
      "save", .session, forms: [[.path]],
      summary: "write the scene as a replayable script",
      uikit: "",
      example: "save scene.vl",
      make: { a in .save(path: a.text("FILE")!) }),
    Verb(
      "load", .session, forms: [[.path]],
      summary: "replace the scene with a script's",
      uikit: "",
      example: "load scene.vl",
      make: { a in .load(path: a.text("FILE")!) }),
    Verb(
      "import", .session, forms: [[.path]],
      summary: "replace the scene with a recursiveDescription dump from a real app",
      uikit: "po view.recursiveDescription()",
      example: "import dump.txt",
      make: { a in .importDump(path: a.text("FILE")!) }),
    Verb(
      "export", .session, forms: [[.keyword("KIND", ExportKind.allCases.map(\.rawValue)), .path]],
      summary: "write a UIKit program that rebuilds the scene, or an SVG picture of it",
      uikit: "",
      example: "export svg scene.svg",
      make: { a in .export(ExportKind(rawValue: a.word("KIND")!)!, path: a.text("FILE")!) }),
    Verb(
      "help", aliases: ["?"], .session, forms: [[.optional(.any, [.topic("COMMAND", completes: .command)])]],
      summary: "this overview, or one command in detail",
      uikit: "",
      example: "help tap",
      make: { a in .help(topic: a.text("COMMAND")) }),
    Verb(
      "lesson", aliases: ["lessons"], .session,
      forms: [[.optional(.any, [.topic("ID", completes: .lesson), .rest("")])]],
      summary: "start a guided lesson",
      uikit: "",
      example: "lesson frame-bounds-center",
      make: { a in .lesson((a.text("ID").map { [$0] } ?? []) + a.words("")) }),
    Verb(
      "quiz", .session, forms: [[.rest("[--topic T] [--count N]")]],
      summary: "practise interview questions",
      uikit: "",
      example: "quiz --topic hit-test",
      make: { a in .quiz(a.words("[--topic T] [--count N]")) }),
    Verb(
      "stats", .session, forms: [[.rest("")]],
      summary: "quiz accuracy per topic, streaks, what is due",
      uikit: "",
      example: "stats",
      make: { a in .stats(a.words("")) }),
    Verb(
      "quit", aliases: ["exit"], .session, forms: [[]],
      summary: "leave ViewLab (also exit, Ctrl-D)",
      uikit: "",
      example: "quit",
      make: { _ in .quit }),
  ]
}
