import Scrollwork
import ScrollworkCanvas

/// Plays and scrubs a Lottie animation the way lottie-ios' `LottieAnimationView` does, on
/// Scrollwork's time axis: frames are absolute composition frames (as stored in the file) and
/// progress `p ∈ 0…1` is the frame `ip + p·(op − 1 − ip)` (DESIGN.md "Progress ↔ frames").
///
/// ```swift
/// let clock = ManualClock()
/// let player = LottiePlayer(animation: try LottieReader().read(contentsOfFile: "heart.json"), clock: clock)
/// player.loopMode = .playOnce
/// player.play { finished in print("finished:", finished) }
/// clock.advance(by: 0.5); player.tick()      // once per display frame
/// player.render(into: canvas, size: Size(width: 200, height: 100), contentMode: .scaleAspectFit)
/// player.currentProgress = 0.25              // scrub: stops playback, never rebuilds the scene
/// ```
///
/// Playback is clock-driven by a core ``Player`` over an injected ``PlaybackClock`` (a
/// ``ManualClock`` makes tests exact); ``tick()`` reads the clock. The scene (a
/// ``LottieRenderer``) is imported once and evaluated at any fractional frame, so seeking is
/// random access; it is rebuilt only when value providers change (as lottie-ios' Core
/// Animation engine rebuilds its animation on `setValueProvider`).
///
/// Completions get `true` when a play reaches its end and `false` when it is interrupted (by
/// ``pause()``, ``stop()``, another `play`, or setting the frame or progress).
///
/// Not `Sendable`: a player, its clock and its callbacks live in one isolation domain (the main
/// actor in an app, a task in a tool).
public final class LottiePlayer {
    /// The animation as loaded (without value providers applied).
    public let animation: LottieAnimation
    /// The scene drawn: built on creation and when value providers change, never on seeking.
    public internal(set) var renderer: LottieRenderer
    /// The clock playback reads.
    public let clock: any PlaybackClock

    /// How many runs a play makes. Changing it while playing takes effect at once.
    public var loopMode: LottieLoopMode = .playOnce {
        didSet {
            guard let core else { return }
            let c = loopMode.core
            core.loopMode = c.mode
            core.autoreverses = c.autoreverses
        }
    }
    /// Speed multiplier (1 = the file's frame rate); negative plays backwards. NaN and infinities
    /// are ignored. Changing it while playing takes effect at once.
    public var speed: Double = 1 {
        didSet {
            if !speed.isFinite { speed = oldValue }
            if speed != oldValue { changeSpeed(from: oldValue) }
        }
    }
    /// Called with every new frame (on tick, play, seek and stop).
    public var onFrame: ((Double) -> Void)?

    /// The frame shown when not playing.
    var frame: Double
    /// The core player of the running play, if any.
    var core: Player?
    /// +1 or −1: whether the running play goes from a higher frame to a lower one.
    var direction = 1.0
    var completion: ((Bool) -> Void)?
    /// Value providers in the order they were set (later ones win).
    var providers: [DynamicPropertyBinding] = []

    /// A player over an animation, showing its first frame.
    public init(animation: LottieAnimation, clock: any PlaybackClock) {
        self.animation = animation
        self.clock = clock
        self.renderer = LottieRenderer(animation)
        self.frame = animation.inPoint
    }

    // MARK: - Timing

    /// The first frame, `ip`.
    public var startFrame: Double { animation.inPoint }
    /// The last frame drawn, `op − 1` (progress 1; never before ``startFrame``). lottie-ios'
    /// `endFrame` is `op`; Scrollwork's time axis ends on the last frame any player draws.
    public var endFrame: Double { FrameRange(inPoint: animation.inPoint, outPoint: animation.outPoint).lastFrame }
    /// Frames per second of the file.
    public var frameRate: Double { animation.frameRate > 0 && animation.frameRate.isFinite ? animation.frameRate : 1 }
    /// Seconds a play of the whole range takes at speed 1: `(endFrame − startFrame) / frameRate`
    /// (one frame less than the file's `(op − ip) / fr`, ``LottieAnimation/duration``).
    public var duration: Double { (endFrame - startFrame) / frameRate }
    /// The frame ↔ progress mapping.
    public var frameRange: FrameRange { FrameRange(inPoint: animation.inPoint, outPoint: animation.outPoint) }

    /// Whether a play is running.
    public var isPlaying: Bool { core?.isPlaying ?? false }

    /// The frame shown (fractional). Setting it scrubs: a running play stops and its completion
    /// gets `false` (see ``setFrame(_:callCompletionIfNecessary:)``). Clamped to
    /// ``startFrame``…``endFrame``; NaN is ignored.
    public var currentFrame: Double {
        get { core?.time ?? frame }
        set { setFrame(newValue, callCompletionIfNecessary: true) }
    }

    /// The progress shown, `0…1` of ``startFrame``…``endFrame``. Setting it scrubs, like
    /// ``currentFrame``.
    public var currentProgress: Double {
        get { frameRange.progress(atFrame: currentFrame) }
        set {
            guard !newValue.isNaN else { return }
            setFrame(frameRange.frame(atProgress: newValue), callCompletionIfNecessary: true)
        }
    }

    /// Shows `frame` (lottie-ios' `setProgressWithFrame:callCompletionIfNecessary:`). A running
    /// play stops; its completion is called with `false` when `callCompletion` is true and
    /// dropped otherwise.
    public func setFrame(_ newFrame: Double, callCompletionIfNecessary callCompletion: Bool) {
        guard !newFrame.isNaN else { return }
        if !callCompletion { completion = nil }
        endPlay(finished: false)
        frame = min(max(newFrame, startFrame), endFrame)
        onFrame?(frame)
    }

    // MARK: - Playing

    /// Plays from the current frame to the end (the start when ``speed`` is negative), then
    /// ``loopMode`` runs over the whole animation. At the end it starts over.
    public func play(completion: ((Bool) -> Void)? = nil) {
        start(from: startFrame, to: endFrame, at: currentFrame, completion: completion)
    }

    /// Plays from `fromFrame` (the current frame when nil) to `toFrame`; `fromFrame > toFrame`
    /// plays backwards. Loops repeat this range.
    public func play(fromFrame: Double? = nil, toFrame: Double, completion: ((Bool) -> Void)? = nil) {
        let a = fromFrame ?? currentFrame
        start(from: a, to: toFrame, at: nil, completion: completion)
    }

    /// Plays between two progress values (`fromProgress` nil: the current progress).
    public func play(fromProgress: Double? = nil, toProgress: Double, completion: ((Bool) -> Void)? = nil) {
        let a = fromProgress.map { frameRange.frame(atProgress: $0) } ?? currentFrame
        start(from: a, to: frameRange.frame(atProgress: toProgress), at: nil, completion: completion)
    }

    /// Plays from the current frame to `toFrame` (lottie-ios' `play(toFrame:)`).
    public func play(toFrame: Double, completion: ((Bool) -> Void)? = nil) {
        play(fromFrame: nil, toFrame: toFrame, completion: completion)
    }

    /// Plays from the current progress to `toProgress`.
    public func play(toProgress: Double, completion: ((Bool) -> Void)? = nil) {
        play(fromProgress: nil, toProgress: toProgress, completion: completion)
    }

    /// Plays a marker's range, `startFrame … startFrame + duration`. Returns false (and calls
    /// the completion with `false`) when the animation has no marker of that name.
    @discardableResult
    public func play(marker name: String, completion: ((Bool) -> Void)? = nil) -> Bool {
        guard let m = animation.marker(named: name) else {
            completion?(false)
            return false
        }
        play(fromFrame: m.startFrame, toFrame: m.endFrame, completion: completion)
        return true
    }

    /// Plays from one marker's start to another's start (with `playEndMarkerFrame` false, to
    /// the frame before it, as lottie-ios). Returns false (completion `false`) when either
    /// marker is missing.
    @discardableResult
    public func play(fromMarker from: String, toMarker to: String, playEndMarkerFrame: Bool = true,
                     completion: ((Bool) -> Void)? = nil) -> Bool {
        guard let a = animation.marker(named: from), let b = animation.marker(named: to) else {
            completion?(false)
            return false
        }
        play(fromFrame: a.startFrame, toFrame: playEndMarkerFrame ? b.startFrame : b.startFrame - 1, completion: completion)
        return true
    }

    /// Stops at the current frame; a running play's completion gets `false`.
    public func pause() {
        endPlay(finished: false)
    }

    /// Stops and returns to ``startFrame``; a running play's completion gets `false`.
    public func stop() {
        endPlay(finished: false)
        frame = startFrame
        onFrame?(frame)
    }

    /// Reads the clock and advances a running play (call once per display frame). Finishing
    /// calls the completion with `true`.
    public func tick() {
        core?.tick()
    }

    // MARK: - Drawing

    /// Draws the current frame into `canvas`, placing the composition into an area of `size`
    /// (at the canvas's current transform) by `contentMode`. Clipped to the composition.
    public func render(into canvas: Canvas, size: Size, contentMode: LottieContentMode = .scaleAspectFit) {
        renderer.render(frame: currentFrame, into: canvas,
                        transform: contentMode.transform(content: animation.size, in: size))
    }

    // MARK: - Internals

    /// Starts a play over `a…b` (the direction from `a` to `b`), at `position` when given
    /// (kept unless it is at the end for the direction), else at `a`.
    func start(from a: Double, to b: Double, at position: Double?, completion: ((Bool) -> Void)?) {
        guard a.isFinite, b.isFinite else {
            completion?(false)
            return
        }
        endPlay(finished: false)
        let goesDown = b < a
        direction = goesDown ? -1 : 1
        let c = loopMode.core
        let player = Player(from: min(a, b), to: max(a, b), timeUnitsPerSecond: frameRate, clock: clock,
                            loopMode: c.mode, autoreverses: c.autoreverses, speed: speed * direction)
        // The core plays upward from its lower end, or downward from its upper end.
        if let position {
            player.seek(to: position)
        } else {
            player.seek(to: (speed * direction) >= 0 ? min(a, b) : max(a, b))
        }
        player.onTime = { [weak self] t in
            self?.frame = t
            self?.onFrame?(t)
        }
        self.completion = completion
        core = player
        player.play { [weak self] finished in
            guard let self, finished else { return }
            self.finishPlay()
        }
    }

    /// Applies a new speed to a running play without a jump. The core player re-bases on a
    /// speed change from its last re-base, not its last tick, so the time is brought up to date
    /// and re-based first; a change of sign starts a new core play from the current frame over
    /// the same range (a repeat count starts over).
    func changeSpeed(from old: Double) {
        guard let core, core.isPlaying else { return }
        core.tick()
        guard let running = self.core, running === core else { return }
        if (speed >= 0) == (old >= 0) {
            core.seek(to: core.time)
            core.speed = speed * direction
        } else {
            let done = completion
            completion = nil
            let lo = core.from, hi = core.to, t = core.time
            let (a, b) = direction > 0 ? (lo, hi) : (hi, lo)
            start(from: a, to: b, at: t, completion: done)
        }
    }

    func finishPlay() {
        if let core { frame = core.time }
        core = nil
        let done = completion
        completion = nil
        done?(true)
    }

    /// Ends a running play (if any) keeping its frame; calls the completion with `finished`.
    func endPlay(finished: Bool) {
        if let core {
            core.pause()
            frame = core.time
        }
        core = nil
        let done = completion
        completion = nil
        done?(finished)
    }
}
