import Scrollwork

/// Binds a ``LottiePlayer`` to a scroll position in the style of lottie-interactivity: a core
/// `ScrollRange` turns the offset into progress, and segments of that progress seek, hold,
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
/// while the position stays inside it (they set the player's `LottiePlayer/loopMode` to
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

    /// A binding that scrubs the whole animation over `range`: progress `p` of the range shows
    /// the frame `ip + p·(op − 1 − ip)` (`FrameRange`'s clamped mapping, as everywhere).
    public convenience init(scrubbing player: LottiePlayer, range: ScrollRange) {
        self.init(player: player, range: range,
                  segments: [LottieScrollSegment(0...1, .seek(from: player.startFrame, to: player.endFrame))])
    }

    /// Applies the scroll offset (a NaN offset reads as progress 0).
    public func update(offset: Double) {
        update(progress: range.progress(at: offset))
    }

    /// Applies a progress of the scroll range directly. Progress is clamped into `0…1` and NaN
    /// reads as 0 (`FrameRange`'s clamped rule), so a scrubbing binding shows `ip` for NaN and
    /// the end frames beyond the range.
    public func update(progress: Double) {
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        guard let index = segments.firstIndex(where: { $0.progress.contains(p) }) else {
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
            // The segment's frames as a range, walked forwards or backwards.
            let frame = a <= b ? FrameRange(first: a, last: b).clampedFrame(atProgress: local)
                               : FrameRange(first: b, last: a).clampedFrame(atProgress: 1 - local)
            player.setFrame(frame, callCompletionIfNecessary: false)
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
