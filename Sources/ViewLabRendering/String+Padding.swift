extension String {
  /// The string followed by spaces up to `width` terminal columns (a Chinese character takes two;
  /// unchanged if already that wide).
  func padded(to width: Int) -> String {
    let used = TerminalWidth.of(self)
    return used >= width ? self : self + String(repeating: " ", count: width - used)
  }
}
