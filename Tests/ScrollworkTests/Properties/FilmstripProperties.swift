// Property-based tests of Filmstrip: lookup against a linear scan, bounds for monotone
// easings, and independence of insertion order.
import PropertyBased
import Scrollwork
import Testing

@Suite("Filmstrip properties")
struct FilmstripProperties {
    @Test("Lookup equals a linear-scan reference, with and without a cursor", arguments: [EdgeStrategy.hold, .extrapolate])
    func lookupEqualsLinearScan(edge: EdgeStrategy) async {
        await propertyCheck(count: 300, input: PropertyGen.distinctTimes, PropertyGen.values, PropertyGen.easingIndices,
                            PropertyGen.queryTimes) { times, values, easings, queries in
            let keyframes = PropertyGen.keyframes(times, values, easings, from: PropertyGen.allEasings)
            let strip = Filmstrip(keyframes, edgeStrategy: edge)
            var cursor = FilmstripCursor()
            // Every keyframe time and the query times, in generated (random) order.
            for t in times + queries {
                let expected = linearScanValue(keyframes, at: t, edge: edge)
                #expect(strip.value(at: t) == expected, "t = \(t)")
                #expect(strip.value(at: t, cursor: &cursor) == expected, "cursor, t = \(t)")
            }
            // And sweeping forward through them, the cursor's fast path.
            for t in queries.sorted() {
                #expect(strip.value(at: t, cursor: &cursor) == linearScanValue(keyframes, at: t, edge: edge))
            }
        }
    }

    @Test("A segment with a monotone easing stays between its two keyframe values")
    func monotoneEasingsStayBetweenNeighbours() async {
        await propertyCheck(count: 300, input: PropertyGen.distinctTimes, PropertyGen.values, PropertyGen.easingIndices,
                            Gen.double(in: 0...1).array(of: 20)) { times, values, easings, fractions in
            let keyframes = PropertyGen.keyframes(times, values, easings, from: PropertyGen.monotoneEasings)
            let strip = Filmstrip(keyframes)
            for i in 0..<max(0, keyframes.count - 1) {
                let a = keyframes[i], b = keyframes[i + 1]
                // lerp's rounding may step one ulp past an end: allow that, nothing more.
                let slack = 1e-12 * max(1, abs(a.value), abs(b.value))
                let low = min(a.value, b.value) - slack, high = max(a.value, b.value) + slack
                for f in fractions {
                    let t = a.time + f * (b.time - a.time)
                    guard let v = strip.value(at: t) else { Issue.record("no value at \(t)"); continue }
                    #expect(v >= low && v <= high, "segment \(i) (\(a.easing)) at \(t): \(v) outside [\(low), \(high)]")
                }
            }
        }
    }

    @Test("The order keyframes are inserted in never matters (distinct times)")
    func insertOrderNeverMatters() async {
        await propertyCheck(count: 300, input: PropertyGen.distinctTimes, PropertyGen.values, PropertyGen.easingIndices,
                            Gen.double(in: 0..<1).array(of: PropertyGen.maxKeyframes), PropertyGen.queryTimes) {
            times, values, easings, sortKeys, queries in
            let keyframes = PropertyGen.keyframes(times, values, easings, from: PropertyGen.allEasings)
            let shuffled = keyframes.indices.sorted { sortKeys[$0] < sortKeys[$1] }.map { keyframes[$0] }
            var inOrder = Filmstrip<Double>(), outOfOrder = Filmstrip<Double>()
            for k in keyframes { inOrder.insert(k) }
            for k in shuffled { outOfOrder.insert(k) }
            #expect(outOfOrder.times == inOrder.times)
            #expect(outOfOrder.keyframes.map(\.value) == inOrder.keyframes.map(\.value))
            #expect(outOfOrder.keyframes.map(\.easing) == inOrder.keyframes.map(\.easing))
            for t in times + queries {
                #expect(outOfOrder.value(at: t) == inOrder.value(at: t), "t = \(t)")
            }
        }
    }

    @Test("Jump pairs: order matters only between keyframes at one time, and a third replaces the second")
    func jumpPairsKeepTheirOrder() async {
        await propertyCheck(count: 200, input: Gen.double(in: -100...100), Gen.double(in: -100...100).array(of: 4)) { at, v in
            var strip = Filmstrip<Double>()
            strip.set(v[0], at: at - 1)
            strip.set(v[1], at: at)     // approached from below
            strip.set(v[2], at: at)     // holds from `at` on
            strip.set(v[3], at: at)     // replaces the second
            #expect(strip.count == 3)
            #expect(strip.value(at: at) == v[3])
            #expect(strip.value(at: at + 1) == v[3])
            let below = at - 0.5
            let u = (below - (at - 1)) / (at - (at - 1))
            #expect(strip.value(at: below) == lerp(v[0], v[1], u))
        }
    }
}
