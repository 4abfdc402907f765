/// A straight run of sample positions in 32.32 fixed point (`Int64`, 2³² per image pixel):
/// the first and the step per device pixel.
///
/// The first position is the double one rounded down to 2⁻³², so its pixel and weights are
/// exactly the double formula's; the step is rounded to the nearest 2⁻³², so the positions
/// drift by at most 2⁻³³ per pixel (2·10⁻⁶ of a pixel over a 16,384-pixel row) and a weight
/// can differ from the per-pixel formula's by one 256th (a channel by one level) only where
/// the position is that close to a multiple of 1/256, which is also where the double
/// formula's own rounding decides.
struct FixedPointSteps {
    /// 2³², one image pixel.
    static let one = 0x1p32
    /// Positions and steps are kept within ±2²⁸ pixels (2⁶⁰ in fixed point), so no position
    /// along the run, nor `i · step`, comes near `Int64`'s limits.
    static let limit = 0x1p28

    var x: Int64
    var y: Int64
    var dx: Int64
    var dy: Int64

    /// The run from (`startX`, `startY`) in steps of (`stepX`, `stepY`), or nil when a position
    /// along `count` pixels or a step is beyond ±``limit`` or not finite.
    init?(startX: Double, startY: Double, stepX: Double, stepY: Double, count: Int) {
        let n = Double(count - 1)
        let endX = startX + stepX * n, endY = startY + stepY * n
        let limit = FixedPointSteps.limit
        // Written so that NaN fails every comparison.
        guard abs(startX) < limit, abs(startY) < limit, abs(endX) < limit, abs(endY) < limit,
              abs(stepX) < limit, abs(stepY) < limit else { return nil }
        let one = FixedPointSteps.one
        x = Int64((startX * one).rounded(.down))
        y = Int64((startY * one).rounded(.down))
        dx = Int64((stepX * one).rounded())
        dy = Int64((stepY * one).rounded())
    }

    /// The position at pixel `i` of the run.
    @inline(__always)
    func position(_ i: Int) -> (x: Int64, y: Int64) {
        (x &+ Int64(i) &* dx, y &+ Int64(i) &* dy)
    }

    /// The bilinear weight of a coordinate: its top 8 fraction bits, 0…255 in 256ths.
    @inline(__always)
    static func weight(_ f: Int64) -> UInt64 { UInt64(truncatingIfNeeded: f >> 24) & 0xFF }

    /// The pixels `i` in `0..<count` at which `0 ≤ x < maxX` and `0 ≤ y < maxY`: a single
    /// run, since the positions lie on a line and the region is convex.
    func indices(whereXBelow maxX: Int64, yBelow maxY: Int64, count: Int) -> Range<Int> {
        let xs = FixedPointSteps.indices(start: x, step: dx, below: maxX, count: count)
        let ys = FixedPointSteps.indices(start: y, step: dy, below: maxY, count: count)
        let lower = max(xs.lowerBound, ys.lowerBound), upper = min(xs.upperBound, ys.upperBound)
        return lower < upper ? lower..<upper : 0..<0
    }

    /// Whether the position at pixel `i` is in `0 ..< maxX`, `0 ..< maxY`.
    func isInside(_ i: Int, maxX: Int64, maxY: Int64) -> Bool {
        let p = position(i)
        return p.x >= 0 && p.x < maxX && p.y >= 0 && p.y < maxY
    }

    /// The `i` in `0..<count` with `0 ≤ start + i·step < limit`, exactly (integer arithmetic).
    static func indices(start: Int64, step: Int64, below limit: Int64, count: Int) -> Range<Int> {
        guard step != 0 else { return start >= 0 && start < limit ? 0..<count : 0..<0 }
        // Going down is going up from the other end: 0 ≤ f ≤ limit − 1 ⇔ 0 ≤ limit − 1 − f ≤ limit − 1.
        let (f, d) = step > 0 ? (start, step) : (limit - 1 - start, -step)
        let first = -floorDivide(f, d)                    // ⌈−f / d⌉: f + i·d ≥ 0 from here
        let end = floorDivide(limit - 1 - f, d) + 1      // f + i·d ≤ limit − 1 up to here
        let n = Int64(count)
        let lower = min(max(first, 0), n), upper = min(max(end, 0), n)
        return lower < upper ? Int(lower)..<Int(upper) : 0..<0
    }

    /// `⌊a / b⌋` for `b > 0`.
    static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        let q = a / b
        return a % b < 0 ? q - 1 : q
    }
}
