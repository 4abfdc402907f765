import Testing
import Scrollwork

/// The `Animation.animate(at:)` hot path (inlined at the call site, segment copied out of the
/// keyframe array before the easing runs) against the stateless `Filmstrip.value(at:)`.
@Suite struct AnimationHotPathTests {
    /// One easing of each family, so every branch of the easing switch runs through the
    /// inlined lookup (some of them call out of line, some hold references).
    static let easings: [(String, Easing)] = [
        ("linear", .linear),
        ("easeInOutCubic", .easeInOutCubic),
        ("easeOutBack", .easeOutBack),
        ("easeOutElastic", .easeOutElastic),
        ("cubicBezier", .cubicBezier(0.333, 0, 0.667, 1)),
        ("steps", .steps(4, .jumpEnd)),
        ("linearStops", .linearStops([.init(0), .init(0.7, at: 0.25), .init(1)])),
        ("spring", .spring(duration: 0.5, bounce: 0.3)),
        ("hold", .hold),
        ("custom", .custom { $0 * $0 }),
    ]

    /// Keyframes every 10 time units with the given easing, plus a jump pair at 40.
    static func strip(_ easing: Easing, edge: EdgeStrategy) -> Filmstrip<Double> {
        var s = Filmstrip<Double>(edgeStrategy: edge)
        for (k, value) in [3.0, -2, 7.5, 1, 4, 9].enumerated() {
            s.set(value, at: Double(k) * 10, easing: easing)
        }
        s.set(-6, at: 40, easing: easing)
        return s
    }

    /// Times swept forward then backward (the cursor's fast and slow paths), with jumps
    /// across several segments and the edges.
    static let sweep: [Double] = {
        var times: [Double] = []
        var t = -7.0
        while t < 62 { times.append(t); t += 0.173 }
        times += [40, 39.999, 40, 55, 3, 57, -1e9, 1e9, .infinity, -.infinity, 25]
        times += times.reversed()
        return times
    }()

    @Test("animate(at:) writes what the stateless lookup gives, every easing family and edge strategy",
          arguments: AnimationHotPathTests.easings.indices, [EdgeStrategy.hold, .extrapolate])
    func animateMatchesStatelessLookup(_ index: Int, _ edge: EdgeStrategy) {
        let (name, easing) = Self.easings[index]
        let strip = Self.strip(easing, edge: edge)
        let sprite = Sprite()
        let animation = Animation(sprite, filmstrip: strip) { $0.alpha = $1 }
        for time in Self.sweep {
            animation.animate(at: time)
            let expected = strip.value(at: time)
            #expect(sprite.alpha == expected, "\(name), \(edge), t = \(time)")
        }
    }

    @Test("Through an Animator, with the key-path binding and the setter binding")
    func animatorMatchesStatelessLookup() {
        let strip = Self.strip(.easeInOutQuad, edge: .hold)
        let viaSetter = Sprite(), viaKeyPath = Sprite()
        let animator = Animator()
        animator.add(Animation(viaSetter, filmstrip: strip) { $0.alpha = $1 })
        animator.add(Animation(viaKeyPath, \.alpha, filmstrip: strip))
        for time in Self.sweep {
            animator.animate(at: time)
            #expect(viaSetter.alpha == strip.value(at: time), "t = \(time)")
            #expect(viaKeyPath.alpha == viaSetter.alpha, "t = \(time)")
        }
    }

    @Test("Per-dimension easings go through the same animate(at:)")
    func perDimensionEasingsThroughAnAnimation() {
        var strip = Filmstrip<Point>()
        strip.set(Point(0, 0), at: 0, dimensionEasings: [.easeInQuad, .linear])
        strip.set(Point(10, 20), at: 10)
        strip.set(Point(-5, 5), at: 20, easing: .easeOutCubic)
        strip.set(Point(0, 0), at: 30)
        let sprite = Sprite()
        let animation = Animation(sprite, filmstrip: strip) { $0.position = $1 }
        for time in Self.sweep {
            animation.animate(at: time)
            #expect(sprite.position == strip.value(at: time), "t = \(time)")
        }
        animation.animate(at: 5)
        #expect(sprite.position == Point(2.5, 10))   // x eased in (0.25), y linear (0.5)
    }

    /// An easing may run arbitrary code; here it replaces the keyframes of the very animation
    /// that is evaluating it. The lookup has copied the segment out before the easing runs, so
    /// the write uses the old keyframes, and nothing reads the replaced (freed) array — which
    /// the sanitizer runs (`scripts/sanitizers.sh`) would report.
    @Test func anEasingThatReplacesItsOwnAnimationsKeyframes() {
        final class Slot: @unchecked Sendable {
            var animation: Animation<Sprite, Double>?
            var replacements = 0
        }
        let slot = Slot()
        let replacing = Easing.custom { u in
            // Keyframes the old ones share no storage with (built fresh every time).
            var fresh = Filmstrip<Double>()
            fresh.set(100, at: 0)
            fresh.set(200, at: 1_000)
            slot.animation?.filmstrip = fresh
            slot.replacements += 1
            return u
        }
        let sprite = Sprite()
        let animation = Animation(sprite, filmstrip: Filmstrip([
            Keyframe(time: 0, value: 0.0, easing: replacing),
            Keyframe(time: 10, value: 1.0),
        ])) { $0.alpha = $1 }
        slot.animation = animation
        animation.animate(at: 5)
        #expect(slot.replacements == 1)
        #expect(sprite.alpha == 0.5)                 // from the keyframes that were evaluated
        animation.animate(at: 500)
        #expect(sprite.alpha == 150)                 // the replacement (linear, no custom easing)
        #expect(slot.replacements == 1)
        slot.animation = nil
    }
}
