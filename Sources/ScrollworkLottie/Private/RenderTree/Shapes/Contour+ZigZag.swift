#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Scrollwork

/// Zig zag (`zz`) as lottie-web's `ZigZagModifier` computes it: every vertex and `ridges`
/// points evenly spaced in parameter along each segment move `amplitude` off the path,
/// alternately to either side; corner points are sharp, smooth points get tangents along the
/// path a `1 / (2 (ridges + 1))` of the chord long.
extension Contour {
    /// The most vertices a zig zag makes of one contour (bounded work: more ridges are cut).
    static let maxZigZagVertices = 100_000

    /// Writes the zig-zagged contour into `out` (replaced); amplitude 0 copies it.
    func zigZagged(amplitude: Double, ridges: Double, smooth: Bool, into out: inout Contour) {
        guard amplitude != 0, amplitude.isFinite else { return copy(into: &out) }
        out.removeAll()
        out.isClosed = isClosed
        let n = vertices.count
        let count = isClosed ? n : n - 1
        guard count > 0 else { return }
        // Rounded as JavaScript's Math.round; at least 0, and within the vertex budget.
        let requested = ridges.isFinite ? max(0, (ridges + 0.5).rounded(.down)) : 0
        let frequency = Int(min(requested, Double(Contour.maxZigZagVertices / (count + 1))))
        var direction = -1.0
        zigZagCorner(0, amplitude, frequency, smooth, direction, &out)
        for i in 0..<count {
            direction = zigZagSegment(CubicSegment(self, i), amplitude, frequency, smooth, -direction, &out)
            zigZagCorner(i + 1, amplitude, frequency, smooth, direction, &out)
        }
    }

    /// Vertex `k` (modulo the count) moved off the path across the chord of its neighbours.
    private func zigZagCorner(_ k: Int, _ amplitude: Double, _ frequency: Int, _ smooth: Bool, _ direction: Double,
                              _ out: inout Contour) {
        let n = vertices.count
        let point = vertices[k % n]
        let previous = vertices[k == 0 ? n - 1 : k - 1], next = vertices[(k + 1) % n]
        // The chord from the previous to the next vertex turned a quarter turn, as lottie-web
        // turns it (with cos(−π/2) as computed, not 0).
        let chord = next - previous, turn = -Double.pi / 2
        let turned = Point(x: cos(turn) * chord.x - sin(turn) * chord.y, y: sin(turn) * chord.x + cos(turn) * chord.y)
        let angle = atan2(0.0, 1.0) - atan2(turned.y, turned.x)
        let previousDistance = smooth ? (point - previous).length : 0
        let nextDistance = smooth ? (point - next).length : 0
        let share = Double((frequency + 1) * 2)
        Contour.zigZagPoint(point, angle, direction, amplitude, outLength: nextDistance / share,
                            inLength: previousDistance / share, &out)
    }

    /// The `frequency` ridges along one segment; returns the side the next point goes to.
    private func zigZagSegment(_ segment: CubicSegment, _ amplitude: Double, _ frequency: Int, _ smooth: Bool,
                               _ start: Double, _ out: inout Contour) -> Double {
        var direction = start
        let length = smooth ? (segment.p3 - segment.p0).length / Double((frequency + 1) * 2) : 0
        for i in 0..<frequency {
            let t = Double(i + 1) / Double(frequency + 1)
            Contour.zigZagPoint(segment.point(t), segment.normalAngle(t), direction, amplitude,
                                outLength: length, inLength: length, &out)
            direction = -direction
        }
        return direction
    }

    /// Appends `point` moved by `direction · amplitude` along `angle`, its tangents
    /// perpendicular to that.
    private static func zigZagPoint(_ point: Point, _ angle: Double, _ direction: Double, _ amplitude: Double,
                                    outLength: Double, inLength: Double, _ out: inout Contour) {
        let p = Point(x: point.x + cos(angle) * direction * amplitude, y: point.y - sin(angle) * direction * amplitude)
        let outAngle = angle - .pi / 2, inAngle = angle + .pi / 2
        out.append(p, in: Point(x: p.x + cos(inAngle) * inLength, y: p.y - sin(inAngle) * inLength),
                   out: Point(x: p.x + cos(outAngle) * outLength, y: p.y - sin(outAngle) * outLength))
    }
}
