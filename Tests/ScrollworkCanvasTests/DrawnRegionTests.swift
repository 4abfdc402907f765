// The canvas's drawn region (`drawnSinceClear`): every pixel outside it is the clear colour,
// and a clear that writes only that rectangle leaves the same pixels as clearing everything.
import PropertyBased
import Scrollwork
import ScrollworkCanvas
import Testing

@Suite("Drawn region and partial clears")
struct DrawnRegionTests {
    static let width = 64, height = 48
    /// The numbers a scene is made of (``draw(_:on:)``).
    static let scenes = Gen.double(in: 0...1).array(of: 1...60)

    /// A transparent canvas of the tests' size (nil, with an issue recorded, if none can be made).
    static func canvas() -> Canvas? {
        guard let c = try? Canvas(width: width, height: height) else {
            Issue.record("no \(width)x\(height) canvas")
            return nil
        }
        return c
    }

    /// A scene from generated numbers: filled and stroked ellipses and rectangles, some in
    /// layers with opacity, a blend mode, a mask or a matte, some reaching past the edges; and
    /// open curves and sharp zigzags, rotated, scaled and skewed, filled or stroked with every
    /// join and cap (long miters, hairlines).
    static func draw(_ numbers: [Double], on canvas: Canvas) {
        var k = 0
        func next() -> Double {
            defer { k += 1 }
            return numbers[k % numbers.count]
        }
        let shapes = 1 + Int(next() * 5)
        for _ in 0..<shapes {
            let rect = Rect(x: next() * 90 - 15, y: next() * 70 - 15, width: 1 + next() * 30, height: 1 + next() * 30)
            let path = next() < 0.5 ? Path(rect: rect) : Path(ellipseIn: rect)
            let color = Color(red: next(), green: next(), blue: next(), alpha: 0.2 + next() * 0.8)
            let kind = Int(next() * 6)
            switch kind {
            case 0:
                canvas.fill(path, color: color)
            case 1:
                canvas.stroke(path, color: color, style: StrokeStyle(width: 0.5 + next() * 6))
            case 2:
                canvas.beginLayer(Layer(opacity: next(), blendMode: next() < 0.5 ? .multiply : .screen))
                canvas.fill(path, color: color)
                canvas.endLayer()
            case 3:
                let mask = Path(ellipseIn: rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
                canvas.beginLayer(Layer(masks: [Mask(path: mask, inverted: next() < 0.5)]))
                canvas.fill(path, color: color)
                canvas.endLayer()
            case 5:
                var open = Path()
                open.move(to: Point(x: rect.minX, y: rect.maxY))
                for i in 1...3 {
                    let x = rect.minX + rect.width * Double(i) / 3
                    if next() < 0.5 {
                        open.line(to: Point(x: x, y: i % 2 == 1 ? rect.minY : rect.maxY))
                    } else {
                        open.cubic(to: Point(x: x, y: rect.maxY), control1: Point(x: x - 20, y: rect.minY - 25),
                                   control2: Point(x: x + 15, y: rect.minY - 10))
                    }
                }
                let joins: [LineJoin] = [.miter, .round, .bevel], caps: [LineCap] = [.butt, .round, .square]
                canvas.save()
                canvas.concatenate(AffineTransform(a: 0.3 + next() * 1.5, b: next() - 0.5, c: next() - 0.5, d: 0.3 + next() * 1.5,
                                                   tx: next() * 20 - 10, ty: next() * 20 - 10))
                if next() < 0.3 {
                    canvas.fill(open, color: color)
                } else {
                    canvas.stroke(open, color: color, style: StrokeStyle(width: next() < 0.2 ? 0.3 : 1 + next() * 8,
                                                                         cap: caps[Int(next() * 2.99)], join: joins[Int(next() * 2.99)],
                                                                         miterLimit: 1 + next() * 10))
                }
                canvas.restore()
            default:
                canvas.beginLayer(Layer(matte: next() < 0.5 ? .alpha : .alphaInverted))
                canvas.fill(path, color: color)
                canvas.beginMatte()
                canvas.fill(Path(ellipseIn: Rect(x: rect.minX + next() * 10, y: rect.minY, width: rect.width, height: rect.height)), color: .black)
                canvas.endLayer()
            }
        }
    }

    @Test("Every pixel outside the drawn region is the clear colour; a partial clear equals a full one")
    func outsideTheRegionIsClear() async throws {
        await propertyCheck(count: 200, input: Self.scenes, Self.scenes) { first, second in
            guard let reused = Self.canvas(), let fresh = Self.canvas() else { return }
            let background = Color(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)
            reused.clear(background)
            #expect(reused.drawnSinceClear.isEmpty)
            Self.draw(first, on: reused)
            let clear = PremultipliedColor(background)
            let region = reused.drawnSinceClear
            for y in 0..<Self.height {
                for x in 0..<Self.width where !region.contains(x: x, y: y) {
                    #expect(reused.pixmap.pixel(x: x, y: y) == clear, "(\(x), \(y)) outside \(region)")
                }
            }
            // The next frame on the reused canvas (a partial clear) equals it drawn on a fresh one.
            reused.clear(background)
            Self.draw(second, on: reused)
            fresh.clear(background)
            Self.draw(second, on: fresh)
            #expect(reused.pixmap == fresh.pixmap)
        }
    }

    @Test("Clearing with an inner rectangle equals clearing and then clearing the rectangle, frame after frame")
    func clearingWithAnInnerRectangle() async throws {
        let rects = Gen.int(in: -20...70).array(of: 4)
        await propertyCheck(count: 150, input: Self.scenes, rects) { scene, r in
            guard let once = Self.canvas(), let twice = Self.canvas() else { return }
            let rect = PixelRect(x: r[0], y: r[1], width: abs(r[2]), height: abs(r[3]))
            let outer = Color(red: 0.9, green: 0.8, blue: 0.7, alpha: 1), inner = Color(red: 0.1, green: 0.4, blue: 0.3, alpha: 1)
            for frame in 0..<3 {
                // The same colour again clears only what was drawn since; another colour, all.
                let colour = frame == 2 ? inner : outer
                once.clear(colour, except: rect, with: inner)
                twice.clear(colour)
                twice.clear(inner, in: rect)
                let same = once.pixmap == twice.pixmap
                #expect(same, "frame \(frame), \(rect)")
                #expect(once.drawnSinceClear == twice.drawnSinceClear, "frame \(frame), \(rect)")
                #expect(once.takeDamage() == twice.takeDamage(), "frame \(frame), \(rect)")
                Self.draw(scene, on: once)
                Self.draw(scene, on: twice)
            }
        }
    }

    @Test("Redrawing from kept pixels equals clearing the rectangle, copying them over it and drawing, wherever they overlap")
    func redrawingFromKeptPixels() async throws {
        let rects = Gen.int(in: -20...70).array(of: 8)
        await propertyCheck(count: 150, input: Self.scenes, rects) { scene, r in
            guard let once = Self.canvas(), let twice = Self.canvas(),
                  let kept = try? Pixmap(width: 1 + abs(r[6]) % 40, height: 1 + abs(r[7]) % 30,
                                         color: Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.7)) else { return }
            let rect = PixelRect(x: r[0], y: r[1], width: abs(r[2]), height: abs(r[3]))
            let origin = (x: r[4], y: r[5])
            for canvas in [once, twice] {
                canvas.clear(.white)
                Self.draw(scene, on: canvas)
                _ = canvas.takeDamage()
            }
            once.redraw(rect, background: .white, keeping: kept, at: origin) { Self.draw(scene.reversed(), on: once) }
            twice.redraw(rect, background: .white) {
                twice.copyPixels(kept, at: origin)
                Self.draw(scene.reversed(), on: twice)
            }
            #expect(once.pixmap == twice.pixmap, "\(rect), kept \(kept.width)x\(kept.height) at \(origin)")
            #expect(once.takeDamage() == twice.takeDamage(), "\(rect)")
        }
    }

    @Test("A band-parallel canvas clears a large area in two halves: the same pixels as one thread")
    func bandParallelClears() throws {
        let one = try Canvas(width: 700, height: 520), two = try Canvas(width: 700, height: 520)
        two.bandParallel = true
        let rects = [PixelRect(x: 0, y: 0, width: 700, height: 520), PixelRect(x: 13, y: 7, width: 611, height: 449),
                     PixelRect(x: -40, y: 300, width: 900, height: 400)]
        for (i, rect) in rects.enumerated() {
            for canvas in [one, two] {
                canvas.fill(Path(ellipseIn: Rect(x: 50, y: 40, width: 500, height: 400)), color: .black)
                canvas.clear(Color(red: 0.9, green: 0.2, blue: 0.3, alpha: 1))
                canvas.clear(Color(red: 0.1, green: 0.7, blue: 0.4, alpha: 0.5), in: rect)
                let inner = PixelRect(x: rect.x + 30, y: rect.y + 20, width: rect.width - 60, height: rect.height - 40)
                canvas.clear(Color(red: 0.2, green: 0.3, blue: 0.9, alpha: 1), except: inner,
                             with: Color(red: 1, green: 1, blue: 0, alpha: 1))
            }
            let same = one.pixmap == two.pixmap
            #expect(same, "rectangle \(i)")
        }
    }

    @Test("A canvas over pixels from outside clears them all, and so does another colour")
    func unknownPixelsAndNewColoursClearEverything() throws {
        var pixmap = try Pixmap(width: 8, height: 8)
        pixmap.fill(.white)
        let canvas = Canvas(pixmap)
        #expect(canvas.drawnSinceClear == PixelRect(x: 0, y: 0, width: 8, height: 8))
        canvas.clear()
        #expect(canvas.pixmap == (try Pixmap(width: 8, height: 8)))
        canvas.fill(Path(rect: Rect(x: 2, y: 2, width: 2, height: 2)), color: .black)
        #expect(canvas.drawnSinceClear == PixelRect(x: 2, y: 2, width: 2, height: 2))
        canvas.clear(.white)
        #expect(canvas.pixmap == pixmap)
        canvas.reset(try Pixmap(width: 4, height: 4))
        #expect(canvas.drawnSinceClear == PixelRect(x: 0, y: 0, width: 4, height: 4))
    }

    @Test("Clearing under a scissor clears only the scissored part")
    func clearingUnderAScissor() throws {
        guard let canvas = Self.canvas() else { return }
        canvas.clear(.white)
        let rect = PixelRect(x: 10, y: 5, width: 20, height: 12)
        canvas.scissored(to: rect) {
            canvas.clear(.black)
            canvas.clear(.red, in: PixelRect(x: 0, y: 0, width: 15, height: 8))
        }
        for y in 0..<Self.height {
            for x in 0..<Self.width {
                let expected: Color = !rect.contains(x: x, y: y) ? .white : (x < 15 && y < 8 ? .red : .black)
                #expect(canvas.pixmap.pixel(x: x, y: y) == PremultipliedColor(expected), "(\(x), \(y))")
            }
        }
    }

    @Test("Copied pixels land at their origin, clipped to the pixmap and the scissor, and count as drawn")
    func copiedPixelsLandAtTheirOrigin() throws {
        guard let canvas = Self.canvas() else { return }
        canvas.clear(.white)
        _ = canvas.takeDamage()
        let patch = try Pixmap(width: 8, height: 6, color: .red)
        // Hangs over the left edge: only its right 5 columns land.
        canvas.copyPixels(patch, at: (-3, 4))
        #expect(canvas.takeDamage() == PixelRect(x: 0, y: 4, width: 5, height: 6))
        let scissor = PixelRect(x: 20, y: 0, width: 3, height: 100)
        canvas.scissored(to: scissor) { canvas.copyPixels(patch, at: (18, 2)) }
        for y in 0..<Self.height {
            for x in 0..<Self.width {
                let red = (x < 5 && y >= 4 && y < 10) || (x >= 20 && x < 23 && y >= 2 && y < 8 && x < 26)
                #expect(canvas.pixmap.pixel(x: x, y: y) == PremultipliedColor(red ? .red : .white), "(\(x), \(y))")
            }
        }
    }

    @Test("Drawing scissored to a rectangle gives, inside it, the pixels of drawing everything, and changes nothing outside")
    func scissoredDrawingEqualsFullDrawingInside() async throws {
        await propertyCheck(count: 200, input: Self.scenes, Gen.double(in: 0...1).array(of: 4)) { scene, r in
            guard let full = Self.canvas(), let scissored = Self.canvas() else { return }
            full.clear(.white)
            Self.draw(scene, on: full)
            let x = Int(r[0] * Double(Self.width - 1)), y = Int(r[1] * Double(Self.height - 1))
            let rect = PixelRect(x: x, y: y, width: max(1, Int(r[2] * Double(Self.width - x))), height: max(1, Int(r[3] * Double(Self.height - y))))
            scissored.clear(.white)
            let written = scissored.written { scissored.scissored(to: rect) { Self.draw(scene, on: scissored) } }
            #expect(written.isEmpty || (written.x >= rect.x && written.maxX <= rect.maxX && written.y >= rect.y && written.maxY <= rect.maxY))
            for py in 0..<Self.height {
                for px in 0..<Self.width {
                    let inside = rect.contains(x: px, y: py)
                    let expected = inside ? full.pixmap.pixel(x: px, y: py) : PremultipliedColor(.white)
                    #expect(scissored.pixmap.pixel(x: px, y: py) == expected, "(\(px), \(py)), scissor \(rect)")
                }
            }
        }
    }

    @Test("A measured stroke holds its long miter tips, square caps and hairlines, turned and skewed",
          arguments: [(LineJoin.miter, LineCap.butt, 10.0), (.miter, .square, 1.0), (.round, .round, 4.0), (.bevel, .square, 4.0)])
    func measuredStrokesHoldTheirOutline(join: LineJoin, cap: LineCap, miterLimit: Double) throws {
        // A sharp V (about 16° at its tip, so its miter reaches 7 half widths past the tip) and
        // a diagonal line (whose square caps reach √2 half widths along an axis), drawn at
        // several widths under a rotation and a skew.
        var v = Path()
        v.move(to: Point(x: -3, y: -10))
        v.line(to: Point(x: 0, y: 11))
        v.line(to: Point(x: 3, y: -10))
        v.move(to: Point(x: -12, y: -12))
        v.line(to: Point(x: -4, y: -4))
        for width in [0.2, 2.0, 5.0, 9.0] {
            for m in [AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 32, ty: 24), AffineTransform(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 32, ty: 20),
                      AffineTransform(a: 1, b: 0, c: 0.7, d: 0.9, tx: 30, ty: 22)] {
                guard let canvas = Self.canvas() else { return }
                canvas.clear(.white)
                canvas.concatenate(m)
                let style = StrokeStyle(width: width, cap: cap, join: join, miterLimit: miterLimit)
                let rect = canvas.measure { canvas.stroke(v, color: .black, style: style) }
                canvas.stroke(v, color: .black, style: style)
                var changed = 0
                for y in 0..<Self.height {
                    for x in 0..<Self.width where canvas.pixmap.pixel(x: x, y: y) != PremultipliedColor(.white) {
                        changed += 1
                        #expect(rect.contains(x: x, y: y), "(\(x), \(y)) outside \(rect), width \(width)")
                    }
                }
                #expect(changed > 0)
            }
        }
    }

    @Test("Measuring a drawing draws nothing and holds every pixel the drawing changes")
    func measureHoldsEveryChangedPixel() async throws {
        await propertyCheck(count: 200, input: Self.scenes, Gen.double(in: 0...1).array(of: 1...30)) { scene, before in
            guard let canvas = Self.canvas() else { return }
            canvas.clear(.white)
            Self.draw(before, on: canvas)
            _ = canvas.takeDamage()
            let untouched = canvas.pixmap
            let rect = canvas.measure { Self.draw(scene, on: canvas) }
            #expect(canvas.pixmap == untouched, "measuring drew")
            #expect(canvas.takeDamage().isEmpty, "measuring counted as damage")
            // With a layer open too: what the body draws in it is measured, not the layer's.
            canvas.beginLayer()
            let inLayer = canvas.measure { Self.draw(scene, on: canvas) }
            canvas.endLayer()
            #expect(inLayer == rect)
            Self.draw(scene, on: canvas)
            for y in 0..<Self.height {
                for x in 0..<Self.width where canvas.pixmap.pixel(x: x, y: y) != untouched.pixel(x: x, y: y) {
                    #expect(rect.contains(x: x, y: y), "(\(x), \(y)) changed outside \(rect)")
                }
            }
        }
    }

    @Test("The blank colour is the clear's while nothing is drawn and the canvas is as a new one")
    func blankColor() throws {
        guard let canvas = Self.canvas() else { return }
        #expect(canvas.blankColor == nil, "a new pixmap is not known to be one colour")
        let white = PremultipliedColor(.white)
        canvas.clear(.white)
        #expect(canvas.blankColor == white)
        canvas.fill(Rect(x: 70, y: 0, width: 4, height: 4), with: .solid(.black))
        #expect(canvas.blankColor == white, "a fill outside the pixmap draws nothing")
        canvas.fill(Rect(x: 1, y: 1, width: 2, height: 2), with: .solid(.black))
        #expect(canvas.blankColor == nil)
        canvas.clear(.black)
        #expect(canvas.blankColor == PremultipliedColor(.black))
        let changes: [(String, (Canvas) -> Void)] = [
            ("translated", { $0.translate(x: 1, y: 0) }),
            ("clipped", { $0.clip(to: Rect(x: 0, y: 0, width: 10, height: 10)) }),
            ("faded", { $0.opacity = 0.5 }),
            ("in a layer", { $0.beginLayer() }),
        ]
        for (name, change) in changes {
            canvas.resetState()
            canvas.clear(.black)
            change(canvas)
            #expect(canvas.blankColor == nil, "\(name)")
        }
        canvas.resetState()
        #expect(canvas.blankColor == PremultipliedColor(.black), "the state reset, the pixels still blank")
        canvas.scissored(to: PixelRect(x: 0, y: 0, width: 8, height: 8)) {
            #expect(canvas.blankColor == nil, "scissored")
        }
        canvas.clear(.black, except: PixelRect(x: 0, y: 0, width: 8, height: 8), with: .white)
        #expect(canvas.blankColor == nil, "two colours")
    }
}
