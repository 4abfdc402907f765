import ScrollworkCanvas
import Testing
import Scrollwork

@Suite("Layers, blend modes, masks and mattes")
struct LayerTests {
    let square = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))

    /// One pixel: `src` blended with `mode` over an opaque `dst`.
    func blend(_ src: Color, over dst: Color, _ mode: BlendMode) throws -> PremultipliedColor {
        let c = try Canvas(width: 10, height: 10)
        c.clear(dst)
        c.beginLayer(Layer(blendMode: mode))
        c.fill(square, color: src)
        c.endLayer()
        return try #require(c.pixmap.pixel(x: 5, y: 5))
    }

    @Test func groupOpacityAppliesOnceToOverlaps() throws {
        let c = try Canvas(width: 20, height: 10)
        c.beginLayer(Layer(opacity: 0.5))
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 15, height: 10)), color: .black)
        c.fill(Path(rect: Rect(x: 5, y: 0, width: 15, height: 10)), color: .black)
        c.endLayer()
        #expect(abs(Int(c.pixmap.pixel(x: 2, y: 5)?.a ?? 0) - 128) <= 1)
        #expect(c.pixmap.pixel(x: 10, y: 5)?.a == c.pixmap.pixel(x: 2, y: 5)?.a)
    }

    /// A layer in perspective takes the pixels its bounds' corners land on, not the whole clip,
    /// when they all lie in front of the eye; what it draws is the same as over the whole clip.
    @Test(arguments: [0.0, 0.4, 1.0, 1.45])
    func layerInPerspectiveSpansItsCorners(angle: Double) throws {
        let card = Rect(x: 30, y: 20, width: 60, height: 36)
        func draw(bounds: Rect?) throws -> Canvas {
            let c = try Canvas(width: 120, height: 80)
            c.clear(Color(red: 0.2, green: 0.3, blue: 0.4, alpha: 1))
            c.perspective = .rotationY(angle, center: Point(x: 60, y: 38), distance: 150)
            c.beginLayer(Layer(opacity: 0.6, bounds: bounds))
            c.fill(Path(rect: card), color: Color(red: 1, green: 0.8, blue: 0.1, alpha: 1))
            c.fill(Path(ellipseIn: card.insetBy(dx: 8, dy: 4)), color: Color(red: 0.1, green: 0.5, blue: 1, alpha: 0.8))
            c.endLayer()
            return c
        }
        let tight = try draw(bounds: card.insetBy(dx: -1, dy: -1)), whole = try draw(bounds: nil)
        let same = tight.pixmap == whole.pixmap
        #expect(same, "the tight layer's pixels differ from the whole clip's")
        var drawn = 0
        for y in 0..<80 { for x in 0..<120 where tight.pixmap.pixel(x: x, y: y) != whole.pixmap.pixel(x: 0, y: 0) { drawn += 1 } }
        #expect(angle > 1.4 || drawn > 200, "the card was drawn")
    }

    /// Source grey 0.5 over backdrop grey 0.4: the W3C formula for each separable mode.
    static let separable: [(BlendMode, Double)] = {
        let cs = 0.5, cb = 0.4
        var list: [(BlendMode, Double)] = []
        list.append((.normal, cs))
        list.append((.multiply, cs * cb))
        list.append((.screen, cs + cb - cs * cb))
        list.append((.darken, min(cs, cb)))
        list.append((.lighten, max(cs, cb)))
        list.append((.difference, abs(cs - cb)))
        list.append((.exclusion, cs + cb - 2 * cs * cb))
        list.append((.add, min(cs + cb, 1)))
        list.append((.hardMix, cs + cb >= 1 ? 1 : 0))
        list.append((.overlay, cb <= 0.5 ? cs * 2 * cb : 1 - (1 - cs) * (1 - (2 * cb - 1))))
        list.append((.hardLight, cs <= 0.5 ? cb * 2 * cs : 1 - (1 - cb) * (1 - (2 * cs - 1))))
        list.append((.colorDodge, min(1, cb / (1 - cs))))
        list.append((.colorBurn, 1 - min(1, (1 - cb) / cs)))
        list.append((.softLight, cb - (1 - 2 * cs) * cb * (1 - cb)))
        return list
    }()

    @Test(arguments: LayerTests.separable)
    func separableModesFollowTheW3CFormulas(_ mode: BlendMode, _ expected: Double) throws {
        // Source grey 0.5 over backdrop grey 0.4, both opaque.
        let p = try blend(Color(white: 0.5), over: Color(white: 0.4), mode)
        #expect(abs(Double(p.r) / 255 - expected) < 0.012, "\(mode): \(p.r)")
        #expect(p.a == 255)
    }

    @Test func nonSeparableModes() throws {
        let src = Color(red: 1, green: 0, blue: 0), dst = Color(red: 0.2, green: 0.6, blue: 0.2)
        let lum = try blend(src, over: dst, .luminosity)
        let col = try blend(src, over: dst, .color)
        // Luminosity keeps the backdrop's hue (green dominant); colour keeps the source's (red).
        #expect(lum.g > lum.r)
        #expect(col.r > col.g)
        // Colour keeps the backdrop's luminosity: 0.3R + 0.59G + 0.11B ≈ lum(dst).
        let l = (0.3 * Double(col.r) + 0.59 * Double(col.g) + 0.11 * Double(col.b)) / 255
        #expect(abs(l - (0.3 * 0.2 + 0.59 * 0.6 + 0.11 * 0.2)) < 0.02)
        let sat = try blend(Color(white: 0.5), over: dst, .saturation)
        #expect(sat.r == sat.g && sat.g == sat.b)  // grey has zero saturation
        let hue = try blend(Color(red: 0, green: 0, blue: 1), over: dst, .hue)
        #expect(hue.b > hue.r && hue.b > hue.g)
    }

    @Test func everyBlendModeKeepsPremultipliedInvariants() throws {
        for mode in BlendMode.allCases {
            let c = try Canvas(width: 10, height: 10)
            c.fill(square, color: Color(red: 0.3, green: 0.7, blue: 0.9, alpha: 0.6))
            c.beginLayer(Layer(blendMode: mode))
            c.fill(square, color: Color(red: 0.9, green: 0.2, blue: 0.5, alpha: 0.5))
            c.endLayer()
            let p = try #require(c.pixmap.pixel(x: 5, y: 5))
            #expect(p.r <= p.a && p.g <= p.a && p.b <= p.a, "\(mode)")
            #expect(p.a >= 153, "\(mode)")
        }
    }

    func masked(_ masks: [Mask]) throws -> Canvas {
        let c = try Canvas(width: 40, height: 20)
        c.beginLayer(Layer(masks: masks))
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 20)), color: .black)
        c.endLayer()
        return c
    }

    let left = Path(rect: Rect(x: 0, y: 0, width: 20, height: 20))
    let middle = Path(rect: Rect(x: 10, y: 0, width: 20, height: 20))

    @Test func maskModes() throws {
        // Columns: 5 (left only), 15 (both), 25 (middle only), 35 (none).
        func row(_ c: Canvas) -> [Int] { [5, 15, 25, 35].map { alpha(c, $0, 10) } }
        #expect(row(try masked([Mask(path: left), Mask(path: middle, mode: .add)])) == [255, 255, 255, 0])
        #expect(row(try masked([Mask(path: left), Mask(path: middle, mode: .subtract)])) == [255, 0, 0, 0])
        #expect(row(try masked([Mask(path: left), Mask(path: middle, mode: .intersect)])) == [0, 255, 0, 0])
        #expect(row(try masked([Mask(path: left), Mask(path: middle, mode: .difference)])) == [255, 0, 255, 0])
        #expect(row(try masked([Mask(path: left), Mask(path: middle, mode: .lighten)])) == [255, 255, 255, 0])
        #expect(row(try masked([Mask(path: left), Mask(path: middle, mode: .darken)])) == [0, 255, 0, 0])
        #expect(row(try masked([Mask(path: left, inverted: true)])) == [0, 0, 255, 255])
        #expect(row(try masked([Mask(path: middle, mode: .subtract)])) == [255, 0, 0, 255])
        let half = row(try masked([Mask(path: left, opacity: 0.5)]))
        #expect(abs(half[0] - 128) <= 1 && half[2] == 0)
        #expect(row(try masked([Mask(path: left, mode: .none)])) == [255, 255, 255, 255])
    }

    /// A lone mask takes a shortcut (its coverage bytes through a 256-entry table); adding a
    /// second mask that changes nothing (an empty one, added) takes the general path, which
    /// must paint the same pixels.
    @Test(arguments: [MaskMode.add, .subtract, .intersect, .lighten, .darken, .difference])
    func aLoneMaskPaintsWhatTheGeneralCombinationPaints(_ mode: MaskMode) throws {
        let disc = Path(ellipseCenter: Point(17.3, 9.6), size: Size(21, 13))
        for inverted in [false, true] {
            for opacity in [1, 0.37] {
                let mask = Mask(path: disc, mode: mode, opacity: opacity, inverted: inverted)
                let lone = try masked([mask]), general = try masked([mask, Mask(path: Path(), mode: .add)])
                let differing = (0..<20).flatMap { y in (0..<40).filter { lone.pixmap.pixel(x: $0, y: y) != general.pixmap.pixel(x: $0, y: y) } }
                #expect(differing.isEmpty, "\(mode), inverted \(inverted), opacity \(opacity): \(differing.count) pixels differ")
            }
        }
    }

    @Test func maskExpansionGrowsAndShrinks() throws {
        let square = Path(rect: Rect(x: 10, y: 5, width: 20, height: 10))
        func area(_ x: Double) throws -> Double { coveredArea(try masked([Mask(path: square, expansion: x)]).pixmap) }
        let plain = try area(0), grown = try area(3), shrunk = try area(-3)
        #expect(abs(plain - 200) < 1)
        // Grown by 3 on every side with round corners: 26×16 minus the corner cut (4 − π)·9.
        #expect(abs(grown - (26 * 16 - (4 - Double.pi) * 9)) < 4)
        #expect(abs(shrunk - 14 * 4) < 3)
    }

    func matted(_ mode: MatteMode) throws -> Canvas {
        let c = try Canvas(width: 40, height: 20)
        c.beginLayer(Layer(matte: mode))
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 20)), color: .red)
        c.beginMatte()
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 20)), color: .white)
        c.fill(Path(rect: Rect(x: 10, y: 0, width: 10, height: 20)), color: .black)
        c.fill(Path(rect: Rect(x: 20, y: 0, width: 10, height: 20)), color: Color(white: 1, alpha: 0.5))
        c.endLayer()
        return c
    }

    @Test func trackMattes() throws {
        func row(_ c: Canvas) -> [Int] { [5, 15, 25, 35].map { alpha(c, $0, 10) } }
        let a = row(try matted(.alpha)), ai = row(try matted(.alphaInverted))
        let l = row(try matted(.luma)), li = row(try matted(.lumaInverted))
        #expect(a[0] == 255 && a[1] == 255 && abs(a[2] - 128) <= 2 && a[3] == 0)
        #expect(ai[0] == 0 && ai[1] == 0 && abs(ai[2] - 127) <= 2 && ai[3] == 255)
        #expect(l[0] == 255 && l[1] == 0 && abs(l[2] - 128) <= 2 && l[3] == 0)
        #expect(li[0] == 0 && li[1] == 255 && abs(li[2] - 127) <= 2 && li[3] == 255)
    }

    @Test func layerBoundsLimitTheOffscreenAndNestingWorks() throws {
        let c = try Canvas(width: 40, height: 40)
        c.beginLayer(Layer(bounds: Rect(x: 0, y: 0, width: 20, height: 20)))
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 40)), color: .black)
        c.beginLayer(Layer(opacity: 0.5))
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), color: .white)
        c.endLayer()
        c.endLayer()
        #expect(alpha(c, 30, 30) == 0)
        #expect(alpha(c, 15, 15) == 255)
        #expect(abs(Int(c.pixmap.pixel(x: 5, y: 5)?.r ?? 0) - 128) <= 2)
        // Unbalanced calls are ignored.
        c.endLayer()
        c.restore()
        #expect(alpha(c, 15, 15) == 255)
    }

    /// Layer buffers are pooled and only their drawn parts are cleared for reuse: a later
    /// layer of another size (another row length) must still start transparent, its matte too.
    @Test func reusedLayerBuffersStartTransparent() throws {
        let c = try Canvas(width: 64, height: 64)
        c.clear(.white)
        c.beginLayer(Layer(matte: .alpha))
        c.fill(Path(rect: Rect(x: 3, y: 3, width: 58, height: 58)), color: .red)
        c.beginMatte()
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 64, height: 64)), color: .black)
        c.endLayer()
        c.clear(.white)
        c.beginLayer(Layer(bounds: Rect(x: 5, y: 7, width: 41, height: 29), matte: .alphaInverted))
        c.fill(Path(rect: Rect(x: 20, y: 20, width: 2, height: 2)), color: .blue)
        c.beginMatte()
        c.fill(Path(rect: Rect(x: 30, y: 10, width: 3, height: 3)), color: .black)
        c.endLayer()
        for y in 0..<64 {
            for x in 0..<64 {
                let p = try #require(c.pixmap.pixel(x: x, y: y))
                let expected = (20..<22).contains(x) && (20..<22).contains(y) ? PremultipliedColor(.blue) : PremultipliedColor(.white)
                #expect(p == expected, "pixel \(x), \(y)")
            }
        }
    }

    /// Only what the masks can leave is composited: a difference mask over a layer filling
    /// the canvas keeps the layer inside the mask only; inverted, outside it only.
    @Test func layersAreCompositedWhereTheirMasksReach() throws {
        let disc = Path(ellipseCenter: Point(16, 16), size: Size(8, 8))
        for inverted in [false, true] {
            let c = try Canvas(width: 48, height: 32)
            c.clear(.white)
            c.beginLayer(Layer(masks: [Mask(path: disc, mode: .difference, inverted: inverted)]))
            c.fill(Path(rect: Rect(x: 0, y: 0, width: 48, height: 32)), color: .red)
            c.endLayer()
            let inside = try #require(c.pixmap.pixel(x: 16, y: 16)), outside = try #require(c.pixmap.pixel(x: 40, y: 16))
            #expect(inside == PremultipliedColor(inverted ? .white : .red))
            #expect(outside == PremultipliedColor(inverted ? .red : .white))
        }
    }
}
