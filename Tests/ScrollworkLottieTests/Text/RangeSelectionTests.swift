import Scrollwork
import Testing
@testable import ScrollworkLottie

/// Each range-selector shape against values computed by hand (lottie-web's
/// `TextSelectorProp.getMult`).
@Suite("Text: range selector shapes")
struct RangeSelectionTests {
    func selection(_ shape: LottieTextRangeSelector.Shape, start: Double = 0, end: Double = 4, offset: Double = 0,
                   units: LottieTextRangeSelector.Units = .index, total: Int = 4, amount: Double = 1,
                   smoothness: Double = 100, easing: Easing? = nil) -> RangeSelection {
        RangeSelection(start: start, end: end, offset: offset, units: units, total: total, shape: shape,
                       amount: amount, smoothness: smoothness, easing: easing)
    }

    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-4 }

    @Test("square: the part of each unit inside the span")
    func square() {
        let s = selection(.square, start: 1, end: 3)
        #expect([0, 1, 2, 3].map { s.coverage($0) } == [0, 1, 1, 0])
        let fractional = selection(.square, start: 1.5, end: 3.25)
        #expect(fractional.coverage(1) == 0.5)                   // min(e, 1) − (s − i)
        #expect(fractional.coverage(2) == 1)
        #expect(fractional.coverage(3) == 0.25)
        #expect(fractional.coverage(0) == 0)                     // before ⌊s⌋
    }

    @Test("percentage units: shares of the unit count; the offset moves both ends; start and end swap")
    func units() {
        let p = selection(.square, start: 25, end: 75, units: .percentage, total: 4)
        #expect(p.start == 1 && p.end == 3)
        let shifted = selection(.square, start: 25, end: 75, offset: 25, units: .percentage, total: 4)
        #expect(shifted.start == 2 && shifted.end == 4)
        let swapped = selection(.square, start: 75, end: 25, units: .percentage, total: 4)
        #expect(swapped.start == 1 && swapped.end == 3)
        let index = selection(.square, start: 1, end: 2, offset: 1)
        #expect(index.start == 2 && index.end == 3)
    }

    @Test("ramp up and ramp down: the value at each unit's centre")
    func ramps() {
        let up = selection(.rampUp)
        #expect([0, 1, 2, 3].map { up.coverage($0) } == [0.125, 0.375, 0.625, 0.875])
        let down = selection(.rampDown)
        #expect([0, 1, 2, 3].map { down.coverage($0) } == [0.875, 0.625, 0.375, 0.125])
        // An empty span is a step at its end.
        #expect(selection(.rampUp, start: 2, end: 2).coverage(1) == 0 && selection(.rampUp, start: 2, end: 2).coverage(2) == 1)
        #expect(selection(.rampDown, start: 2, end: 2).coverage(1) == 1 && selection(.rampDown, start: 2, end: 2).coverage(2) == 0)
    }

    @Test("triangle rises to the middle and falls")
    func triangle() {
        let t = selection(.triangle)
        #expect([0, 1, 2, 3].map { t.coverage($0) } == [0.25, 0.75, 0.75, 0.25])
        #expect(selection(.triangle, start: 1, end: 1).coverage(1) == 0)
    }

    @Test("round is a half circle over the span")
    func round() {
        let r = selection(.round)
        #expect(close(r.coverage(0), (1 - 1.5 * 1.5 / 4).squareRoot()))   // 0.6614
        #expect(close(r.coverage(1), (1 - 0.5 * 0.5 / 4).squareRoot()))   // 0.9682
        #expect(close(r.coverage(2), r.coverage(1)) && close(r.coverage(3), r.coverage(0)))
    }

    @Test("smooth is a cosine bump over the span")
    func smooth() {
        let s = selection(.smooth)
        #expect(close(s.coverage(0), (1 - 0.5.squareRoot()) / 2))          // 0.1464
        #expect(close(s.coverage(1), (1 + 0.5.squareRoot()) / 2))          // 0.8536
        #expect(close(s.coverage(3), s.coverage(0)))
    }

    @Test("amount scales, smoothness narrows, ease low and high become a bézier")
    func modifiers() {
        #expect(selection(.rampUp, amount: 0.5).coverage(3) == 0.4375)
        // Smoothness 50: below 0.25 nothing, then (m − 0.25) / 0.5, at most 1.
        let narrowed = selection(.rampUp, smoothness: 50)
        #expect(narrowed.coverage(0) == 0 && narrowed.coverage(1) == 0.25 && narrowed.coverage(3) == 1)
        let p = RangeSelection.easingPoints(easeLow: 50, easeHigh: -50)
        #expect(p.x1 == 0.5 && p.y1 == 0 && p.x2 == 1 && p.y2 == 0.5)
        let q = RangeSelection.easingPoints(easeLow: -50, easeHigh: 50)
        #expect(q.x1 == 0 && q.y1 == 0.5 && q.x2 == 0.5 && q.y2 == 1)
        let eased = selection(.rampUp, easing: .cubicBezier(1, 0, 0, 1))
        #expect(eased.coverage(0) < 0.125 && eased.coverage(3) > 0.875 && close(eased.coverage(1.5), 0.5))
    }
}
