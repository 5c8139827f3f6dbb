import ViewLabGeometry

extension Session {
  /// `print(a, b, …)`, `debugPrint`, `dump` and `NSLog(@"…", …)` written as a statement: every
  /// argument is shown, as the languages print them (`print` joins them with its `separator:`, a
  /// space unless given; `NSLog` fills its format's specifiers in order). A lone question
  /// (`print(window.hitTest(p, with: nil))`) is answered as its command is.
  mutating func printed(_ fn: String, _ args: [BodyArgument], column: Int) throws(ScriptError) -> (
    Command, Outcome
  )? {
    let items = args.filter { $0.label == nil }.map(\.value)
    guard let first = items.first else {
      // `print()` prints an empty line; `NSLog()` needs its format.
      guard fn != "NSLog" else { throw ScriptError(.notModelled(.printWithoutValue(fn)), column: column) }
      code.notes.append(.code(.printed("")))
      return nil
    }
    if items.count == 1, let asked = try question(first) { return try perform(asked) }
    var values: [CodeValue] = []
    // `print(7 / 2)` prints 3: with nothing else to go by, Swift's integer literals are `Int`; one
    // floating literal makes them all `Double` (`print(10 / 4 * 2.0)` prints 5.0).
    let outer = code.literalsAreInt
    defer { code.literalsAreInt = outer }
    for item in items {
      code.literalsAreInt = !code.objectiveC && fn != "NSLog" && typing.kind(item) != .float
      // `print(v.superview?.frame)`: an optional chain that meets nil is nil, and prints so.
      do {
        values.append(try value(item))
      } catch {
        guard error.stoppedChain != nil else { throw error }
        values.append(.null)
      }
    }
    let text: String
    if fn == "NSLog", case .string(let format) = values[0] {
      text = Self.log(format, Array(values.dropFirst()))
    } else {
      var separator = " "
      if let given = args.first(where: { $0.label == "separator" }),
        case .string(let s) = try value(given.value)
      {
        separator = s
      }
      text = values.map(Self.printedForm).joined(separator: separator)
    }
    code.notes.append(.code(.printed(text)))
    return nil
  }

  /// A value as `print` shows it: a string without its quotes, anything else as `describe` says.
  static func printedForm(_ v: CodeValue) -> String {
    if case .string(let s) = v { return s }
    return describe(v)
  }

  /// `NSLog`'s format with each specifier (`%@`, `%d`, `%f`, `%.1f`, …) replaced by the next value
  /// in order, `%%` by `%`, as a method body's `NSLog` fills it: `%d` shows a whole number (a BOOL
  /// as 1 or 0), `%f` six digits after the point (`%.2f` two).
  static func log(_ format: String, _ values: [CodeValue]) -> String {
    var rest = values.makeIterator()
    return FormatSpecifiers.fill(format) { spec in
      let value = rest.next() ?? .null
      let n: Double? =
        switch value {
        case .number(let n): n
        case .bool(let b): b ? 1 : 0
        default: nil
        }
      if let kind = spec.last, let n {
        if "dilux".contains(kind), let whole = Int64(exactly: n.rounded(.towardZero)) { return String(whole) }
        if "fge".contains(kind) { return FormatSpecifiers.fixed(n, FormatSpecifiers.digits(spec)) }
      }
      if spec.last == "@", case .list(let items) = value { return FoundationText.array(arrayItems(items)) }
      return printedForm(value)
    }
  }

  /// The elements of an array, for its NSArray description (`%@`).
  static func arrayItems(_ items: [CodeValue]) -> [FoundationText.ArrayItem] {
    items.map { item in
      switch item {
      case .list(let inner): .array(arrayItems(inner))
      case .string(let s): .text(FoundationText.quotedIfNeeded(s))
      case .bool(let b): .text(b ? "1" : "0")
      default: .text(printedForm(item))
      }
    }
  }
}
