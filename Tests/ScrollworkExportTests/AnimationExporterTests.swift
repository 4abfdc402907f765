import ExportTestSupport
import Foundation
import Scrollwork
import ScrollworkCanvas
import ScrollworkExport
import ScrollworkImageDiff
import Synchronization
import Testing

@Suite struct AnimationExporterTests {
    static let times = (0..<12).map(Double.init)

    @Test(arguments: [ExportFormat.gif, .webp, .apng])
    func theFileIsTheSameOnOneThreadAndOnMany(_ format: ExportFormat) throws {
        let folder = try Folder(); defer { folder.remove() }
        let ext = format == .apng ? "png" : format.rawValue
        for threads in [1, 3] {
            try AnimationExporter(width: 64, height: 32, threads: threads)
                .export(to: folder.file("t\(threads).\(ext)"), times: Self.times, makeDrawer: movingDisc())
        }
        let one = try Data(contentsOf: URL(fileURLWithPath: folder.file("t1.\(ext)")))
        let many = try Data(contentsOf: URL(fileURLWithPath: folder.file("t3.\(ext)")))
        #expect(one == many)
        #expect(folder.files.count == 2)  // no temporary file left
    }

    @Test func progressIsReportedInOrderAndMemoryStaysWithinTheWindow() throws {
        let folder = try Folder(); defer { folder.remove() }
        var seen: [Int] = []
        let times = (0..<40).map { Double($0) / 4 }
        let summary = try AnimationExporter(width: 64, height: 32, threads: 2)
            .export(to: folder.file("a.webp"), times: times, progress: { seen.append($0.framesDone); #expect($0.frameCount == 40) },
                    makeDrawer: movingDisc())
        #expect(seen == Array(1...40))
        #expect(summary.frameCount == 40)
        #expect(summary.peakFramesInFlight >= 1)
        #expect(summary.peakFramesInFlight <= AnimationExporter.framesInFlight(workers: 2))
        #expect(summary.byteCount == (try FileManager.default.attributesOfItem(atPath: folder.file("a.webp"))[.size] as? Int))
    }

    @Test(arguments: [1, 2])
    func cancellingStopsAndLeavesNoFile(_ threads: Int) throws {
        let folder = try Folder(); defer { folder.remove() }
        let cancel = ExportCancellation()
        let drawn = Atomic(0)
        let drawer: @Sendable () -> ExportFrameDrawer = {
            let disc = movingDisc()()
            return { time, canvas in
                drawn.add(1, ordering: .relaxed)
                disc(time, canvas)
            }
        }
        let times = (0..<200).map(Double.init)
        #expect(throws: ExportError.cancelled) {
            try AnimationExporter(width: 64, height: 32, threads: threads)
                .export(to: folder.file("a.gif"), times: times, cancellation: cancel,
                        progress: { if $0.framesDone == 5 { cancel.cancel() } }, makeDrawer: drawer)
        }
        #expect(folder.files.isEmpty)
        // It stopped soon: at most the frames in flight were drawn past the fifth.
        #expect(drawn.load(ordering: .relaxed) <= 5 + AnimationExporter.framesInFlight(workers: threads) + threads)
    }

    @Test func aCancelledTaskStopsTheExport() async throws {
        let folder = try Folder(); defer { folder.remove() }
        let path = folder.file("a.png")
        let task = Task {
            try AnimationExporter(width: 64, height: 32, threads: 1).export(to: path, times: (0..<100_000).map { Double($0 % 50) },
                                                                           makeDrawer: movingDisc())
        }
        task.cancel()
        await #expect(throws: ExportError.cancelled) { try await task.value }
        #expect(folder.files.isEmpty)
    }

    @Test func badInputIsATypedErrorAndLeavesNothing() throws {
        let folder = try Folder(); defer { folder.remove() }
        try "x".write(toFile: folder.file("plain"), atomically: true, encoding: .utf8)
        let exporter = AnimationExporter(width: 16, height: 16)
        for format in ExportFormat.allCases {
            let ext = format == .apng ? "png" : format.rawValue
            #expect(throws: ExportError.noFrames) {
                try exporter.export(to: folder.file("a.\(ext)"), times: [], makeDrawer: movingDisc())
            }
            if !format.needsFFmpeg || DecodedAnimation.hasFFmpeg {
                #expect(throws: ExportError.self) {
                    try exporter.export(to: folder.file("plain/a.\(ext)"), times: [0], makeDrawer: movingDisc())
                }
            }
            let huge = AnimationExporter(width: format.maxDimension + 1, height: 8)
            #expect(throws: ExportError.sizeOutOfRange(format: format, width: format.maxDimension + 1, height: 8)) {
                try huge.export(to: folder.file("a.\(ext)"), times: [0], makeDrawer: movingDisc())
            }
            #expect(throws: ExportError.invalidOption("the quality must be in 0…100 (got 101)")) {
                try AnimationExporter(width: 8, height: 8, options: ExportOptions(quality: 101))
                    .export(to: folder.file("a.\(ext)"), times: [0], makeDrawer: movingDisc())
            }
        }
        for format in [ExportFormat.mp4, .webm] {
            let options = ExportOptions(ffmpegPath: folder.file("no-ffmpeg-here"))
            #expect(throws: ExportError.ffmpegMissing(format: format)) {
                try AnimationExporter(width: 16, height: 16, options: options)
                    .export(to: folder.file("a.\(format.rawValue)"), times: [0], makeDrawer: movingDisc())
            }
        }
        #expect(folder.files == ["plain"])
    }

    @Test func aWriterWithNoFramesOrAWrongFrameWritesNothing() throws {
        let folder = try Folder(); defer { folder.remove() }
        let empty = try AnimationWriter(path: folder.file("a.gif"), width: 8, height: 8)
        #expect(throws: ExportError.noFrames) { try empty.finish() }
        let wrong = try AnimationWriter(path: folder.file("b.webp"), width: 8, height: 8)
        #expect(throws: ExportError.frameSizeMismatch(expected: "8x8", got: "9x8")) { try wrong.append(try Pixmap(width: 9, height: 8)) }
        do { _ = try AnimationWriter(path: folder.file("c.apng"), width: 8, height: 8) }  // released unfinished
        #expect(folder.files.isEmpty)
    }

    @Test func aFailingFFmpegIsOneLineAndLeavesNoFile() throws {
        try #require(DecodedAnimation.hasFFmpeg, "ffmpeg is not installed: run scripts/setup.sh")
        let folder = try Folder(); defer { folder.remove() }
        // `false` exits at once with status 1: ffmpeg's place taken by a program that fails.
        let options = ExportOptions(ffmpegPath: "/bin/false")
        do {
            try AnimationExporter(width: 16, height: 16, options: options)
                .export(to: folder.file("a.mp4"), times: (0..<50).map(Double.init), makeDrawer: movingDisc())
            Issue.record("a failing ffmpeg was not reported")
        } catch {
            guard case .encoderFailed(.mp4, let reason) = error else { Issue.record("\(error)"); return }
            #expect(!reason.contains("\n"))
        }
        #expect(folder.files.isEmpty)
    }
}
