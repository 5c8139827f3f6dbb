// swift-tools-version: 6.0
// ViewLab: a terminal lab and tutor for UIKit view geometry and event delivery.
//
// The targets are the layers of the architecture (README), dependencies pointing inward only:
// geometry → view model → speak → commands → rendering → tutor → app → MCP and terminal → the thin
// `viewlab`
// executable.
import PackageDescription

let package = Package(
  name: "ViewLab",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "viewlab", targets: ["viewlab"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    // Pure layers: no I/O, no clock, no environment.
    .target(name: "ViewLabGeometry"),
    // English and Simplified Chinese: the one `Language` type and the one decision of which a
    // command speaks.
    .target(name: "ViewLabLanguage"),
    .target(name: "ViewLabModel", dependencies: ["ViewLabGeometry"]),
    // Pasted Swift and Objective-C: the lexer, the parsers and their syntax trees, and the problems
    // they find as data. Depends on the view model only; the commands layer runs what it reads.
    .target(name: "ViewLabSpeak", dependencies: ["ViewLabGeometry", "ViewLabModel"]),
    .target(
      name: "ViewLabCommands",
      dependencies: ["ViewLabGeometry", "ViewLabModel", "ViewLabSpeak", "ViewLabLanguage"]),
    // The one door to the outside (environment, clock, terminal, files): the protocol, its typed
    // error, the real machine and a scripted fake. Layers above are handed a `System`; the pure
    // layers below never see one.
    .target(name: "ViewLabSystem"),
    // The door's POSIX implementation: the real environment, clock, terminal and files. Only the
    // edge (terminal, executable, tests, benchmarks) depends on it, so a pure layer cannot reach a
    // file even by accident.
    .target(name: "ViewLabPOSIX", dependencies: ["ViewLabSystem"]),
    // Pure: a typed outcome → text, JSON, SVG, HTML, Swift; the words of every message. It never
    // sees the system's door.
    .target(
      name: "ViewLabRendering",
      dependencies: ["ViewLabGeometry", "ViewLabModel", "ViewLabCommands", "ViewLabLanguage"]),
    .target(
      name: "ViewLabTutor",
      dependencies: [
        "ViewLabGeometry", "ViewLabModel", "ViewLabCommands", "ViewLabRendering", "ViewLabSystem",
        "ViewLabLanguage",
        "CYAML",
      ]
    ),
    // The session: a line in, effects out (files through the `System` it is handed, the language
    // switched) and its rendering. MCP, the terminal and the executable sit on top of it.
    .target(
      name: "ViewLabApp",
      dependencies: [
        "ViewLabGeometry", "ViewLabModel", "ViewLabCommands", "ViewLabRendering", "ViewLabSystem",
        "ViewLabLanguage",
      ]),
    // Lessons and the glossary are YAML, composed by libyaml (the C parser most YAML tools share)
    // without Foundation, which a Swift YAML package would link in whole (ICU, CoreFoundation).
    .systemLibrary(
      name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
    // The Model Context Protocol server (`viewlab mcp`) as a value: a JSON-RPC line in, a reply
    // out, the tools run on the app's own Console. Hand-written on the engine's JSON type rather
    // than the official Swift SDK, which links all of Foundation (docs/MCP.md has the measurements).
    .target(
      name: "ViewLabMCP",
      dependencies: [
        "ViewLabGeometry", "ViewLabCommands", "ViewLabRendering", "ViewLabApp", "ViewLabTutor",
        "ViewLabSystem",
        "ViewLabLanguage",
      ]),
    // The edge: terminal, files, environment. libedit through its native histedit API; Swift cannot
    // call el_set/el_get/history (variadic), so a small C target wraps each use.
    .systemLibrary(
      name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"]), .brew(["libedit"])]),
    .target(name: "CEditLineShim", dependencies: ["CEditLine"]),
    .target(
      name: "ViewLabTerminal",
      dependencies: [
        "ViewLabPOSIX",
        "ViewLabModel", "ViewLabCommands", "ViewLabRendering", "ViewLabApp", "ViewLabTutor", "ViewLabSystem",
        "ViewLabLanguage", "ViewLabMCP",
        "CEditLine", "CEditLineShim",
      ]
    ),
    .executableTarget(
      name: "viewlab",
      dependencies: [
        "ViewLabPOSIX",
        "ViewLabCommands", "ViewLabRendering", "ViewLabApp", "ViewLabTutor", "ViewLabTerminal",
        "ViewLabSystem",
        "ViewLabLanguage", "ViewLabMCP",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // Performance, fuzzing and fault injection: their own targets, never in the product.
    // The one way tests and benchmarks start child processes.
    .target(name: "ViewLabChildProcess", dependencies: ["ViewLabSystem", "ViewLabPOSIX"]),
    // `make bench` runs viewlab-bench (release); `make fuzz` builds viewlab-fuzz with libFuzzer.
    .executableTarget(
      name: "viewlab-bench",
      dependencies: [
        "ViewLabPOSIX",
        "ViewLabLanguage",
        "ViewLabGeometry", "ViewLabModel", "ViewLabCommands", "ViewLabRendering", "ViewLabApp",
        "ViewLabTutor",
        "ViewLabTerminal", "ViewLabSystem", "ViewLabChildProcess",
      ],
      path: "Benchmarks/viewlab-bench"
    ),
    // The REPL's start path (InteractiveShell) without argument parsing: what the first prompt costs.
    .executableTarget(
      name: "viewlab-startup-probe", dependencies: ["ViewLabTerminal"], path: "Benchmarks/startup-probe"),
    .target(
      name: "ViewLabFuzzTargets",
      dependencies: [
        "ViewLabLanguage", "ViewLabModel", "ViewLabCommands", "ViewLabRendering", "ViewLabApp",
        "ViewLabTutor",
      ],
      path: "Fuzz/Targets"
    ),
    .executableTarget(name: "viewlab-fuzz", dependencies: ["ViewLabFuzzTargets"], path: "Fuzz/Driver"),
    // Saves history and progress in a loop with the real writers, to be killed at random moments.
    .executableTarget(
      name: "viewlab-fault-writer",
      dependencies: ["ViewLabPOSIX", "ViewLabSystem", "ViewLabTerminal", "ViewLabTutor"],
      path: "Tests/ViewLabFaultWriter"
    ),
    .testTarget(
      name: "ViewLabFaultTests",
      dependencies: [
        "ViewLabPOSIX",
        "ViewLabLanguage",
        "ViewLabFuzzTargets", "ViewLabGeometry", "ViewLabModel", "ViewLabCommands", "ViewLabRendering",
        "ViewLabApp",
        "ViewLabTutor", "ViewLabTerminal", "ViewLabSystem", "ViewLabTestSupport", "viewlab-fault-writer",
        "viewlab-fuzz",
      ]
    ),

    // What every test target shares: the one golden-file assertion and re-record switch
    // (VIEWLAB_RECORD=1), the one process spawner, repository paths, scene comparison by script.
    .target(
      name: "ViewLabTestSupport",
      dependencies: [
        "ViewLabPOSIX",
        "ViewLabSystem", "ViewLabModel", "ViewLabCommands", "ViewLabTutor", "ViewLabChildProcess",
      ],
      path: "Tests/ViewLabTestSupport"),
    .testTarget(name: "ViewLabGeometryTests", dependencies: ["ViewLabLanguage", "ViewLabGeometry"]),
    .testTarget(
      name: "ViewLabModelTests",
      dependencies: ["ViewLabLanguage", "ViewLabGeometry", "ViewLabModel", "ViewLabTestSupport"]),
    // Drives the built `viewlab` through a pseudo-terminal; golden transcripts live in Transcripts/.
    .testTarget(
      name: "ViewLabTerminalTests",
      dependencies: [
        "ViewLabPOSIX",
        "ViewLabLanguage",
        "ViewLabGeometry", "ViewLabModel", "ViewLabCommands", "ViewLabRendering", "ViewLabApp",
        "ViewLabTutor",
        "ViewLabTerminal", "ViewLabSystem", "ViewLabTestSupport", "viewlab",
      ],
      exclude: ["Transcripts"]
    ),
    .testTarget(
      name: "ViewLabCommandsTests",
      dependencies: [
        "ViewLabPOSIX", "ViewLabLanguage", "ViewLabCommands", "ViewLabRendering", "ViewLabApp",
        "ViewLabSystem",
      ]),
    .testTarget(
      name: "ViewLabRenderingTests",
      dependencies: [
        "ViewLabPOSIX",
        "ViewLabLanguage",
        "ViewLabGeometry", "ViewLabModel", "ViewLabCommands", "ViewLabRendering", "ViewLabApp",
        "ViewLabSystem",
        "ViewLabTestSupport",
      ],
      exclude: ["Golden"]),
    // Broken/ (broken lessons), Golden/ (session transcripts) and StateFiles/ (progress and review
    // files the earlier hand-written writers wrote) are read by path; every file in
    // Lessons/ is a fixture too.
    .testTarget(
      name: "ViewLabTutorTests",
      dependencies: [
        "ViewLabPOSIX",
        "ViewLabLanguage", "ViewLabTutor", "ViewLabApp", "ViewLabTerminal", "ViewLabSystem",
        "ViewLabTestSupport",
      ],
      exclude: ["Broken", "Golden", "StateFiles"]),
    .testTarget(
      name: "ViewLabQuizTests",
      dependencies: [
        "ViewLabPOSIX",
        "ViewLabLanguage",
        "ViewLabGeometry", "ViewLabModel", "ViewLabCommands", "ViewLabRendering", "ViewLabApp",
        "ViewLabTutor",
        "ViewLabTestSupport",
      ]),
    // The MCP server's protocol layer, line in → reply out (the real client is Scripts/mcp-client-test.py).
    .testTarget(
      name: "ViewLabMCPTests",
      dependencies: [
        "ViewLabPOSIX",
        "ViewLabLanguage", "ViewLabMCP", "ViewLabRendering", "ViewLabApp", "ViewLabTutor", "ViewLabTerminal",
        "ViewLabTestSupport",
      ]),
    // Pasted Swift/Objective-C, dump import and exports; real dumps live in Dumps/.
    .testTarget(
      name: "ViewLabSpeakTests",
      dependencies: [
        "ViewLabPOSIX",
        "ViewLabLanguage",
        "ViewLabCommands", "ViewLabRendering", "ViewLabApp", "ViewLabModel", "ViewLabGeometry",
        "ViewLabTerminal", "ViewLabSpeak", "ViewLabSystem", "ViewLabTestSupport",
      ],
      exclude: ["Alive", "Dumps", "Overrides", "Seeds"]
    ),
  ]
)
