import ScrollworkCanvas
import Testing
import Scrollwork

/// Layer effects against per-pixel formulas worked by hand (as lottie-web's SVG filters compute
/// them: colour matrices in linearRGB then sRGB, table transfers), and blur/shadow properties.
@Suite("Layer effects")
struct LayerEffectTests {
    /// A 4×4 canvas, one opaque `color` square drawn into a layer, `effect` applied: the centre pixel.
    func pixel(_ color: Color, _ effect: LayerEffect) throws -> PremultipliedColor {
        let c = try Canvas(width: 4, height: 4)
        c.beginLayer()
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 4, height: 4)), color: color)
        c.applyEffect(effect)
        c.endLayer()
        return try #require(c.pixmap.pixel(x: 2, y: 2))
    }

    func near(_ p: PremultipliedColor, _ r: Int, _ g: Int, _ b: Int, _ a: Int) -> Bool {
        abs(Int(p.r) - r) <= 1 && abs(Int(p.g) - g) <= 1 && abs(Int(p.b) - b) <= 1 && abs(Int(p.a) - a) <= 1
    }

    static let red = Color(red: 1, green: 0, blue: 0)

    @Test func fillGivesEveryAlphaTheColourTimesAlphaTimesOpacity() throws {
        // One pixel of each alpha 0…255 (grey, premultiplied), filled with a colour at 0.7.
        let c = try Canvas(width: 256, height: 1)
        c.beginLayer()
        for a in 0..<256 {
            c.fill(Path(rect: Rect(x: Double(a), y: 0, width: 1, height: 1)),
                   color: Color(red: 0.3, green: 0.5, blue: 0.9, alpha: Double(a) / 255))
        }
        c.applyEffect(.fill(Color(red: 0.2, green: 0.6, blue: 1), opacity: 0.7))
        c.endLayer()
        for x in 0..<256 {
            let p = try #require(c.pixmap.pixel(x: x, y: 0))
            // Straight alpha a·0.7, then each channel premultiplied and rounded.
            let alpha = Float(x) / 255 * Float(0.7)
            func byte(_ v: Float) -> UInt8 { UInt8(v * alpha * 255 + 0.5) }
            let expected = x == 0 ? (UInt8(0), UInt8(0), UInt8(0), UInt8(0))
                : (byte(0.2), byte(0.6), byte(1), UInt8(alpha * 255 + 0.5))
            #expect(p.r == expected.0 && p.g == expected.1 && p.b == expected.2 && p.a == expected.3, "alpha \(x): \(p)")
        }
    }

    @Test func fillKeepsAlphaTimesOpacity() throws {
        // Colour replaced; alpha 1 × 0.5 → premultiplied (128, 0, 0, 128).
        let p = try pixel(Color(red: 0.2, green: 0.4, blue: 0.6), .fill(Self.red, opacity: 0.5))
        #expect(near(p, 128, 0, 0, 128))
    }

    @Test func tintMapsLinearGreyBetweenBlackAndWhite() throws {
        // Red: linear mean (1 + 0 + 0)/3 = 0.3333 → sRGB 1.055·0.3333^(1/2.4) − 0.055 = 0.6125;
        // black → white (0,0,0) → (0,0,1): blue 0.6125·255 = 156.
        let p = try pixel(Self.red, .tint(black: Color(red: 0, green: 0, blue: 0), white: Color(red: 0, green: 0, blue: 1),
                                          amount: 1, overOriginal: false))
        #expect(near(p, 0, 0, 156, 255))
    }

    @Test func tintAtHalfAmountIsDrawnOverTheOriginal() throws {
        // Grey 0.6125 at alpha 0.5 over opaque red: r = 0.5·0.6125 + 0.5·1 = 0.806 → 206,
        // g = b = 0.306 → 78.
        let p = try pixel(Self.red, .tint(black: Color(red: 0, green: 0, blue: 0), white: Color(red: 1, green: 1, blue: 1),
                                          amount: 0.5, overOriginal: true))
        #expect(near(p, 206, 78, 78, 255))
    }

    @Test func tritoneInterpolatesMidToBrightAboveHalf() throws {
        // Grey 0.6125 (as above): t = (0.6125 − 0.5)·2 = 0.225 between mid 0.5 grey and bright
        // yellow: r = g = 0.5 + 0.5·0.225 = 0.6125 → 156, b = 0.5 − 0.5·0.225 = 0.3875 → 99.
        let p = try pixel(Self.red, .tritone(bright: Color(red: 1, green: 1, blue: 0), mid: Color(red: 0.5, green: 0.5, blue: 0.5),
                                             dark: Color(red: 0, green: 0, blue: 0)))
        #expect(near(p, 156, 156, 99, 255))
    }

    @Test func levelsApplyChannelCurvesThenTheRGBCurve() throws {
        // Grey 128/255 = 0.50196. RGB curve: input 0.2…0.8, gamma 2: ((v − 0.2)/0.6)^(1/2).
        // Green and blue: (0.30196/0.6)^0.5 = 0.7094 → 181. Red first through output white 0.5:
        // 0.25098, then ((0.05098)/0.6)^0.5 = 0.2915 → 74.
        let levels = Levels(rgb: Levels.Curve(inputBlack: 0.2, inputWhite: 0.8, gamma: 2),
                            red: Levels.Curve(outputWhite: 0.5))
        let p = try pixel(Color(red: 128.0 / 255, green: 128.0 / 255, blue: 128.0 / 255), .levels(levels))
        #expect(near(p, 74, 181, 181, 255))
    }

    /// A 64×64 canvas with an opaque 10×10 black square at (27, 27), `effect` applied.
    func square(_ effect: LayerEffect) throws -> Canvas {
        let c = try Canvas(width: 64, height: 64)
        c.beginLayer()
        c.fill(Path(rect: Rect(x: 27, y: 27, width: 10, height: 10)), color: .black)
        c.applyEffect(effect)
        c.endLayer()
        return c
    }

    func alpha(_ c: Canvas, _ x: Int, _ y: Int) -> Int { Int(c.pixmap.pixel(x: x, y: y)?.a ?? 0) }

    @Test(arguments: [1.0, 3.0, 6.5])
    func blurConservesAlphaIsSymmetricAndBounded(sigma: Double) throws {
        let c = try square(.blur(sigmaX: sigma, sigmaY: sigma))
        var total = 0
        for y in 0..<64 { for x in 0..<64 { total += alpha(c, x, y) } }
        #expect(abs(Double(total) / (100 * 255) - 1) < 0.02, "total alpha \(total)")
        for y in 0..<64 { for x in 0..<64 {
            // Mirror-symmetric exactly; transposed within one level (rows are blurred, and
            // rounded to bytes, before columns).
            #expect(alpha(c, x, y) == alpha(c, 63 - x, y) && abs(alpha(c, x, y) - alpha(c, y, x)) <= 1)
        } }
        #expect(alpha(c, 32, 32) < 255 || sigma < 2)
        // Nothing past 3.5σ + 2 from the square.
        let reach = Int((3.5 * sigma).rounded(.up)) + 2
        #expect(alpha(c, 27 - reach - 1, 32) == 0 && alpha(c, 37 + reach, 32) == 0)
        #expect(alpha(c, 26, 32) > 0)
    }

    @Test func blurAlongOneAxisLeavesTheOtherSharp() throws {
        let c = try square(.blur(sigmaX: 4, sigmaY: 0))
        #expect(alpha(c, 24, 32) > 0)
        #expect(alpha(c, 32, 26) == 0 && alpha(c, 32, 27) == alpha(c, 32, 32) && alpha(c, 32, 32) > 0)
    }

    @Test func dropShadowIsMovedConservedAndUnderTheLayer() throws {
        let c = try square(.dropShadow(color: Color(red: 1, green: 0, blue: 0), opacity: 1, dx: 12, dy: -5, sigma: 2))
        // The square stays black on top; the shadow is red, centred 12 right and 5 up.
        #expect(c.pixmap.pixel(x: 30, y: 30) == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        var total = 0, sx = 0, sy = 0
        for y in 0..<64 { for x in 0..<64 {
            guard let p = c.pixmap.pixel(x: x, y: y), p.g == 0, p.r > 0 else { continue }
            #expect(p.r == p.a)
            if x >= 27 && x < 37 && y >= 27 && y < 37 { continue }
            total += Int(p.a); sx += x * Int(p.a); sy += y * Int(p.a)
        } }
        #expect(total > 0)
        // Outside the square's own footprint the shadow's mass is off centre towards (+12, −5).
        let cx = Double(sx) / Double(total), cy = Double(sy) / Double(total)
        #expect(cx > 32 + 6 && cy < 32 - 1, "centroid \(cx), \(cy)")
        #expect(alpha(c, 36 + 12 + 9, 27) == 0)  // past the moved square plus the blur's reach (8)
    }

    @Test func dropShadowWithoutSoftnessIsTheMovedSilhouette() throws {
        let c = try square(.dropShadow(color: Color(red: 0, green: 0, blue: 1), opacity: 0.5, dx: 20, dy: 0, sigma: 0))
        #expect(c.pixmap.pixel(x: 50, y: 30) == PremultipliedColor(r: 0, g: 0, b: 128, a: 128))
        #expect(alpha(c, 57, 30) == 0 && alpha(c, 46, 30) == 0)
    }

    @Test func absurdSigmasAreBoundedAndNonFiniteOnesIgnored() throws {
        let c = try square(.blur(sigmaX: 1e12, sigmaY: .nan))
        #expect(alpha(c, 0, 32) > 0 || alpha(c, 32, 32) < 255)
        let d = try square(.dropShadow(color: .black, opacity: .infinity, dx: .nan, dy: 1e300, sigma: -4))
        #expect(alpha(d, 32, 32) == 255)
    }
}
