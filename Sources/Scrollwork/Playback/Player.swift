/// Clock-driven playback over the same time axis scrubbing uses — a Lottie file's frames, an
/// intro's scroll offsets, seconds. Scrollwork has one player: a Lottie file's
/// `LottiePlayer` is this class with markers, drawing and value providers added.
///
/// ```swift
/// let clock = ManualClock()
/// let player = Player(from: 0, to: 60, timeUnitsPerSecond: 30, clock: clock)
/// player.target = animator               // or onTime = { … }
/// player.play { finished in print("done:", finished) }
/// clock.advance(by: 1); player.tick()    // time 30
/// ```
///
/// - The **bounds** ``from`` … ``to`` are fixed at creation; progress `p` is the time
///   `from + p·(to − from)` (``FrameRange``'s clamped mapping).
/// - `play()` runs from the current time to the end of the bounds (the start when ``speed`` is
///   negative); `play(from:to:)` plays a part of them, **backwards when `from > to`**. Either
///   runs ``loopMode`` times; at the end it starts over.
/// - `pause` keeps the time, `stop` returns to the start; both, a new `play`, and scrubbing
///   end a running play with `completion(false)`. Reaching the end gives `completion(true)`.
/// - **Scrubbing** — setting ``time`` or ``progress``, or ``animate(at:)`` from an
///   ``Animator`` — shows that time and *ends a running play* (`completion(false)`): the scroll
///   takes over from the clock, as in a scrubber. ``seek(to:)`` moves the playhead without
///   interrupting.
/// - Time comes from the injected ``PlaybackClock``; ``tick()`` reads it. Call it once per
///   display frame. Every new time is published to ``onTime`` and ``target``.
///
/// Not `Sendable`: a player, its clock and its callbacks live in one isolation domain
/// (see ``Animatable``).
open class Player: Animatable {
    /// The range playback and scrubbing move in (`from … to`); fixed, unless a player of the
    /// package replaces what it plays (a Lottie player switching animation).
    public private(set) var bounds: FrameRange
    /// Axis units per second of clock time (a Lottie file's frame rate; 1 for seconds).
    public let timeUnitsPerSecond: Double
    /// The clock playback reads.
    public let clock: any PlaybackClock
    /// How many runs a play makes. Changing it while playing takes effect at once.
    public var loopMode: LoopMode
    /// Speed multiplier; negative plays backwards (non-finite values are ignored). Changing it
    /// mid-play takes effect at once and continuously: the time reached so far at the old speed
    /// is kept, and playback goes on from there at the new speed and direction, in the same run.
    public var speed: Double {
        get { currentSpeed }
        set {
            guard newValue.isFinite else { return }
            guard isPlaying else { currentSpeed = newValue; return }
            tick()                       // travel at the old speed up to now
            guard isPlaying else { currentSpeed = newValue; return }
            let leg = currentLeg()
            currentSpeed = newValue
            rebase(leg: leg)
        }
    }
    /// Whether a play is running.
    public private(set) var isPlaying = false
    /// Called with each new time (on play, tick, seek, scrub and stop).
    public var onTime: ((Double) -> Void)?
    /// An animatable evaluated at each new time (an ``Animator``, a scene node's content). Held
    /// strongly: an animator that holds the player and is also its target keeps both alive
    /// until one lets go.
    public var target: (any Animatable)?

    private var currentSpeed: Double
    private var shown: Double
    private var completion: ((Bool) -> Void)?
    /// The part of the bounds the running play covers, `low ≤ high`, and whether it runs from
    /// high to low (`play(from:to:)` with `from > to`).
    private var low: Double
    private var high: Double
    private var runsDown = false
    /// Distance travelled along the unrolled timeline at `baseClock`.
    private var baseDistance = 0.0
    private var baseClock = 0.0
    private var isPublishing = false

    /// A player over `from…to` (swapped if reversed; NaN → 0) at `timeUnitsPerSecond`
    /// (non-positive or non-finite → 1), showing `from`.
    public init(from: Double, to: Double, timeUnitsPerSecond: Double = 1, clock: any PlaybackClock,
                loopMode: LoopMode = .playOnce, speed: Double = 1) {
        let a = from.isFinite ? from : 0, b = to.isFinite ? to : 0
        bounds = FrameRange(first: min(a, b), last: max(a, b))
        self.timeUnitsPerSecond = timeUnitsPerSecond.isFinite && timeUnitsPerSecond > 0 ? timeUnitsPerSecond : 1
        self.clock = clock
        self.loopMode = loopMode
        currentSpeed = speed.isFinite ? speed : 1
        low = min(a, b)
        high = max(a, b)
        shown = low
    }

    /// A player over a Lottie frame range: `ip … op − 1` at `fps`.
    public convenience init(frames: FrameRange, framesPerSecond fps: Double, clock: any PlaybackClock) {
        self.init(from: frames.inPoint, to: frames.lastFrame, timeUnitsPerSecond: fps, clock: clock)
    }

    /// The start of the bounds.
    public var from: Double { bounds.inPoint }
    /// The end of the bounds.
    public var to: Double { bounds.lastFrame }

    // MARK: - Time and scrubbing

    /// The time shown. Setting it scrubs: a running play ends with `completion(false)`; the
    /// time is clamped into the bounds; NaN is ignored.
    public var time: Double {
        get { shown }
        set { setTime(newValue, callCompletionIfNecessary: true) }
    }

    /// The progress shown, `0…1` of the bounds. Setting it scrubs like ``time``, through the
    /// clamped mapping (outside `0…1` clamps, NaN shows ``from``).
    public var progress: Double {
        get { bounds.clampedProgress(atFrame: shown) }
        set { setTime(bounds.clampedFrame(atProgress: newValue), callCompletionIfNecessary: true) }
    }

    /// Shows `newTime` (clamped into the bounds; NaN is ignored). A running play stops; its
    /// completion is called with `false` when `callCompletion` is true and dropped otherwise.
    public func setTime(_ newTime: Double, callCompletionIfNecessary callCompletion: Bool) {
        guard !newTime.isNaN else { return }
        if !callCompletion { completion = nil }
        isPlaying = false
        finish(false)
        shown = min(max(newTime, from), to)
        publish()
    }

    /// Scrubs to `time` (an ``Animator`` driving the player): the same as setting ``time``, so a
    /// running play ends with `completion(false)`.
    open func animate(at time: Double) {
        self.time = time
    }

    /// Moves the playhead to `newTime` without interrupting a running play (clamped into the
    /// part being played, or into the bounds when not playing; NaN is ignored).
    public func seek(to newTime: Double) {
        guard !newTime.isNaN else { return }
        if isPlaying {
            shown = min(max(newTime, low), high)
            rebase(leg: currentLeg())
        } else {
            shown = min(max(newTime, from), to)
        }
        publish()
    }

    /// Moves the playhead to a progress of the bounds (clamped mapping) without interrupting.
    public func seek(toProgress progress: Double) {
        seek(to: bounds.clampedFrame(atProgress: progress))
    }

    // MARK: - Playing

    /// Plays from the current time to the end of the bounds (the start when ``speed`` is
    /// negative), ``loopMode`` runs over the whole bounds. At the end it starts over. A running
    /// play is interrupted (`completion(false)`).
    public func play(completion: ((Bool) -> Void)? = nil) {
        finish(false)
        low = from
        high = to
        runsDown = false
        let atEnd = forward ? shown >= high : shown <= low
        if atEnd && !loopMode.autoreverses { shown = forward ? low : high }
        begin(completion)
    }

    /// Plays from `start` to `end` (clamped into the bounds) — backwards when `start > end` —
    /// ``loopMode`` runs over that part. It begins at `start` (at `end` when ``speed`` is
    /// negative). Non-finite ends play nothing and call `completion(false)`.
    public func play(from start: Double, to end: Double, completion: ((Bool) -> Void)? = nil) {
        guard start.isFinite, end.isFinite else {
            completion?(false)
            return
        }
        finish(false)
        let a = min(max(start, from), to), b = min(max(end, from), to)
        low = min(a, b)
        high = max(a, b)
        runsDown = b < a
        shown = forward ? low : high
        begin(completion)
    }

    /// Plays between two progress values of the bounds (clamped mapping), either way.
    public func play(fromProgress p0: Double, toProgress p1: Double, completion: ((Bool) -> Void)? = nil) {
        play(from: bounds.clampedFrame(atProgress: p0), to: bounds.clampedFrame(atProgress: p1), completion: completion)
    }

    /// Stops at the current time; a running play ends with `completion(false)`.
    public func pause() {
        guard isPlaying else { return }
        tick()
        isPlaying = false
        finish(false)
    }

    /// Stops and returns to the start of the bounds (the end when ``speed`` is negative); a
    /// running play ends with `completion(false)`.
    public func stop() {
        isPlaying = false
        finish(false)
        shown = currentSpeed >= 0 ? from : to
        publish()
    }

    /// How many whole runs the running play has completed so far (with autoreverse a run there
    /// and back counts once); 0 when not playing.
    public var completedRuns: Int {
        guard isPlaying, span > 0 else { return 0 }
        let runs = (distanceNow() / (span * (loopMode.autoreverses ? 2 : 1))).rounded(.down)
        return runs.isFinite ? Int(min(max(runs, 0), 1e9)) : 0
    }

    /// Replaces the bounds (a player that switches what it plays): a running play ends with
    /// `completion(false)` and the time is clamped into the new bounds.
    package func replaceBounds(first: Double, last: Double) {
        let a = first.isFinite ? first : 0, b = last.isFinite ? last : 0
        isPlaying = false
        finish(false)
        bounds = FrameRange(first: min(a, b), last: max(a, b))
        low = bounds.inPoint
        high = bounds.lastFrame
        shown = min(max(shown, from), to)
        publish()
    }

    /// Reads the clock and advances a running play; finishes it at the end of its last run.
    public func tick() {
        guard isPlaying else { return }
        let d = distanceNow()
        if span <= 0 || d >= span * legs {
            shown = endTime()
            isPlaying = false
            publish()
            finish(true)
            return
        }
        shown = time(forDistance: d)
        publish()
    }

    // MARK: - Publishing

    /// Called whenever the time changes (play, tick, seek, scrub, stop): calls ``onTime`` and
    /// animates ``target``. A subclass overriding it calls `super`.
    open func timeDidChange() {
        onTime?(shown)
        target?.animate(at: shown)
    }

    private func publish() {
        // A target that leads back to this player (an animator holding it) would recurse.
        guard !isPublishing else { return }
        isPublishing = true
        defer { isPublishing = false }
        timeDidChange()
    }

    private func finish(_ finished: Bool) {
        guard let done = completion else { return }
        completion = nil
        done(finished)
    }

    private func begin(_ completion: ((Bool) -> Void)?) {
        baseDistance = distance(forTime: shown, leg: 0)
        baseClock = clock.now
        self.completion = completion
        isPlaying = true
        publish()
    }

    // MARK: - The unrolled timeline
    //
    // Playback is a distance d ≥ 0 along legs of length `span`. Leg k runs in the play
    // direction when k is even (or always, without autoreverse) and back when k is odd.

    private var span: Double { high - low }
    /// Whether the first leg runs toward higher times.
    private var forward: Bool { (currentSpeed >= 0) != runsDown }
    private var legs: Double { loopMode.runs * (loopMode.autoreverses ? 2 : 1) }

    private func distanceNow() -> Double {
        baseDistance + max(0, (clock.now - baseClock) * timeUnitsPerSecond * abs(currentSpeed))
    }

    private func time(forDistance d: Double) -> Double {
        guard span > 0 else { return low }
        let k = (d / span).rounded(.down)
        let r = d - k * span
        let reversedLeg = loopMode.autoreverses && Int(k.truncatingRemainder(dividingBy: 2)) == 1
        return forward != reversedLeg ? low + r : high - r
    }

    private func distance(forTime t: Double, leg: Int) -> Double {
        let reversedLeg = loopMode.autoreverses && leg % 2 == 1
        let r = forward != reversedLeg ? t - low : high - t
        return Double(leg) * span + min(max(r, 0), span)
    }

    private func currentLeg() -> Int {
        guard span > 0 else { return 0 }
        let k = (distanceNow() / span).rounded(.down)
        return k.isFinite ? Int(min(k, 1e9)) : 0
    }

    private func rebase(leg: Int) {
        baseDistance = distance(forTime: shown, leg: leg)
        baseClock = clock.now
    }

    private func endTime() -> Double {
        // With autoreverse every run comes back, so the last leg ends where the play began.
        forward != loopMode.autoreverses ? high : low
    }
}
