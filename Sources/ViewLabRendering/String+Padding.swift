extension String {
  /// The string followed by spaces up to `width` characters (unchanged if already that long).
  func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
