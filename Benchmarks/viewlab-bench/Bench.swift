import ViewLabModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `make bench`: first prompt against the C floor, scaling of taps and conversions, memory per
/// view and lesson checking, as one table. Medians of several runs; release builds only.
@main
enum Bench {
  static func main() {
    let options: Options
    do { options = try Options(Array(CommandLine.arguments.dropFirst())) } catch {
      writeError("viewlab-bench: \(error.message)\n\(Options.usage)\n")
      exit(2)
    }
    if let child = options.memoryChild {
      MemoryBench.child(child.kind, count: child.count)
      return
    }
    let report = Report(runs: options.runs)
    report.header()
    if !options.startup.isEmpty && options.runs("startup") {
      report.startup(StartupBench.run(options.startup, runs: max(options.runs, 20)))
      if let floor = options.startup.first(where: { $0.label == Options.floorLabel }),
        let viewlab = options.startup.first(where: { $0.label == "viewlab" })
      {
        report.languages(
          StartupBench.languages(viewlab: viewlab.path, floor: floor.path, runs: max(options.runs, 20)))
      }
      report.startPath(StartPathBench.run(runs: options.runs))
    }
    if options.runs("scaling") {
      var scaling: [ScalingResult] = []
      for shape in SceneShape.allCases {
        for count in options.sizes {
          scaling.append(ScalingBench.run(shape, count: count, runs: options.runs))
        }
      }
      report.scaling(scaling)
    }
    if options.runs("deep") { report.deep(DeepBench.run()) }
    let commandSizes = [500, 1_000, 2_000]
    if options.runs("commands") {
      report.commandPath(commandSizes.map { ($0, ScalingBench.commandPath(count: $0, runs: 3)) })
    }
    if options.runs("memory") {
      let me = ThisExecutable.path()
      var memory: [(String, Int, (total: Double, perView: Double)?)] = []
      for count in options.sizes {
        for shape in SceneShape.allCases {
          memory.append(
            (shape.rawValue, count, MemoryBench.perView(shape.rawValue, count: count, executable: me)))
        }
      }
      for count in commandSizes {
        memory.append(("session", count, MemoryBench.perView("session", count: count, executable: me)))
      }
      report.memory(memory, viewSize: MemoryLayout<View?>.stride)
    }
    if let folder = options.lessons, options.runs("lessons") {
      report.lessons(LessonBench.run(folder: folder, runs: options.runs))
    }
    report.footer()
  }
}
