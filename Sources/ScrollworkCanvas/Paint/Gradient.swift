import Scrollwork

/// One colour stop of a gradient.
public struct GradientStop: Hashable, Sendable {
    /// Where the stop sits, 0…1 along the gradient.
    public var offset: Double
    /// The colour at the stop (straight alpha; stop opacity is its alpha).
    public var color: Color

    /// Creates a stop.
    public init(offset: Double, color: Color) {
        self.offset = offset
        self.color = color
    }
}

/// A colour ramp: any number of stops, padded (clamped) outside the first and last.
public struct Gradient: Hashable, Sendable {
    /// The stops, sorted by offset.
    public private(set) var stops: [GradientStop]

    /// Creates a ramp from stops (sorted here; non-finite offsets dropped, offsets clamped to 0…1).
    public init(stops: [GradientStop]) {
        self.stops = stops.filter { $0.offset.isFinite }
            .map { GradientStop(offset: min(max($0.offset, 0), 1), color: $0.color) }
            .sorted { $0.offset < $1.offset }
    }

    /// Replaces the stops in place, keeping their storage: `write` appends the new stops (to an
    /// emptied list, in any order), which are then kept as ``init(stops:)`` keeps them. With
    /// a ramp held nowhere else, nothing is allocated once the storage has grown (a renderer
    /// can rebuild an animated ramp every frame in a ramp it keeps).
    ///
    /// - Parameter write: appends the stops.
    public mutating func setStops(_ write: (inout [GradientStop]) -> Void) {
        stops.removeAll(keepingCapacity: true)
        write(&stops)
        stops.removeAll { !$0.offset.isFinite }
        for i in stops.indices { stops[i].offset = min(max(stops[i].offset, 0), 1) }
        stops.sort { $0.offset < $1.offset }
    }

    /// Creates a ramp from separate colour stops and opacity stops, as Lottie stores them
    /// (§9.6): the offsets of both lists are merged; at each offset the colour comes from the
    /// colour stops and the alpha from the opacity stops, both interpolated linearly.
    public init(colorStops: [(offset: Double, color: Color)], opacityStops: [(offset: Double, opacity: Double)]) {
        let colors = colorStops.filter { $0.offset.isFinite }.sorted { $0.offset < $1.offset }
        let alphas = opacityStops.filter { $0.offset.isFinite }.sorted { $0.offset < $1.offset }
        var offsets = colors.map(\.offset) + alphas.map(\.offset)
        offsets.sort()
        var merged: [GradientStop] = []
        var last = -Double.infinity
        for o in offsets where o > last {
            last = o
            var c = Gradient.interpolate(colors, at: o, offset: \.offset, color: \.color) ?? .black
            if let alpha = Gradient.interpolate(alphas, at: o, offset: \.offset, color: { Color(white: $0.opacity) }) {
                c.alpha = alpha.red
            }
            merged.append(GradientStop(offset: o, color: c))
        }
        self.init(stops: merged)
    }

    /// The colour at a position (padded outside the stops); transparent without stops.
    /// Allocates nothing (it runs 256 times per gradient fill).
    public func color(at t: Double) -> Color {
        Gradient.interpolate(stops, at: t, offset: \.offset, color: \.color) ?? .clear
    }

    /// The colour at `t` along `stops` (sorted by `offset`), linear between neighbours (the
    /// later one where two coincide) and padded outside; nil without stops.
    static func interpolate<Stops: RandomAccessCollection>(
        _ stops: Stops, at t: Double, offset: (Stops.Element) -> Double, color: (Stops.Element) -> Color
    ) -> Color? where Stops.Index == Int {
        guard let first = stops.first, let last = stops.last else { return nil }
        if !(t > offset(first)) { return color(first) }
        if t >= offset(last) { return color(last) }
        for i in (stops.startIndex + 1)..<stops.endIndex where t <= offset(stops[i]) {
            return mix(color(stops[i - 1]), at: offset(stops[i - 1]), color(stops[i]), at: offset(stops[i]), t: t)
        }
        return color(last)
    }

    /// The colour at `t` between neighbouring stops `c0` at `o0` and `c1` at `o1`: linear, the
    /// later one where they coincide.
    @inline(__always)
    static func mix(_ c0: Color, at o0: Double, _ c1: Color, at o1: Double, t: Double) -> Color {
        let f = o1 > o0 ? (t - o0) / (o1 - o0) : 1
        return Color(red: c0.red + (c1.red - c0.red) * f, green: c0.green + (c1.green - c0.green) * f,
                     blue: c0.blue + (c1.blue - c0.blue) * f, alpha: c0.alpha + (c1.alpha - c0.alpha) * f)
    }
}
