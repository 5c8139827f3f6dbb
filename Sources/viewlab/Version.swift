/// ViewLab's version: the one place it is written. `viewlab --version` prints it, and the man page
/// (`make man`) carries it.
enum ViewLabVersion {
  static let current = "1.0.0"
}
