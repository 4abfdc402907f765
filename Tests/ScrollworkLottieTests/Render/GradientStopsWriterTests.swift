import Testing
import Scrollwork
import ScrollworkCanvas
@testable import ScrollworkLottie

/// Gradient stops merged into a kept ramp are the ramp built from ``LottieGradient/stops(from:)``.
@Suite struct GradientStopsWriterTests {
    static let cases: [(count: Int, flat: [Double])] = [
        (2, [0, 1, 0, 0, 1, 0, 0, 1]),  // colours only
        (3, [0, 1, 0, 0, 0.6, 0, 1, 0, 0.3, 0, 0, 1, 0, 1, 0.45, 0.2, 1, 0.5]),  // unsorted colours, alphas
        (2, [0.2, 1, 0.5, 0, 0.8, 0, 0.5, 1, 0, 0.3, 0.2, 0.9, 1, 0.1]),  // shared offset, padding both sides
        (2, [0, 1, 1, 1, .nan, 0, 0, 0, 0.5, 1]),  // a NaN offset
        (1, [0.5, 0.25, 0.5, 0.75, 0.1, 1, 0.9, 0]),
        (4, [0, 1, 0, 0]),  // fewer numbers than stops
    ]

    @Test func keptRampMatchesTheBuiltOne() {
        var kept = Gradient(stops: [])
        var offsets: [Double] = []
        for (count, flat) in GradientStopsWriterTests.cases {
            let gradient = LottieGradient(colorStopCount: count, values: LottieProperty(flat))
            let built = Gradient(stops: gradient.stops(from: flat).map { GradientStop(offset: $0.offset, color: $0.color) })
            kept.setStops { gradient.appendStops(from: flat, offsets: &offsets, to: &$0) }
            #expect(kept.stops.count == built.stops.count, "\(flat)")
            for (a, b) in zip(kept.stops, built.stops) {
                #expect(a.offset.bitPattern == b.offset.bitPattern)
                #expect(a.color.red.bitPattern == b.color.red.bitPattern && a.color.green.bitPattern == b.color.green.bitPattern
                        && a.color.blue.bitPattern == b.color.blue.bitPattern && a.color.alpha.bitPattern == b.color.alpha.bitPattern,
                        "\(flat): \(a) vs \(b)")
            }
        }
    }
}
