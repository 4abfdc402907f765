import Scrollwork
import ScrollworkCanvas
import ScrollworkScene
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Renders a small gallery of node features to `.build/scene-test-output/` for eyes, and
/// checks it round-trips through PNG.
@Suite struct GalleryTests {
    static let outputDirectory: String = {
        let dir = Support.packageRoot + "/.build/scene-test-output"
        _ = dir.withCString { mkdir($0, 0o755) }
        return dir
    }()

    @Test func gallery() throws {
        let root = Node(.group, size: Size(width: 320, height: 160), anchorPoint: .zero)
        root.backgroundColor = Color(white: 0.95)
        let card = Node(.roundedRectangle, frame: Rect(x: 10, y: 10, width: 90, height: 60))
        card.cornerRadius = 12; card.fillColor = Color(red: 0.2, green: 0.4, blue: 0.9)
        card.strokeColor = .black; card.strokeWidth = 3
        let flip = Node(.rectangle, frame: Rect(x: 115, y: 10, width: 90, height: 60))
        flip.fillColor = Color(red: 0.9, green: 0.3, blue: 0.2)
        flip.transform3D = Transform3DComponents(rotationY: 50, eyeDistance: 150)
        let ring = Node(.ellipse, frame: Rect(x: 230, y: 10, width: 60, height: 60))
        ring.strokeColor = Color(red: 0.1, green: 0.6, blue: 0.3); ring.strokeWidth = 8
        ring.strokeStart = 0.1; ring.strokeEnd = 0.8; ring.lineCap = .round
        let wipe = Node(.rectangle, frame: Rect(x: 10, y: 90, width: 90, height: 60))
        wipe.fillColor = Color(red: 0.6, green: 0.2, blue: 0.7)
        wipe.mask = .reveal(.circleFromCenter, progress: 0.6)
        let skewed = Node(.rectangle, frame: Rect(x: 130, y: 95, width: 60, height: 50))
        skewed.fillColor = Color(red: 1, green: 0.7, blue: 0.1); skewed.skew = 20; skewed.rotation = 10
        for n in [card, flip, ring, wipe, skewed] { root.addChild(n) }
        let frame = try SceneRenderer().render(root, width: 320, height: 160)
        let path = Self.outputDirectory + "/gallery.png"
        try frame.writePNG(to: path)
        let back = try Pixmap(pngFile: path)
        #expect(back.width == 320 && back.height == 160)
        #expect(Support.pixel(frame, 55, 40) == Pixel(r: 51, g: 102, b: 230, a: 255))
    }
}
