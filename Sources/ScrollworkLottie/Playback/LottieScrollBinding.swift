import Scrollwork

/// Binds a ``LottiePlayer`` to a scroll position in the style of lottie-interactivity: a core
/// ``ScrollRange`` turns the offset into progress, and segments of that progress seek, hold,
/// play or loop frame ranges.
///
/// ```swift
/// let binding = LottieScrollBinding(player: player, range: ScrollRange(start: 0, end: 1000), segments: [
///     LottieScrollSegment(0...0.2, .hold(frame: 0)),
///     LottieScrollSegment(0.2...0.8, .seek(from: 0, to: 60)),
///     LottieScrollSegment(0.8...1, .loop(from: 60, to: 90)),
/// ])
/// binding.update(offset: wheelOffset)   // on every scroll event
/// player.tick()                         // on every display frame (plays and loops)
/// ```
///
/// The first segment containing the progress acts (segments may share borders). Seek and hold
/// act on every update; play and loop start when their segment is entered and keep running
/// while the position stays inside it (they set the player's ``LottiePlayer/loopMode`` to
/// `.playOnce` and `.loop`). Outside every segment nothing changes. Not `Sendable`
/// (it drives a player).
public final class LottieScrollBinding {
    /// The player driven.
    public let player: LottiePlayer
    /// Offsets → progress.
    public var range: ScrollRange
    /// The segments, first match wins.
    public var segments: [LottieScrollSegment]
    /// The index of the segment the last update was in.
    public private(set) var activeSegment: Int?

    /// A binding of `player` over `range` with `segments`.
    public init(player: LottiePlayer, range: ScrollRange, segments: [LottieScrollSegment]) {
        self.player = player
        self.range = range
        self.segments = segments
    }

    /// A binding that scrubs the whole animation over `range` (progress `p` shows the frame
    /// `ip + p·(op − 1 − ip)`).
    public convenience init(scrubbing player: LottiePlayer, range: ScrollRange) {
        self.init(player: player, range: range,
                  segments: [LottieScrollSegment(0...1, .seek(from: player.startFrame, to: player.endFrame))])
    }

    /// Applies the scroll offset (NaN is ignored).
    public func update(offset: Double) {
        let p = range.progress(at: offset)
        guard !p.isNaN else { return }
        update(progress: p)
    }

    /// Applies a progress of the scroll range directly.
    public func update(progress p: Double) {
        guard !p.isNaN, let index = segments.firstIndex(where: { $0.progress.contains(p) }) else {
            activeSegment = nil
            return
        }
        let entered = index != activeSegment
        activeSegment = index
        let segment = segments[index]
        switch segment.action {
        case .seek(let a, let b):
            let lo = segment.progress.lowerBound, hi = segment.progress.upperBound
            let local = hi > lo ? (p - lo) / (hi - lo) : 1
            player.setFrame(a + local * (b - a), callCompletionIfNecessary: false)
        case .hold(let frame):
            player.setFrame(frame, callCompletionIfNecessary: false)
        case .play(let a, let b):
            guard entered else { return }
            player.loopMode = .playOnce
            player.play(fromFrame: a, toFrame: b)
        case .loop(let a, let b):
            guard entered else { return }
            player.loopMode = .loop
            player.play(fromFrame: a, toFrame: b)
        }
    }
}
