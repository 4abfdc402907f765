import Testing
#if canImport(Glibc)
import Glibc
#endif
import ScrollworkCanvas
import Scrollwork
@testable import ScrollworkSDL

/// Runs the real host on SDL's offscreen driver: scripted wheel events go through SDL's event
/// queue, the frame loop draws, and the last frame is read back.
@MainActor @Suite(.serialized) struct HeadlessHostTests {
    @Test func scriptedWheelEventsReachTheInputThroughSDL() throws {
        let options = try HostOptions(arguments: ["--headless", "--wheel", "-1,-1,-0.5", "--frames", "6", "--size", "64x48"])
        let host = try WindowHost(title: "test", options: options, input: ScrollInput(range: 0...1000, wheelStep: 40))
        host.smoothing = nil
        #expect(host.videoDriver == "offscreen")
        var offsets: [Double] = []
        try host.run { canvas, info in
            offsets.append(info.offset)
            // Left half red once scrolled past 50 units, else blue.
            canvas.clear(.white)
            canvas.fill(Rect(x: 0, y: 0, width: 32, height: 48), with: .solid(info.offset > 50 ? .red : .blue))
        }
        #expect(offsets == [40, 80, 100, 100, 100, 100])
        #expect(host.input.offset == 100)
        #expect(host.statistics.count == 6)
        let pixel = try #require(host.canvas.pixmap.pixel(x: 5, y: 5))
        #expect(pixel.r == 255 && pixel.g == 0 && pixel.b == 0 && pixel.a == 255)
        #expect(host.canvas.pixmap.width == 64 && host.canvas.pixmap.height == 48)
    }

    @Test func frameTimesAreWrittenOneLineAFrame() throws {
        let path = "/tmp/scrollwork-frame-times-\(getpid()).csv"
        defer { unlink(path) }
        let options = try HostOptions(arguments: ["--headless", "--frames", "4", "--size", "16x16", "--frame-times", path])
        let host = try WindowHost(title: "test", options: options, input: ScrollInput(range: 0...10))
        try host.run { canvas, _ in canvas.clear(.white) }
        let file = try #require(fopen(path, "r"))
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = fread(&bytes, 1, bytes.count, file)
        fclose(file)
        let lines = String(decoding: bytes.prefix(count), as: UTF8.self).split(separator: "\n")
        #expect(lines.first == "frame,milliseconds")
        #expect(lines.count == 5)
        let times = lines.dropFirst().compactMap { $0.split(separator: ",").last.flatMap { Double($0) } }
        #expect(times.count == 4 && times.allSatisfy { $0 >= 0 })
    }

    /// A frame-times file that cannot be written stops the run before its first frame.
    @Test func anUnwritableFrameTimesFileFailsBeforeAnyFrame() throws {
        let options = try HostOptions(arguments: ["--headless", "--frames", "4", "--size", "16x16",
                                                  "--frame-times", "/nonexistent-directory/times.csv"])
        let host = try WindowHost(title: "test", options: options, input: ScrollInput(range: 0...10))
        var frames = 0
        #expect(throws: HostError.self) { try host.run { canvas, _ in frames += 1; canvas.clear(.white) } }
        #expect(frames == 0)
    }

    @Test func smoothingFollowsTheWheelAndSnappingSettlesOnAPage() throws {
        let options = try HostOptions(arguments: ["--headless", "--wheel", "-3", "--frames", "90", "--size", "32x32"])
        let host = try WindowHost(title: "test", options: options, input: ScrollInput(range: 0...400, wheelStep: 40))
        host.snapping = Snapping(points: [0, 100, 200, 300, 400], duration: 0.2)
        var seen: [Double] = []
        try host.run { canvas, info in seen.append(info.offset) }
        // The wheel set the target to 120 at once; the scene's offset rose smoothly toward it…
        #expect(seen[0] > 0 && seen[0] < 120)
        #expect(zip(seen, seen.dropFirst()).prefix(10).allSatisfy { $0 <= $1 })
        // …and once idle the offset settled on the nearest snap point, 100.
        #expect(host.input.offset == 100)
        #expect(abs(seen.last! - 100) < 0.01)
    }

    /// Through the window's surface (no GPU renderer) and through a texture (as with one).
    @Test(arguments: [false, true])
    func theWindowShowsTheCanvasPixelsAfterPartialAndEmptyFrames(texture: Bool) throws {
        let options = try HostOptions(arguments: ["--headless", "--frames", "5", "--size", "64x48"])
        let host = try WindowHost(title: "test", options: options, input: ScrollInput(range: 0...10), texture: texture)
        try host.run { canvas, info in
            switch info.index {
            case 0:
                canvas.clear(.white)
                canvas.fill(Rect(x: 0, y: 0, width: 32, height: 24), with: .solid(.red))
                canvas.fill(Rect(x: 32, y: 0, width: 32, height: 24), with: .solid(Color(red: 0, green: 0.8, blue: 0.1)))
                canvas.fill(Rect(x: 0, y: 24, width: 32, height: 24), with: .solid(.blue))
            case 2:
                // Only this rectangle is uploaded; frames 1, 3 and 4 write nothing.
                canvas.fill(Rect(x: 20, y: 10, width: 30, height: 20), with: .solid(Color(red: 0.9, green: 0.6, blue: 0.2)))
            default:
                break
            }
        }
        let shown = try #require(host.presentedPixels())
        let frame = host.canvas.pixmap
        #expect(shown.width == frame.width && shown.height == frame.height)
        var differing = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width where shown.pixel(x: x, y: y) != frame.pixel(x: x, y: y) { differing += 1 }
        }
        #expect(differing == 0, "\(differing) pixels shown differ from the canvas")
        let mixed = try #require(shown.pixel(x: 25, y: 15))
        #expect(mixed.r == 230 && mixed.g == 153 && mixed.b == 51)
    }

    @Test func screenshotIsWrittenOnExit() throws {
        let path = "/tmp/scrollwork-host-test-\(UInt32.random(in: 0...UInt32.max)).png"
        let options = try HostOptions(arguments: ["--headless", "--frames", "2", "--size", "200x150", "--screenshot", path])
        let host = try WindowHost(title: "test", options: options, input: ScrollInput(range: 0...10))
        host.overlayVisible = true
        try host.run { canvas, _ in canvas.clear(Color(red: 0, green: 0.5, blue: 0)) }
        let image = try Pixmap(pngFile: path)
        #expect(image.width == 200 && image.height == 150)
        // Outside the overlay: the frame's green.
        let corner = try #require(image.pixel(x: 197, y: 147))
        #expect(corner.g >= 126 && corner.g <= 129 && corner.r == 0)
        // Inside the overlay's panel (top left): darker than the frame.
        let panel = try #require(image.pixel(x: 10, y: 10))
        #expect(panel.g < 60)
    }

    /// Counts what a host records, as an exporter would write it.
    final class RecordedFrames: FrameRecorder {
        var colours: [PremultipliedColor?] = []
        var finished = false
        func record(_ frame: Pixmap) { colours.append(frame.pixel(x: 0, y: 0)) }
        func finishRecording() { finished = true }
        func cancelRecording() {}
    }

    @Test func recordingGoesThroughTheRecorderTheAppGives() throws {
        let options = try HostOptions(arguments: ["--headless", "--frames", "3", "--size", "16x8", "--record", "frames.webp"])
        let host = try WindowHost(title: "test", options: options, input: ScrollInput(range: 0...10))
        // Without a recorder the run fails before the first frame.
        var drawn = 0
        #expect(throws: HostError.self) { try host.run { canvas, _ in drawn += 1; canvas.clear(.white) } }
        #expect(drawn == 0)
        let recorded = RecordedFrames()
        var asked: [String] = []
        host.makeRecorder = { path, width, height in
            asked.append("\(path) \(width)x\(height)")
            return recorded
        }
        try host.run { canvas, info in canvas.clear(Color(red: Double(info.index) / 2, green: 0, blue: 0)) }
        #expect(asked == ["frames.webp 16x8"])
        #expect(recorded.colours.map { $0?.r } == [0, 128, 255])
        #expect(recorded.finished)
    }
}
