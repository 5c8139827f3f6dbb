import ViewLabCommands
import ViewLabModel

/// Interim `draw`: the tree with the last tap's hit path. The terminal layer's picture replaces it.
enum SceneSketch {
  static func render(_ scene: Scene, lastTap: TapResult?, width: Int, style: Style) -> String {
    var text = TreeRenderer.render(scene, style)
    if let tap = lastTap {
      let path = tap.hitTest.hit.map { scene.ancestry(of: $0).reversed().map { scene[$0].name } } ?? []
      text +=
        "\nlast tap \(tap.hitTest.point): " + (path.isEmpty ? "nothing hit" : path.joined(separator: " ▸ "))
    }
    return text
  }
}
