import Testing
import Scrollwork

@Suite struct ValueTests {
    @Test func affineInterpolationTurnsAlongTheShortestArc() {
        let from = AffineTransform(rotation: 170 * .pi / 180)
        let to = AffineTransform(rotation: -170 * .pi / 180)
        let mid = from.interpolated(to: to, progress: 0.5)
        // Shortest arc goes through 180°, not through 0°.
        let p = mid.apply(Point(1, 0))
        #expect(abs(p.x + 1) < 1e-9 && abs(p.y) < 1e-9)
        // And a 90° turn keeps its length (a cell blend would shrink it to 0.707).
        let quarter = AffineTransform.identity.interpolated(to: AffineTransform(rotation: .pi / 2), progress: 0.5)
        #expect(abs(quarter.apply(Point(1, 0)).length - 1) < 1e-12)
    }

    @Test func affineDecompositionRoundTrips() {
        let m = AffineTransform(translationX: 4, y: -2) * AffineTransform(rotation: 0.7)
            * AffineTransform(shearX: 0.3) * AffineTransform(scaleX: 2, y: -0.5)
        let parts = m.decomposition
        #expect(abs(parts.rotation - 0.7) < 1e-12)
        #expect(abs(parts.scaleX - 2) < 1e-12 && abs(parts.scaleY + 0.5) < 1e-12)
        #expect(abs(parts.skew - 0.3) < 1e-12)
        let back = AffineTransform(parts)
        for (x, y) in [(a: back.a, b: m.a), (back.b, m.b), (back.c, m.c), (back.d, m.d), (back.tx, m.tx), (back.ty, m.ty)] {
            #expect(abs(x - y) < 1e-12)
        }
        #expect(m.interpolated(to: .identity, progress: 0) == m)
        #expect(m.interpolated(to: .identity, progress: 1) == .identity)
    }

    @Test func jazzHandsTransformOrderDoesNotMatter() {
        // EASING.md §10: scale 2, rotation 90°, translation (10, 0) → the origin lands at (10, 0)
        // whatever order the component animations ran in.
        final class Node { var transform = TransformComponents() }
        func animations(for node: Node) -> [any Animatable] {
            let position = Animation(node, \.transform.position)
            position.set(Point(0, 0), at: 0); position.set(Point(10, 0), at: 1)
            let rotation = Animation(node, \.transform.rotation)
            rotation.set(0, at: 0); rotation.set(.pi / 2, at: 1)
            let scale = Animation(node) { (n: Node, s: Point) in n.transform.scale = s }
            scale.set(Point(1, 1), at: 0); scale.set(Point(2, 2), at: 1)
            return [position, rotation, scale]
        }
        let orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]
        var results: [AffineTransform] = []
        for order in orders {
            let node = Node()
            let all = animations(for: node)
            let animator = Animator()
            for i in order { animator.add(all[i]) }
            animator.animate(at: 1)
            let m = node.transform.matrix
            let origin = m.apply(.zero)
            #expect(abs(origin.x - 10) < 1e-12 && abs(origin.y) < 1e-12, "order \(order)")
            let unitX = m.apply(Point(1, 0))   // scaled to (2, 0), turned to (0, 2), moved to (10, 2)
            #expect(abs(unitX.x - 10) < 1e-12 && abs(unitX.y - 2) < 1e-12)
            results.append(m)
        }
        #expect(Set(results).count == 1)
    }

    @Test func transformComponentsMatchTheLottieReference() {
        // LOTTIE_FORMAT.md §5.2: a=(10,−5) p=(150,140) s=(150,80)% r=25° sk=20° sa=30° maps (40,30) to (162.00, 185.88).
        let rad = Double.pi / 180
        let t = TransformComponents(position: Point(150, 140), anchor: Point(10, -5), scale: Point(1.5, 0.8),
                                    rotation: 25 * rad, skew: 20 * rad, skewAxis: 30 * rad)
        let p = t.matrix.apply(Point(40, 30))
        #expect(abs(p.x - 162.00) < 0.005 && abs(p.y - 185.88) < 0.005)
        #expect(TransformComponents.identity.matrix == .identity)
    }
}
