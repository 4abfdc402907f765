import ExportTestSupport
import Foundation
import Scrollwork
import ScrollworkBatch
import ScrollworkExport
import ScrollworkLottie
import Testing

/// Many files at once: every file gets one result, bad ones fail with a reason and leave
/// nothing, newer outputs are skipped, and stopping the sequence stops the batch cleanly.
@Suite struct BatchConverterTests {
    static let gif = LottieConversion(target: .animation(.gif), fit: .box(width: 32, height: 32))

    @Test func eachFileEndsOnceAndBadFilesFailWithAReason() async throws {
        let s = try Scratch(); defer { s.remove() }
        for k in 0..<5 { try s.write("in/good\(k).json", movingSquare()) }
        try s.write("in/broken.json", "{\"v\": \"5.7.0\", \"layers\": [")
        try s.write("in/notlottie.json", "{\"hello\": 1}")
        let inputs = try BatchInputs.expand([s.file("in"), s.file("in/missing.json")])
        let jobs = try OutputPattern(s.file("out/{name}.gif")).jobs(for: inputs)
        #expect(jobs.count == 8)
        var summary = BatchSummary()
        var seen = Set<Int>()
        for await result in BatchConverter(conversion: Self.gif, concurrency: 3).results(for: jobs) {
            #expect(seen.insert(result.index).inserted)
            summary.add(result)
        }
        #expect(seen == Set(0..<8))
        #expect(summary.converted == 5 && summary.failed == 3 && summary.skipped == 0)
        #expect(Set(summary.failures.map { ($0.input as NSString).lastPathComponent }) == ["broken.json", "notlottie.json", "missing.json"])
        for failure in summary.failures { #expect(!failure.reason.isEmpty && !failure.reason.contains("\n"), "\(failure)") }
        #expect(s.files(under: "out") == (0..<5).map { "good\($0).gif" })
        for k in 0..<5 { #expect(try DecodedAnimation(contentsOf: s.file("out/good\(k).gif")).frames.count == 10) }
    }

    @Test func newerOutputsAreSkippedUnlessForced() throws {
        let s = try Scratch(); defer { s.remove() }
        try s.write("a.json", movingSquare())
        try s.write("b.json", movingSquare("#00ff00"))
        let jobs = try OutputPattern(s.file("out/{name}.webp")).jobs(for: BatchInputs.expand([s.file("a.json"), s.file("b.json")]))
        func run(force: Bool) -> BatchSummary {
            let summary = Locked(BatchSummary())
            BatchConverter(conversion: LottieConversion(target: .animation(.webp)), force: force).run(jobs) { r in summary.withLock { $0.add(r) } }
            return summary.withLock { $0 }
        }
        #expect(run(force: false).converted == 2)
        #expect(run(force: false).skipped == 2)
        // An input changed after its output: converted again, the other still skipped.
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: s.file("b.json"))
        let again = run(force: false)
        #expect(again.converted == 1 && again.skipped == 1)
        #expect(run(force: true).converted == 2)
    }

    /// A cancellation stops the batch: the files in flight stop at their next frame and leave
    /// nothing, and no file starts after it. Cancelled when the second file ends, with two
    /// workers, at most one more file (ending while the second was delivered) is written.
    @Test func aCancelledBatchStopsAndLeavesOnlyWholeFiles() throws {
        let s = try Scratch(); defer { s.remove() }
        for k in 0..<40 { try s.write("in/f\(k).json", movingSquare()) }
        let jobs = try OutputPattern(s.file("out/{name}.png")).jobs(for: BatchInputs.expand([s.file("in")]))
        let cancellation = ExportCancellation()
        let ended = Locked(0)
        BatchConverter(conversion: LottieConversion(target: .animation(.apng)), concurrency: 2).run(jobs, cancellation: cancellation) { _ in
            if ended.withLock({ n -> Int in n += 1; return n }) == 2 { cancellation.cancel() }
        }
        let written = s.files(under: "out")
        #expect(written.count >= 2 && written.count <= 3, "\(written)")
        #expect(ended.withLock { $0 } <= 4)
        #expect(written.allSatisfy { $0.hasSuffix(".png") && !$0.contains("partial") }, "\(written)")
        for name in written { #expect(try DecodedAnimation(contentsOf: s.file("out/" + name)).frames.count == 10) }
    }

    /// The async sequence gives every result and ends; leaving it early cancels the rest
    /// (what is written is whole).
    @Test func theSequenceEndsAndStopsWhenLeft() async throws {
        let s = try Scratch(); defer { s.remove() }
        for k in 0..<6 { try s.write("in/f\(k).json", movingSquare()) }
        let jobs = try OutputPattern(s.file("out/{name}.gif")).jobs(for: BatchInputs.expand([s.file("in")]))
        var all = 0
        for await _ in BatchConverter(conversion: Self.gif).results(for: jobs) { all += 1 }
        #expect(all == 6)
        let again = try OutputPattern(s.file("again/{name}.gif")).jobs(for: BatchInputs.expand([s.file("in")]))
        for await _ in BatchConverter(conversion: Self.gif, concurrency: 1).results(for: again) { break }
        try await Task.sleep(for: .milliseconds(500))
        #expect(s.files(under: "again").allSatisfy { !$0.contains("partial") })
    }

    @Test func inputsFoldersAndListsAreExpanded() throws {
        let s = try Scratch(); defer { s.remove() }
        try s.write("d/a.json", "{}")
        try s.write("d/sub/b.tgs", "")
        try s.write("d/sub/c.json.gz", "")
        try s.write("d/.hidden/x.json", "{}")
        try s.write("d/.y.json", "{}")
        try s.write("d/readme.md", "")
        try s.write("list.txt", "# comment\n\n\(s.file("one.json"))\n  \(s.file("two.lottie"))  \n")
        let inputs = try BatchInputs.expand([s.file("d"), s.file("z.json")], lists: [s.file("list.txt")])
        #expect(inputs.map(\.relativeName) == ["a", "sub/b", "sub/c", "z", "one", "two"])
        #expect(inputs.map(\.name) == ["a", "b", "c", "z", "one", "two"])
        #expect(throws: ConversionError.self) { try BatchInputs.expand([], lists: [s.file("nope.txt")]) }
    }

    @Test func twoInputsWritingOneOutputAreRefused() throws {
        let inputs = [BatchInput(path: "x/a.json", relativeName: "x/a"), BatchInput(path: "y/a.json", relativeName: "y/a")]
        let error = #expect(throws: ConversionError.self) { try OutputPattern("out/{name}.gif").jobs(for: inputs) }
        #expect(error?.description.contains("{path}") == true)
        #expect(try OutputPattern("out/{path}.gif").jobs(for: inputs).map(\.output) == ["out/x/a.gif", "out/y/a.gif"])
    }

    /// A file's frames as PNGs: failing part-way removes the frames already written.
    @Test func framesOfAFileAreAllOrNothing() throws {
        let s = try Scratch(); defer { s.remove() }
        let input = try s.write("a.json", movingSquare())
        try s.write("out/5.png/blocker", "")           // frame 5's PNG cannot be written: a folder is there
        let conversion = LottieConversion(target: .frames(.all))
        #expect(throws: ConversionError.self) { try conversion.convert(input, to: s.file("out/{frame}.png")) }
        #expect(s.files(under: "out") == ["5.png/blocker"])
        try FileManager.default.removeItem(atPath: s.file("out/5.png"))
        guard case .converted(let report) = try conversion.convert(input, to: s.file("out/{frame}.png")) else {
            Issue.record("not converted")
            return
        }
        #expect(report.frameCount == 10 && s.files(under: "out").count == 10)
    }

    @Test func aFileWritesItsTGSAndItsSticker() throws {
        let s = try Scratch(); defer { s.remove() }
        let input = try s.write("a.json", movingSquare())
        _ = try LottieConversion(target: .tgs).convert(input, to: s.file("a.tgs"))
        let back = try LottieReader().read(contentsOfFile: s.file("a.tgs"))
        #expect(back.size.width == 64 && back.frameRate == 10)
        guard case .converted(let report) = try LottieConversion(target: .telegramSticker).convert(input, to: s.file("s.tgs")) else {
            Issue.record("not converted")
            return
        }
        #expect(try TelegramStickerProfile().check(contentsOfFile: s.file("s.tgs")) == [])
        #expect(report.sticker?.changes.contains { $0.rule == .frameRate } == true)
    }

    @Test(.enabled(if: DecodedAnimation.hasFFmpeg, "ffmpeg is not installed: run scripts/setup.sh"))
    func aVideoStickerFitsItsBudget() throws {
        let s = try Scratch(); defer { s.remove() }
        let input = try s.write("a.json", movingSquare())
        guard case .converted(let report) = try LottieConversion(target: .telegramVideo).convert(input, to: s.file("v.webm")) else {
            Issue.record("not converted")
            return
        }
        let video = try #require(report.video)
        #expect(report.byteCount <= VideoBudget.telegramBudget && video.encodes >= 1 && video.bitrate > 0)
        let decoded = try DecodedAnimation(contentsOf: s.file("v.webm"))
        #expect(decoded.frames.first?.width == 512 && decoded.frames.first?.height == 384)
        #expect(decoded.frames.count == 10)
    }
}
