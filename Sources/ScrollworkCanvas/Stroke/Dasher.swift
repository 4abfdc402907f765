/// Cuts polylines by length: dash patterns and trims, both working across sub-paths.
@usableFromInline
internal enum Dasher {
    /// The most dashes one stroke may produce; beyond it the stroke is drawn solid
    /// (bounded work for tiny patterns on long paths).
    static let maxDashes = 100_000

    /// Keeps the pieces of `input` between fractions of its total length (the trim's
    /// intervals) in `out`. Returns `false` when nothing is visible.
    static func trim(_ input: borrowing Polyline, _ trim: Trim, into out: inout Polyline) -> Bool {
        out.removeAll()
        guard let intervals = trim.intervals else { out.copy(from: input); return true }
        if intervals.isEmpty { return false }
        let total = input.length()
        guard total > 0 else { return false }
        for (a, b) in intervals {
            extract(input, from: a * total, to: b * total, into: &out)
        }
        return !out.isEmpty
    }

    /// Appends the pieces of `input` between two distances along its concatenated contours.
    static func extract(_ input: borrowing Polyline, from d0: Double, to d1: Double, into out: inout Polyline) {
        var base = 0.0
        for c in input.contours where c.count > 1 {
            let clen = input.contourLength(c)
            if c.closed && d0 <= base && d1 >= base + clen {
                out.begin(input.points[c.start])
                for i in 1..<c.count { out.add(input.points[c.start + i]) }
                out.closeContour()
                base += clen
                continue
            }
            let segs = c.closed ? c.count : c.count - 1
            var inside = false
            for i in 0..<segs {
                let a = input.points[c.start + i], b = input.points[c.start + (i + 1) % c.count]
                let len = a.distance(to: b)
                let s0 = base, s1 = base + len
                base = s1
                if len == 0 { continue }
                if s1 <= d0 || s0 >= d1 { inside = false; continue }
                let t0 = max(0, (d0 - s0) / len), t1 = min(1, (d1 - s0) / len)
                let p0 = a + (b - a) * t0, p1 = a + (b - a) * t1
                if !inside || t0 > 0 { out.begin(p0); inside = true }
                out.add(p1)
                if t1 < 1 { inside = false }
            }
        }
    }

    /// Cuts `input` into dashes. Returns `false` when the pattern disables dashing (the
    /// caller strokes the path solid) — also when it would make more than ``maxDashes``.
    static func dash(_ input: borrowing Polyline, _ pattern: DashPattern, scale: Double, into out: inout Polyline) -> Bool {
        out.removeAll()
        guard let lengths = pattern.effectiveLengths else { return false }
        var period = 0.0
        for l in lengths { period += l }
        let total = input.length()
        guard total > 0 else { return true }
        // Dash count estimate: every period gives lengths.count / 2 dashes.
        let estimate = total / period * Double(lengths.count / 2)
        guard estimate <= Double(maxDashes), (period * scale) > 1e-3 || estimate <= 1000 else { return false }
        // Phase: offset into the pattern.
        var phase = pattern.offset.truncatingRemainder(dividingBy: period)
        if phase < 0 { phase += period }
        var startIndex = 0
        while phase > 0 && phase >= lengths[startIndex] {
            phase -= lengths[startIndex]
            startIndex = (startIndex + 1) % lengths.count
        }
        let startRemaining = lengths[startIndex] - phase
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
                        out.add(p1)
                    }
                    t += step
                    remaining -= step
                    if remaining <= 1e-12 {
                        index = (index + 1) % lengths.count
                        remaining = lengths[index]
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
