import Scrollwork

/// Parses an easing as a designer writes it: a catalogue name (`easeInOutCubic`,
/// `ease-in-out`, `linear`), `cubic-bezier(x1, y1, x2, y2)`, `steps(n[, jump-start|start|
/// jump-end|end|jump-none|jump-both])` or `spring(mass, stiffness, damping[, velocity])`.
struct EasingSpec {
    let easing: Easing
    let text: String

    static let names: [(String, Easing)] = [
        ("linear", .linear), ("hold", .hold),
        ("ease", .ease), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
        ("easeInQuad", .easeInQuad), ("easeOutQuad", .easeOutQuad), ("easeInOutQuad", .easeInOutQuad),
        ("easeInCubic", .easeInCubic), ("easeOutCubic", .easeOutCubic), ("easeInOutCubic", .easeInOutCubic),
        ("easeInQuart", .easeInQuart), ("easeOutQuart", .easeOutQuart), ("easeInOutQuart", .easeInOutQuart),
        ("easeInQuint", .easeInQuint), ("easeOutQuint", .easeOutQuint), ("easeInOutQuint", .easeInOutQuint),
        ("easeInSine", .easeInSine), ("easeOutSine", .easeOutSine), ("easeInOutSine", .easeInOutSine),
        ("easeInExpo", .easeInExpo), ("easeOutExpo", .easeOutExpo), ("easeInOutExpo", .easeInOutExpo),
        ("easeInCirc", .easeInCirc), ("easeOutCirc", .easeOutCirc), ("easeInOutCirc", .easeInOutCirc),
        ("easeInBack", .easeInBack), ("easeOutBack", .easeOutBack), ("easeInOutBack", .easeInOutBack),
        ("easeInElastic", .easeInElastic()), ("easeOutElastic", .easeOutElastic()),
        ("easeInOutElastic", .easeInOutElastic()),
        ("easeInBounce", .easeInBounce), ("easeOutBounce", .easeOutBounce), ("easeInOutBounce", .easeInOutBounce),
        ("stepStart", .stepStart), ("stepEnd", .stepEnd),
    ]

    init(_ text: String) throws {
        self.text = text
        let compact = text.filter { !$0.isWhitespace }
        if let open = compact.firstIndex(of: "("), compact.hasSuffix(")") {
            let function = compact[..<open].lowercased()
            let arguments = compact[compact.index(after: open)..<compact.index(before: compact.endIndex)]
                .split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            easing = try Self.function(function, arguments)
            return
        }
        let key = Self.normalised(compact)
        guard let match = Self.names.first(where: { Self.normalised($0.0) == key }) else {
            throw CommandFailure("unknown easing '\(text)'; try a name such as easeInOutCubic, cubic-bezier(0.25,0.1,0.25,1), steps(4), spring(1,100,10)")
        }
        easing = match.1
    }

    static func normalised(_ name: String) -> String {
        name.lowercased().filter { $0 != "-" && $0 != "_" }
    }

    static func numbers(_ arguments: [String], _ function: String) throws -> [Double] {
        try arguments.map {
            guard let x = Double($0), x.isFinite else { throw CommandFailure("\(function)(…): '\($0)' is not a number") }
            return x
        }
    }

    static func function(_ function: String, _ arguments: [String]) throws -> Easing {
        switch function {
        case "cubic-bezier", "cubicbezier":
            let v = try numbers(arguments, function)
            guard v.count == 4 else { throw CommandFailure("cubic-bezier wants 4 numbers: cubic-bezier(x1, y1, x2, y2)") }
            guard (0...1).contains(v[0]), (0...1).contains(v[2]) else {
                throw CommandFailure("cubic-bezier: x1 and x2 must be in 0…1")
            }
            return .cubicBezier(v[0], v[1], v[2], v[3])
        case "steps":
            guard (1...2).contains(arguments.count), let n = Int(arguments[0]), n >= 1, n <= 10_000 else {
                throw CommandFailure("steps wants a count 1…10000 and an optional position: steps(4, jump-end)")
            }
            let positions: [String: StepPosition] = [
                "jump-start": .jumpStart, "start": .jumpStart, "jump-end": .jumpEnd, "end": .jumpEnd,
                "jump-none": .jumpNone, "jump-both": .jumpBoth,
            ]
            let position = arguments.count == 2 ? positions[arguments[1].lowercased()] : .jumpEnd
            guard let position else { throw CommandFailure("steps: unknown position '\(arguments[1])'") }
            if position == .jumpNone && n < 2 { throw CommandFailure("steps(n, jump-none) needs n ≥ 2") }
            return .steps(n, position)
        case "spring":
            let v = try numbers(arguments, function)
            guard (3...4).contains(v.count), v[0] > 0, v[1] > 0, v[2] >= 0 else {
                throw CommandFailure("spring wants spring(mass > 0, stiffness > 0, damping ≥ 0[, velocity])")
            }
            return .spring(Spring(mass: v[0], stiffness: v[1], damping: v[2], initialVelocity: v.count == 4 ? v[3] : 0))
        default:
            throw CommandFailure("unknown easing function '\(function)(…)'; use cubic-bezier, steps or spring")
        }
    }
}
