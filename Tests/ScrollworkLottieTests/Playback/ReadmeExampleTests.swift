import Foundation
import Testing
// The README's "Playing and scrubbing Lottie files", verbatim (the import lines are this file's own).
import Scrollwork
import ScrollworkCanvas
import ScrollworkLottie

@Suite struct PlaybackReadmeExampleTests {
    @Test("README: Playing and scrubbing Lottie files", .enabled(if: SharedData.isAvailable, SharedData.missingReason))
    func playingAndScrubbing() throws {
        // The example's search directory is relative to the package root.
        #expect(FileManager.default.changeCurrentDirectoryPath(SharedData.packageRoot))

        // Load by name from search directories (cached: loading it again does not parse it again).
        let loader = LottieLoader(searchDirectories: ["../shared/corpus/lottie-ios"])
        let clock = ManualClock()                                   // a display link in an app
        let player = LottiePlayer(animation: try loader.animation(named: "TwitterHeartButton"), clock: clock)

        // Play between markers; the completion says whether it finished or was interrupted.
        var finished: Bool?
        player.play(fromMarker: "touchDownStart", toMarker: "touchUpEnd") { finished = $0 }
        clock.advance(by: 0.5); player.tick()                       // 30 frames at 60 fps: frame 63

        #expect(player.currentFrame == 63)
        #expect(finished == nil)

        // Scrub: setting the frame or progress stops playback (completion false).
        player.currentProgress = 0.5                                // frame 57.5 of 0…115

        #expect(finished == false)
        #expect(player.currentFrame == 57.5)
        let plain = try Canvas(width: 320, height: 180)
        player.render(into: plain, size: Size(width: 320, height: 180), contentMode: .scaleAspectFit)

        // Theme it (every colour blue) and draw into a size other than the composition's.
        player.setValueProvider(.constant(Color(red: 0.2, green: 0.4, blue: 1)), keypath: "**.Color")
        let canvas = try Canvas(width: 320, height: 180)
        player.render(into: canvas, size: Size(width: 320, height: 180), contentMode: .scaleAspectFit)

        #expect(canvas.pixmap != plain.pixmap)
        #expect(canvas.pixmap.pixel(x: 10, y: 90)?.a == 0)          // letterboxed: 180×180 centred
        #expect(LottieCompositionCache.shared.contains((SharedData.packageRoot + "/../shared/corpus/lottie-ios/TwitterHeartButton.json" as NSString).standardizingPath))

        // Or let a scroll position drive it, lottie-interactivity style.
        let scroll = LottieScrollBinding(player: player, range: ScrollRange(start: 0, end: 1200), segments: [
            LottieScrollSegment(0...0.5, .seek(from: 0, to: 60)),
            LottieScrollSegment(0.5...1, .loop(from: 60, to: 115)),
        ])
        scroll.update(offset: 300)                                  // frame 30

        #expect(player.currentFrame == 30)
    }
}
