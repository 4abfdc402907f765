import Scrollwork
import ScrollworkCanvas

/// Gradient stops merged straight into a canvas ramp's storage, without the intermediate
/// lists of ``LottieGradient/stops(from:)``.
extension LottieGradient {
    /// Appends the stops ``stops(from:)`` gives for `flat` to `out`, as canvas stops, bit for
    /// bit the same; `offsets` is kept scratch (nothing is allocated once both have grown).
    func appendStops(from flat: [Double], offsets: inout [Double], to out: inout [GradientStop]) {
        let colorCount = Swift.min(colorStopCount, flat.count / 4)
        guard colorCount > 0 else { return }
        let alphaStart = 4 * colorCount
        let alphaCount = flat.count > alphaStart ? (flat.count - alphaStart) / 2 : 0
        if alphaCount == 0 {
            for k in 0..<colorCount {
                out.append(GradientStop(offset: flat[4 * k], color: Color(red: flat[4 * k + 1], green: flat[4 * k + 2], blue: flat[4 * k + 3])))
            }
            return
        }
        offsets.removeAll(keepingCapacity: true)
        for k in 0..<colorCount { offsets.append(flat[4 * k]) }
        for k in 0..<alphaCount { offsets.append(flat[alphaStart + 2 * k]) }
        offsets.sort()
        var last: Double?
        for offset in offsets {
            if let last, last == offset { continue }
            last = offset
            // The colour: interpolated between the colour stops around the offset, padded.
            // (No stop found, as for a NaN offset: the last stop's colour.)
            let lastColor = 4 * (colorCount - 1)
            var r = flat[lastColor + 1], g = flat[lastColor + 2], b = flat[lastColor + 3]
            if offset <= flat[0] {
                (r, g, b) = (flat[1], flat[2], flat[3])
            } else if offset < flat[lastColor] {
                for k in 1..<colorCount where offset <= flat[4 * k] {
                    let i0 = 4 * (k - 1), i1 = 4 * k
                    let span = flat[i1] - flat[i0]
                    let f = span > 0 ? (offset - flat[i0]) / span : 1
                    r = flat[i0 + 1] + (flat[i1 + 1] - flat[i0 + 1]) * f
                    g = flat[i0 + 2] + (flat[i1 + 2] - flat[i0 + 2]) * f
                    b = flat[i0 + 3] + (flat[i1 + 3] - flat[i0 + 3]) * f
                    break
                }
            }
            // The opacity, likewise between the opacity stops.
            let lastAlpha = alphaStart + 2 * (alphaCount - 1)
            var a = flat[lastAlpha + 1]
            if offset <= flat[alphaStart] {
                a = flat[alphaStart + 1]
            } else if offset < flat[lastAlpha] {
                for k in 1..<alphaCount where offset <= flat[alphaStart + 2 * k] {
                    let i0 = alphaStart + 2 * (k - 1), i1 = alphaStart + 2 * k
                    let span = flat[i1] - flat[i0]
                    let f = span > 0 ? (offset - flat[i0]) / span : 1
                    a = flat[i0 + 1] + (flat[i1 + 1] - flat[i0 + 1]) * f
                    break
                }
            }
            out.append(GradientStop(offset: offset, color: Color(red: r, green: g, blue: b, alpha: a)))
        }
    }
}
