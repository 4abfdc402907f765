import Scrollwork
import Testing
@testable import ScrollworkLottie

@Suite("Scroll binding (lottie-interactivity style)")
struct ScrollBindingTests {
    static func binding() throws -> (LottieScrollBinding, LottiePlayer, ManualClock) {
        let (player, clock) = try PlaybackFixture.player()
        let binding = LottieScrollBinding(player: player, range: ScrollRange(start: 100, end: 1100), segments: [
            LottieScrollSegment(0...0.2, .hold(frame: 5)),
            LottieScrollSegment(0.2...0.6, .seek(from: 10, to: 50)),
            LottieScrollSegment(0.6...0.8, .loop(from: 50, to: 59)),
            LottieScrollSegment(0.8...1, .play(from: 0, to: 30)),
        ])
        return (binding, player, clock)
    }

    @Test("hold and seek segments map offsets to frames")
    func holdAndSeek() throws {
        let (binding, player, _) = try Self.binding()
        binding.update(offset: 0)                 // clamped to progress 0
        #expect(player.currentFrame == 5 && binding.activeSegment == 0)
        binding.update(offset: 400)               // progress 0.3: a quarter into 10…50
        #expect(abs(player.currentFrame - 20) < 1e-9 && binding.activeSegment == 1)
        binding.update(offset: 700)               // progress 0.6: the seek segment's end
        #expect(player.currentFrame == 50)
        binding.update(offset: .nan)              // NaN reads as progress 0 (FrameRange's rule)
        #expect(player.currentFrame == 5 && binding.activeSegment == 0)
        #expect(!player.isPlaying)
    }

    @Test("a loop segment plays over and over while inside; leaving to a seek stops it")
    func loop() throws {
        let (binding, player, clock) = try Self.binding()
        binding.update(progress: 0.7)
        #expect(player.isPlaying && player.currentFrame == 50)
        PlaybackFixture.step(player, clock, seconds: 0.2)   // +6
        #expect(abs(player.currentFrame - 56) < 1e-9)
        binding.update(progress: 0.75)                       // same segment: keeps running
        PlaybackFixture.step(player, clock, seconds: 0.2)   // 62 → wraps over 50…59 to 53
        #expect(abs(player.currentFrame - 53) < 1e-9 && player.isPlaying)
        binding.update(progress: 0.4)
        #expect(!player.isPlaying && abs(player.currentFrame - 30) < 1e-9)
    }

    @Test("a play segment plays once on entering, then holds its end")
    func playOnce() throws {
        let (binding, player, clock) = try Self.binding()
        binding.update(progress: 0.9)
        #expect(player.isPlaying && player.currentFrame == 0)
        PlaybackFixture.step(player, clock, seconds: 0.5)
        binding.update(progress: 0.95)
        #expect(player.currentFrame == 15 && player.isPlaying)
        PlaybackFixture.step(player, clock, seconds: 5)
        #expect(player.currentFrame == 30 && !player.isPlaying)
    }

    @Test("scrubbing the whole file: progress p is frame ip + p·(op − 1 − ip)", arguments: [0.0, 0.25, 0.5, 1.0])
    func scrubbing(p: Double) throws {
        let (player, _) = try PlaybackFixture.player()
        let binding = LottieScrollBinding(scrubbing: player, range: ScrollRange(start: 0, end: 2000))
        binding.update(offset: p * 2000)
        #expect(abs(player.currentFrame - p * 59) < 1e-9)
        #expect(abs(player.currentProgress - p) < 1e-12)
    }
}
