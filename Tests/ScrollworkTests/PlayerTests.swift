import Testing
import Scrollwork

@Suite struct PlayerTests {
    final class Log {
        var times: [Double] = []
        var completions: [Bool] = []
    }

    func makePlayer(_ clock: ManualClock, log: Log, loop: LoopMode = .playOnce, speed: Double = 1) -> Player {
        let player = Player(from: 0, to: 60, timeUnitsPerSecond: 30, clock: clock, loopMode: loop, speed: speed)
        player.onTime = { log.times.append($0) }
        return player
    }

    @Test func playsToTheEndWithASteppedClock() {
        let clock = ManualClock(), log = Log()
        let player = makePlayer(clock, log: log)
        player.play { log.completions.append($0) }
        #expect(player.isPlaying && player.time == 0)
        clock.advance(by: 1); player.tick()
        #expect(player.time == 30)
        #expect(player.progress == 0.5)
        clock.advance(by: 0.5); player.tick()
        #expect(player.time == 45)
        clock.advance(by: 5); player.tick()
        #expect(player.time == 60)
        #expect(!player.isPlaying)
        #expect(log.completions == [true])
    }

    @Test func pauseAndStopInterrupt() {
        let clock = ManualClock(), log = Log()
        let player = makePlayer(clock, log: log)
        player.play { log.completions.append($0) }
        clock.advance(by: 0.5); player.pause()
        #expect(player.time == 15 && !player.isPlaying)
        #expect(log.completions == [false])
        clock.advance(by: 10); player.tick()
        #expect(player.time == 15)  // paused: the clock moving changes nothing
        player.play { log.completions.append($0) }
        clock.advance(by: 0.5); player.tick()
        #expect(player.time == 30)
        player.stop()
        #expect(player.time == 0)
        #expect(log.completions == [false, false])
        // A new play interrupts the running one.
        player.play { log.completions.append($0) }
        player.play { log.completions.append($0) }
        #expect(log.completions == [false, false, false])
    }

    @Test func loopsAndAutoreverse() {
        let clock = ManualClock(), log = Log()
        let player = makePlayer(clock, log: log, loop: .repeatBackwards(2))
        player.play { log.completions.append($0) }
        // 30 frames per second over a 60-frame span; legs: up, down, up, down (240 frames).
        clock.advance(by: 1.5); player.tick()   // distance 45: leg 0 going up
        #expect(abs(player.time - 45) < 1e-12)
        clock.advance(by: 1); player.tick()     // distance 75: leg 1 coming back, 60 − 15
        #expect(abs(player.time - 45) < 1e-12)
        clock.advance(by: 1); player.tick()     // distance 105: leg 1, 60 − 45
        #expect(abs(player.time - 15) < 1e-12)
        clock.advance(by: 1); player.tick()     // distance 135: leg 2 going up again, 0 + 15
        #expect(abs(player.time - 15) < 1e-12)
        #expect(player.isPlaying)
        clock.advance(by: 10); player.tick()
        #expect(!player.isPlaying && player.time == 0)
        #expect(log.completions == [true])
    }

    @Test func foreverNeverCompletes() {
        let clock = ManualClock(), log = Log()
        let player = makePlayer(clock, log: log, loop: .loop)
        player.play { log.completions.append($0) }
        clock.advance(by: 1000.5); player.tick()
        #expect(player.isPlaying)
        #expect(abs(player.time - 15) < 1e-9)
        #expect(log.completions.isEmpty)
    }

    @Test func negativeSpeedPlaysBackwards() {
        let clock = ManualClock(), log = Log()
        let player = makePlayer(clock, log: log, speed: -2)
        player.seek(to: 60)
        player.play { log.completions.append($0) }
        clock.advance(by: 0.25); player.tick()
        #expect(player.time == 45)
        clock.advance(by: 1); player.tick()
        #expect(player.time == 0 && log.completions == [true])
    }

    @Test func changingSpeedMidPlayContinuesWithoutAJump() {
        let clock = ManualClock(), log = Log()
        let player = makePlayer(clock, log: log)
        player.play()
        clock.advance(by: 0.5)          // 15 frames at 30 fps
        player.speed = 2                // no tick in between: the change itself must not jump
        #expect(player.time == 15)
        clock.advance(by: 0.25)         // 0.25 s at double speed: 15 more frames
        player.tick()
        #expect(abs(player.time - 30) < 1e-9)
        player.speed = -1               // turn round where we are
        #expect(abs(player.time - 30) < 1e-9)
        clock.advance(by: 0.5)
        player.tick()
        #expect(abs(player.time - 15) < 1e-9)
        clock.advance(by: 1)            // past the start: the play finishes there
        player.tick()
        #expect(player.time == 0 && !player.isPlaying)
        player.speed = .nan             // ignored
        #expect(player.speed == -1)
    }

    @Test func seekWhilePlayingContinuesFromThere() {
        let clock = ManualClock(), log = Log()
        let player = makePlayer(clock, log: log)
        player.play()
        clock.advance(by: 0.2); player.tick()
        player.seek(toProgress: 0.5)
        #expect(player.time == 30 && player.isPlaying)
        clock.advance(by: 0.5); player.tick()
        #expect(player.time == 45)
        player.seek(to: .nan)
        #expect(player.time == 45)
    }

    @Test func playBetweenProgressValuesAndDriveATarget() {
        final class Box { var value = 0.0 }
        let box = Box()
        let animation = Animation(box, \.value)
        animation.set(0, at: 0)
        animation.set(600, at: 60)
        let clock = ManualClock()
        let player = Player(from: 0, to: 60, timeUnitsPerSecond: 30, clock: clock)
        player.target = animation
        var done: Bool?
        player.play(fromProgress: 0.5, toProgress: 1) { done = $0 }
        #expect(box.value == 300)
        clock.advance(by: 0.5); player.tick()
        #expect(box.value == 450)
        clock.advance(by: 0.5); player.tick()
        #expect(box.value == 600 && done == true)
    }

    @Test func progressToFramesRule() {
        let frames = FrameRange(inPoint: 0, outPoint: 61)
        #expect(frames.clampedFrame(atProgress: 0) == 0)
        #expect(frames.clampedFrame(atProgress: 1) == 60)
        #expect(frames.clampedFrame(atProgress: 0.5) == 30)
        #expect(frames.clampedProgress(atFrame: 15) == 0.25)
        // Outside 0…1 the clamped form clamps (NaN gives the in-point); the unclamped form
        // extrapolates (NaN stays NaN).
        #expect(frames.clampedFrame(atProgress: 1.5) == 60 && frames.unclampedFrame(atProgress: 1.5) == 90)
        #expect(frames.clampedFrame(atProgress: -1) == 0 && frames.unclampedFrame(atProgress: -1) == -60)
        #expect(frames.clampedFrame(atProgress: .nan) == 0 && frames.unclampedFrame(atProgress: .nan).isNaN)
        #expect(frames.clampedProgress(atFrame: 90) == 1 && frames.unclampedProgress(atFrame: 90) == 1.5)
        #expect(FrameRange(inPoint: 5, outPoint: 6).clampedProgress(atFrame: 9) == 0)  // one frame
        let clock = ManualClock()
        let player = Player(frames: FrameRange(inPoint: 10, outPoint: 71), framesPerSecond: 60, clock: clock)
        #expect(player.from == 10 && player.to == 70)
    }

    @Test func playFromToBackwardsWhenTheEndIsLower() {
        let clock = ManualClock(), log = Log()
        let player = makePlayer(clock, log: log)
        player.play(from: 50, to: 20) { log.completions.append($0) }
        #expect(player.time == 50)
        clock.advance(by: 0.5); player.tick()
        #expect(player.time == 35)
        clock.advance(by: 1); player.tick()
        #expect(player.time == 20 && !player.isPlaying && log.completions == [true])
        // Ends outside the bounds are clamped into them; non-finite ends refuse to play.
        player.play(from: -100, to: 30)
        #expect(player.time == 0)
        player.play(from: .nan, to: 30) { log.completions.append($0) }
        #expect(log.completions == [true, false] && player.isPlaying)   // the running play goes on
    }

    @Test func scrubbingEndsARunningPlayAndAnAnimatorScrubs() {
        let clock = ManualClock(), log = Log()
        let player = makePlayer(clock, log: log)
        player.play { log.completions.append($0) }
        clock.advance(by: 0.5); player.tick()
        player.time = 40
        #expect(!player.isPlaying && player.time == 40 && log.completions == [false])
        player.progress = .nan          // the clamped mapping: NaN shows the start
        #expect(player.time == 0)
        player.progress = 2
        #expect(player.time == 60)
        // An animator evaluating the player scrubs it to the animator's time.
        let animator = Animator()
        animator.add(player)
        player.play { log.completions.append($0) }
        animator.animate(at: 12)
        #expect(!player.isPlaying && player.time == 12 && log.completions == [false, false])
        // A target leading back to the player does not recurse.
        player.target = animator
        player.time = 30
        #expect(player.time == 30)
        player.target = nil     // the player and the animator hold each other: let them go
    }

    @Test func loopModesCountRuns() {
        #expect(LoopMode.playOnce.runs == 1 && !LoopMode.playOnce.autoreverses)
        #expect(LoopMode.loop.runs == .infinity && LoopMode.autoReverse.autoreverses)
        #expect(LoopMode.repeat(2.4).runs == 2 && LoopMode.repeat(.nan).runs == 1 && LoopMode.repeat(0).runs == 1)
        #expect(LoopMode.repeatBackwards(3).runs == 3 && LoopMode.repeatBackwards(3).autoreverses)
    }
}
