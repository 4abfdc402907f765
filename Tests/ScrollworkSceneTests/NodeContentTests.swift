import Scrollwork
import ScrollworkCanvas
import Testing
@testable import ScrollworkScene

/// Content other than the built-in shapes: drawn in the node's coordinates between its shape
/// and its children, its bounds kept for culling and layers, refreshed when its revision moves.
@Suite struct NodeContentTests {
    /// A square of `side` points at the top-left of the bounds, in a colour.
    final class Swatch: NodeContent {
        var color = Color(red: 1, green: 0, blue: 0) { didSet { revision &+= 1 } }
        var side = 10.0 { didSet { revision &+= 1 } }
        private(set) var revision: UInt64 = 0
        private(set) var draws = 0
        var intrinsicSize: Size? { Size(width: 40, height: 30) }
        func drawingBounds(in bounds: Rect) -> Rect? { Rect(x: bounds.minX, y: bounds.minY, width: side, height: side) }
        func draw(into canvas: Canvas, bounds: Rect) {
            draws += 1
            canvas.fill(Rect(x: bounds.minX, y: bounds.minY, width: side, height: side), with: .solid(color))
        }
    }

    @Test func contentDrawsOverTheShapeAndUnderTheChildren() throws {
        let swatch = Swatch()
        let node = Node(content: swatch, position: .zero, anchorPoint: .zero)
        #expect(node.size == Size(width: 40, height: 30))
        node.backgroundColor = Color(red: 0, green: 0, blue: 1)
        let child = Node(.rectangle, frame: Rect(x: 5, y: 5, width: 10, height: 10))
        child.fillColor = Color(red: 0, green: 1, blue: 0)
        node.addChild(child)
        let pixmap = try SceneRenderer().render(node, width: 40, height: 30)
        #expect(pixmap.pixel(x: 2, y: 2) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))   // content over background
        #expect(pixmap.pixel(x: 7, y: 7) == PremultipliedColor(r: 0, g: 255, b: 0, a: 255))   // child over content
        #expect(pixmap.pixel(x: 30, y: 20) == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))  // background elsewhere
    }

    @Test func aNewRevisionRefreshesTheCachedBoundsSoCullingFollowsTheContent() throws {
        let swatch = Swatch()
        // A 10-point node left of the view; its content may draw beyond its bounds.
        let root = Node(.group, size: Size(width: 40, height: 40), anchorPoint: .zero)
        let node = Node(content: swatch, size: Size(width: 10, height: 10), position: Point(x: -20, y: 0), anchorPoint: .zero)
        root.addChild(node)
        let renderer = SceneRenderer()
        let canvas = try Canvas(width: 40, height: 40)
        renderer.render(root, into: canvas)
        #expect(renderer.statistics.nodesCulled == 1 && swatch.draws == 0)   // the 10-point swatch is off screen
        swatch.side = 30                                                     // now it reaches x = 10
        renderer.render(root, into: canvas)
        #expect(renderer.statistics.nodesCulled == 0 && swatch.draws == 1)
        #expect(canvas.pixmap.pixel(x: 5, y: 5) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
    }
}
