/// `viewlab-bench` arguments (no argument-parsing package: the bench stays small and self-contained).
struct Options {
  var runs = 5
  var sizes = [1_000, 10_000, 100_000]
  var startup: [StartupCandidate] = []
  var lessons: String?
  var memoryChild: (kind: String, count: Int)?
  /// `--only startup,scaling,…`: the sections to run (all when absent), to repeat one quickly.
  var only: Set<String>?
  static let floorLabel = "C + libedit (floor)"
  static let sections: Set<String> = ["startup", "scaling", "deep", "commands", "memory", "lessons"]

  func runs(_ section: String) -> Bool { only?.contains(section) ?? true }

  static let usage = """
    usage: viewlab-bench [--runs N] [--sizes 1000,10000,100000] [--floor PATH] [--viewlab PATH]
                         [--startup LABEL=PATH]... [--lessons DIR]
                         [--only startup,scaling,deep,commands,memory,lessons]
    The first --floor is the C floor the prompt ratios are taken against.
    """

  init(_ arguments: [String]) throws(OptionsError) {
    var rest = arguments[...]
    func value(_ flag: String) throws(OptionsError) -> String {
      guard let v = rest.popFirst() else { throw OptionsError("\(flag) needs a value") }
      return v
    }
    while let flag = rest.popFirst() {
      switch flag {
      case "--runs":
        guard let n = Int(try value(flag)), n > 0 else {
          throw OptionsError("--runs needs a positive number")
        }
        runs = n
      case "--sizes":
        sizes = try value(flag).split(separator: ",").map { s throws(OptionsError) in
          guard let n = Int(s), n > 0 else { throw OptionsError("bad size \(s)") }
          return n
        }
      case "--floor":
        startup.insert(StartupCandidate(label: Self.floorLabel, path: try value(flag)), at: 0)
      case "--viewlab": startup.append(StartupCandidate(label: "viewlab", path: try value(flag)))
      case "--startup":
        let pair = try value(flag)
        guard let eq = pair.firstIndex(of: "=") else { throw OptionsError("--startup wants LABEL=PATH") }
        startup.append(
          StartupCandidate(label: String(pair[..<eq]), path: String(pair[pair.index(after: eq)...])))
      case "--lessons": lessons = try value(flag)
      case "--only":
        let names = Set(try value(flag).split(separator: ",").map(String.init))
        guard names.isSubset(of: Self.sections) else {
          throw OptionsError("--only takes \(Self.sections.sorted().joined(separator: ","))")
        }
        only = names
      case "--memory-child":
        let kind = try value(flag)
        guard let n = Int(try value(flag)) else { throw OptionsError("--memory-child KIND COUNT") }
        memoryChild = (kind, n)
      default: throw OptionsError("unknown argument \(flag)")
      }
    }
  }
}

struct OptionsError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
