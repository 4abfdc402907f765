import Scrollwork
import ScrollworkExport
import Testing

@Suite struct ExportTimelineTests {
    @Test func theFilesRateGivesEveryFrameFromIpToOpMinusOne() {
        let t = ExportTimeline(span: FrameRange(inPoint: 0, outPoint: 60), compositionRate: 30)
        #expect(t.frameCount == 60)
        #expect(t.times.first == 0 && t.times.last == 59)
        #expect(t.times == (0..<60).map(Double.init))
    }

    @Test func otherRatesResampleTheSpanAndKeepItsDuration() {
        let span = FrameRange(inPoint: 10, outPoint: 70)
        let double = ExportTimeline(span: span, compositionRate: 30, outputRate: 60)
        #expect(double.frameCount == 120)
        #expect(double.time(ofFrame: 1) == 10.5)
        #expect(double.times.last == 69)            // clamped to op − 1
        let half = ExportTimeline(span: span, compositionRate: 30, outputRate: 15)
        #expect(half.times == stride(from: 10.0, through: 68, by: 2).map { $0 })
        let film = ExportTimeline(span: span, compositionRate: 30, outputRate: 24)
        #expect(film.frameCount == 48)
        #expect(film.time(ofFrame: 4) == 15)
    }

    @Test func aFractionalOutPointEndsAtTheLastWholeStep() {
        let t = ExportTimeline(span: FrameRange(inPoint: 0, outPoint: 60.5), compositionRate: 30)
        #expect(t.frameCount == 60)
        #expect(t.times.last == 59)
    }

    @Test func tooLowARateOrUnusableNumbersGiveNoFrames() {
        #expect(ExportTimeline(span: FrameRange(inPoint: 0, outPoint: 10), compositionRate: 10, outputRate: 0.5).frameCount == 0)
        #expect(ExportTimeline(span: FrameRange(inPoint: 0, outPoint: 10), compositionRate: .nan).frameCount == 0)
        #expect(ExportTimeline(span: FrameRange(inPoint: .infinity, outPoint: 10), compositionRate: 30).frameCount == 0)
    }

    @Test func formatsComeFromExtensions() {
        #expect(ExportFormat(path: "a/b.GIF") == .gif)
        #expect(ExportFormat(path: "x.png") == .apng)
        #expect(ExportFormat(path: "x.apng") == .apng)
        #expect(ExportFormat(path: "x.m4v") == .mp4)
        #expect(ExportFormat(path: "x.webm") == .webm)
        #expect(ExportFormat(path: "dir.gif/file") == nil)
        #expect(ExportFormat(path: "x.jpg") == nil)
    }
}
