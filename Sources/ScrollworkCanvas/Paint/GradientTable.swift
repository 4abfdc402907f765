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
        isOpaque = gradient.fillLookupTable(entries, opacity: opacity)
        stops.removeAll(keepingCapacity: true)
        stops.append(contentsOf: gradient.stops)
        self.opacity = opacity
        return isOpaque
    }
}
