import Scrollwork

/// Cuts polylines by length into dashes, working across sub-paths (trims cut the path itself:
/// the core's `Path.trimmed`).
@usableFromInline
internal enum Dasher {
    /// The most dashes one stroke may produce; beyond it the stroke is drawn solid
    /// (bounded work for tiny patterns on long paths).
    static let maxDashes = 100_000

    /// Cuts `input` into dashes. Returns `false` when the pattern disables dashing (the
    /// caller strokes the path solid) — also when it would make more than ``maxDashes``.
    static func dash(_ input: borrowing Polyline, _ pattern: DashPattern, scale: Double, into out: inout Polyline) -> Bool {
        out.removeAll()
        // The effective lengths (an odd list doubled) read in place: entry i is base[i % n].
        guard let count = pattern.effectiveCount else { return false }
        let base = pattern.lengths, n = base.count
        var period = 0.0
        for i in 0..<count { period += base[i % n] }
        let total = input.length()
        guard total > 0 else { return true }
        // Dash count estimate: every period gives lengths.count / 2 dashes.
        let estimate = total / period * Double(count / 2)
        guard estimate <= Double(maxDashes), (period * scale) > 1e-3 || estimate <= 1000 else { return false }
        // Phase: offset into the pattern.
        var phase = pattern.offset.truncatingRemainder(dividingBy: period)
        if phase < 0 { phase += period }
        var startIndex = 0
        while phase > 0 && phase >= base[startIndex % n] {
            phase -= base[startIndex % n]
            startIndex = (startIndex + 1) % count
        }
        let startRemaining = base[startIndex % n] - phase
        var guardSteps = 0
        for c in input.contours where c.count > 1 {
            // Every sub-path starts the pattern afresh (canvas, SVG and lottie-web do).
            var index = startIndex
            var remaining = startRemaining
            var on = index % 2 == 0
            let segs = c.closed ? c.count : c.count - 1
            var drawing = false
            for i in 0..<segs {
                let a = input.points[c.start + i], b = input.points[c.start + (i + 1) % c.count]
                let len = a.distance(to: b)
                if len == 0 { continue }
                var t = 0.0
                while t < len {
                    guardSteps += 1
                    if guardSteps > 4 * maxDashes + 1_000_000 { return true }
                    let step = min(remaining, len - t)
                    let p0 = a + (b - a) * (t / len)
                    let p1 = a + (b - a) * ((t + step) / len)
                    if on {
                        if !drawing { out.begin(p0); drawing = true }
                        if step == 0 { out.markDot() }
                        out.add(p1)
                    }
                    t += step
                    remaining -= step
                    if remaining <= 1e-12 {
                        index = (index + 1) % count
                        remaining = base[index % n]
                        on.toggle()
                        drawing = false
                    }
                }
            }
        }
        return true
    }
}

extension Polyline {
    /// The length of one contour.
    func contourLength(_ c: Contour) -> Double {
        guard c.count > 1 else { return 0 }
        var total = 0.0
        for i in 1..<c.count { total += points[c.start + i - 1].distance(to: points[c.start + i]) }
        if c.closed { total += points[c.start + c.count - 1].distance(to: points[c.start]) }
        return total
    }
}
