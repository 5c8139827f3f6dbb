import ViewLabModel

/// Which modelled class a dumped (possibly private or custom) class behaves as.
enum DumpClass {
  static func isWindow(_ line: DumpLine) -> Bool {
    line.className.hasSuffix("Window") || line.baseClass?.hasSuffix("Window") == true
  }

  static func viewClass(_ line: DumpLine) -> ViewClass {
    for name in [line.baseClass, line.className].compactMap({ $0 }) {
      if let c = ViewClass(rawValue: name), c != .UIWindow { return c }
    }
    let name = line.baseClass ?? line.className
    if name.hasSuffix("ButtonLabel") || name.hasSuffix("Label") { return .UILabel }
    if name.hasSuffix("Button") { return .UIButton }
    if name.hasSuffix("ImageView") { return .UIImageView }
    // Tables and collection views and their cells keep their kind: they select rows on touch up.
    if name.hasSuffix("TableView") { return .UITableView }
    if name.hasSuffix("CollectionView") { return .UICollectionView }
    if name.hasSuffix("CollectionViewCell") { return .UICollectionViewCell }
    if name.hasSuffix("TableViewCell") || name.hasSuffix("Cell") { return .UITableViewCell }
    if name.hasSuffix("ScrollView") || name.hasSuffix("TextView") {
      return .UIScrollView
    }
    if name.hasSuffix("TextField") { return .UITextField }
    if name.hasSuffix("Switch") { return .UISwitch }
    if name.hasSuffix("StackView") { return .UIStackView }
    if name.hasSuffix("Control") || name.hasSuffix("Slider") || name.hasSuffix("Stepper") {
      return .UIControl
    }
    return .UIView
  }
}
