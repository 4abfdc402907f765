import Scrollwork
import ScrollworkScene
import Testing

/// "Hide at t" means hidden for every time ≥ t — checked just before, at and just after t,
/// in pixels (EASING.md §10: JazzHands left the view visible at exactly t).
@Suite struct HideAnimationTests {
    static let t = 2.0
    static let epsilon = 1e-9

    @Test(arguments: [(t - epsilon, false), (t, true), (t + epsilon, true)])
    func hideAtBoundary(_ time: Double, _ hidden: Bool) throws {
        let node = Support.box(Rect(x: 0, y: 0, width: 100, height: 100))
        let root = Support.scene(node)
        let hide = HideAnimation(node, hideAt: Self.t)
        hide.animate(at: time)
        #expect(node.isHidden == hidden)
        let p = Support.pixel(try Support.render(root), 50, 50)
        #expect(hidden ? p.isClear : p.isRed, "time \(time): \(p)")
    }

    @Test(arguments: [(t - epsilon, true), (t, false), (t + epsilon, false)])
    func showAtBoundary(_ time: Double, _ hidden: Bool) throws {
        let node = Support.box(Rect(x: 0, y: 0, width: 100, height: 100))
        let root = Support.scene(node)
        let show = HideAnimation(node, showAt: Self.t)
        show.animate(at: time)
        #expect(node.isHidden == hidden)
        let p = Support.pixel(try Support.render(root), 50, 50)
        #expect(hidden ? p.isClear : p.isRed, "time \(time): \(p)")
    }

    @Test func hideThenShowAgain() {
        let node = Node(.rectangle)
        let anim = HideAnimation(node)
        anim.hide(at: 2)
        anim.show(at: 5)
        let expected: [(Double, Bool)] = [(0, false), (1.999, false), (2, true), (4.999, true), (5, false), (9, false)]
        for (time, hidden) in expected {
            anim.animate(at: time)
            #expect(node.isHidden == hidden, "time \(time)")
        }
    }
}
