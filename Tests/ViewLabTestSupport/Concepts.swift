import ViewLabPOSIX
import ViewLabSystem
import ViewLabTutor

extension ConceptBank {
  /// The repository's concept questions (`Lessons/concepts`), read once through the same edge the
  /// quiz uses; empty if they cannot be read, so every test that draws from them fails.
  public static let shipped: ConceptBank = {
    (try? ConceptBank.read(lessonsFolder: TestPaths.inRepository("Lessons"), files: LocalSystem()).get())
      ?? .empty
  }()
}
