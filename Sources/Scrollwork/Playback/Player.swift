/// How many times a ``Player`` runs through its range.
public enum LoopMode: Hashable, Sendable {
    /// Once.
    case playOnce
    /// `n` times (values below 1 count as 1). With autoreverse, each time goes there and back.
    case repeatCount(Int)
    /// Until stopped.
    case forever
}

/// Clock-driven playback over the same time axis scrubbing uses: a Lottie file's frames, an
/// intro's scroll offsets, seconds.
///
/// ```swift
/// let clock = ManualClock()
/// let player = Player(from: 0, to: 60, timeUnitsPerSecond: 30, clock: clock)
/// player.onTime = { animator.animate(at: $0) }
/// player.play { finished in print("done:", finished) }
/// clock.advance(by: 1); player.tick()   // time 30
/// ```
///
/// - `play` runs from the current time toward `to` (or `from` when ``speed`` is negative),
///   ``loopMode`` times, going back again each time when ``autoreverses``.
/// - `pause` keeps the time, `stop` returns to the start; both, and a new `play`, end a running
///   play with `completion(false)`. Reaching the end gives `completion(true)`.
/// - `seek` moves the time (progress, or a time on the axis) without interrupting.
/// - Time comes from the injected ``PlaybackClock``; ``tick()`` reads it and publishes the
///   time through ``onTime`` (and to ``target``). Call it once per frame.
///
/// Not `Sendable`: a player, its clock and its callbacks live in one isolation domain
/// (see ``Animatable``).
public final class Player {
    /// Start of the range on the time axis.
    public private(set) var from: Double
    /// End of the range on the time axis.
    public private(set) var to: Double
    /// Axis units per second of clock time (a Lottie file's frame rate; 1 for seconds).
    public var timeUnitsPerSecond: Double
    /// Speed multiplier; negative plays backwards (non-finite values are ignored). Changing it
    /// mid-play takes effect at once and continuously: the time reached so far at the old
    /// speed is kept, and playback goes on from there at the new speed and direction.
    public var speed: Double {
        get { currentSpeed }
        set {
            guard newValue.isFinite else { return }
            guard isPlaying else { currentSpeed = newValue; return }
            tick()                       // travel at the old speed up to now
            guard isPlaying else { currentSpeed = newValue; return }
            let leg = currentLeg()
            currentSpeed = newValue
            baseDistance = distance(forTime: time, leg: leg)
            baseClock = clock.now
        }
    }
    private var currentSpeed: Double
    /// How many runs through the range.
    public var loopMode: LoopMode
    /// Whether each run goes to the end and back.
    public var autoreverses: Bool

    /// The current time on the axis.
    public private(set) var time: Double
    /// Whether playback is running.
    public private(set) var isPlaying = false

    /// Called with each new time (on play, tick, seek, stop).
    public var onTime: ((Double) -> Void)?
    /// An animatable evaluated at each new time (e.g. an ``Animator``).
    public var target: (any Animatable)?

    let clock: any PlaybackClock
    var completion: ((Bool) -> Void)?
    /// Distance travelled along the unrolled timeline at `baseClock`.
    var baseDistance = 0.0
    var baseClock = 0.0

    /// A player over `from…to` (swapped if reversed; NaN → 0) at `timeUnitsPerSecond`
    /// (non-positive or non-finite → 1).
    public init(from: Double, to: Double, timeUnitsPerSecond: Double = 1, clock: any PlaybackClock,
                loopMode: LoopMode = .playOnce, autoreverses: Bool = false, speed: Double = 1) {
        let a = from.isFinite ? from : 0, b = to.isFinite ? to : 0
        self.from = min(a, b)
        self.to = max(a, b)
        self.timeUnitsPerSecond = timeUnitsPerSecond.isFinite && timeUnitsPerSecond > 0 ? timeUnitsPerSecond : 1
        self.clock = clock
        self.loopMode = loopMode
        self.autoreverses = autoreverses
        self.currentSpeed = speed.isFinite ? speed : 1
        self.time = self.from
    }

    /// A player over a Lottie frame range: `ip … op − 1` at `fps`.
    public convenience init(frames: FrameRange, framesPerSecond fps: Double, clock: any PlaybackClock) {
        self.init(from: frames.inPoint, to: frames.lastFrame, timeUnitsPerSecond: fps, clock: clock)
    }

    /// Progress of the current time through the range, 0…1.
    public var progress: Double { to > from ? (time - from) / (to - from) : 0 }

    var span: Double { to - from }
    var forward: Bool { speed >= 0 }
    var legs: Double {
        let perRun = autoreverses ? 2.0 : 1.0
        switch loopMode {
        case .playOnce: return perRun
        case .repeatCount(let n): return perRun * Double(max(1, n))
        case .forever: return .infinity
        }
    }

    /// Plays from the current time. A running play is interrupted (`completion(false)`).
    /// At the end of the range (for the current direction) it starts over from the beginning.
    public func play(completion: ((Bool) -> Void)? = nil) {
        finish(false)
        let atEnd = forward ? time >= to : time <= from
        if atEnd && !autoreverses { time = forward ? from : to }
        baseDistance = distance(forTime: time, leg: 0)
        baseClock = clock.now
        self.completion = completion
        isPlaying = true
        publish()
    }

    /// Makes `start…end` the player's range (non-finite ends keep the current ones) and plays
    /// it from its beginning (its end when ``speed`` is negative).
    public func play(from start: Double, to end: Double, completion: ((Bool) -> Void)? = nil) {
        finish(false)
        setRange(from: start, to: end)
        time = forward ? from : to
        play(completion: completion)
    }

    /// Plays between two progress values of the current range.
    public func play(fromProgress p0: Double, toProgress p1: Double, completion: ((Bool) -> Void)? = nil) {
        let a = from + (p0.isFinite ? p0 : 0) * span, b = from + (p1.isFinite ? p1 : 1) * span
        play(from: a, to: b, completion: completion)
    }

    /// Stops at the current time; a running play ends with `completion(false)`.
    public func pause() {
        guard isPlaying else { return }
        tick()
        isPlaying = false
        finish(false)
    }

    /// Stops and returns to the start of the range (the end when playing backwards).
    public func stop() {
        isPlaying = false
        finish(false)
        time = forward ? from : to
        publish()
    }

    /// Moves to a time on the axis (clamped into the range; NaN ignored) without interrupting.
    public func seek(to newTime: Double) {
        guard !newTime.isNaN else { return }
        time = min(max(newTime, from), to)
        if isPlaying {
            let leg = currentLeg()
            baseDistance = distance(forTime: time, leg: leg)
            baseClock = clock.now
        }
        publish()
    }

    /// Moves to a progress of the range (0…1, clamped).
    public func seek(toProgress progress: Double) {
        seek(to: from + progress * span)
    }

    /// Reads the clock and advances the time; finishes the play at the end of its last run.
    public func tick() {
        guard isPlaying else { return }
        let elapsed = (clock.now - baseClock) * timeUnitsPerSecond * abs(speed)
        let d = baseDistance + max(0, elapsed)
        let total = span * legs
        if span <= 0 || d >= total {
            time = endTime()
            isPlaying = false
            publish()
            finish(true)
            return
        }
        time = timeForDistance(d)
        publish()
    }

    // MARK: - The unrolled timeline
    //
    // Playback is a distance d ≥ 0 along legs of length `span`. Leg k runs in the play
    // direction when k is even (or always, without autoreverse) and back when k is odd.

    func timeForDistance(_ d: Double) -> Double {
        guard span > 0 else { return from }
        let k = (d / span).rounded(.down)
        let r = d - k * span
        let reversedLeg = autoreverses && Int(k.truncatingRemainder(dividingBy: 2)) == 1
        let goingUp = forward != reversedLeg
        return goingUp ? from + r : to - r
    }

    func distance(forTime t: Double, leg: Int) -> Double {
        let reversedLeg = autoreverses && leg % 2 == 1
        let goingUp = forward != reversedLeg
        let r = goingUp ? t - from : to - t
        return Double(leg) * span + min(max(r, 0), span)
    }

    func currentLeg() -> Int {
        guard span > 0 else { return 0 }
        let elapsed = (clock.now - baseClock) * timeUnitsPerSecond * abs(speed)
        let d = baseDistance + max(0, elapsed)
        let k = (d / span).rounded(.down)
        return k.isFinite ? Int(min(k, 1e9)) : 0
    }

    func endTime() -> Double {
        let lastLegReversed = autoreverses  // an even number of legs: the last one comes back
        let goingUp = forward != lastLegReversed
        return goingUp ? to : from
    }

    func setRange(from a: Double, to b: Double) {
        let a = a.isFinite ? a : from, b = b.isFinite ? b : to
        from = min(a, b)
        to = max(a, b)
    }

    func publish() {
        onTime?(time)
        target?.animate(at: time)
    }

    func finish(_ finished: Bool) {
        guard let completion else { return }
        self.completion = nil
        completion(finished)
    }
}
