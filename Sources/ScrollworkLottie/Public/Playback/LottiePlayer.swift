import Scrollwork
import ScrollworkCanvas

/// Plays and scrubs a Lottie animation the way lottie-ios' `LottieAnimationView` does: the core
/// `Player` — one player, one loop-mode type — plus what Lottie adds: markers, drawing into a
/// size by content mode, and value providers. Its time is the file's absolute frame, and
/// progress `p` is the frame `ip + p·(op − 1 − ip)` (`FrameRange`).
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
/// Playback, looping, speed and completions are the core `Player`'s: completions get `true`
/// when a play reaches its end and `false` when it is interrupted (`pause()`, `stop()`,
/// another `play`, or scrubbing — setting the frame or progress, or an `Animator` evaluating
/// the player, which is `Animatable`). The scene is imported once into ``content`` and drawn
/// at any fractional frame; it is rebuilt only when value providers change.
///
/// Not `Sendable`: a player, its clock and its callbacks live in one isolation domain (the main
/// actor in an app, a task in a tool).
public final class LottiePlayer: Player {
    /// The animation as loaded (without value providers applied); another one after
    /// ``load(_:)``.
    public internal(set) var animation: LottieAnimation
    /// What the player draws: the render tree at the player's frame. Put it in a scene node to
    /// show the playing animation there (`Node(content: player.content)`).
    public let content: LottieContent

    /// A player over an animation, showing its first frame.
    ///
    /// - Parameters:
    ///   - animation: the animation played.
    ///   - options: how its renderer imports it (what runs its expressions).
    ///   - clock: the clock playback follows.
    public init(animation: LottieAnimation, options: LottieRenderer.Options = .init(), clock: any PlaybackClock) {
        self.animation = animation
        content = LottieContent(animation, options: options)
        super.init(from: animation.frameRange.inPoint, to: animation.frameRange.lastFrame,
                   timeUnitsPerSecond: animation.frameRate, clock: clock)
    }

    /// The render tree drawn (``content``'s).
    public var renderer: LottieRenderer { content.renderer }

    /// Shows each new frame in ``content``, then publishes it (`Player/onTime`,
    /// `Player/target`).
    override public func timeDidChange() {
        content.currentFrame = time
        super.timeDidChange()
    }

    // MARK: - Timing

    /// The first frame, `ip`.
    public var startFrame: Double { from }
    /// The last frame drawn, `op − 1` (progress 1; never before ``startFrame``). lottie-ios'
    /// `endFrame` is `op`; Scrollwork's time axis ends on the last frame any player draws.
    public var endFrame: Double { to }
    /// Frames per second of the file.
    public var frameRate: Double { timeUnitsPerSecond }
    /// Seconds a play of the whole range takes at speed 1: `(endFrame − startFrame) / frameRate`
    /// (one frame less than the file's `(op − ip) / fr`, ``LottieAnimation/duration``).
    public var duration: Double { (endFrame - startFrame) / frameRate }
    /// The frame ↔ progress mapping (the player's bounds).
    public var frameRange: FrameRange { bounds }

    /// The frame shown (fractional). Setting it scrubs: a running play stops and its completion
    /// gets `false` (see ``setFrame(_:callCompletionIfNecessary:)``). Clamped to
    /// ``startFrame``…``endFrame``; NaN is ignored.
    public var currentFrame: Double {
        get { time }
        set { time = newValue }
    }

    /// The progress shown, `0…1` of ``startFrame``…``endFrame``. Setting it scrubs, like
    /// ``currentFrame``, through the clamped mapping (NaN shows ``startFrame``).
    public var currentProgress: Double {
        get { progress }
        set { progress = newValue }
    }

    /// Shows `frame` (lottie-ios' `setProgressWithFrame:callCompletionIfNecessary:`). A running
    /// play stops; its completion is called with `false` when `callCompletion` is true and
    /// dropped otherwise.
    public func setFrame(_ frame: Double, callCompletionIfNecessary callCompletion: Bool) {
        setTime(frame, callCompletionIfNecessary: callCompletion)
    }

    // MARK: - Playing

    /// Plays from `fromFrame` (the current frame when nil) to `toFrame`; `fromFrame > toFrame`
    /// plays backwards. Loops repeat this range.
    public func play(fromFrame: Double? = nil, toFrame: Double, completion: ((Bool) -> Void)? = nil) {
        play(from: fromFrame ?? currentFrame, to: toFrame, completion: completion)
    }

    /// Plays from the current frame to `toFrame` (lottie-ios' `play(toFrame:)`).
    public func play(toFrame: Double, completion: ((Bool) -> Void)? = nil) {
        play(fromFrame: nil, toFrame: toFrame, completion: completion)
    }

    /// Plays from the current progress to `toProgress`.
    public func play(toProgress: Double, completion: ((Bool) -> Void)? = nil) {
        play(fromProgress: currentProgress, toProgress: toProgress, completion: completion)
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

    // MARK: - Drawing

    /// Draws the current frame into `canvas`, placing the composition into an area of `size`
    /// (at the canvas's current transform) by `contentMode`. Clipped to the composition.
    public func render(into canvas: Canvas, size: Size, contentMode: ContentMode = .scaleAspectFit) {
        renderer.render(frame: currentFrame, into: canvas, size: size, contentMode: contentMode)
    }

    // MARK: - Value providers (lottie-ios' names; bound to ``renderer``)

    /// Overrides every property matched by `keypath` whose value type is `Value` with
    /// `provider` (lottie-ios' `setValueProvider(_:keypath:)`); see
    /// ``LottieRenderer/setValueProvider(_:keypath:)``. Rebuilds the scene once; seeking and
    /// playing afterwards do not.
    ///
    /// - Returns: the full keypaths of the properties it now drives (empty: nothing matched).
    @discardableResult
    public func setValueProvider<Value>(_ provider: LottieValueProvider<Value>,
                                        keypath: AnimationKeypath) -> [AnimationKeypath] {
        renderer.setValueProvider(provider, keypath: keypath)
    }

    /// Removes the providers set for exactly `keypath` (the file's values return).
    public func removeValueProviders(keypath: AnimationKeypath) {
        renderer.removeValueProviders(keypath: keypath)
    }

    /// Removes every provider.
    public func removeAllValueProviders() {
        renderer.removeAllValueProviders()
    }

    /// Every property keypath of the animation (lottie-ios' `logHierarchyKeypaths`), or those
    /// matching `pattern`.
    public func keypaths(matching pattern: AnimationKeypath = "**") -> [AnimationKeypath] {
        renderer.keypaths(matching: pattern)
    }
}
