import Scrollwork

/// A small deterministic generator (SplitMix64), so every run measures the same times.
struct SplitMix {
    var state: UInt64

    /// The next number in [0, 1).
    mutating func next() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }
}

/// What the core's hot paths write into.
final class Sprite {
    var alpha = 0.0
    var position = Point(0, 0)
    var color = Color.black
}

/// The core's steady-state paths: filmstrip lookups and animator evaluation (0 allocations).
enum CorePaths {
    /// Keyframes every 10 time units, cycling through one easing of each family.
    static func strip<Value: Interpolatable>(_ values: [Value]) -> Filmstrip<Value> {
        let easings: [Easing] = [.linear, .easeInOutCubic, .cubicBezier(0.333, 0, 0.667, 1), .easeOutElastic,
                                 .spring(duration: 0.5, bounce: 0.3), .steps(4, .jumpEnd),
                                 .linearStops([.init(0), .init(0.7, at: 0.25), .init(1)]), .easeOutBack]
        var s = Filmstrip<Value>()
        for (k, v) in values.enumerated() { s.set(v, at: Double(k) * 10, easing: easings[k % easings.count]) }
        return s
    }

    static func budgets() -> [AllocationBudget] {
        var rng = SplitMix(state: 7)
        let times = (0..<4_096).map { _ in rng.next() * 170 - 10 }
        let doubles = strip((0..<16).map { _ in rng.next() * 100 })
        let points = strip((0..<16).map { _ in Point(rng.next() * 100, rng.next() * 100) })
        let colors = strip((0..<16).map { _ in Color(red: rng.next(), green: rng.next(), blue: rng.next(), alpha: rng.next()) })
        var perDimension = Filmstrip<Point>()
        for k in 0..<16 { perDimension.set(Point(Double(k), Double(k * k)), at: Double(k) * 10, dimensionEasings: [.easeInQuad, .easeOutBack]) }
        var cursor = FilmstripCursor()

        let sprite = Sprite()
        let animator = Animator()
        for k in 0..<300 {
            let strip = strip((0..<8).map { _ in rng.next() })
            switch k % 3 {
            case 0: animator.add(Animation(sprite, \.alpha, filmstrip: strip))
            case 1: animator.add(Animation(sprite, filmstrip: strip) { $0.alpha = $1 })
            default: animator.add(Animation(sprite, \.position, filmstrip: points))
            }
        }
        animator.add(Animation(sprite, \.color, filmstrip: colors))

        return [
            AllocationBudget("Filmstrip<Double>.value(at:), random times", calls: 4_096) { i in
                Sink.keep(doubles.value(at: times[i]) ?? 0)
            },
            AllocationBudget("Filmstrip<Double>.value(at:cursor:), scrubbing", calls: 4_096) { i in
                Sink.keep(doubles.value(at: Double(i) * 0.04 - 5, cursor: &cursor) ?? 0)
            },
            AllocationBudget("Filmstrip<Point>.value(at:), random times", calls: 4_096) { i in
                Sink.keep(points.value(at: times[i])?.x ?? 0)
            },
            AllocationBudget("Filmstrip<Point> per-dimension easings", calls: 4_096) { i in
                Sink.keep(perDimension.value(at: times[i])?.y ?? 0)
            },
            AllocationBudget("Filmstrip<Color>.value(at:), random times", calls: 4_096) { i in
                Sink.keep(colors.value(at: times[i])?.red ?? 0)
            },
            AllocationBudget("Animator.animate(at:), 301 animations, scrubbing", calls: 1_000) { i in
                animator.animate(at: Double(i) * 0.083 - 3)
                Sink.keep(sprite.alpha)
            },
            AllocationBudget("Animator.animate(at:), 301 animations, random times", calls: 1_000) { i in
                animator.animate(at: times[i])
                Sink.keep(sprite.position.x)
            },
        ]
    }
}

/// Keeps results alive so the optimiser cannot drop the work that produced them.
enum Sink {
    nonisolated(unsafe) static var total = 0.0

    @inline(never)
    static func keep(_ value: Double) { total += value.isFinite ? 0 : 1 }
}
