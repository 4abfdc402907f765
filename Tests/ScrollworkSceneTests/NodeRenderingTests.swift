import Scrollwork
import ScrollworkCanvas
import ScrollworkScene
import Testing

/// Node properties that are not animation kinds: z-order, hiding, clipping, masks, mattes,
/// blend modes, images, group opacity.
@Suite struct NodeRenderingTests {
    typealias S = Support

    @Test func zPositionOrdersSiblings() throws {
        let a = S.box(Rect(x: 20, y: 20, width: 40, height: 40), .red)
        let b = S.box(Rect(x: 40, y: 40, width: 40, height: 40), .blue)
        let root = S.scene(a, b)
        #expect(S.pixel(try S.render(root), 50, 50).isBlue, "later sibling on top")
        a.zPosition = 1
        #expect(S.pixel(try S.render(root), 50, 50).isRed, "higher z on top")
        a.zPosition = 0
        #expect(S.pixel(try S.render(root), 50, 50).isBlue, "ties keep insertion order")
    }

    @Test func hiddenSkipsTheSubtree() throws {
        let parent = Node(.group, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        parent.addChild(S.box(Rect(x: 0, y: 0, width: 50, height: 50)))
        let root = S.scene(parent)
        #expect(S.pixel(try S.render(root), 25, 25).isRed)
        parent.isHidden = true
        #expect(S.pixel(try S.render(root), 25, 25).isClear)
    }

    @Test func clipsToBoundsClipsChildren() throws {
        let parent = Node(.group, frame: Rect(x: 20, y: 20, width: 40, height: 40))
        parent.addChild(S.box(Rect(x: -20, y: -20, width: 100, height: 100)))
        let root = S.scene(parent)
        let unclipped = try S.render(root)
        #expect(S.pixel(unclipped, 10, 10).isRed && S.pixel(unclipped, 70, 70).isRed)
        parent.clipsToBounds = true
        let p = try S.render(root)
        #expect(S.pixel(p, 10, 10).isClear && S.pixel(p, 70, 70).isClear && S.pixel(p, 40, 40).isRed)
        parent.cornerRadius = 20   // clip to the rounded bounds (a circle here)
        let q = try S.render(root)
        #expect(S.pixel(q, 22, 22).isClear && S.pixel(q, 40, 40).isRed)
        parent.cornerRadius = 0    // a rotated clip: a diamond
        parent.rotationDegrees = 45
        let r = try S.render(root)
        #expect(S.pixel(r, 22, 22).isClear && S.pixel(r, 40, 40).isRed && S.pixel(r, 50, 25).isRed)
        #expect(S.pixel(r, 40, 10).isClear && S.pixel(r, 72, 40).isClear)
    }

    /// Group opacity on a parent whose children reach outside its bounds still shows them all.
    @Test func groupLayerCoversTheWholeSubtree() throws {
        let group = Node(.group, frame: Rect(x: 40, y: 40, width: 20, height: 20))
        group.addChild(S.box(Rect(x: -30, y: -30, width: 20, height: 20)))
        group.addChild(S.box(Rect(x: 40, y: 40, width: 20, height: 20)))
        group.opacity = 0.5
        let p = try S.render(S.scene(group))
        #expect(abs(S.pixel(p, 20, 20).a - 128) <= 2 && abs(S.pixel(p, 90, 90).a - 128) <= 2)
    }

    @Test func shapeMaskShowsOnlyInside() throws {
        let node = S.box(Rect(x: 0, y: 0, width: 100, height: 100))
        node.mask = .shape(Path(ellipseIn: Rect(x: 25, y: 25, width: 50, height: 50)))
        let p = try S.render(S.scene(node))
        #expect(S.pixel(p, 50, 50).isRed && S.pixel(p, 10, 10).isClear && S.pixel(p, 28, 28).isClear)
    }

    @Test func canvasMasksCombineInOrder() throws {
        let node = S.box(Rect(x: 0, y: 0, width: 100, height: 100))
        node.mask = .masks([Mask(path: Path(rect: Rect(x: 0, y: 0, width: 60, height: 100))),
                            Mask(path: Path(rect: Rect(x: 0, y: 0, width: 30, height: 100)), mode: .subtract)])
        let p = try S.render(S.scene(node))
        #expect(S.pixel(p, 15, 50).isClear && S.pixel(p, 45, 50).isRed && S.pixel(p, 75, 50).isClear)
    }

    @Test func strokeOffsetShiftsTheTrim() throws {
        let line = Node(.path, size: Size(width: 100, height: 100), anchorPoint: .zero)
        var path = Path()
        path.move(to: Point(x: 0, y: 50)); path.line(to: Point(x: 100, y: 50))
        line.path = path
        line.strokeColor = .red; line.strokeWidth = 6
        line.strokeEnd = 0.3; line.strokeOffset = 0.5
        let p = try S.render(S.scene(line))
        #expect(S.pixel(p, 15, 50).isClear && S.pixel(p, 65, 50).isRed)
    }

    @Test func nodeMaskUsesTheOtherNodesAlpha() throws {
        let node = S.box(Rect(x: 0, y: 0, width: 100, height: 100))
        let shape = S.box(Rect(x: 0, y: 0, width: 50, height: 100), .green)
        node.mask = .node(shape)
        let p = try S.render(S.scene(node))
        #expect(S.pixel(p, 25, 50).isRed, "masked content keeps its colour")
        #expect(S.pixel(p, 75, 50).isClear)
    }

    /// A mask that contains its owner (a cycle) draws what it can and returns.
    @Test func maskCyclesDoNotRecurse() throws {
        let outer = Node(.group, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let inner = S.box(Rect(x: 0, y: 0, width: 50, height: 50))
        outer.addChild(inner)
        inner.mask = .node(outer)
        outer.matte = NodeMatte(outer)
        let p = try S.render(S.scene(outer))
        #expect(S.pixel(p, 75, 75).isClear)
        inner.mask = nil                           // the test's own reference cycle, undone
        outer.matte = nil
    }

    /// Non-finite and absurd values draw nothing (or clamp) — never trap.
    @Test(arguments: [Double.nan, .infinity, -.infinity, -1e300, 1e300])
    func hostileValuesDoNotTrap(_ v: Double) throws {
        let setters: [(Node) -> Void] = [
            { $0.position = Point(x: v, y: 5) }, { $0.size = Size(width: v, height: 10) }, { $0.rotationDegrees = v },
            { $0.scale = Point(x: v, y: 1) }, { $0.cornerRadius = v }, { $0.strokeWidth = v }, { $0.opacity = v },
            { $0.skew = v }, { $0.strokeStart = v }, { $0.transform3D = Transform3DComponents(rotationY: v, eyeDistance: v) },
            { $0.mask = .reveal(.circleFromCenter, progress: v) }, { $0.anchor = Point(x: v, y: v) },
            { $0.translation = Point(x: 0, y: v) }, { $0.miterLimit = v },
        ]
        let all = S.box(Rect(x: 10, y: 10, width: 20, height: 20), shape: .ellipse)   // every value at once
        all.strokeColor = .blue
        for set in setters {
            let node = S.box(Rect(x: 10, y: 10, width: 20, height: 20), shape: .ellipse)
            node.strokeColor = .blue
            node.addChild(S.box(Rect(x: 0, y: 0, width: 5, height: 5)))
            set(node)
            set(all)
            let root = S.scene(node, all, S.box(Rect(x: 60, y: 60, width: 20, height: 20)))
            let p = try S.render(root)
            #expect(S.pixel(p, 70, 70).isRed, "the other node still draws")
        }
    }

    @Test func matteModes() throws {
        func render(_ mode: MatteMode) throws -> Pixmap {
            let node = S.box(Rect(x: 0, y: 0, width: 100, height: 100))
            node.matte = NodeMatte(S.box(Rect(x: 0, y: 0, width: 50, height: 100), .white), mode: mode)
            return try S.render(S.scene(node))
        }
        let alpha = try render(.alpha), inverted = try render(.alphaInverted), luma = try render(.luma)
        #expect(S.pixel(alpha, 25, 50).isRed && S.pixel(alpha, 75, 50).isClear)
        #expect(S.pixel(inverted, 25, 50).isClear && S.pixel(inverted, 75, 50).isRed)
        #expect(S.pixel(luma, 25, 50).isRed && S.pixel(luma, 75, 50).isClear)
    }

    @Test func blendModeMultiplies() throws {
        let under = Node(.group, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        under.backgroundColor = Color(red: 1, green: 1, blue: 0)
        let over = S.box(Rect(x: 0, y: 0, width: 100, height: 100), Color(red: 0, green: 1, blue: 1))
        over.blendMode = .multiply
        let p = S.pixel(try S.render(S.scene(under, over)), 50, 50)
        #expect(p.isGreen, "yellow × cyan = green, got \(p)")
    }

    @Test func groupOpacityAppliesOnceToTheSubtree() throws {
        let group = Node(.group, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        group.addChild(S.box(Rect(x: 0, y: 0, width: 60, height: 60)))
        group.addChild(S.box(Rect(x: 40, y: 40, width: 60, height: 60)))
        group.opacity = 0.5
        let p = try S.render(S.scene(group))
        let overlap = S.pixel(p, 50, 50), single = S.pixel(p, 20, 20)
        #expect(abs(single.a - 128) <= 2)
        #expect(overlap == single, "overlapping children do not double up: \(overlap) vs \(single)")
    }

    @Test func imageIsStretchedToTheBounds() throws {
        var image = try Pixmap(width: 2, height: 1)
        image.setPixel(x: 0, y: 0, PremultipliedColor(.red))
        image.setPixel(x: 1, y: 0, PremultipliedColor(.blue))
        let node = Node(.image, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        node.image = image
        let p = try S.render(S.scene(node))
        #expect(S.pixel(p, 10, 50).isRed && S.pixel(p, 90, 50).isBlue)
    }

    @Test(.enabled(if: Support.hasFont, "needs \(Font.defaultPath) (Debian package fonts-dejavu-core)"))
    func textAlignsAndWraps() throws {
        let label = Node(.text, frame: Rect(x: 0, y: 0, width: 200, height: 100))
        label.font = try Font()
        label.fontSize = 20
        label.text = "I"
        label.textColor = .red
        let root = S.scene(label, size: Size(width: 200, height: 100))
        func columns(_ p: Pixmap) -> ClosedRange<Int>? {
            var xs: [Int] = []
            for x in 0..<200 { for y in 0..<100 where S.pixel(p, x, y).a > 128 { xs.append(x); break } }
            guard let lo = xs.min(), let hi = xs.max() else { return nil }
            return lo...hi
        }
        label.textAlignment = .left
        let left = try #require(columns(try S.render(root, width: 200, height: 100)))
        label.textAlignment = .right
        let right = try #require(columns(try S.render(root, width: 200, height: 100)))
        label.textAlignment = .center
        let center = try #require(columns(try S.render(root, width: 200, height: 100)))
        #expect(left.upperBound < 20 && right.lowerBound > 180 && abs((center.lowerBound + center.upperBound) / 2 - 100) < 6)
        // Wrapping: two words on two lines in a narrow box.
        label.text = "III III"
        label.textAlignment = .left
        label.wrapWidth = 30
        let p = try S.render(root, width: 200, height: 100)
        var rows = Set<Int>()
        for y in 0..<100 { for x in 0..<200 where S.pixel(p, x, y).a > 128 { rows.insert(y / 20); break } }
        #expect(rows.count >= 2, "wrapped onto two lines")
    }

    /// An anchor set in points (Lottie's `a`) stays put when the size changes and works
    /// without a size.
    @Test func anchorInPointsIsPinned() throws {
        let node = Node(.rectangle, size: Size(width: 20, height: 20), position: Point(x: 50, y: 50))
        node.fillColor = .red
        node.anchor = Point(x: 0, y: 0)
        let root = S.scene(node)
        var p = try S.render(root)
        #expect(S.pixel(p, 60, 60).isRed && S.pixel(p, 45, 45).isClear)
        node.size = Size(width: 40, height: 40)
        #expect(node.anchor == .zero && node.frame.origin == Point(x: 50, y: 50))
        node.anchorPoint = Point(x: 0.5, y: 0.5)   // back to a unit anchor
        p = try S.render(root)
        #expect(node.anchor == Point(x: 20, y: 20) && S.pixel(p, 35, 35).isRed)
    }

    /// A 3D rotation about z turns the same way as the 2D rotation (clockwise-positive).
    @Test func transform3DRotationZMatchesRotation() throws {
        func picture(_ configure: (Node) -> Void) throws -> Pixmap {
            let bar = Node(.rectangle, size: Size(width: 40, height: 10), position: Point(x: 50, y: 50),
                           anchorPoint: Point(x: 0, y: 0.5))
            bar.fillColor = .red
            configure(bar)
            return try S.render(S.scene(bar))
        }
        let flat = try picture { $0.rotationDegrees = 90 }
        let spatial = try picture { $0.transform3D = Transform3DComponents(rotationZ: 90) }
        #expect(S.pixel(spatial, 50, 80).isRed && S.pixel(spatial, 80, 50).isClear)
        var differing = 0
        for y in 0..<100 { for x in 0..<100 where S.pixel(flat, x, y) != S.pixel(spatial, x, y) { differing += 1 } }
        #expect(differing < 10, "\(differing) pixels differ")
    }

    @Test func gradientFillDashesAndEvenOdd() throws {
        let gradient = S.box(Rect(x: 0, y: 0, width: 100, height: 20))
        gradient.fillPaint = .linear(LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 100, y: 0),
                                                    gradient: Gradient(stops: [GradientStop(offset: 0, color: .red),
                                                                               GradientStop(offset: 1, color: .blue)])))
        let dashed = Node(.path, size: Size(width: 100, height: 100), anchorPoint: .zero)
        var line = Path()
        line.move(to: Point(x: 0, y: 50)); line.line(to: Point(x: 100, y: 50))
        dashed.path = line
        dashed.strokeColor = .green
        dashed.strokeWidth = 6
        dashed.dash = DashPattern([10, 10])
        let ring = Node(.path, size: Size(width: 100, height: 100), anchorPoint: .zero)
        var rings = Path(rect: Rect(x: 60, y: 70, width: 30, height: 30))
        rings.append(Path(rect: Rect(x: 70, y: 80, width: 10, height: 10)))
        ring.path = rings
        ring.fillColor = .red
        ring.fillRule = .evenOdd
        let p = try S.render(S.scene(gradient, dashed, ring))
        let left = S.pixel(p, 2, 10), right = S.pixel(p, 97, 10)
        #expect(left.r > 240 && left.b < 16 && right.b > 240 && right.r < 16)
        #expect(S.pixel(p, 5, 50).isGreen && S.pixel(p, 15, 50).isClear && S.pixel(p, 25, 50).isGreen)
        #expect(S.pixel(p, 63, 73).isRed && S.pixel(p, 75, 85).isClear, "even-odd leaves the inner square empty")
    }
}
