// Property-based tests of easings and interpolation: the ends are exact.
import PropertyBased
import Scrollwork
import Testing

@Suite("Easing and interpolation properties")
struct EasingProperties {
    /// Continuous easings with random parameters: béziers, back, elastic, springs, linear().
    static let continuousEasings = zip(
        Gen.int(in: 0...6),
        Gen.double(in: 0...1).array(of: 2), Gen.double(in: -3...3).array(of: 2),
        Gen.double(in: 0.05...20).array(of: 4)
    ).map { kind, xs, ys, p -> Easing in
        switch kind {
        case 0: return .cubicBezier(xs[0], ys[0], xs[1], ys[1])
        case 1: return .easeInBack(overshoot: p[0])
        case 2: return .easeInOutBack(overshoot: p[0])
        case 3: return .easeOutElastic(amplitude: p[0], period: p[1] / 20)
        case 4: return .spring(mass: p[0], stiffness: p[1] * 10, damping: p[2])
        case 5: return .spring(duration: p[0] / 4, bounce: ys[0] / 3.5)
        default: return .linearStops([LinearStop(0), LinearStop(ys[0], at: min(0.99, max(0.01, xs[0]))), LinearStop(ys[1]), LinearStop(1)])
        }
    }

    @Test("Every continuous catalogue easing maps 0 → 0 and 1 → 1 exactly", arguments: PropertyGen.allEasings)
    func catalogueEndpoints(easing: Easing) {
        guard !easing.isHold, !"\(easing)".hasPrefix("steps") else {
            // Steps and hold are discontinuous; steps(n, jumpStart)(0) is 1/n by definition.
            #expect(easing.value(at: 1) == 1, "\(easing)")
            return
        }
        #expect(easing.value(at: 0) == 0, "\(easing)")
        #expect(easing.value(at: 1) == 1, "\(easing)")
    }

    @Test("Random continuous easings map 0 → 0 and 1 → 1 exactly")
    func randomEndpoints() async {
        await propertyCheck(count: 500, input: Self.continuousEasings) { easing in
            #expect(easing.value(at: 0) == 0, "\(easing)")
            #expect(easing.value(at: 1) == 1, "\(easing)")
        }
    }

    @Test("Interpolation at progress 0 and 1 returns the ends exactly")
    func interpolationEnds() async {
        let d = Gen.double(in: -1e6...1e6)
        await propertyCheck(count: 500, input: d.array(of: 6), d.array(of: 6)) { a, b in
            #expect(a[0].interpolated(to: b[0], progress: 0) == a[0])
            #expect(a[0].interpolated(to: b[0], progress: 1) == b[0])
            let fa = Float(a[1]), fb = Float(b[1])
            #expect(fa.interpolated(to: fb, progress: 0) == fa)
            #expect(fa.interpolated(to: fb, progress: 1) == fb)
            let pa = Point(x: a[0], y: a[1]), pb = Point(x: b[0], y: b[1])
            #expect(pa.interpolated(to: pb, progress: 0) == pa)
            #expect(pa.interpolated(to: pb, progress: 1) == pb)
            let ra = Rect(x: a[0], y: a[1], width: a[2], height: a[3]), rb = Rect(x: b[0], y: b[1], width: b[2], height: b[3])
            #expect(ra.interpolated(to: rb, progress: 0) == ra)
            #expect(ra.interpolated(to: rb, progress: 1) == rb)
            let ca = Color(red: a[0] / 1e6, green: a[1] / 1e6, blue: a[2] / 1e6, alpha: a[3] / 1e6)
            let cb = Color(red: b[0] / 1e6, green: b[1] / 1e6, blue: b[2] / 1e6, alpha: b[3] / 1e6)
            #expect(ca.interpolated(to: cb, progress: 0) == ca)
            #expect(ca.interpolated(to: cb, progress: 1) == cb)
            let ta = TransformComponents(position: pa, anchor: Point(x: a[2], y: a[3]), scale: Point(x: a[4], y: a[5]),
                                         rotation: a[1], skew: a[2] / 1e6, skewAxis: a[3])
            let tb = TransformComponents(position: pb, anchor: Point(x: b[2], y: b[3]), scale: Point(x: b[4], y: b[5]),
                                         rotation: b[1], skew: b[2] / 1e6, skewAxis: b[3])
            #expect(ta.interpolated(to: tb, progress: 0) == ta)
            #expect(ta.interpolated(to: tb, progress: 1) == tb)
        }
    }

    /// The catalogue less the easings that jump at u = 0 (steps with jumpStart / jumpBoth: by
    /// EASING.md §4 they are already on their first step there, so a filmstrip at such a
    /// segment's start time gives the *next* value — the lookup formula of §9.3).
    static let easingsStartingAtZero = PropertyGen.allEasings.filter { $0.value(at: 0) == 0 }

    @Test("Only the jump-start steps leave 0 at u = 0")
    func onlyJumpStartStepsLeaveZero() {
        #expect(PropertyGen.allEasings.count - Self.easingsStartingAtZero.count == 3)
        #expect(Easing.stepStart.value(at: 0) == 1)
        #expect(Easing.steps(3, .jumpStart).value(at: 0) == Easing.steps(3, .jumpStart).value(at: 0.01))
    }

    @Test("A filmstrip is exactly on its keyframe values at their times (easings with f(0) = 0)")
    func segmentEnds() async {
        await propertyCheck(count: 300, input: PropertyGen.distinctTimes, PropertyGen.values, PropertyGen.easingIndices) {
            times, values, easings in
            let keyframes = PropertyGen.keyframes(times, values, easings, from: Self.easingsStartingAtZero)
            let strip = Filmstrip(keyframes)
            for k in keyframes { #expect(strip.value(at: k.time) == k.value, "at \(k.time)") }
        }
    }
}
