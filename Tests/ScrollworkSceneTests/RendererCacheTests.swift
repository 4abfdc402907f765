import Scrollwork
import ScrollworkCanvas
import ScrollworkScene
import Testing

/// Unchanged subtrees are not rebuilt frame after frame.
@Suite struct RendererCacheTests {
    static func scene() -> (root: Node, group: Node, leaves: [Node]) {
        let group = Node(.group, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var leaves: [Node] = []
        for i in 0..<10 {
            let leaf = Support.box(Rect(x: Double(i) * 10, y: 0, width: 8, height: 8), shape: .ellipse)
            group.addChild(leaf)
            leaves.append(leaf)
        }
        return (Support.scene(group), group, leaves)
    }

    @Test func aStillSceneRebuildsNothing() throws {
        let (root, _, _) = Self.scene()
        let renderer = SceneRenderer()
        let canvas = try Canvas(width: 100, height: 100)
        renderer.render(root, into: canvas)
        #expect(renderer.statistics.outlinesBuilt == 12 && renderer.statistics.transformsComputed == 12)
        let first = canvas.pixmap
        renderer.render(root, into: canvas)
        #expect(renderer.statistics.outlinesBuilt == 0)
        #expect(renderer.statistics.transformsComputed == 0)
        #expect(renderer.statistics.nodesDrawn == 12)
        #expect(canvas.pixmap == first)
    }

    @Test func movingAParentRecomputesTransformsButNotOutlines() throws {
        let (root, group, leaves) = Self.scene()
        let renderer = SceneRenderer()
        let canvas = try Canvas(width: 100, height: 100)
        renderer.render(root, into: canvas)
        group.translation = Point(x: 0, y: 50)
        renderer.render(root, into: canvas)
        #expect(renderer.statistics.transformsComputed == 11)
        #expect(renderer.statistics.outlinesBuilt == 0)
        #expect(Support.pixel(canvas.pixmap, 4, 54).isRed && Support.pixel(canvas.pixmap, 4, 4).isClear)
        // Changing one leaf's size rebuilds only its outline.
        leaves[3].size = Size(width: 9, height: 9)
        renderer.render(root, into: canvas)
        #expect(renderer.statistics.outlinesBuilt == 1 && renderer.statistics.transformsComputed == 1)
    }

    @Test func steadyStateRenderingMatchesAFreshRenderer() throws {
        let (root, _, leaves) = Self.scene()
        let renderer = SceneRenderer()
        let canvas = try Canvas(width: 100, height: 100)
        let spin = RotationAnimation(leaves[0])
        spin[0] = 0; spin[1] = 45
        for t in stride(from: 0.0, through: 1, by: 0.25) {
            spin.animate(at: t)
            renderer.render(root, into: canvas)
            #expect(canvas.pixmap == (try SceneRenderer().render(root, width: 100, height: 100)), "t = \(t)")
        }
    }

    /// Caches live on the nodes; a second renderer (with its own base transform) must not
    /// take the first one's world transforms for its own.
    @Test func twoRenderersShareATree() throws {
        let (root, _, _) = Self.scene()
        let a = SceneRenderer(), b = SceneRenderer()
        let ca = try Canvas(width: 100, height: 100), cb = try Canvas(width: 100, height: 100)
        cb.translate(x: 0, y: 50)
        for _ in 0..<3 {
            a.render(root, into: ca)
            b.render(root, into: cb)
            #expect(Support.pixel(ca.pixmap, 4, 4).isRed && Support.pixel(ca.pixmap, 4, 54).isClear)
            #expect(Support.pixel(cb.pixmap, 4, 54).isRed && Support.pixel(cb.pixmap, 4, 4).isClear)
        }
    }

    @Test func leavesOutsideTheCanvasAreCulled() throws {
        let inside = Support.box(Rect(x: 10, y: 10, width: 20, height: 20))
        let outside = Support.box(Rect(x: 150, y: 10, width: 20, height: 20))
        let stroked = Support.box(Rect(x: 103, y: 10, width: 20, height: 20))
        stroked.strokeColor = .blue
        stroked.strokeWidth = 4   // its miter reaches back onto the canvas: drawn
        let root = Support.scene(inside, outside, stroked)
        let renderer = SceneRenderer()
        let canvas = try Canvas(width: 100, height: 100)
        renderer.render(root, into: canvas)
        #expect(renderer.statistics.nodesCulled == 1 && renderer.statistics.nodesDrawn == 3)
        outside.translation = Point(x: -130, y: 0)
        renderer.render(root, into: canvas)
        #expect(renderer.statistics.nodesCulled == 0 && Support.pixel(canvas.pixmap, 25, 20).isRed)
    }

    @Test func treeEditing() {
        let a = Node(name: "a"), b = Node(name: "b"), c = Node(name: "c")
        a.addChild(b)
        b.addChild(c)
        c.addChild(a)   // a cycle: ignored
        #expect(a.parent == nil && c.children.isEmpty)
        #expect(a.first(named: "c") === c)
        a.addChild(c)   // re-parenting
        #expect(c.parent === a && b.children.isEmpty && a.children.count == 2)
        c.removeFromParent()
        #expect(c.parent == nil && a.children.count == 1)
    }
}
