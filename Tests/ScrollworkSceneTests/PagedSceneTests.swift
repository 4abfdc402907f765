import Scrollwork
import ScrollworkCanvas
import ScrollworkScene
import Testing

/// Paging without UIKit: time is the fractional page offset; kept nodes stay on their pages,
/// pinned nodes stay on screen, and a page-size change re-lays everything out.
@Suite struct PagedSceneTests {
    static func scene() -> PagedScene { PagedScene(pageCount: 3, pageSize: Size(width: 100, height: 60)) }

    @Test func timeIsTheFractionalPage() {
        let scene = Self.scene()
        scene.scroll(to: 150)
        #expect(scene.time == 1.5)
        #expect(scene.content.position.x == -150)
        scene.scroll(to: 1_000)
        #expect(scene.time == 2, "clamped to the last page")
        scene.show(page: 0.25)
        #expect(scene.offset == 25)
    }

    @Test(arguments: [(PageAlignment.left, 100.0, 10), (.center, 140, 50), (.right, 180, 90)])
    func keepOnPageAligns(_ alignment: PageAlignment, _ minX: Double, _ x: Int) throws {
        let scene = Self.scene()
        let node = Support.box(Rect(x: 0, y: 20, width: 20, height: 20))
        scene.addChild(node)
        scene.keep(node, onPage: 1, alignment: alignment)
        scene.scroll(to: 100)   // page 1 on screen
        #expect(node.frame.minX == minX)
        let p = try SceneRenderer().render(scene.root, width: 100, height: 60)
        #expect(Support.pixel(p, x, 30).isRed, "\(alignment) at screen x \(x)")
        scene.scroll(to: 0)     // page 0 on screen: the node is off to the right
        let q = try SceneRenderer().render(scene.root, width: 100, height: 60)
        #expect(Support.pixel(q, x, 30).isClear)
    }

    @Test func keepOnPagesAtTimesPinsOnScreen() throws {
        let scene = Self.scene()
        let node = Support.box(Rect(x: 0, y: 20, width: 20, height: 20))
        scene.addChild(node)
        scene.keep(node, onPages: [0, 1, 2], atTimes: [0, 1, 2])
        for offset in stride(from: 0.0, through: 200, by: 25) {
            scene.scroll(to: offset)
            let p = try SceneRenderer().render(scene.root, width: 100, height: 60)
            #expect(Support.pixel(p, 50, 30).isRed && Support.pixel(p, 35, 30).isClear, "offset \(offset)")
        }
    }

    @Test func keepMovesBetweenPagesOverTime() throws {
        let scene = Self.scene()
        let node = Support.box(Rect(x: 0, y: 20, width: 20, height: 20))
        scene.addChild(node)
        scene.keep(node, onPages: [0, 0, 2], atTimes: [0, 1, 2])   // stays on page 0, then catches up
        scene.scroll(to: 50)
        let p = try SceneRenderer().render(scene.root, width: 100, height: 60)
        #expect(Support.pixel(p, 0, 30).isRed, "page 0's centre has scrolled to x 0")
        scene.scroll(to: 150)   // page time 1.5: node on page 1 → centre at 150 → screen 0
        #expect(node.frame.midX == 150)
    }

    @Test func resizeKeepsNodesOnTheirPages() throws {
        let scene = Self.scene()
        let onTwo = Support.box(Rect(x: 0, y: 20, width: 20, height: 20))
        let pinned = Support.box(Rect(x: 0, y: 0, width: 10, height: 10), .blue)
        scene.addChild(onTwo); scene.addChild(pinned)
        scene.keep(onTwo, onPage: 2, alignment: .right, offset: -5)
        scene.keep(pinned, onPages: [0, 1, 2], atTimes: [0, 1, 2])
        scene.show(page: 1.5)
        scene.resize(pageSize: Size(width: 200, height: 80))
        #expect(scene.time == 1.5 && scene.offset == 300)
        #expect(onTwo.frame.maxX == 595)
        #expect(pinned.frame.midX == 400, "the pinned node is still in the middle of the screen")
        #expect(scene.root.size == Size(width: 200, height: 80) && scene.content.size.width == 600)
        scene.show(page: 2)
        let p = try SceneRenderer().render(scene.root, width: 200, height: 80)
        #expect(Support.pixel(p, 185, 30).isRed && Support.pixel(p, 100, 5).isBlue)
    }
}
