import Scrollwork
import ScrollworkLottie
import Testing
import ScrollworkPackages

/// A player that plays for `duration` seconds of an injected clock.
final class FakePlayer: PlayableAnimation {
    let clock: ManualClock
    let duration: Double
    private var startedAt: Double?
    private var finished = false
    private var completion: ((Bool) -> Void)?
    private(set) var plays = 0
    private(set) var stops = 0

    init(clock: ManualClock, duration: Double) {
        self.clock = clock
        self.duration = duration
    }

    func play(completion: ((Bool) -> Void)?) {
        plays += 1
        startedAt = clock.now
        finished = false
        self.completion = completion
    }

    var progress: Double {
        if finished { return 1 }
        guard let startedAt else { return 0 }
        return min(1, (clock.now - startedAt) / duration)
    }

    func stop() {
        guard startedAt != nil else { return }
        stops += 1
        startedAt = nil
        let completion = self.completion
        self.completion = nil
        completion?(false)
    }

    func tick() {
        guard let startedAt, clock.now - startedAt >= duration else { return }
        self.startedAt = nil
        finished = true
        let completion = self.completion
        self.completion = nil
        completion?(true)
    }
}

/// Records the queue's callbacks with the clock's time.
final class QueueLog {
    var lines: [String] = []
    init(_ queue: PlaybackQueue, clock: ManualClock) {
        queue.onStart = { [unowned self] in lines.append("\(clock.now) start \($0.id)") }
        queue.onFinish = { [unowned self] in lines.append("\(clock.now) finish \($0.id) \($1)") }
    }
}

@Suite struct PlaybackQueueTests {
    /// Advances in steps of 0.1 s up to `time`, ticking the queue each step.
    func run(_ queue: PlaybackQueue, _ clock: ManualClock, until time: Double) {
        while clock.now < time - 1e-9 {
            clock.now = (clock.now * 10 + 1).rounded() / 10
            queue.tick()
        }
    }

    @Test func queuePlaysEveryRequestInArrivalOrder() {
        let clock = ManualClock()
        let queue = PlaybackQueue(policy: .queue)
        let log = QueueLog(queue, clock: clock)
        queue.play("a", animation: FakePlayer(clock: clock, duration: 1))
        queue.play("b", animation: FakePlayer(clock: clock, duration: 0.5))
        run(queue, clock, until: 0.3)
        queue.play("c", animation: FakePlayer(clock: clock, duration: 1))
        #expect(queue.current?.id == "a" && queue.waiting.map(\.id) == ["b", "c"])
        run(queue, clock, until: 3)
        #expect(log.lines == ["0.0 start a", "1.0 finish a completed", "1.0 start b",
                              "1.5 finish b completed", "1.5 start c", "2.5 finish c completed"])
        #expect(queue.isIdle)
    }

    @Test func replaceWaitsForTheThresholdAndANewerRequestReplacesTheWaitingOne() {
        let clock = ManualClock()
        let queue = PlaybackQueue(policy: .replace(after: 0.5))
        let log = QueueLog(queue, clock: clock)
        let a = FakePlayer(clock: clock, duration: 2), b = FakePlayer(clock: clock, duration: 1), c = FakePlayer(clock: clock, duration: 1)
        queue.play("a", animation: a)
        run(queue, clock, until: 0.4)
        queue.play("b", animation: b)                   // a is at 20 %: b waits
        #expect(queue.current?.id == "a" && queue.waiting.map(\.id) == ["b"])
        run(queue, clock, until: 0.6)
        queue.play("c", animation: c)                   // c replaces the waiting b
        #expect(queue.waiting.map(\.id) == ["c"])
        run(queue, clock, until: 3)
        #expect(log.lines == ["0.0 start a", "0.6 finish b superseded", "1.0 finish a replaced",
                              "1.0 start c", "2.0 finish c completed"])
        #expect(a.stops == 1 && b.plays == 0 && c.plays == 1)
    }

    @Test func replaceAtOnceWhenPastTheThreshold() {
        let clock = ManualClock()
        let queue = PlaybackQueue(policy: .replace(after: 0.5))
        let log = QueueLog(queue, clock: clock)
        queue.play("a", animation: FakePlayer(clock: clock, duration: 1))
        run(queue, clock, until: 0.7)
        queue.play("b", animation: FakePlayer(clock: clock, duration: 1))
        #expect(log.lines == ["0.0 start a", "0.7 finish a replaced", "0.7 start b"])
    }

    @Test(arguments: [
        (0.0, ["0.0 start a", "0.2 finish a replaced", "0.2 start b", "1.2 finish b completed"]),
        (1.0, ["0.0 start a", "1.0 finish a completed", "1.0 start b", "2.0 finish b completed"]),
    ])
    func thresholdBounds(threshold: Double, expected: [String]) {
        let clock = ManualClock()
        let queue = PlaybackQueue(policy: .replace(after: threshold))
        let log = QueueLog(queue, clock: clock)
        queue.play("a", animation: FakePlayer(clock: clock, duration: 1))
        run(queue, clock, until: 0.2)
        queue.play("b", animation: FakePlayer(clock: clock, duration: 1))
        run(queue, clock, until: 2.5)
        #expect(log.lines == expected)
    }

    @Test func aPlayerStoppedFromOutsideIsInterruptedAndTheNextStarts() {
        let clock = ManualClock()
        let queue = PlaybackQueue(policy: .queue)
        let log = QueueLog(queue, clock: clock)
        let a = FakePlayer(clock: clock, duration: 1)
        queue.play("a", animation: a)
        queue.play("b", animation: FakePlayer(clock: clock, duration: 1))
        run(queue, clock, until: 0.3)
        a.stop()
        #expect(log.lines == ["0.0 start a", "0.3 finish a interrupted", "0.3 start b"])
    }

    @Test func cancelAllEndsEveryRequestOnce() {
        let clock = ManualClock()
        let queue = PlaybackQueue(policy: .queue)
        let log = QueueLog(queue, clock: clock)
        let a = FakePlayer(clock: clock, duration: 1)
        queue.play("a", animation: a)
        queue.play("b", animation: FakePlayer(clock: clock, duration: 1))
        queue.cancelAll()
        run(queue, clock, until: 2)
        #expect(log.lines == ["0.0 start a", "0.0 finish a cancelled", "0.0 finish b cancelled"])
        #expect(a.stops == 1 && queue.isIdle)
    }

    @Test func scrollworksOwnPlayerIsPlayable() {
        let clock = ManualClock()
        let queue = PlaybackQueue(policy: .queue)
        let log = QueueLog(queue, clock: clock)
        queue.play("lottie", animation: Player(frames: FrameRange(inPoint: 0, outPoint: 31), framesPerSecond: 30, clock: clock))
        run(queue, clock, until: 0.5)
        #expect(log.lines == ["0.0 start lottie"])
        run(queue, clock, until: 1.2)
        #expect(log.lines == ["0.0 start lottie", "1.0 finish lottie completed"])
    }

    @Test func aLottiePlayerIsPlayableAndCanBeReplaced() throws {
        // 30 fps, frames 0…45: 1.5 s a play.
        let json = #"{"v":"5.7.4","fr":30,"ip":0,"op":46,"w":10,"h":10,"layers":[]}"#
        let clock = ManualClock()
        let queue = PlaybackQueue(policy: .replace(after: 0.5))
        let log = QueueLog(queue, clock: clock)
        let first = LottiePlayer(animation: try LottieReader().read(json: json), clock: clock)
        let second = LottiePlayer(animation: try LottieReader().read(json: json), clock: clock)
        queue.play("first", animation: first)
        run(queue, clock, until: 0.5)
        queue.play("second", animation: second)        // waits until the first is half-way (frame 22.5)
        run(queue, clock, until: 3)
        // Ticks come every 0.1 s: the second play (1.5 s from 0.8) is seen finished on the tick after 2.3.
        #expect(log.lines == ["0.0 start first", "0.8 finish first replaced", "0.8 start second", "2.4 finish second completed"])
        #expect(second.currentFrame == 45 && !second.isPlaying)
    }
}
