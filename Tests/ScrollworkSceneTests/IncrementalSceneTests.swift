// Incremental scene frames: whatever changes between frames, the pixels equal a full render,
// and every pixel that changed lies in the rectangle returned.
import PropertyBased
import Scrollwork
import ScrollworkCanvas
import ScrollworkScene
import Testing

@Suite("Incremental scene frames")
struct IncrementalSceneTests {
    static let width = 64, height = 48
    static let background = Color(red: 0.9, green: 0.85, blue: 0.7, alpha: 1)
    /// The numbers a scene and its changes are made of.
    static let numbers = Gen.double(in: 0...1).array(of: 8...120)

    /// Reads generated numbers one after the other, round and round.
    struct Numbers {
        let values: [Double]
        var k = 0
        mutating func next() -> Double {
            defer { k += 1 }
            return values[k % values.count]
        }
        mutating func index(_ count: Int) -> Int { min(Int(next() * Double(count)), count - 1) }
        mutating func color() -> Color { Color(red: next(), green: next(), blue: next(), alpha: 0.3 + next() * 0.7) }
    }

    /// A scene from generated numbers: shapes filled and stroked, groups with opacity, blend
    /// modes, clipping, masks and mattes, some reaching past the edges. Returns the root and
    /// every node (matte and mask sources too), for changes to pick from.
    static func scene(_ n: inout Numbers) -> (root: Node, nodes: [Node]) {
        let root = Node(.group, name: "root", frame: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        // An opaque background on the root is painted by the clear (the reference fills it).
        if n.next() < 0.5 { root.backgroundColor = Color(red: n.next(), green: n.next(), blue: n.next(), alpha: 1) }
        var nodes = [root]
        var groups = [root]
        for i in 0..<(2 + n.index(7)) {
            let shapes: [NodeShape] = [.group, .rectangle, .roundedRectangle, .ellipse, .path]
            let shape = shapes[n.index(shapes.count)]
            let node = Node(shape, name: "n\(i)", frame: Rect(x: n.next() * 70 - 10, y: n.next() * 55 - 10,
                                                                width: 2 + n.next() * 30, height: 2 + n.next() * 30))
            if shape == .path {
                var p = Path()
                p.move(to: Point(x: 0, y: 0)); p.line(to: Point(x: n.next() * 30, y: 4)); p.line(to: Point(x: 6, y: n.next() * 30))
                p.close()
                node.path = p
            }
            node.fillColor = n.next() < 0.8 ? n.color() : nil
            if n.next() < 0.4 { node.strokeColor = n.color(); node.strokeWidth = 0.5 + n.next() * 5 }
            if n.next() < 0.3 { node.backgroundColor = n.color() }
            if n.next() < 0.3 { node.opacity = n.next() }
            if n.next() < 0.2 { node.blendMode = n.next() < 0.5 ? .multiply : .screen }
            if n.next() < 0.3 { node.rotationDegrees = n.next() * 90 }
            if n.next() < 0.2 { node.clipsToBounds = true }
            switch n.index(6) {
            case 0: node.mask = .shape(Path(ellipseIn: node.bounds.insetBy(dx: 2, dy: 2)))
            case 1: node.mask = .reveal(.circleFromCenter, progress: n.next())
            case 2:
                let source = Node(.ellipse, name: "mask\(i)", frame: node.bounds.insetBy(dx: 3, dy: 1))
                source.fillColor = .black
                node.mask = .node(source)
                nodes.append(source)
            case 3:
                let source = Node(.rectangle, name: "matte\(i)", frame: Rect(x: 0, y: 0, width: node.size.width / 2, height: node.size.height))
                source.fillColor = .black
                node.matte = NodeMatte(source, mode: n.next() < 0.5 ? .alpha : .alphaInverted)
                nodes.append(source)
            default: break
            }
            groups[n.index(groups.count)].addChild(node)
            nodes.append(node)
            if shape == .group || n.next() < 0.3 { groups.append(node) }
        }
        return (root, nodes)
    }

    /// One change to a node picked from `nodes`: a property, the tree, a source.
    static func change(_ nodes: [Node], root: Node, _ n: inout Numbers) {
        let node = nodes[n.index(nodes.count)]
        switch n.index(14) {
        case 0: node.position = Point(x: node.position.x + n.next() * 8 - 4, y: node.position.y + n.next() * 8 - 4)
        case 1: node.rotationDegrees += n.next() * 30
        case 2: node.opacity = n.next()
        case 3: node.isHidden.toggle()
        case 4: node.fillColor = n.color()
        case 5: node.strokeColor = n.color(); node.strokeWidth = n.next() * 6
        case 6: node.strokeEnd = n.next()
        case 7: node.size = Size(width: 1 + n.next() * 30, height: 1 + n.next() * 30)
        case 8: node.zPosition = n.next() * 3
        case 9: node.scale = Point(x: 0.5 + n.next(), y: 0.5 + n.next())
        case 10: node.backgroundColor = n.next() < 0.5 ? nil : n.color()
        case 11:
            // Move the node under another one (the tree ignores cycles).
            if node !== root { nodes[n.index(nodes.count)].addChild(node) }
        case 12: if node !== root { node.removeFromParent() }
        default:
            let same = node.position
            node.position = same  // the same value: no change
        }
    }

    /// Sets up a canvas as a host does each frame: state reset, a placement and a clip.
    static func place(_ canvas: Canvas, scaled: Bool) {
        canvas.resetState()
        if scaled {
            canvas.concatenate(AffineTransform(translationX: 4, y: 2) * AffineTransform(scaleX: 0.75, y: 0.75))
            canvas.clip(to: Rect(x: 0, y: 0, width: 64, height: 48))
        }
    }

    @Test("Every incremental frame equals a full render, and what changed lies in the rectangle returned")
    func incrementalFramesEqualFullFrames() async throws {
        await propertyCheck(count: 150, input: Self.numbers, Gen.bool) { values, scaled in
            var n = Numbers(values: values)
            let (root, nodes) = Self.scene(&n)
            // Random moves can put a node under its own mask's or matte's source: a reference
            // cycle the test made, undone when the case ends.
            defer { for node in nodes { node.mask = nil; node.matte = nil } }
            guard let incremental = try? Canvas(width: Self.width, height: Self.height),
                  let full = try? Canvas(width: Self.width, height: Self.height) else {
                Issue.record("no canvas")
                return
            }
            let renderer = SceneRenderer(), reference = SceneRenderer()
            for step in 0..<8 {
                if step > 0 { for _ in 0..<(1 + n.index(3)) { Self.change(nodes, root: root, &n) } }
                let before = incremental.pixmap
                Self.place(incremental, scaled: scaled)
                let changed = renderer.renderIncrementally(root, into: incremental, background: Self.background)
                Self.place(full, scaled: scaled)
                full.clear(Self.background)
                reference.render(root, into: full, clear: nil)
                #expect(incremental.pixmap == full.pixmap, "step \(step)")
                guard step > 0 else { continue }
                for y in 0..<Self.height {
                    for x in 0..<Self.width where incremental.pixmap.pixel(x: x, y: y) != before.pixel(x: x, y: y) {
                        #expect(changed.contains(x: x, y: y),
                                "step \(step): (\(x), \(y)) changed outside \(changed)")
                    }
                }
            }
        }
    }

    /// A row of ten small boxes; the renderer has drawn one frame of it.
    static func row() throws -> (root: Node, boxes: [Node], renderer: SceneRenderer, canvas: Canvas) {
        let root = Node(.group, frame: Rect(x: 0, y: 0, width: 200, height: 40))
        var boxes: [Node] = []
        for i in 0..<10 {
            let box = Node(.rectangle, frame: Rect(x: Double(i) * 20 + 2, y: 10, width: 16, height: 16))
            box.fillColor = .black
            root.addChild(box)
            boxes.append(box)
        }
        let renderer = SceneRenderer()
        let canvas = try Canvas(width: 200, height: 40)
        let first = renderer.renderIncrementally(root, into: canvas, background: .white)
        #expect(first == PixelRect(x: 0, y: 0, width: 200, height: 40))
        return (root, boxes, renderer, canvas)
    }

    @Test("A still frame draws nothing; one changed box redraws around it alone")
    func stillAndSmallChanges() throws {
        let (root, boxes, renderer, canvas) = try Self.row()
        #expect(renderer.renderIncrementally(root, into: canvas, background: .white).isEmpty)
        #expect(renderer.statistics.nodesDrawn == 0)
        // Setting a property to the value it has is no change.
        boxes[2].fillColor = .black
        let same = boxes[2].position
        boxes[2].position = same
        #expect(renderer.renderIncrementally(root, into: canvas, background: .white).isEmpty)

        boxes[4].fillColor = .white
        let changed = renderer.renderIncrementally(root, into: canvas, background: .white)
        #expect(changed.x >= 80 - 2 && changed.maxX <= 100 + 2, "\(changed)")
        #expect(renderer.statistics.nodesDrawn == 2, "the root and the box")
    }

    @Test("Anything else drawing, another placement or another renderer makes the next frame whole")
    func framesAreDrawnWholeWhenThePixelsAreNotTheirs() throws {
        let (root, boxes, renderer, canvas) = try Self.row()
        let whole = PixelRect(x: 0, y: 0, width: 200, height: 40)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 4, height: 4)), color: .black)
        #expect(renderer.renderIncrementally(root, into: canvas, background: .white) == whole)
        #expect(renderer.renderIncrementally(root, into: canvas, background: .black) == whole)
        canvas.translate(x: 1, y: 0)
        #expect(renderer.renderIncrementally(root, into: canvas, background: .black) == whole)
        #expect(renderer.renderIncrementally(root, into: canvas, background: .black).isEmpty)

        // Another renderer draws the same tree incrementally elsewhere: this one cannot trust
        // what it noted on the nodes any more.
        let other = try Canvas(width: 200, height: 40)
        SceneRenderer().renderIncrementally(root, into: other)
        boxes[0].fillColor = .white
        #expect(renderer.renderIncrementally(root, into: canvas, background: .black) == whole)
    }
}

/// An opaque root background that covers what is cleared is painted by the clear; the pixels
/// are those of clearing and then filling it, and anything that would make the fill differ
/// (edges inside the region, rotation, rounding, opacity) keeps the fill.
@Suite("Root background painted by the clear")
struct ClearedRootBackgroundTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let transform: AffineTransform
        let clip: Rect?
        let rotation: Double, cornerRadius: Double, opacity: Double
        /// Whether the whole frame's clear paints the background, and whether the redraws of
        /// the small moving disc do (they lie inside the root even where the root does not
        /// cover the canvas).
        let folds: Bool, foldsRedraws: Bool
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "clip on the root's pixel-aligned bounds", transform: AffineTransform(translationX: 5, y: 7),
             clip: Rect(x: 0, y: 0, width: 50, height: 30), rotation: 0, cornerRadius: 0, opacity: 1, folds: true, foldsRedraws: true),
        Case(name: "clip inside the root", transform: AffineTransform(translationX: 5, y: 7),
             clip: Rect(x: 3, y: 4, width: 20, height: 10), rotation: 0, cornerRadius: 0, opacity: 1, folds: true, foldsRedraws: true),
        Case(name: "scaled onto whole pixels", transform: AffineTransform(translationX: 2, y: 3) * AffineTransform(scaleX: 1.2, y: 1.5),
             clip: Rect(x: 0, y: 0, width: 50, height: 30), rotation: 0, cornerRadius: 0, opacity: 1, folds: true, foldsRedraws: true),
        Case(name: "the root does not cover the canvas", transform: AffineTransform(translationX: 5, y: 7),
             clip: nil, rotation: 0, cornerRadius: 0, opacity: 1, folds: false, foldsRedraws: true),
        // A fractional clip is a path clip: every frame is drawn whole, with the fill.
        Case(name: "fractional edges inside the clip", transform: AffineTransform(translationX: 5.3, y: 7.6),
             clip: Rect(x: 0, y: 0, width: 50, height: 30), rotation: 0, cornerRadius: 0, opacity: 1, folds: false, foldsRedraws: false),
        Case(name: "rotated", transform: AffineTransform(translationX: 5, y: 7),
             clip: Rect(x: 3, y: 4, width: 20, height: 10), rotation: 10, cornerRadius: 0, opacity: 1, folds: false, foldsRedraws: false),
        Case(name: "rounded", transform: AffineTransform(translationX: 5, y: 7),
             clip: Rect(x: 0, y: 0, width: 50, height: 30), rotation: 0, cornerRadius: 6, opacity: 1, folds: false, foldsRedraws: false),
        Case(name: "translucent", transform: AffineTransform(translationX: 5, y: 7),
             clip: Rect(x: 0, y: 0, width: 50, height: 30), rotation: 0, cornerRadius: 0, opacity: 0.6, folds: false, foldsRedraws: false),
    ]

    static func place(_ canvas: Canvas, _ c: Case) {
        canvas.resetState()
        canvas.concatenate(c.transform)
        if let clip = c.clip { canvas.clip(to: clip) }
    }

    @Test(arguments: cases)
    func sameBytesAsFillingIt(_ c: Case) throws {
        let root = Node(.group, frame: Rect(x: 0, y: 0, width: 50, height: 30))
        root.anchorPoint = Point(x: 0, y: 0)
        root.position = .zero
        root.rotationDegrees = c.rotation
        root.cornerRadius = c.cornerRadius
        root.opacity = c.opacity
        root.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.8, alpha: 1)
        let disc = Node(.ellipse, frame: Rect(x: 8, y: 4, width: 12, height: 8))
        disc.fillColor = Color(red: 1, green: 0.4, blue: 0.1, alpha: 0.7)
        root.addChild(disc)
        let clearColor = Color(red: 0.9, green: 0.9, blue: 0.85, alpha: 1)

        let folded = try Canvas(width: 64, height: 48), filled = try Canvas(width: 64, height: 48)
        let renderer = SceneRenderer()
        Self.place(folded, c)
        renderer.render(root, into: folded, clear: clearColor)
        #expect(renderer.statistics.clearedRootBackground == c.folds)
        Self.place(filled, c)
        filled.clear(clearColor)
        SceneRenderer().render(root, into: filled, clear: nil)
        let same = folded.pixmap == filled.pixmap
        #expect(same, "the folded clear differs from clearing and filling")

        // Incremental frames: the disc moves, the region redrawn is cleared the same way.
        let incremental = SceneRenderer()
        let canvas = try Canvas(width: 64, height: 48)
        for step in 0..<4 {
            disc.position = Point(x: disc.position.x + 1.5, y: disc.position.y + 0.75)
            Self.place(canvas, c)
            incremental.renderIncrementally(root, into: canvas, background: clearColor)
            Self.place(filled, c)
            filled.clear(clearColor)
            SceneRenderer().render(root, into: filled, clear: nil)
            let equal = canvas.pixmap == filled.pixmap
            #expect(equal, "step \(step): the incremental frame differs from clearing and filling")
            if step > 0 { #expect(incremental.statistics.clearedRootBackground == c.foldsRedraws, "step \(step)") }
        }
    }
}
