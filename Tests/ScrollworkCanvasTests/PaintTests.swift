import ScrollworkCanvas
import Testing
import Scrollwork

@Suite("Paints")
struct PaintTests {
    let ramp = Gradient(stops: [GradientStop(offset: 0, color: .red), GradientStop(offset: 1, color: .blue)])

    @Test func linearGradientInterpolatesAndPads() throws {
        let c = try Canvas(width: 100, height: 10)
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 100, height: 10)),
               with: .linear(LinearGradient(start: Point(20, 0), end: Point(80, 0), gradient: ramp)))
        let left = try #require(c.pixmap.pixel(x: 5, y: 5)), right = try #require(c.pixmap.pixel(x: 95, y: 5))
        let mid = try #require(c.pixmap.pixel(x: 50, y: 5))
        #expect(left.r == 255 && left.b == 0)
        #expect(right.b == 255 && right.r == 0)
        #expect(abs(Int(mid.r) - 127) <= 3 && abs(Int(mid.b) - 127) <= 3)
    }

    /// An opaque gradient at full coverage is written over the pixels as they were; a
    /// translucent one still blends with them.
    @Test func opaqueGradientsReplaceAndTranslucentOnesBlend() throws {
        let radial = Paint.radial(RadialGradient(center: Point(40, 30), radius: 35, gradient: ramp))
        let faded = Paint.radial(RadialGradient(center: Point(40, 30), radius: 35, gradient: Gradient(stops: [
            GradientStop(offset: 0, color: .red), GradientStop(offset: 1, color: Color(red: 0, green: 0, blue: 1, alpha: 0.5)),
        ])))
        let shape = Path(ellipseIn: Rect(x: 3.3, y: 2.7, width: 73.1, height: 54.6))
        func draw(_ paint: Paint, over background: Color) throws -> Canvas {
            let c = try Canvas(width: 80, height: 60)
            c.clear(background)
            c.fill(shape, with: paint)
            return c
        }
        let onWhite = try draw(radial, over: .white), onGreen = try draw(radial, over: .green)
        var inside = 0
        for y in 0..<60 {
            for x in 0..<80 {
                // Pixels well inside the ellipse (the outline's own blend with what is under them).
                let dx = (Double(x) + 0.5 - 39.85) / 34.5, dy = (Double(y) + 0.5 - 30) / 25.3
                guard dx * dx + dy * dy < 0.9 else { continue }
                let a = try #require(onWhite.pixmap.pixel(x: x, y: y)), b = try #require(onGreen.pixmap.pixel(x: x, y: y))
                inside += 1
                #expect(a == b, "(\(x), \(y))")
            }
        }
        #expect(inside > 1000)
        let translucentWhite = try draw(faded, over: .white), translucentGreen = try draw(faded, over: .green)
        #expect(translucentWhite.pixmap.pixel(x: 70, y: 30) != translucentGreen.pixmap.pixel(x: 70, y: 30))
    }

    @Test func gradientFollowsTheTransform() throws {
        let c = try Canvas(width: 100, height: 100)
        c.translate(x: 100, y: 0)
        c.rotate(Double.pi / 2)  // local x runs down the screen
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 100, height: 100)),
               with: .linear(LinearGradient(start: .zero, end: Point(100, 0), gradient: ramp)))
        #expect((c.pixmap.pixel(x: 50, y: 2)?.r ?? 0) > 240)
        #expect((c.pixmap.pixel(x: 50, y: 97)?.b ?? 0) > 240)
    }

    @Test func stopOpacityAndLottieStopMerging() {
        let g = Gradient(colorStops: [(0, .red), (1, .blue)], opacityStops: [(0, 1), (0.5, 0)])
        #expect(g.stops.map(\.offset) == [0, 0.5, 1])
        let mid = g.color(at: 0.5)
        #expect(mid.alpha == 0 && abs(mid.red - 0.5) < 1e-9)
        #expect(abs(g.color(at: 0.25).alpha - 0.5) < 1e-9)
        #expect(g.color(at: 2).blue == 1 && g.color(at: -1).red == 1)
    }

    @Test func radialGradientCentreAndEdge() throws {
        let c = try Canvas(width: 100, height: 100)
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 100, height: 100)),
               with: .radial(RadialGradient(center: Point(50, 50), radius: 40, gradient: ramp)))
        #expect((c.pixmap.pixel(x: 50, y: 50)?.r ?? 0) > 245)
        #expect((c.pixmap.pixel(x: 99, y: 50)?.b ?? 0) == 255)
        let ring = try #require(c.pixmap.pixel(x: 70, y: 50))
        #expect(abs(Int(ring.r) - 128) < 8)
    }

    @Test func lottieHighlightMovesTheFocalPoint() {
        let g = RadialGradient.lottie(start: Point(0, 0), end: Point(100, 0), highlightLength: 50, highlightAngle: 90, gradient: ramp)
        #expect(abs(g.focal.x) < 1e-9 && abs(g.focal.y - 50) < 1e-9)
        #expect(g.radius == 100)
        let clamped = RadialGradient.lottie(start: .zero, end: Point(10, 0), highlightLength: 500, highlightAngle: 0, gradient: ramp)
        #expect(abs(clamped.focal.x - 9.9) < 1e-9)
    }

    @Test func focalPointShiftsTheBrightSpot() throws {
        let c = try Canvas(width: 100, height: 100)
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 100, height: 100)),
               with: .radial(RadialGradient.lottie(start: Point(50, 50), end: Point(90, 50), highlightLength: 60, highlightAngle: 0, gradient: ramp)))
        #expect((c.pixmap.pixel(x: 74, y: 50)?.r ?? 0) > (c.pixmap.pixel(x: 50, y: 50)?.r ?? 0))
    }

    /// A pixel of a radial gradient gets the same colour whichever pixel its span starts at
    /// (shapes starting at each of several columns, under a rotation), two pixels at a time
    /// or one.
    @Test func radialGradientPixelsDoNotDependOnWhereTheSpanStarts() throws {
        let paint = Paint.radial(RadialGradient.lottie(start: Point(50, 40), end: Point(95, 60), highlightLength: 40,
                                                       highlightAngle: 30, gradient: ramp))
        func draw(from left: Double) throws -> Canvas {
            let c = try Canvas(width: 100, height: 80)
            c.rotate(0.12)
            c.fill(Path(rect: Rect(x: left, y: -20, width: 140 - left, height: 120)), with: paint)
            return c
        }
        let whole = try draw(from: -20)
        for left in [0.0, 1, 2, 3, 17, 33] {
            let part = try draw(from: left)
            var compared = 0
            for y in 10..<70 {
                // Well inside the shape: full coverage in both.
                for x in (Int(left) + 12)..<90 where part.pixmap.pixel(x: x, y: y) != nil {
                    #expect(part.pixmap.pixel(x: x, y: y) == whole.pixmap.pixel(x: x, y: y), "(\(x), \(y)) from \(left)")
                    compared += 1
                }
            }
            #expect(compared > 1000)
        }
    }

    @Test func imagePatternIsBilinear() throws {
        var img = try Pixmap(width: 2, height: 1)
        img.setPixel(x: 0, y: 0, PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        img.setPixel(x: 1, y: 0, PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        let c = try Canvas(width: 20, height: 10)
        c.scale(x: 10, y: 10)
        c.drawImage(img)
        #expect((c.pixmap.pixel(x: 1, y: 5)?.r ?? 255) < 10)
        #expect((c.pixmap.pixel(x: 18, y: 5)?.r ?? 0) > 245)
        let mid = Int(c.pixmap.pixel(x: 10, y: 5)?.r ?? 0)
        #expect(mid > 100 && mid < 160)
        #expect(c.pixmap.pixel(x: 10, y: 5)?.a == 255)
    }

    /// The image shader against the plain per-pixel formula (map the pixel centre through the
    /// inverse transform, clamp to the edge pixels, bilinear weights in 1/256, scale by the
    /// opacity) under many transforms: at most one level off in any channel of any pixel.
    @Test(arguments: ImageCase.all)
    func imageShaderMatchesThePerPixelFormula(_ test: ImageCase) throws {
        let image = try ImageCase.image(width: test.imageWidth, height: test.imageHeight)
        let canvas = try Canvas(width: test.canvasWidth, height: test.canvasHeight)
        canvas.opacity = test.opacity
        // The rect covers every device pixel fully, and over transparent black a premultiplied
        // colour stays itself: each pixel is exactly what the shader wrote.
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: Double(test.canvasWidth), height: Double(test.canvasHeight))),
                    with: .image(ImagePattern(image: image, transform: test.transform)))
        let expected = try ImageCase.reference(image, transform: test.transform, opacity: test.opacity,
                                               width: test.canvasWidth, height: test.canvasHeight)
        let diff = Support.maxChannelDifference(canvas.pixmap, expected)
        // Fixed-point stepping may round a weight the other way where the exact position is
        // within about 10⁻⁶ of a multiple of 1/256; a whole-pixel translation is a plain copy.
        #expect(diff <= (test.exact ? 0 : 1), "\(test.name): a channel is \(diff) levels off")
    }
}

/// One image-shader case: an image drawn through `transform` (image pixels → device) onto a
/// canvas it may not cover, so sampling clamps at the image's edges.
struct ImageCase: Sendable, CustomTestStringConvertible {
    var name: String
    var transform: AffineTransform
    var opacity = 1.0
    /// Pixel centres land on pixel centres: the result must be exactly the formula's.
    var exact = false
    var imageWidth = 37, imageHeight = 23
    var canvasWidth = 96, canvasHeight = 64

    var testDescription: String { name }

    static let all: [ImageCase] = {
        let centre = AffineTransform(translationX: 48, y: 32)
        func about(_ m: AffineTransform) -> AffineTransform { centre * m * AffineTransform(translationX: -18.5, y: -11.5) }
        return [
            ImageCase(name: "identity", transform: .identity, exact: true),
            ImageCase(name: "integer translation", transform: AffineTransform(translationX: 30, y: -5), exact: true),
            ImageCase(name: "integer translation, opacity 0.6", transform: AffineTransform(translationX: -3, y: 41), opacity: 0.6,
                      exact: true),
            ImageCase(name: "fractional translation", transform: AffineTransform(translationX: 10.25, y: 7.6)),
            ImageCase(name: "scale up 2.7", transform: about(AffineTransform(scaleX: 2.7, y: 2.7))),
            ImageCase(name: "scale down 0.37", transform: about(AffineTransform(scaleX: 0.37, y: 0.37))),
            ImageCase(name: "non-uniform scale, flipped", transform: about(AffineTransform(scaleX: -1.9, y: 0.8))),
            ImageCase(name: "rotation 0.5 rad", transform: about(AffineTransform(rotation: 0.5))),
            ImageCase(name: "rotation and scale, opacity 0.3", transform: about(AffineTransform(rotation: -2.2) * AffineTransform(scaleX: 1.7, y: 1.3)),
                      opacity: 0.3),
            ImageCase(name: "quarter turn", transform: about(AffineTransform(rotation: .pi / 2))),
            ImageCase(name: "skew", transform: about(AffineTransform(a: 1, b: 0.3, c: -0.45, d: 1.1, tx: 0, ty: 0))),
            // Long rows: the sample position is stepped over 1,500 pixels.
            ImageCase(name: "long rows, slight scale", transform: AffineTransform(scaleX: 1.1584, y: 1.1584) * AffineTransform(translationX: 0.3, y: 0),
                      imageWidth: 1400, imageHeight: 5, canvasWidth: 1500, canvasHeight: 6),
            ImageCase(name: "long rows, slight rotation", transform: AffineTransform(rotation: 0.003) * AffineTransform(scaleX: 0.9, y: 1.7),
                      imageWidth: 1400, imageHeight: 9, canvasWidth: 1500, canvasHeight: 12),
            ImageCase(name: "one-pixel image, scaled", transform: AffineTransform(scaleX: 7, y: 5), imageWidth: 1, imageHeight: 1,
                      canvasWidth: 20, canvasHeight: 10),
            // Absurd scales put the samples far outside the image (clamped) or collapse the
            // image to a few pixels; the shader must clamp, never trap.
            ImageCase(name: "enormous scale", transform: about(AffineTransform(scaleX: 1e12, y: 3e11))),
            ImageCase(name: "tiny scale", transform: about(AffineTransform(scaleX: 1e-12, y: 2e-13))),
            ImageCase(name: "far away", transform: AffineTransform(translationX: -1e300, y: 5e299)),
        ]
    }()

    /// A deterministic premultiplied image with a different colour in every pixel (some
    /// translucent).
    static func image(width: Int, height: Int) throws -> Pixmap {
        var rng = SeededGenerator(state: 99)
        var img = try Pixmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let a = rng.next() < 0.3 ? UInt8(rng.next() * 255) : 255
                func channel() -> UInt8 { UInt8(rng.next() * Double(a)) }
                img.setPixel(x: x, y: y, PremultipliedColor(r: channel(), g: channel(), b: channel(), a: a))
            }
        }
        return img
    }

    /// The straightforward formula, one pixel at a time in double precision: what the image
    /// shader computed before it stepped along rows.
    static func reference(_ image: Pixmap, transform: AffineTransform, opacity: Double, width: Int, height: Int) throws -> Pixmap {
        var out = try Pixmap(width: width, height: height)
        guard let inv = transform.inverted() else { return out }
        let w = image.width, h = image.height, s = UInt32(opacity * 256)
        /// `a + (b − a)·t/256` in each 8-bit channel, rounded down.
        func lerp(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
            var r: UInt32 = 0
            for shift: UInt32 in stride(from: 0, to: 32, by: 8) {
                let ca = (a >> shift) & 255, cb = (b >> shift) & 255
                r |= ((ca * (256 - t) + cb * t) >> 8) << shift
            }
            return r
        }
        /// Each channel times `s / 256`, rounded down.
        func scale(_ p: UInt32, _ s: UInt32) -> UInt32 { lerp(0, p, s) }
        image.withUnsafePixels { px in
            out.withUnsafeMutablePixels { dst in
                for y in 0..<height {
                    for x in 0..<width {
                        let p = inv.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                        let fx = p.x - 0.5, fy = p.y - 0.5
                        guard fx.isFinite, fy.isFinite else { continue }
                        let cx = min(max(fx, 0), Double(w - 1)), cy = min(max(fy, 0), Double(h - 1))
                        let x0 = Int(cx), y0 = Int(cy), x1 = min(x0 + 1, w - 1), y1 = min(y0 + 1, h - 1)
                        let wx = UInt32((cx - Double(x0)) * 256), wy = UInt32((cy - Double(y0)) * 256)
                        let top = lerp(px[y0 * w + x0], px[y0 * w + x1], wx)
                        let bottom = lerp(px[y1 * w + x0], px[y1 * w + x1], wx)
                        dst[y * width + x] = scale(lerp(top, bottom, wy), s)
                    }
                }
            }
        }
        return out
    }
}
