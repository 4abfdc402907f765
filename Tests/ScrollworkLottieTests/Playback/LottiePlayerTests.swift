import Scrollwork
import ScrollworkCanvas
import Testing
@testable import ScrollworkLottie

@Suite("LottiePlayer: timing, playing, scrubbing")
struct LottiePlayerTests {
    @Test("frames and progress follow ip + p·(op − 1 − ip)")
    func timing() throws {
        let (player, _) = try PlaybackFixture.player()
        #expect(player.startFrame == 0)
        #expect(player.endFrame == 59)
        #expect(player.frameRate == 30)
        #expect(player.duration == 59.0 / 30)
        #expect(player.currentFrame == 0)
        player.currentProgress = 1
        #expect(player.currentFrame == 59)
        player.currentProgress = 0.5
        #expect(player.currentFrame == 29.5)
        player.currentFrame = 12.25
        #expect(player.currentProgress == 12.25 / 59)
        player.currentFrame = 500
        #expect(player.currentFrame == 59)
        player.currentFrame = .nan
        #expect(player.currentFrame == 59)
        player.currentProgress = .nan       // the clamped mapping: NaN shows ip
        #expect(player.currentFrame == 0)
        player.currentProgress = -3
        #expect(player.currentFrame == 0)
    }

    @Test("play() runs to the end at the frame rate and completes with true")
    func playToEnd() throws {
        let (player, clock) = try PlaybackFixture.player()
        let log = CompletionLog()
        player.play(completion: log.handler)
        #expect(player.isPlaying)
        PlaybackFixture.step(player, clock, seconds: 1)
        #expect(player.currentFrame == 30)
        #expect(log.calls.isEmpty)
        PlaybackFixture.step(player, clock, seconds: 1)
        #expect(player.currentFrame == 59)
        #expect(!player.isPlaying)
        #expect(log.calls == [true])
        PlaybackFixture.step(player, clock, seconds: 1)
        #expect(log.calls == [true])
    }

    @Test("play() continues from the current frame; at the end it starts over")
    func playFromCurrent() throws {
        let (player, clock) = try PlaybackFixture.player()
        player.currentFrame = 20
        player.play()
        PlaybackFixture.step(player, clock, seconds: 0.5)
        #expect(player.currentFrame == 35)
        player.currentFrame = 59
        player.play()
        PlaybackFixture.step(player, clock, seconds: 0.5)
        #expect(player.currentFrame == 15)
    }

    @Test("speed scales time; negative speed plays backwards")
    func speed() throws {
        let (player, clock) = try PlaybackFixture.player()
        player.speed = 2
        player.play()
        PlaybackFixture.step(player, clock, seconds: 0.5)
        #expect(player.currentFrame == 30)
        player.speed = -1
        PlaybackFixture.step(player, clock, seconds: 0.5)
        #expect(player.currentFrame == 15)
        player.speed = .nan
        #expect(player.speed == -1)
        let log = CompletionLog()
        player.play(completion: log.handler)
        PlaybackFixture.step(player, clock, seconds: 1)
        #expect(player.currentFrame == 0)
        #expect(log.calls == [true])
    }

    @Test("play(fromFrame:toFrame:) plays either way between absolute frames")
    func fromToFrame() throws {
        let (player, clock) = try PlaybackFixture.player()
        let log = CompletionLog()
        player.play(fromFrame: 50, toFrame: 10, completion: log.handler)
        #expect(player.currentFrame == 50)
        PlaybackFixture.step(player, clock, seconds: 1)
        #expect(player.currentFrame == 20)
        PlaybackFixture.step(player, clock, seconds: 1)
        #expect(player.currentFrame == 10)
        #expect(log.calls == [true])
        player.play(fromFrame: 5, toFrame: 35)
        PlaybackFixture.step(player, clock, seconds: 0.5)
        #expect(player.currentFrame == 20)
    }

    @Test("play(fromProgress:toProgress:) maps progress 1 to op − 1")
    func fromToProgress() throws {
        let (player, clock) = try PlaybackFixture.player()
        let log = CompletionLog()
        player.play(fromProgress: 0.5, toProgress: 1, completion: log.handler)
        #expect(player.currentFrame == 29.5)
        PlaybackFixture.step(player, clock, seconds: 10)
        #expect(player.currentFrame == 59)
        #expect(log.calls == [true])
    }

    @Test("play(toFrame:) and play(toProgress:) start at the current position")
    func toTarget() throws {
        let (player, clock) = try PlaybackFixture.player()
        player.currentFrame = 40
        player.play(toFrame: 10)
        PlaybackFixture.step(player, clock, seconds: 0.5)
        #expect(player.currentFrame == 25)
        player.play(toProgress: 1)
        PlaybackFixture.step(player, clock, seconds: 0.5)
        #expect(player.currentFrame == 40)
        PlaybackFixture.step(player, clock, seconds: 5)
        #expect(player.currentFrame == 59)
    }

    @Test("pause keeps the frame, stop returns to the start; both complete with false")
    func pauseAndStop() throws {
        let (player, clock) = try PlaybackFixture.player()
        let log = CompletionLog()
        player.play(completion: log.handler)
        PlaybackFixture.step(player, clock, seconds: 0.5)
        player.pause()
        #expect(log.calls == [false])
        #expect(!player.isPlaying)
        #expect(player.currentFrame == 15)
        PlaybackFixture.step(player, clock, seconds: 0.5)
        #expect(player.currentFrame == 15)
        let log2 = CompletionLog()
        player.play(completion: log2.handler)
        PlaybackFixture.step(player, clock, seconds: 0.5)
        #expect(player.currentFrame == 30)
        player.stop()
        #expect(log2.calls == [false])
        #expect(player.currentFrame == 0)
    }

    @Test("a new play interrupts the running one with false")
    func interruptedByPlay() throws {
        let (player, _) = try PlaybackFixture.player()
        let first = CompletionLog(), second = CompletionLog()
        player.play(completion: first.handler)
        player.play(fromFrame: 0, toFrame: 10, completion: second.handler)
        #expect(first.calls == [false])
        #expect(second.calls.isEmpty)
    }

    @Test("setting the frame while playing stops playback; the completion is called or dropped",
          arguments: [true, false])
    func setFrameWhilePlaying(callCompletion: Bool) throws {
        let (player, clock) = try PlaybackFixture.player()
        let log = CompletionLog()
        player.play(completion: log.handler)
        PlaybackFixture.step(player, clock, seconds: 0.5)
        player.setFrame(40, callCompletionIfNecessary: callCompletion)
        #expect(!player.isPlaying)
        #expect(player.currentFrame == 40)
        #expect(log.calls == (callCompletion ? [false] : []))
        PlaybackFixture.step(player, clock, seconds: 0.5)
        #expect(player.currentFrame == 40)
        #expect(log.calls == (callCompletion ? [false] : []))
    }

    @Test("setting currentProgress while playing interrupts with false")
    func progressSetterInterrupts() throws {
        let (player, _) = try PlaybackFixture.player()
        let log = CompletionLog()
        player.play(completion: log.handler)
        player.currentProgress = 0.25
        #expect(log.calls == [false])
        #expect(player.currentFrame == 14.75)
    }

    /// (mode, seconds after start, expected frame, still playing) over frames 0…59 at 30 fps
    /// (one run = 59/30 s).
    static let loopCases: [(LoopMode, Double, Double, Bool)] = [
        (.playOnce, 3, 59, false),
        (.loop, 59.0 / 30 + 0.5, 15, true),
        (.loop, 10 * 59.0 / 30 + 1, 30, true),
        (.autoReverse, 59.0 / 30 + 0.5, 44, true),
        (.autoReverse, 2 * 59.0 / 30 + 0.5, 15, true),
        (.repeat(2), 59.0 / 30 + 1, 30, true),
        (.repeat(2), 3 * 59.0 / 30, 59, false),
        (.repeatBackwards(1), 59.0 / 30 + 0.5, 44, true),
        (.repeatBackwards(1), 3 * 59.0 / 30, 0, false),
    ]

    @Test("loop modes", arguments: loopCases)
    func loopModes(mode: LoopMode, seconds: Double, frame: Double, playing: Bool) throws {
        let (player, clock) = try PlaybackFixture.player()
        player.loopMode = mode
        let log = CompletionLog()
        player.play(completion: log.handler)
        PlaybackFixture.step(player, clock, seconds: seconds)
        #expect(abs(player.currentFrame - frame) < 1e-9)
        #expect(player.isPlaying == playing)
        #expect(log.calls == (playing ? [] : [true]))
    }

    @Test("markers: play(marker:) plays its range; unknown markers fail with false")
    func markers() throws {
        let (player, clock) = try PlaybackFixture.player()
        let log = CompletionLog()
        #expect(player.play(marker: "intro", completion: log.handler))
        #expect(player.currentFrame == 10)
        PlaybackFixture.step(player, clock, seconds: 0.5)
        #expect(player.currentFrame == 25)
        PlaybackFixture.step(player, clock, seconds: 0.5)
        #expect(player.currentFrame == 30)
        #expect(log.calls == [true])
        let missing = CompletionLog()
        #expect(!player.play(marker: "nope", completion: missing.handler))
        #expect(missing.calls == [false])
        #expect(player.play(fromMarker: "intro", toMarker: "point"))
        PlaybackFixture.step(player, clock, seconds: 10)
        #expect(player.currentFrame == 45)
    }

    @Test("seeking and playing never rebuild the scene; seeking is random access")
    func seekingDoesNotRebuild() throws {
        let (player, clock) = try PlaybackFixture.player()
        let renderer = player.renderer
        for f in stride(from: 59.0, through: 0, by: -7.5) {
            player.currentFrame = f
            _ = try PlaybackFixture.render(player)
        }
        player.play()
        PlaybackFixture.step(player, clock, seconds: 0.3)
        player.currentProgress = 0.3
        #expect(player.renderer === renderer)
    }

    @Test("content modes place the composition into another size",
          arguments: [
            (ContentMode.scaleAspectFit, Point(x: 50, y: 0), Point(x: 150, y: 100)),
            (.scaleAspectFill, Point(x: 0, y: -50), Point(x: 200, y: 150)),
            (.scaleToFill, Point(x: 0, y: 0), Point(x: 200, y: 100)),
            (.center, Point(x: 50, y: 0), Point(x: 150, y: 100)),
            (.topLeft, Point(x: 0, y: 0), Point(x: 100, y: 100)),
          ])
    func contentModes(mode: ContentMode, topLeft: Point, bottomRight: Point) {
        let t = mode.transform(content: Size(width: 100, height: 100), in: Size(width: 200, height: 100))
        #expect(t.apply(Point(x: 0, y: 0)) == topLeft)
        #expect(t.apply(Point(x: 100, y: 100)) == bottomRight)
        #expect(mode.transform(content: .zero, in: Size(width: 10, height: 10)) == .identity)
    }

    @Test("render(into:size:contentMode:) letterboxes with scaleAspectFit")
    func renderFit() throws {
        let (player, _) = try PlaybackFixture.player()
        let pixmap = try PlaybackFixture.render(player, width: 200, height: 100)
        #expect(pixmap.pixel(x: 20, y: 50)?.a == 0)                       // letterbox
        #expect(pixmap.pixel(x: 75, y: 50) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        #expect(pixmap.pixel(x: 125, y: 50) == PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
        #expect(pixmap.pixel(x: 180, y: 50)?.a == 0)
        let stretched = try PlaybackFixture.render(player, width: 200, height: 100, mode: .scaleToFill)
        #expect(stretched.pixel(x: 20, y: 50) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        #expect(stretched.pixel(x: 180, y: 50) == PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
    }
}

@Suite("LottiePlayer: speed changes while looping")
struct LottiePlayerSpeedChangeTests {
    @Test("doubling the speed in the second run keeps the run count and position")
    func speedChangeInSecondRun() throws {
        let (player, clock) = try PlaybackFixture.player()
        player.loopMode = .repeat(2)
        let log = CompletionLog()
        player.play(completion: log.handler)
        PlaybackFixture.step(player, clock, seconds: 59.0 / 30 + 0.5)   // second run, frame 15
        #expect(abs(player.currentFrame - 15) < 1e-9)
        player.speed = 2
        #expect(abs(player.currentFrame - 15) < 1e-9)
        PlaybackFixture.step(player, clock, seconds: 0.5)               // +30 frames
        #expect(abs(player.currentFrame - 45) < 1e-9)
        #expect(player.isPlaying)
        PlaybackFixture.step(player, clock, seconds: 0.5)
        #expect(player.currentFrame == 59)
        #expect(log.calls == [true])
    }
}
