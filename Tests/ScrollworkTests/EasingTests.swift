import Testing
import Scrollwork

/// One row of a reference table: an easing, an input and the expected output.
struct EasingCase: CustomTestStringConvertible, Sendable {
    let name: String
    let easing: Easing
    let x: Double
    let expected: Double
    let tolerance: Double
    var testDescription: String { "\(name)(\(x)) = \(expected)" }
}

private func rows(_ name: String, _ easing: Easing, _ values: [(Double, Double)], tolerance: Double = 1e-9) -> [EasingCase] {
    values.map { EasingCase(name: name, easing: easing, x: $0.0, expected: $0.1, tolerance: tolerance) }
}

/// EASING.md §8: f(0.25), f(0.5), f(0.75) for linear and the 30 Penner curves.
let pennerTable: [EasingCase] = {
    let table: [(String, Easing, Double, Double, Double)] = [
        ("linear", .linear, 0.25, 0.5, 0.75),
        ("inQuad", .easeInQuad, 0.0625, 0.25, 0.5625),
        ("outQuad", .easeOutQuad, 0.4375, 0.75, 0.9375),
        ("inOutQuad", .easeInOutQuad, 0.125, 0.5, 0.875),
        ("inCubic", .easeInCubic, 0.015625, 0.125, 0.421875),
        ("outCubic", .easeOutCubic, 0.578125, 0.875, 0.984375),
        ("inOutCubic", .easeInOutCubic, 0.0625, 0.5, 0.9375),
        ("inQuart", .easeInQuart, 0.00390625, 0.0625, 0.31640625),
        ("outQuart", .easeOutQuart, 0.68359375, 0.9375, 0.99609375),
        ("inOutQuart", .easeInOutQuart, 0.03125, 0.5, 0.96875),
        ("inQuint", .easeInQuint, 0.0009765625, 0.03125, 0.2373046875),
        ("outQuint", .easeOutQuint, 0.7626953125, 0.96875, 0.9990234375),
        ("inOutQuint", .easeInOutQuint, 0.015625, 0.5, 0.984375),
        ("inSine", .easeInSine, 0.0761204675, 0.2928932188, 0.6173165676),
        ("outSine", .easeOutSine, 0.3826834324, 0.7071067812, 0.9238795325),
        ("inOutSine", .easeInOutSine, 0.1464466094, 0.5, 0.8535533906),
        ("inExpo", .easeInExpo, 0.0055242717, 0.03125, 0.1767766953),
        ("outExpo", .easeOutExpo, 0.8232233047, 0.96875, 0.9944757283),
        ("inOutExpo", .easeInOutExpo, 0.015625, 0.5, 0.984375),
        ("inCirc", .easeInCirc, 0.0317541634, 0.1339745962, 0.3385621722),
        ("outCirc", .easeOutCirc, 0.6614378278, 0.8660254038, 0.9682458366),
        ("inOutCirc", .easeInOutCirc, 0.0669872981, 0.5, 0.9330127019),
        ("inBack", .easeInBack, -0.0641365625, -0.0876975, 0.1825903125),
        ("outBack", .easeOutBack, 0.8174096875, 1.0876975, 1.0641365625),
        ("inOutBack", .easeInOutBack, -0.0996818437, 0.5, 1.0996818437),
        ("inElastic", .easeInElastic, -0.0055242717, -0.015625, 0.0883883476),
        ("outElastic", .easeOutElastic, 0.9116116524, 1.015625, 1.0055242717),
        ("inOutElastic", .easeInOutElastic, 0.0119694444, 0.5, 0.9880305556),
        ("inBounce", .easeInBounce, 0.02734375, 0.234375, 0.52734375),
        ("outBounce", .easeOutBounce, 0.47265625, 0.765625, 0.97265625),
        ("inOutBounce", .easeInOutBounce, 0.1171875, 0.5, 0.8828125),
    ]
    return table.flatMap { rows($0.0, $0.1, [(0.25, $0.2), (0.5, $0.3), (0.75, $0.4)]) }
}()

/// EASING.md §3: cubic-bezier reference values, inside and outside 0…1.
let bezierTable: [EasingCase] =
    rows("ease", .ease, [(0.25, 0.4085105914), (0.5, 0.8024033876), (0.75, 0.9604589783)], tolerance: 1e-6)
    + rows("easeIn", .easeIn, [(0.5, 0.3153568126)], tolerance: 1e-6)
    + rows("easeOut", .easeOut, [(0.5, 0.6846431874)], tolerance: 1e-6)
    + rows("easeInOut", .easeInOut, [(0.25, 0.1291619310), (0.5, 0.5), (0.75, 0.8708380690)], tolerance: 1e-6)
    + rows("(0.68,-0.6,0.32,1.6)", .cubicBezier(0.68, -0.6, 0.32, 1.6), [(0.25, -0.0977077421), (0.75, 1.0977077421)], tolerance: 1e-6)
    + rows("AE easy ease", .cubicBezier(0.333, 0, 0.667, 1), [(0.25, 0.1563554687), (0.5, 0.5), (0.75, 0.8436445313)], tolerance: 1e-6)
    + rows("(0.5,-0.5,0.5,1.5)", .cubicBezier(0.5, -0.5, 0.5, 1.5), [(0.1, -0.0707562281), (0.9, 1.0707562281)], tolerance: 1e-6)
    + rows("identity", .cubicBezier(0.167, 0.167, 0.833, 0.833), [(0.123, 0.123), (0.5, 0.5), (0.987, 0.987)], tolerance: 0)
    + rows("ease outside", .ease, [(-0.5, -0.2), (1.5, 1.0)], tolerance: 1e-12)
    + rows("easeIn outside", .easeIn, [(-0.5, 0), (1.5, 1.8620689655)], tolerance: 1e-9)
    + rows("easeOut outside", .easeOut, [(-0.5, -0.8620689655), (1.5, 1)], tolerance: 1e-9)
    + rows("(0.68,-0.6,0.32,1.6) outside", .cubicBezier(0.68, -0.6, 0.32, 1.6), [(-0.5, 0.4411764706), (1.5, 0.5588235294)], tolerance: 1e-9)

/// EASING.md §4: steps(4, …) at −0.1, 0, 0.1, 0.25, 0.5, 0.74, 0.75, 0.99, 1, 1.1.
let stepsTable: [EasingCase] = {
    let xs = [-0.1, 0, 0.1, 0.25, 0.5, 0.74, 0.75, 0.99, 1, 1.1]
    let table: [(String, StepPosition, [Double])] = [
        ("jumpStart", .jumpStart, [0, 0.25, 0.25, 0.5, 0.75, 0.75, 1, 1, 1, 1.25]),
        ("jumpEnd", .jumpEnd, [-0.25, 0, 0, 0.25, 0.5, 0.5, 0.75, 0.75, 1, 1]),
        ("jumpNone", .jumpNone, [-1.0 / 3, 0, 0, 1.0 / 3, 2.0 / 3, 2.0 / 3, 1, 1, 1, 4.0 / 3]),
        ("jumpBoth", .jumpBoth, [0, 0.2, 0.2, 0.4, 0.6, 0.6, 0.8, 0.8, 1, 1]),
    ]
    return table.flatMap { name, position, ys in rows("steps(4, \(name))", .steps(4, position), Array(zip(xs, ys)), tolerance: 1e-15) }
}()

/// EASING.md §5: linear() stop lists at −0.2, 0.1, 0.25, 0.5, 0.9, 1.2.
let linearStopsTable: [EasingCase] = {
    let xs = [-0.2, 0.1, 0.25, 0.5, 0.9, 1.2]
    let table: [(String, [LinearStop], [Double])] = [
        ("linear(0, 0.25, 1)", [.init(0), .init(0.25), .init(1)], [-0.1, 0.05, 0.125, 0.25, 0.85, 1.3]),
        ("linear(0, 0.25 75%, 1)", [.init(0), .init(0.25, at: 0.75), .init(1)], [-1.0 / 15, 1.0 / 30, 1.0 / 12, 1.0 / 6, 0.7, 1.6]),
        ("linear(0, 0.25 25% 75%, 1)", [.init(0), .init(0.25, at: 0.25, 0.75), .init(1)], [-0.2, 0.1, 0.25, 0.25, 0.7, 1.6]),
        ("linear(0, 0.5, 0.6 80%, 1)", [.init(0), .init(0.5), .init(0.6, at: 0.8), .init(1)], [-0.25, 0.125, 0.3125, 0.525, 0.8, 1.4]),
        ("linear(0, 1 100% 100%)", [.init(0), .init(1, at: 1, 1)], [-0.2, 0.1, 0.25, 0.5, 0.9, 1]),
        ("linear(0 20%, 0.5 10%, 1)", [.init(0, at: 0.2), .init(0.5, at: 0.1), .init(1)], [0, 0, 0.53125, 0.6875, 0.9375, 1.125]),
    ]
    return table.flatMap { name, stops, ys in rows(name, .linearStops(stops), Array(zip(xs, ys)), tolerance: 1e-12) }
}()

/// EASING.md §8 spot checks and custom parameters.
let spotChecks: [EasingCase] =
    rows("outElastic", .easeOutElastic, [(0.1, 1.25)], tolerance: 1e-12)
    + rows("inOutElastic", .easeInOutElastic, [(0.4, -0.1174615776)])
    + rows("outElastic(a 1.5, p 0.3)", .easeOutElastic(amplitude: 1.5, period: 0.3), [(0.1, 1.7341229183)])
    + rows("outBack max", .easeOutBack, [(0.5801025079, 1.1000040708)])
    + rows("inBack min", .easeInBack, [(0.4198975, -0.1000040708)])
    + rows("outElastic max", .easeOutElastic, [(0.13474, 1.3730980450)], tolerance: 1e-6)
    + rows("hold", .hold, [(0, 0), (0.5, 0), (0.9999, 0), (1, 1)], tolerance: 0)

@Suite struct EasingTests {
    @Test(arguments: pennerTable)
    func pennerReferenceValues(_ row: EasingCase) {
        #expect(abs(row.easing.value(at: row.x) - row.expected) <= row.tolerance)
    }

    @Test(arguments: bezierTable)
    func cubicBezierReferenceValues(_ row: EasingCase) {
        #expect(abs(row.easing.value(at: row.x) - row.expected) <= row.tolerance)
    }

    @Test(arguments: stepsTable)
    func stepsReferenceValues(_ row: EasingCase) {
        #expect(abs(row.easing.value(at: row.x) - row.expected) <= row.tolerance)
    }

    @Test(arguments: linearStopsTable)
    func linearStopsReferenceValues(_ row: EasingCase) {
        #expect(abs(row.easing.value(at: row.x) - row.expected) <= row.tolerance)
    }

    @Test(arguments: spotChecks)
    func spotCheckValues(_ row: EasingCase) {
        #expect(abs(row.easing.value(at: row.x) - row.expected) <= row.tolerance)
    }

    /// Every continuous built-in curve starts at exactly 0 and ends at exactly 1.
    static let continuousCurves: [(String, Easing)] = [
        ("linear", .linear),
        ("inQuad", .easeInQuad), ("outQuad", .easeOutQuad), ("inOutQuad", .easeInOutQuad),
        ("inCubic", .easeInCubic), ("outCubic", .easeOutCubic), ("inOutCubic", .easeInOutCubic),
        ("inQuart", .easeInQuart), ("outQuart", .easeOutQuart), ("inOutQuart", .easeInOutQuart),
        ("inQuint", .easeInQuint), ("outQuint", .easeOutQuint), ("inOutQuint", .easeInOutQuint),
        ("inSine", .easeInSine), ("outSine", .easeOutSine), ("inOutSine", .easeInOutSine),
        ("inExpo", .easeInExpo), ("outExpo", .easeOutExpo), ("inOutExpo", .easeInOutExpo),
        ("inCirc", .easeInCirc), ("outCirc", .easeOutCirc), ("inOutCirc", .easeInOutCirc),
        ("inBack", .easeInBack), ("outBack", .easeOutBack), ("inOutBack", .easeInOutBack),
        ("inBack(3)", .easeInBack(overshoot: 3)), ("outBack(3)", .easeOutBack(overshoot: 3)), ("inOutBack(3)", .easeInOutBack(overshoot: 3)),
        ("inElastic", .easeInElastic), ("outElastic", .easeOutElastic), ("inOutElastic", .easeInOutElastic),
        ("inElastic(2,0.5)", .easeInElastic(amplitude: 2, period: 0.5)),
        ("outElastic(2,0.5)", .easeOutElastic(amplitude: 2, period: 0.5)),
        ("inOutElastic(2,0.5)", .easeInOutElastic(amplitude: 2, period: 0.5)),
        ("inBounce", .easeInBounce), ("outBounce", .easeOutBounce), ("inOutBounce", .easeInOutBounce),
        ("ease", .ease), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
        ("bezier overshoot", .cubicBezier(0.68, -0.6, 0.32, 1.6)),
        ("spring default", .spring()), ("spring critical", .spring(damping: 20)), ("spring overdamped", .spring(damping: 30)),
        ("spring v0", .spring(initialVelocity: 5)), ("spring duration/bounce", .spring(duration: 0.5, bounce: 0.3)),
        ("spring response/ratio", .spring(response: 0.4, dampingRatio: 0.7)),
    ]

    @Test(arguments: continuousCurves.map(\.0))
    func continuousCurvesAreExactAtTheEnds(_ name: String) throws {
        let easing = try #require(Self.continuousCurves.first { $0.0 == name }?.1)
        #expect(easing.value(at: 0) == 0)
        #expect(easing.value(at: 1) == 1)
    }

    @Test func beforeFlagTakesTheLowerStep() {
        #expect(Easing.steps(4, .jumpStart).value(at: 0, beforeFlag: true) == 0)
        #expect(Easing.steps(4, .jumpEnd).value(at: 0.5, beforeFlag: true) == 0.25)
        #expect(Easing.steps(4, .jumpEnd).value(at: 0.5, beforeFlag: false) == 0.5)
    }

    @Test func outOfDomainParametersAreClamped() {
        // steps(0) acts as steps(1); jumpNone needs two steps.
        #expect(Easing.steps(0) == Easing.steps(1))
        #expect(Easing.steps(-3, .jumpStart) == Easing.steps(1, .jumpStart))
        #expect(Easing.steps(1, .jumpNone) == Easing.steps(2, .jumpNone))
        #expect(Easing.steps(1, .jumpNone).value(at: 0.75) == 1)
        // Bézier x outside 0…1 is clamped.
        #expect(Easing.cubicBezier(-1, 0.3, 2, 0.7) == Easing.cubicBezier(0, 0.3, 1, 0.7))
        #expect(Easing.cubicBezier(.nan, 0.3, 0.5, .infinity) == Easing.cubicBezier(0, 0.3, 0.5, 1))
        let wild = Easing.cubicBezier(5, -3, -7, 4)
        for i in 0...100 {
            let y = wild.value(at: Double(i) / 100)
            #expect(y.isFinite)
        }
        // Elastic: amplitude < 1 acts as 1, a bad period as the default.
        #expect(Easing.easeOutElastic(amplitude: 0.2, period: 0.3).value(at: 0.3)
                == Easing.easeOutElastic.value(at: 0.3))
        #expect(Easing.easeOutElastic(amplitude: 1, period: -2) == Easing.easeOutElastic)
        // Back: a NaN overshoot is the default one.
        #expect(Easing.easeOutBack(overshoot: .nan) == Easing.easeOutBack)
        // linear() with fewer than two stops is linear.
        #expect(Easing.linearStops([.init(0.5)]) == .linear)
        #expect(Easing.linearStops([]).value(at: 0.3) == 0.3)
    }

    @Test func pennerCurvesClampTheirInput() {
        #expect(Easing.easeOutBounce.value(at: -1) == 0)
        #expect(Easing.easeInCirc.value(at: 2) == 1)
        #expect(Easing.easeInOutBack.value(at: 1.5) == 1)
    }

    @Test func nanInputNeverTraps() {
        for (_, easing) in Self.continuousCurves { _ = easing.value(at: .nan) }
        #expect(Easing.ease.value(at: .nan).isNaN)
        #expect(Easing.steps(3).value(at: .nan).isNaN)
    }

    @Test func arbitraryBeziersMatchAnAccurateSolve() {
        // A deterministic spread of curves; the reference solves X(τ) = x by 200 bisections.
        var seed: UInt64 = 0x9E3779B97F4A7C15
        func next() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53)
        }
        for _ in 0..<200 {
            let x1 = next(), y1 = next() * 3 - 1, x2 = next(), y2 = next() * 3 - 1
            let easing = Easing.cubicBezier(x1, y1, x2, y2)
            for k in 1..<20 {
                let x = Double(k) / 20
                func bx(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * x1 + 3 * (1 - t) * t * t * x2 + t * t * t }
                func by(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * y1 + 3 * (1 - t) * t * t * y2 + t * t * t }
                var lo = 0.0, hi = 1.0
                for _ in 0..<200 { let mid = (lo + hi) / 2; if bx(mid) < x { lo = mid } else { hi = mid } }
                #expect(abs(easing.value(at: x) - by((lo + hi) / 2)) <= 1e-5)
            }
        }
    }

    @Test func customEasingsCompareByIdentity() {
        let square = Easing.custom { $0 * $0 }
        #expect(square.value(at: 0.5) == 0.25)
        #expect(square == square)
        #expect(square != Easing.custom { $0 * $0 })
        #expect(Easing.easeInQuad == Easing.easeInQuad)
        #expect(Easing.easeInQuad != Easing.easeOutQuad)
    }
}
