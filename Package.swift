// swift-tools-version: 6.0
// ViewLab: a terminal lab and tutor for UIKit view geometry and event delivery.
//
// The targets are the layers of ../shared/DESIGN.md, dependencies pointing inward only:
// geometry → view model → commands → rendering → tutor → terminal → the thin `viewlab` executable.
import PackageDescription

let package = Package(
  name: "ViewLab",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "viewlab", targets: ["viewlab"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
  ],
  targets: [
    // Pure layers: no I/O, no clock, no environment.
    .target(name: "ViewLabGeometry"),
    .target(name: "ViewLabModel", dependencies: ["ViewLabGeometry"]),
    .target(name: "ViewLabCommands", dependencies: ["ViewLabModel"]),
    .target(name: "ViewLabRendering", dependencies: ["ViewLabModel", "ViewLabCommands"]),
    .target(
      name: "ViewLabTutor",
      dependencies: ["ViewLabCommands", "ViewLabRendering", .product(name: "Yams", package: "Yams")]
    ),
    // The edge: terminal, files, environment.
    .target(
      name: "ViewLabTerminal",
      dependencies: ["ViewLabCommands", "ViewLabRendering", "ViewLabTutor"]
    ),
    .executableTarget(
      name: "viewlab",
      dependencies: [
        "ViewLabTerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    .testTarget(name: "ViewLabGeometryTests", dependencies: ["ViewLabGeometry"]),
    .testTarget(name: "ViewLabModelTests", dependencies: ["ViewLabModel"]),
    .testTarget(
      name: "ViewLabCommandsTests",
      dependencies: ["ViewLabCommands", "ViewLabRendering"],
      resources: [.copy("Scripts")]
    ),
    .testTarget(
      name: "ViewLabSpeakTests",
      dependencies: ["ViewLabCommands", "ViewLabRendering", "ViewLabModel", "ViewLabGeometry"],
      exclude: ["Dumps"]
    ),
  ]
)
