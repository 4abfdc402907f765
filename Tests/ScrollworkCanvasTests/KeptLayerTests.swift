import Scrollwork
import ScrollworkCanvas
import Testing

/// A layer kept by `endLayer(keepingIn:)` and drawn again by `drawKeptLayer(_:)` gives the
/// pixels of drawing the layer again, byte for byte, and only in the state it was begun in.
@Suite("Layers kept as pixels")
struct KeptLayerTests {
    /// A backdrop with every pixel its own colour (some translucent).
    static func backdrop(_ c: Canvas) {
        c.clear(Color(red: 0.9, green: 0.85, blue: 0.7, alpha: 1))
        c.fill(Path(ellipseIn: Rect(x: 4, y: 6, width: 50, height: 30)), color: Color(red: 0.1, green: 0.6, blue: 0.3, alpha: 0.7))
        c.fill(Path(rect: Rect(x: 30, y: 20, width: 30, height: 24)), color: Color(red: 0.8, green: 0.2, blue: 0.5, alpha: 0.4))
    }

    /// A layer with content at two opacities, a mask or two, an optional matte and opacity.
    static func drawLayer(_ c: Canvas, mode: BlendMode, opacity: Double, masks: Int, matte: MatteMode?) {
        var list: [Mask] = []
        if masks > 0 { list.append(Mask(path: Path(ellipseIn: Rect(x: 8.3, y: 5.6, width: 44.2, height: 36.9)))) }
        if masks > 1 {
            list.append(Mask(path: Path(rect: Rect(x: 20.5, y: 10.25, width: 12, height: 40)), mode: .subtract, opacity: 0.6))
        }
        c.beginLayer(Layer(opacity: opacity, blendMode: mode, bounds: Rect(x: 2, y: 2, width: 60, height: 44), masks: list,
                           matte: matte))
        c.fill(Path(rect: Rect(x: 5.5, y: 3.25, width: 48, height: 38)), color: Color(red: 0.2, green: 0.3, blue: 0.95, alpha: 1))
        c.fill(Path(ellipseIn: Rect(x: 15, y: 12, width: 30, height: 22)), color: Color(red: 1, green: 0.9, blue: 0.1, alpha: 0.55))
        if matte != nil {
            c.beginMatte()
            c.fill(Path(ellipseIn: Rect(x: 0, y: 0, width: 50, height: 48)), color: Color(red: 0.3, green: 0.9, blue: 0.6, alpha: 0.8))
        }
    }

    static let cases: [(BlendMode, Double, Int, MatteMode?)] = [
        (.normal, 1, 0, nil), (.normal, 0.63, 1, nil), (.normal, 1, 2, nil), (.normal, 0.8, 1, .luma),
        (.multiply, 1, 1, nil), (.screen, 0.5, 2, .alpha), (.difference, 1, 0, .alphaInverted), (.hue, 0.7, 1, nil),
    ]

    @Test("drawn from its kept pixels, a layer is byte for byte the layer drawn again", arguments: cases.indices)
    func keptPixelsDrawTheLayerAgain(_ k: Int) throws {
        let (mode, opacity, masks, matte) = Self.cases[k]
        let direct = try Canvas(width: 64, height: 48), keeping = try Canvas(width: 64, height: 48)
        let again = try Canvas(width: 64, height: 48)
        for c in [direct, keeping, again] { Self.backdrop(c) }
        Self.drawLayer(direct, mode: mode, opacity: opacity, masks: masks, matte: matte)
        direct.endLayer()
        var kept = KeptLayer()
        Self.drawLayer(keeping, mode: mode, opacity: opacity, masks: masks, matte: matte)
        keeping.endLayer(keepingIn: &kept)
        #expect(!kept.isEmpty && !kept.visible.isEmpty)
        #expect(keeping.pixmap == direct.pixmap, "ending a layer while keeping it draws the same")
        #expect(again.drawKeptLayer(kept))
        #expect(again.pixmap == direct.pixmap, "the kept pixels draw the layer again")
        // Under a scissor, only the scissored part is written, with the same values.
        let scissored = try Canvas(width: 64, height: 48)
        Self.backdrop(scissored)
        let cut = PixelRect(x: 10, y: 9, width: 23, height: 17)
        scissored.scissored(to: cut) { #expect(scissored.drawKeptLayer(kept)) }
        let untouched = try Canvas(width: 64, height: 48)
        Self.backdrop(untouched)
        for y in 0..<48 {
            for x in 0..<64 {
                let expected = cut.contains(x: x, y: y) ? direct.pixmap.pixel(x: x, y: y) : untouched.pixmap.pixel(x: x, y: y)
                if scissored.pixmap.pixel(x: x, y: y) != expected {
                    Issue.record("(\(x), \(y)) under the scissor \(cut)")
                    return
                }
            }
        }
    }

    @Test("a kept layer is drawn only in the state it was begun in")
    func keptLayersNeedTheirState() throws {
        let c = try Canvas(width: 64, height: 48)
        var kept = KeptLayer()
        #expect(!c.drawKeptLayer(kept), "nothing kept")
        Self.drawLayer(c, mode: .normal, opacity: 1, masks: 1, matte: nil)
        c.endLayer(keepingIn: &kept)
        let before = c.pixmap
        c.save()
        c.translate(x: 1, y: 0)
        #expect(!c.drawKeptLayer(kept), "another transform")
        c.restore()
        c.save()
        c.clip(to: Rect(x: 0, y: 0, width: 32, height: 48))
        #expect(!c.drawKeptLayer(kept), "another clip")
        c.restore()
        c.save()
        c.opacity = 0.5
        #expect(!c.drawKeptLayer(kept), "another opacity")
        c.restore()
        c.beginLayer()
        #expect(!c.drawKeptLayer(kept), "within another layer")
        c.endLayer()
        #expect(c.pixmap == before, "a refused kept layer draws nothing")
        // While measuring, a kept layer counts its pixels as drawn and keeping keeps nothing.
        let measured = c.measure { #expect(c.drawKeptLayer(kept)) }
        #expect(measured == kept.visible)
        var none = KeptLayer()
        _ = c.measure {
            Self.drawLayer(c, mode: .normal, opacity: 1, masks: 1, matte: nil)
            c.endLayer(keepingIn: &none)
        }
        #expect(none.isEmpty)
        #expect(kept.byteCount >= kept.visible.width * kept.visible.height * 4)
        kept.removeAll()
        #expect(kept.isEmpty && kept.byteCount == 0)
    }
}
