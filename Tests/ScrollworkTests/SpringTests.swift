import Testing
import Scrollwork

struct SpringCase: Sendable, CustomTestStringConvertible {
    let name: String
    let spring: Spring
    let expected: [Double]  // x(t) at t = 0.05, 0.1, 0.25, 0.5, 1
    var testDescription: String { name }
}

@Suite struct SpringTests {
    static let times = [0.05, 0.1, 0.25, 0.5, 1]
    static let table: [SpringCase] = [
        SpringCase(name: "m1 k100 c10", spring: Spring(mass: 1, stiffness: 100, damping: 10),
                   expected: [0.1044054735, 0.3402998466, 1.0233595799, 1.0745905666, 1.0021701167]),
        SpringCase(name: "critical", spring: Spring(mass: 1, stiffness: 100, damping: 20),
                   expected: [0.0902040104, 0.2642411177, 0.7127025048, 0.9595723180, 0.9995006008]),
        SpringCase(name: "overdamped", spring: Spring(mass: 1, stiffness: 100, damping: 30),
                   expected: [0.0788667782, 0.2133544007, 0.5496613048, 0.8265953498, 0.9743177559]),
        SpringCase(name: "v0 5", spring: Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 5),
                   expected: [0.2930780752, 0.6070534442, 1.1604145293, 1.0306193562, 1.0048628570]),
        SpringCase(name: "duration 0.5 bounce 0.3", spring: Spring(duration: 0.5, bounce: 0.3),
                   expected: [0.1457150135, 0.4233021231, 0.9840874910, 1.0144984216, 1.0000715969]),
    ]

    @Test(arguments: table)
    func closedFormsMatchTheReference(_ row: SpringCase) {
        for (t, x) in zip(Self.times, row.expected) {
            #expect(abs(row.spring.position(at: t) - x) <= 1e-9, "t = \(t)")
        }
    }

    @Test func conversionsMatchSwiftUI() {
        let s = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(s.stiffness - 157.9136704) < 1e-6)
        #expect(abs(s.damping - 17.5929189) < 1e-6)
        let d = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(d.duration - 0.6283185) < 1e-7)
        #expect(abs(d.bounce - 0.5) < 1e-12)
        let r = Spring(response: 0.5, dampingRatio: 0.7)
        #expect(abs(r.dampingRatio - 0.7) < 1e-12)
    }

    @Test func defaultSpringPeaksWhereTheFormulaSays() {
        let s = Spring()
        #expect(abs(s.position(at: 0.3627598728) - 1.1630335348) < 1e-9)
    }

    @Test func settlingDurationOfTheDefaultSpring() {
        #expect(abs(Spring().settlingDuration() - 1.4103192630) < 1e-9)
        // Critically and over-damped: after settling, the spring stays within 0.1 %.
        for spring in [Spring(damping: 20), Spring(damping: 30), Spring(damping: 20, initialVelocity: 40)] {
            let t = spring.settlingDuration()
            #expect(t > 0)
            for k in 0...200 { #expect(abs(spring.position(at: t + Double(k) * 0.01) - 1) < 1e-3) }
            #expect(abs(spring.position(at: t * 0.9) - 1) >= 1e-3 * 0.999 || t < 1e-6)
        }
    }

    @Test func springEasingIsNormalisedOverItsDuration() {
        let e = Easing.spring(settlingDuration: 1)
        #expect(abs(e.value(at: 0.25) - 1.0211435791) < 1e-9)
        #expect(abs(e.value(at: 0.5) - 1.0722636293) < 1e-9)
        #expect(abs(e.value(at: 0.75) - 0.9720422625) < 1e-9)
        #expect(e.value(at: 1) == 1)
    }

    @Test func badSpringsFallBackToTheDocumentedDefault() {
        for bad in [Spring(mass: 0, stiffness: -5), Spring(mass: -1, stiffness: 0), Spring(mass: .nan, stiffness: .infinity)] {
            #expect(bad.mass == 1)
            #expect(bad.stiffness == 100)
        }
        #expect(Spring(damping: -4).damping == 0)
        #expect(Spring(initialVelocity: .nan).initialVelocity == 0)
        let e = Easing.spring(mass: 0, stiffness: 0, damping: 10)
        #expect(e == Easing.spring())
        #expect(e.value(at: 0) == 0 && e.value(at: 1) == 1)
        // An undamped spring never settles: it gets a finite duration and stays finite.
        let undamped = Easing.spring(damping: 0)
        for k in 0...20 { #expect(undamped.value(at: Double(k) / 20).isFinite) }
        #expect(undamped.value(at: 1) == 1)
        #expect(Spring(duration: -1, bounce: 5).stiffness == Spring(duration: 0.5, bounce: 1).stiffness)
    }
}
