// Property-based tests of TransformComponents: the matrix does not depend on the order the
// component animations ran in, and equals the canonical chain applied step by step.
#if canImport(Glibc)
import Glibc
#endif
import PropertyBased
import Scrollwork
import Testing

/// A node whose transform is written component by component by separate animations.
final class TransformNode {
    var transform = TransformComponents()
}

@Suite("Transform properties")
struct TransformProperties {
    /// Builds one animation per component, each with two random keyframes.
    static func animations(_ node: TransformNode, _ a: [Double], _ b: [Double]) -> [any Animatable] {
        func strip<V: Interpolatable>(_ from: V, _ to: V) -> Filmstrip<V> {
            var s = Filmstrip<V>()
            s.set(from, at: 0, easing: .easeInOutCubic)
            s.set(to, at: 10)
            return s
        }
        return [
            Animation(node, \.transform.position, filmstrip: strip(Point(x: a[0], y: a[1]), Point(x: b[0], y: b[1]))),
            Animation(node, \.transform.anchor, filmstrip: strip(Point(x: a[2], y: a[3]), Point(x: b[2], y: b[3]))),
            Animation(node, \.transform.scale, filmstrip: strip(Point(x: a[4] / 100, y: a[5] / 100), Point(x: b[4] / 100, y: b[5] / 100))),
            Animation(node, \.transform.rotation, filmstrip: strip(a[6] / 50, b[6] / 50)),
            Animation(node, \.transform.skew, filmstrip: strip(a[7] / 200, b[7] / 200)),
            Animation(node, \.transform.skewAxis, filmstrip: strip(a[8] / 50, b[8] / 50)),
        ]
    }

    @Test("Component animations give the same transform whatever order they run in")
    func evaluationOrderNeverMatters() async {
        let d = Gen.double(in: -100...100)
        await propertyCheck(count: 300, input: d.array(of: 9), d.array(of: 9), Gen.double(in: 0..<1).array(of: 6),
                            Gen.double(in: -2...12)) { a, b, sortKeys, time in
            let canonical = TransformNode(), shuffled = TransformNode()
            let inOrder = Animator(), outOfOrder = Animator()
            for animation in Self.animations(canonical, a, b) { inOrder.add(animation) }
            let list = Self.animations(shuffled, a, b)
            for i in list.indices.sorted(by: { sortKeys[$0] < sortKeys[$1] }) { outOfOrder.add(list[i]) }
            inOrder.animate(at: time)
            outOfOrder.animate(at: time)
            #expect(shuffled.transform == canonical.transform)
            #expect(shuffled.transform.matrix == canonical.transform.matrix)
        }
    }

    @Test("The matrix maps a point like the canonical chain: −anchor, scale, skew, rotate, +position")
    func matrixEqualsStepByStepChain() async {
        let d = Gen.double(in: -100...100)
        await propertyCheck(count: 500, input: d.array(of: 9), d.array(of: 2)) { c, p in
            let t = TransformComponents(position: Point(x: c[0], y: c[1]), anchor: Point(x: c[2], y: c[3]),
                                        scale: Point(x: c[4] / 50, y: c[5] / 50), rotation: c[6] / 30,
                                        skew: c[7] / 150, skewAxis: c[8] / 30)
            var x = p[0] - t.anchor.x, y = p[1] - t.anchor.y
            x *= t.scale.x; y *= t.scale.y
            // Skew: rotate by skewAxis, shear x by −tan(skew) · y, rotate back.
            let (ca, sa) = (cos(t.skewAxis), sin(t.skewAxis))
            var u = ca * x - sa * y, v = sa * x + ca * y
            u += -tan(t.skew) * v
            (x, y) = (ca * u + sa * v, -sa * u + ca * v)
            let (cr, sr) = (cos(t.rotation), sin(t.rotation))
            (x, y) = (cr * x - sr * y, sr * x + cr * y)
            x += t.position.x; y += t.position.y
            let mapped = t.matrix.apply(Point(x: p[0], y: p[1]))
            let tolerance = 1e-9 * 1e4
            #expect(abs(mapped.x - x) <= tolerance && abs(mapped.y - y) <= tolerance, "\(mapped) vs (\(x), \(y))")
        }
    }
}
