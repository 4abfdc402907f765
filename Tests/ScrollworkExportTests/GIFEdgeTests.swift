import ExportTestSupport
import Foundation
import Scrollwork
import ScrollworkCanvas
import ScrollworkExport
import Testing

/// A small GIF shown over a known page: with `--matte`, its transparent edges are the render
/// composited on the matte, colour for colour, and dithering leaves no dots along them.
@Suite struct GIFEdgeTests {
    static let side = 100

    /// A ring stroked with a rainbow gradient over a disc filled with another — more colours
    /// than a GIF palette holds, so the quantiser has to dither — on transparency.
    static func stroked() throws -> Pixmap {
        let canvas = try Canvas(width: side, height: side)
        let centre = Point(x: 50, y: 50)
        let rainbow = Gradient(stops: [
            GradientStop(offset: 0, color: Color(red: 1, green: 0.1, blue: 0.1)),
            GradientStop(offset: 0.33, color: Color(red: 0.1, green: 0.9, blue: 0.2)),
            GradientStop(offset: 0.66, color: Color(red: 0.1, green: 0.2, blue: 1)),
            GradientStop(offset: 1, color: Color(red: 0.9, green: 0.8, blue: 0.1)),
        ])
        let dusk = Gradient(stops: [GradientStop(offset: 0, color: Color(red: 0.95, green: 0.6, blue: 0.7)),
                                    GradientStop(offset: 1, color: Color(red: 0.2, green: 0.1, blue: 0.4))])
        canvas.fill(Path(ellipseCenter: centre, size: Size(width: 60, height: 60)),
                    with: .linear(LinearGradient(start: Point(x: 20, y: 20), end: Point(x: 80, y: 80), gradient: dusk)))
        canvas.stroke(Path(ellipseCenter: centre, size: Size(width: 80, height: 72)),
                      with: .linear(LinearGradient(start: Point(x: 10, y: 50), end: Point(x: 90, y: 50), gradient: rainbow)),
                      style: StrokeStyle(width: 7))
        return canvas.pixmap
    }

    /// Every partly covered pixel of the render, decoded from the GIF, against the render
    /// composited on the matte: the largest difference of a channel, over all such pixels, and
    /// the 95th percentile.
    static func edgeError(dither: Bool) throws -> (largest: Int, p95: Int, edgePixels: Int) {
        let folder = try Folder(); defer { folder.remove() }
        let render = try stroked()
        let page = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
        let writer = try AnimationWriter(path: folder.file("ring.gif"), width: side, height: side,
                                         options: ExportOptions(gif: GIFOptions(matte: .white, dither: dither)))
        try writer.append(render)
        try writer.finish()
        let decoded = try #require(try DecodedAnimation(contentsOf: folder.file("ring.gif")).frames.first)
        var errors: [Int] = []
        for y in 0..<side {
            for x in 0..<side {
                guard let drawn = render.pixel(x: x, y: y), drawn.a > 0, drawn.a < 255,
                      let shown = decoded.pixel(x: x, y: y) else { continue }
                let expected = drawn.over(page)
                let seen = shown.a == 0 ? page : shown          // a transparent pixel shows the page
                errors.append(max(abs(Int(seen.r) - Int(expected.r)), abs(Int(seen.g) - Int(expected.g)),
                                  abs(Int(seen.b) - Int(expected.b))))
            }
        }
        errors.sort()
        return (errors.last ?? 0, errors[errors.count * 95 / 100], errors.count)
    }

    /// With dithering on (the default), the edge is as close to the render on the matte as
    /// without it: the quantiser's palette error only, no dots. (Dithered as the rest of the
    /// frame, the edge of this ring was off by up to 33 levels, 15 at the 95th percentile; cut
    /// at half coverage, as it was with a matte before, by up to half the contrast.)
    @Test func edgesOverTheMatteAreTheRenderOnTheMatte() throws {
        let dithered = try Self.edgeError(dither: true)
        let plain = try Self.edgeError(dither: false)
        #expect(dithered.edgePixels > 300, "the ring has \(dithered.edgePixels) edge pixels")
        #expect(dithered.largest <= 20 && dithered.p95 <= 12, "dithered: \(dithered)")
        #expect(plain.largest <= 20 && plain.p95 <= 12, "not dithered: \(plain)")
        print("GIF edge error at 100x100 over the matte: dithered \(dithered), not dithered \(plain)")
    }

    /// Without a matte the edge is cut at half coverage: kept pixels keep their own colour.
    @Test func withoutAMatteEdgesAreCutAtHalfCoverage() throws {
        let folder = try Folder(); defer { folder.remove() }
        let render = try Self.stroked()
        let writer = try AnimationWriter(path: folder.file("ring.gif"), width: Self.side, height: Self.side)
        try writer.append(render)
        try writer.finish()
        let decoded = try #require(try DecodedAnimation(contentsOf: folder.file("ring.gif")).frames.first)
        for y in 0..<Self.side {
            for x in 0..<Self.side {
                guard let drawn = render.pixel(x: x, y: y), let shown = decoded.pixel(x: x, y: y) else { continue }
                #expect((shown.a == 0) == (drawn.a < 128), "(\(x), \(y)): alpha \(drawn.a) shown as \(shown.a)")
            }
        }
    }
}
