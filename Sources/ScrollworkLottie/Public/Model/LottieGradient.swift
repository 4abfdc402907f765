import Scrollwork

/// The colours of a gradient (`g` of `gf`/`gs`, LOTTIE_FORMAT.md §9.6): an animated flat
/// array `[off, r, g, b, …]` of ``colorStopCount`` colour stops, optionally followed by
/// opacity stops `[off, α, …]`. Keyframes interpolate the flat arrays element-wise;
/// ``stops(from:)`` merges the two stop lists into one list of colours with alpha.
public struct LottieGradient: Hashable, Sendable {
    /// The number of colour stops (`g.p`).
    public package(set) var colorStopCount: Int
    /// The flat arrays, static or keyframed. Colour components are already in 0…1 (legacy
    /// 0–255 files are converted).
    public package(set) var values: LottieProperty<[Double]>

    /// Creates a gradient description.
    package init(colorStopCount: Int, values: LottieProperty<[Double]>) {
        self.colorStopCount = Swift.max(0, colorStopCount)
        self.values = values
    }

    /// Merges colour and opacity stops of one flat array into stops sorted by offset.
    ///
    /// Every offset of either list yields a stop; the colour at an opacity offset (and the
    /// opacity at a colour offset) is interpolated linearly between the neighbouring stops of
    /// the other list and padded outside them. Without opacity stops alpha is 1.
    public func stops(from flat: [Double]) -> [LottieGradientStop] {
        let colorCount = Swift.min(colorStopCount, flat.count / 4)
        var colors: [(offset: Double, r: Double, g: Double, b: Double)] = []
        colors.reserveCapacity(colorCount)
        for k in 0..<colorCount {
            colors.append((flat[4 * k], flat[4 * k + 1], flat[4 * k + 2], flat[4 * k + 3]))
        }
        var alphas: [(offset: Double, a: Double)] = []
        var j = 4 * colorCount
        while j + 1 < flat.count {
            alphas.append((flat[j], flat[j + 1]))
            j += 2
        }
        guard !colors.isEmpty else { return [] }
        if alphas.isEmpty {
            return colors.map { LottieGradientStop(offset: $0.offset, color: Color(red: $0.r, green: $0.g, blue: $0.b)) }
        }
        var offsets = colors.map(\.offset) + alphas.map(\.offset)
        offsets.sort()
        var merged: [LottieGradientStop] = []
        merged.reserveCapacity(offsets.count)
        for offset in offsets {
            if let last = merged.last, last.offset == offset { continue }
            let rgb = Self.sample(colors.map { ($0.offset, [$0.r, $0.g, $0.b]) }, at: offset)
            let a = Self.sample(alphas.map { ($0.offset, [$0.a]) }, at: offset)
            merged.append(LottieGradientStop(offset: offset, color: Color(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: a[0])))
        }
        return merged
    }

    /// Linear interpolation in a sorted-by-offset stop list, padded at both ends.
    private static func sample(_ stops: [(Double, [Double])], at offset: Double) -> [Double] {
        guard let first = stops.first, let last = stops.last else { return [0, 0, 0] }
        if offset <= first.0 { return first.1 }
        if offset >= last.0 { return last.1 }
        for k in 1..<stops.count where offset <= stops[k].0 {
            let (o0, v0) = stops[k - 1]
            let (o1, v1) = stops[k]
            let span = o1 - o0
            let f = span > 0 ? (offset - o0) / span : 1
            return zip(v0, v1).map { $0 + ($1 - $0) * f }
        }
        return last.1
    }
}

/// One merged gradient stop: an offset in 0…1 and a straight-alpha colour.
public struct LottieGradientStop: Hashable, Sendable {
    /// Position along the gradient, 0…1.
    public package(set) var offset: Double
    /// Colour and opacity at that position.
    public package(set) var color: Color

    /// Creates a stop.
    public init(offset: Double, color: Color) {
        self.offset = offset
        self.color = color
    }
}
