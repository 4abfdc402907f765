import Scrollwork
import ScrollworkCanvas
import ScrollworkScene
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A small gallery of node features — a stroked rounded card, a card turned in 3D, a trimmed
/// ring, a circular reveal mask and a skewed, rotated box — checked feature by feature where
/// each one shows, and pixel for pixel against its self-golden (`SelfGoldens/gallery.png`).
@Suite struct GalleryTests {
    static func gallery() throws -> Pixmap {
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
        skewed.fillColor = Color(red: 1, green: 0.7, blue: 0.1); skewed.skew = 20; skewed.rotationDegrees = 10
        for n in [card, flip, ring, wipe, skewed] { root.addChild(n) }
        return try SceneRenderer().render(root, width: 320, height: 160)
    }

    @Test func galleryMatchesItsSelfGolden() throws {
        let frame = try Self.gallery()
        try frame.writePNG(to: Support.outputDirectory + "/gallery.png")
        Support.expectSelfGolden(frame, "gallery")
    }

    @Test func eachFeatureShowsWhereItShould() throws {
        let frame = try Self.gallery()
        let background = Pixel(r: 242, g: 242, b: 242, a: 255)
        func px(_ x: Int, _ y: Int) -> Pixel { Support.pixel(frame, x, y) }
        // The card: its fill inside, its black 3 px stroke on the edge, the rounded corner
        // leaves the background at the very corner.
        #expect(px(55, 40) == Pixel(r: 51, g: 102, b: 230, a: 255))
        #expect(px(55, 10).r < 40 && px(55, 10).g < 40 && px(55, 10).b < 40, "the stroke on the top edge: \(px(55, 10))")
        #expect(px(10, 10) == background, "the rounded corner: \(px(10, 10))")
        // The 3D card turns about its vertical axis: narrower than its 90 px, and its near
        // side taller than its far side.
        let flipRows = (0..<160).filter { px(160, $0).r > 200 && px(160, $0).g < 100 }
        let flipColumns = (100..<230).filter { px($0, 40).r > 200 && px($0, 40).g < 100 }
        #expect(!flipRows.isEmpty && flipColumns.count < 85 && flipColumns.count > 20, "width \(flipColumns.count)")
        let left = try #require(flipColumns.first), right = try #require(flipColumns.last)
        let height = { (x: Int) in (0..<160).filter { px(x, $0).r > 200 && px(x, $0).g < 100 }.count }
        #expect(height(left + 2) != height(right - 2), "perspective: \(height(left + 2)) vs \(height(right - 2)) rows")
        // The ring: stroked from 10 % to 80 % of its length, so part of the circle is open.
        let ringColor = { (p: Pixel) in p.g > 120 && p.r < 80 && p.b < 120 }
        let onRing = (0..<72).map { k -> Pixel in
            let angle = Double(k) / 72 * 2 * Double.pi
            return px(260 + Int((30 * cos(angle)).rounded()), 40 + Int((30 * sin(angle)).rounded()))
        }
        let drawn = onRing.filter(ringColor).count
        #expect(drawn > 40 && drawn < 62, "about 70 % of the ring is drawn: \(drawn) of 72 samples")
        #expect(px(260, 40) == background, "the ring is hollow")
        // The reveal: the centre of the wipe shows, its corners (outside the circle) do not.
        #expect(px(55, 120).r == 153 && px(55, 120).b == 179, "the revealed centre: \(px(55, 120))")
        #expect(px(12, 92) == background && px(98, 148) == background, "corners outside the reveal")
        // The skewed, rotated box: its centre is yellow-orange, its axis-aligned frame's corner is not.
        #expect(px(160, 120).r == 255 && px(160, 120).g == 179, "the box's centre: \(px(160, 120))")
        #expect(px(131, 96) == background, "skew and rotation move the top-left corner: \(px(131, 96))")
    }
}
