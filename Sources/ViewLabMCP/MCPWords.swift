import ViewLabLanguage
import ViewLabRendering
import ViewLabTutor

/// Every sentence the server says, in English and Simplified Chinese. Tool and argument
/// descriptions carry both languages in one text (the client shows one string); errors come in
/// the call's language (`lang`), else the server's (`viewlab mcp --lang`, else the locale).
enum MCPWords {
  static func both(_ en: String, _ zh: String) -> String { en + "\n" + zh }

  static var instructions: String {
    both(
      """
      ViewLab derives UIKit's answers instead of guessing them: build a scene with run_script (one \
      scene-script command per line: add, tap, explain, why, convert, …; script_help lists them), or \
      import a real recursiveDescription dump with import_dump and tap points in it. Every tap \
      answers the hit view, every hitTest call in order (visited, trace), the responder chain and what \
      gestures and controls did. Quote these results rather than reasoning from memory.
      """,
      """
      ViewLab 推导出 UIKit 的真实结果，而不是凭记忆猜测：用 run_script 搭建场景（每行一条场景脚本命令：\
      add、tap、explain、why、convert……；script_help 列出全部命令），或用 import_dump 导入真实的 \
      recursiveDescription 输出并点击其中的点。每次 tap 都给出命中的视图、按调用顺序的每次 hitTest \
      （visited、trace）、响应者链，以及手势和控件做了什么。请引用这些结果，而不是凭记忆推理。
      """)
  }

  static func title(_ tool: MCPTool) -> String {
    switch tool {
    case .runScript: "Run a ViewLab scene script / 运行 ViewLab 场景脚本"
    case .importDump: "Import a view dump and tap / 导入视图层级输出并点击"
    case .listLessons: "List ViewLab lessons / 列出 ViewLab 课程"
    case .scriptHelp: "Scene-script help / 场景脚本帮助"
    }
  }

  static func description(_ tool: MCPTool) -> String {
    switch tool {
    case .runScript:
      both(
        """
        Runs a scene script on a fresh scene (one command per line, e.g. "add red 0 0 300 300", \
        "add blue UIButton 50 50 100 100 to red", "hide red", "tap 100 100", "why blue 100 100"; pasted \
        Swift or Objective-C lines work too). Answers one JSON object per command line, exactly as \
        `viewlab run --json` prints them: a tap gives hit, visited (every hitTest call in order), trace, \
        chain (the responder chain), handledBy, recognized/failed gestures, phases and controlEvents. \
        Stops at the first failed line unless keepGoing; a failed line makes the result an error naming \
        the line. Files written by save/export stay in memory.
        """,
        """
        在一个新场景上运行场景脚本（每行一条命令，例如 "add red 0 0 300 300"、\
        "add blue UIButton 50 50 100 100 to red"、"hide red"、"tap 100 100"、"why blue 100 100"；也可以粘贴 \
        Swift 或 Objective-C 代码行）。每条命令返回一个 JSON 对象，与 `viewlab run --json` 的输出完全相同：\
        tap 给出 hit、visited（按调用顺序的每次 hitTest）、trace、chain（响应者链）、handledBy、识别成功/失败的手势、\
        phases 和 controlEvents。遇到第一条出错的行即停止（除非 keepGoing）；出错时结果标记为错误并指明行号。\
        save/export 写的文件只留在内存中。
        """)
    case .importDump:
      both(
        """
        Imports a real view-hierarchy dump (UIView recursiveDescription from lldb `po`, Chisel pviews, \
        Cycript, Frida, NSLog) as a scene, then taps each point of taps (window coordinates). Answers \
        the import object, then one tap object per point with the hit view's hitClass and hitAddress \
        as the dump printed them, visited, trace and the responder chain. Dump limit: 1 MiB; at most \
        1000 taps.
        """,
        """
        把真实的视图层级输出（lldb `po` 打印的 UIView recursiveDescription、Chisel pviews、Cycript、Frida、\
        NSLog）导入为场景，再依次点击 taps 中的每个点（窗口坐标）。返回 import 对象，以及每个点的 tap 对象：\
        命中视图在输出中的 hitClass 和 hitAddress、visited、trace 和响应者链。dump 上限 1 MiB；taps 最多 1000 个。
        """)
    case .listLessons:
      both(
        "The ViewLab lessons in order: id, order, title, summary and number of questions.",
        "按顺序列出 ViewLab 课程：id、序号、标题、简介和题目数。")
    case .scriptHelp:
      both(
        """
        The scene-script language: with no command, every command grouped by purpose; with a command \
        (e.g. "tap", "add", "transform"), its syntax, what it means in UIKit and an example.
        """,
        """
        场景脚本语言：不带 command 时按用途列出所有命令；带 command（例如 "tap"、"add"、"transform"）时，\
        给出它的语法、在 UIKit 中的含义和示例。
        """)
    }
  }

  static var languageArgument: String {
    both(
      "Language of the human sentences (messages, reasons, hints): en or zh-Hans.",
      "人类可读语句（消息、原因、提示）的语言：en 或 zh-Hans。")
  }
  static var scriptArgument: String {
    both("The scene script: one command per line (at most 1 MiB).", "场景脚本：每行一条命令（最多 1 MiB）。")
  }
  static var keepGoingArgument: String {
    both("Run every line even after one fails (default false).", "某行出错后继续运行其余各行（默认 false）。")
  }
  static var dumpArgument: String {
    both(
      "The dump's text, as lldb, Chisel, Cycript or Frida printed it (at most 1 MiB).",
      "视图层级输出的原文，即 lldb、Chisel、Cycript 或 Frida 打印的内容（最多 1 MiB）。")
  }
  static var tapsArgument: String {
    both(
      "Points to tap after the import, in window coordinates: [[x, y], …] (at most 1000).",
      "导入后要点击的点，使用窗口坐标：[[x, y], …]（最多 1000 个）。")
  }
  static var commandArgument: String {
    both("A command name, e.g. tap; empty for the list of commands.", "命令名，例如 tap；留空则列出所有命令。")
  }
}
