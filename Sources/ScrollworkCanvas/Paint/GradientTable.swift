import Scrollwork

/// A gradient's colours at 256 steps, premultiplied by an opacity, as shaders read them — and
/// the ramp and opacity they were made from, so that drawing the same ramp again (the next
/// shape with that fill, the same shape in the next frame, a precomp drawn many times) reads
/// the table as it is instead of filling it again. Owned by one canvas.
final class GradientTable {
    /// The 256 packed premultiplied colours.
    let entries = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
    /// The stops and opacity the entries were filled from (a copy in storage kept between
    /// loads, so a renderer's ramp is never shared and nothing is allocated once it has grown).
    private var stops: [GradientStop] = []
    private var opacity = Double.nan
    private var isOpaque = false

    deinit { entries.deallocate() }

    /// Makes the entries those of `gradient` at `opacity`; returns whether every one is opaque.
    func load(_ gradient: Gradient, opacity: Double) -> Bool {
        if opacity == self.opacity, gradient.stops == stops { return isOpaque }
        isOpaque = fill(from: gradient.stops, opacity: opacity)
        stops.removeAll(keepingCapacity: true)
        stops.append(contentsOf: gradient.stops)
        self.opacity = opacity
        return isOpaque
    }

    /// Fills the entries with the colours of `stops` (sorted) premultiplied by `opacity`;
    /// returns whether every one is opaque. Entry `k` is ``Gradient/color(at:)`` at `k / 255`,
    /// with the stops walked once in order rather than searched for every entry.
    private func fill(from stops: [GradientStop], opacity: Double) -> Bool {
        guard let first = stops.first, let last = stops.last else {
            entries.update(repeating: 0, count: 256)
            return false
        }
        var all: UInt32 = 0xFF00_0000
        var i = 1
        for k in 0..<256 {
            let t = Double(k) / 255
            let c: Color
            if !(t > first.offset) {
                c = first.color
            } else if t >= last.offset {
                c = last.color
            } else {
                // The first stop at or after t (there is one: t < last.offset).
                while stops[i].offset < t { i += 1 }
                c = Gradient.mix(stops[i - 1].color, at: stops[i - 1].offset, stops[i].color, at: stops[i].offset, t: t)
            }
            entries[k] = PremultipliedColor(c.withAlpha(multipliedBy: opacity)).packed
            all &= entries[k]
        }
        return all >> 24 == 0xFF
    }
}
