import ExportTestSupport
import Foundation
import ScrollworkCanvas
import ScrollworkImageDiff
import Testing

/// `--record FILE` on the window host: the demos write what a scripted wheel produces.
@Suite(.serialized) struct RecordingTests {
    @Test func theIntroRecordsEveryPresentedFrame() throws {
        let folder = NSTemporaryDirectory() + "scrollwork-record-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try DemoRunner.run("IntroDemo", ["--headless", "--frames", "45", "--size", "320x240", "--wheel", "-4,-4",
                                                      "--record", folder + "/intro.webp", "--screenshot", folder + "/last.png"])
        #expect(result.status == 0, "\(result.error)")
        let recording = try DecodedAnimation(contentsOf: folder + "/intro.webp")
        // 45 frames at 60 a second: 0.75 s (equal frames may be merged into longer ones).
        #expect(abs(recording.durations.reduce(0, +) - 0.75) < 1e-9)
        let frames = recording.frames(atRate: 60, count: 45)
        let last = try Pixmap(pngFile: folder + "/last.png")
        let diff = try ImageDiff(try #require(frames.last), last)
        #expect(diff.psnr >= 30, "the last recorded frame is \(diff.psnr) dB from the screenshot")
        // The wheel moved the scene: the first and last frames differ.
        #expect(try ImageDiff(frames[0], last).psnr < 25)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["intro.webp", "last.png"])
    }

    @Test func anUnwritableRecordingIsOneLineAndNoFile() throws {
        let folder = NSTemporaryDirectory() + "scrollwork-record-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "x".write(toFile: folder + "/file", atomically: true, encoding: .utf8)
        let bad = try DemoRunner.run("IntroDemo", ["--headless", "--frames", "3", "--record", folder + "/file/intro.gif"])
        #expect(bad.status != 0)
        #expect(bad.error.split(separator: "\n").count == 1, "\(bad.error)")
        #expect(bad.error.contains("could not record"))
        let unknown = try DemoRunner.run("LottieScrubber", ["--headless", "--frames", "3", "--record", folder + "/intro.jpg"])
        #expect(unknown.status != 0)
        #expect(unknown.error.split(separator: "\n").count == 1, "\(unknown.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["file"])
    }
}
