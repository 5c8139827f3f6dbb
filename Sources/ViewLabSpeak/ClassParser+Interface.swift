import ViewLabModel

/// Objective-C's `@interface X : Super … @end` (and a class extension `@interface X () … @end`):
/// the superclass and the properties.
extension ClassParser {
  mutating func interface(known: [String: ClassDefinition]) throws(SpeakError) -> ClassDefinition {
    let name = try identifier(.className)
    var def = definition(name.text, line: name.line)
    if accept(":") {
      let sup = try identifier(.superclassName)
      def.superclass = try Self.base(sup.text, known: known, line: sup.line)
      def.superclassName = sup.text
      def.superclassGiven = true
    } else if accept("(") {
      while let t = peek, t.text != ")" { _ = next() }
      try expect(")")
      // `@interface UIButton (Big)`: a category of UIKit's class (refused as one); a class's own
      // `@interface X ()` declares properties, read as the class's.
      def.isExtension = ViewClass(rawValue: name.text) != nil || UIKitStandIn.base(of: name.text) != nil
      if let k = known[name.text] {
        def.superclass = k.superclass
        def.superclassName = k.superclassName
        def.superclassGiven = k.superclassGiven
      }
    } else {
      throw unexpected(.colonAndSuperclass)
    }
    if accept("<") { while let t = next(), t.text != ">" {} }
    if let open = peek, open.text == "{" {
      _ = next()
      try skipBraces(from: open)
    }
    while !atEnd {
      if accept("@") {
        let word = try identifier(.tokens(["property", "end"]))
        if word.text == "end" { return def }
        if word.text == "property" {
          let at = peek
          let (pname, type) = try property()
          if type.hasSuffix("Dictionary"), let at { throw notModelled(.dictionaryProperty(pname), at) }
          if type == "NSArray" || type == "NSMutableArray" { def.lists.insert(pname) }
          def.properties[pname] = type
          continue
        }
        throw notModelled(.atKeyword(word.text), word)
      }
      // Method declarations (`- (void)foo;`) say nothing the interpreter needs.
      while let t = next(), t.text != ";" {}
    }
    throw Self.error(.missingEnd(className: name.text, line: name.line))
  }

  /// `@property (nonatomic, weak) IBOutlet UIButton *btn;` → (`btn`, `UIButton`).
  mutating func property() throws(SpeakError) -> (String, String) {
    if accept("(") { while let t = next(), t.text != ")" {} }
    var words: [ClassToken] = []
    var generics = 0  // `NSMutableArray<UIView *> *cards`: the element type is not the property's
    while let t = peek, t.text != ";" {
      _ = next()
      if t.text == "<" { generics += 1 } else if t.text == ">" { generics -= 1 }
      if t.kind == .identifier, generics == 0 { words.append(t) }
    }
    try expect(";")
    let kept = words.filter {
      !["IBOutlet", "nullable", "nonnull", "_Nullable", "_Nonnull", "__kindof"].contains($0.text)
    }
    guard let last = kept.last, kept.count >= 2 else { throw unexpected(.propertyTypeAndName) }
    return (last.text, kept[kept.count - 2].text)
  }
}
