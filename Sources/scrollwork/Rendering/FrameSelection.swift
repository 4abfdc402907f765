import ScrollworkLottie

/// Which frames to render: parsed from `--frame`, `--progress`, `--frames A-B`, `--from/--to`
/// or `--all`, always as absolute composition frames.
enum FrameSelection {
    /// The frames ip, ip+1, … up to `last`, clamped to the animation.
    static func range(from first: Double, to last: Double, in animation: LottieAnimation) throws -> [Double] {
        try checkSpan(from: first, to: last)
        var frames: [Double] = []
        var f = first
        while f <= last + 1e-9 {
            frames.append(f)
            f += 1
        }
        return frames
    }

    /// Refuses a span `first … last` that is not numbers, is empty, or is longer than
    /// `LottieLimits.maxFrameRange` (what `render` and `export` iterate is bounded); `option`
    /// names the option that takes a part of it.
    static func checkSpan(from first: Double, to last: Double, option: String = "--frames") throws {
        guard first.isFinite, last.isFinite else { throw CommandFailure("frame numbers must be numbers") }
        guard first <= last else { throw CommandFailure("the range \(label(first))-\(label(last)) is empty") }
        let limit = LottieLimits.default.maxFrameRange
        guard last - first < limit else {
            throw CommandFailure("the range \(label(first))-\(label(last)) is longer than \(Int(limit)) frames "
                                 + "(LottieLimits.maxFrameRange); take a part of it with \(option) A-B")
        }
    }

    /// Every whole frame ip … op−1 (ip and op rounded to the nearest integer, as the goldens do).
    static func all(_ animation: LottieAnimation) throws -> [Double] {
        let first = animation.inPoint.rounded(), end = animation.outPoint.rounded()
        return try range(from: first, to: max(first, end - 1), in: animation)
    }

    /// `A-B` (whole or fractional frames; a leading minus belongs to A), given to `option`.
    static func parse(range text: String, option: String = "--frames") throws -> (Double, Double) {
        let body = text.hasPrefix("-") ? String(text.dropFirst()) : text
        guard let dash = body.firstIndex(of: "-"),
              let a = Double((text.hasPrefix("-") ? "-" : "") + body[..<dash]),
              let b = Double(body[body.index(after: dash)...]) else {
            throw CommandFailure("\(option) wants A-B, e.g. 0-59 (got '\(text)')")
        }
        return (a, b)
    }

    /// The absolute frame for progress p in 0…1 (1 = op − 1), through ``FrameRange``; NaN and
    /// progress outside 0…1 are refused.
    static func frame(progress p: Double, in animation: LottieAnimation) throws -> Double {
        guard p.isFinite, p >= 0, p <= 1 else {
            throw CommandFailure("--progress must be a number in 0…1 (got \(p))")
        }
        return animation.frameRange.clampedFrame(atProgress: p)
    }

    /// `n` frames evenly spaced over ip … op−1 (progress k/(n−1), through ``FrameRange``).
    static func evenlySpaced(_ n: Int, in animation: LottieAnimation) -> [Double] {
        if n <= 1 { return [animation.inPoint] }
        return (0..<n).map { animation.frameRange.clampedFrame(atProgress: Double($0) / Double(n - 1)) }
    }

    /// A frame number as it appears in file names and labels: `30`, or `30.5`.
    static func label(_ frame: Double) -> String {
        if frame == frame.rounded(), abs(frame) < 1e15 { return String(Int(frame)) }
        var s = String(frame)
        if s.count > 10 { s = String(s.prefix(10)) }
        return s
    }
}
