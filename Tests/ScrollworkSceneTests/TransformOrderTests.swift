import Scrollwork
import ScrollworkCanvas
import ScrollworkScene
import Testing

/// One canonical transform order, whatever order the animations run in (DESIGN.md; the
/// JazzHands bug of EASING.md §10).
@Suite struct TransformOrderTests {
    /// Scale 2, rotation 90°, translation (10, 0): the node's origin lands at (10, 0) whichever
    /// animation ran last (JazzHands put it at (0, −20) when translation ran last).
    @Test(arguments: [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]])
    func everyOrderGivesTheSameTransform(_ order: [Int]) {
        let node = Node(.rectangle, size: Size(width: 10, height: 10), anchorPoint: .zero)
        let scale = ScaleAnimation(node), spin = RotationAnimation(node), move = TranslationAnimation(node)
        scale[0] = 2; spin[0] = 90; move[0] = Point(x: 10, y: 0)
        let animations: [any Animatable] = [scale, spin, move]
        let animator = Animator()
        for i in order { animator.add(animations[i]) }
        animator.animate(at: 0)
        let origin = node.localTransform.apply(.zero)
        #expect(abs(origin.x - 10) < 1e-9 && abs(origin.y) < 1e-9)
        // The unit x axis is scaled by 2 and turned clockwise: it points down.
        let x = node.localTransform.apply(Point(x: 1, y: 0))
        #expect(abs(x.x - 10) < 1e-9 && abs(x.y - 2) < 1e-9)
    }

    /// Two evaluation orders of the same animations draw the same picture, pixel for pixel.
    @Test func twoOrdersDrawTheSamePicture() throws {
        func picture(reversed: Bool) throws -> Pixmap {
            let node = Node(.rectangle, size: Size(width: 30, height: 10), position: Point(x: 40, y: 40),
                            anchorPoint: Point(x: 0.2, y: 0.5))
            node.fillColor = .red
            node.strokeColor = .blue
            node.strokeWidth = 2
            let root = Support.scene(node)
            let scale = ScaleXYAnimation(node), spin = RotationAnimation(node), move = TranslationAnimation(node)
            let skew = Animation(node) { $0.skew = $1 }
            let flip = Transform3DAnimation(node)
            scale[0] = Point(x: 1, y: 1); scale[1] = Point(x: 2, y: 1.5)
            spin[0] = 0; spin[1] = 120
            move[0] = .zero; move[1] = Point(x: 10, y: 15)
            skew[0] = 0; skew[1] = 20
            flip[0] = Transform3DComponents(eyeDistance: 300); flip[1] = Transform3DComponents(rotationX: 30, eyeDistance: 300)
            var all: [any Animatable] = [scale, spin, move, skew, flip]
            if reversed { all.reverse() }
            let animator = Animator()
            for a in all { animator.add(a) }
            animator.animate(at: 0.7)
            return try Support.render(root)
        }
        let a = try picture(reversed: false), b = try picture(reversed: true)
        #expect(a == b)
        #expect(Support.pixel(a, 0, 0).isClear)
        var drawn = 0
        for y in 0..<100 { for x in 0..<100 where !Support.pixel(a, x, y).isClear { drawn += 1 } }
        #expect(drawn > 300, "the picture is not empty")
    }

    /// A child inherits its parent's transform (rotation about the parent's anchor).
    @Test func childrenComposeWithTheirParent() throws {
        let parent = Node(.group, size: Size(width: 40, height: 40), position: Point(x: 50, y: 50))
        let child = Support.box(Rect(x: 30, y: 15, width: 10, height: 10))
        parent.addChild(child)
        let root = Support.scene(parent)
        var p = try Support.render(root)
        #expect(Support.pixel(p, 65, 50).isRed)
        parent.rotationDegrees = 90
        p = try Support.render(root)
        #expect(Support.pixel(p, 50, 65).isRed && Support.pixel(p, 65, 50).isClear)
    }
}
