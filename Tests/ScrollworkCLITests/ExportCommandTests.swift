import ExportTestSupport
import Foundation
import ScrollworkCanvas
import ScrollworkImageDiff
import Testing

/// `scrollwork export`: what it writes, decoded by independent decoders, against
/// `scrollwork render` of the same times; and every format's bad input.
@Suite struct ExportCommandTests {
    static let logo = sharedFolder.map { $0 + "/corpus/lottie-ios/LottieLogo1.json" }

    /// The frames compared: LottieLogo1 (ip 0, op 180 at 30 fps) at half size; every frame of
    /// the first two seconds in release, a short stretch in debug.
    #if DEBUG
    static let lastFrame = 7
    #else
    static let lastFrame = 59
    #endif

    /// Each format's floor (dB) at the default quality; APNG is lossless (identical pixels).
    static let floors: [String: Double] = ["gif": 25, "webp": 30, "mp4": 30, "webm": 30]

    @Test(arguments: ["gif", "webp", "png", "mp4", "webm"])
    func exportedFramesMatchRenderedFrames(_ ext: String) throws {
        guard let logo = Self.logo else { Issue.record("the shared corpus is missing (../shared)"); return }
        if ext == "mp4" || ext == "webm" {
            try #require(DecodedAnimation.hasFFmpeg, "ffmpeg is not installed: run scripts/setup.sh")
        }
        if ext == "png" { try #require(DecodedAnimation.hasFFmpeg, "APNG is decoded by ffmpeg: run scripts/setup.sh") }
        let s = try Scratch(); defer { s.remove() }
        let range = "0-\(Self.lastFrame)"
        // MP4 has no alpha: both sides go over white there; the others keep transparency.
        let background = ext == "mp4" ? ["--background", "#ffffff"] : []
        let e = try CLIRunner.run(["export", logo, "-o", s.path("out.\(ext)"), "--scale", "0.5", "--range", range] + background)
        #expect(e.status == 0, "\(e.error)")
        let r = try CLIRunner.run(["render", logo, "--scale", "0.5", "--frames", range, "-o", s.path("ref/{frame}.png")] + background)
        #expect(r.status == 0, "\(r.error)")
        let decoded = try DecodedAnimation(contentsOf: s.path("out.\(ext)"))
        let frames = decoded.frames(atRate: 30, count: Self.lastFrame + 1)  // LottieLogo1 is 30 fps
        if ext != "webp" { #expect(decoded.frames.count == Self.lastFrame + 1) }  // WebP merges equal frames
        #expect(frames.count == Self.lastFrame + 1)
        var worst = Double.infinity, total = 0.0
        for (k, frame) in frames.enumerated() {
            let reference = try readPNG(s.path("ref/\(k).png"))
            let diff = try ImageDiff(frame, reference)
            worst = min(worst, diff.psnr)
            total += diff.cappedPSNR
            if ext == "png" { #expect(diff.isIdentical, "APNG frame \(k) differs by up to \(diff.maximum) levels") }
        }
        if let floor = Self.floors[ext] {
            #expect(worst >= floor, "\(ext): the worst frame is \(worst) dB, under \(floor) dB")
        }
        print("export \(ext): \(frames.count) frames, PSNR worst \(String(format: "%.2f", worst)) dB, mean \(String(format: "%.2f", total / Double(frames.count))) dB")
    }

    @Test func framesAreIpToOpMinusOneAtTheFilesRateByDefault() throws {
        let s = try Scratch(); defer { s.remove() }
        let r = try CLIRunner.run(["export", s.lottie, "-o", s.path("a.gif")])
        #expect(r.status == 0, "\(r.error)")
        let gif = try DecodedAnimation(contentsOf: s.path("a.gif"))
        #expect(gif.frames.count == 10)              // ip 0 … op − 1 = 9
        #expect(gif.durations.allSatisfy { $0 == 0.1 })  // 10 fps
        #expect(gif.loopCount == 0)
        // The first frame is ip: the square at x 0…32 (red at 10, transparent at 40).
        #expect(gif.frames[0].pixel(x: 10, y: 20)?.a == 255)
        #expect(gif.frames[0].pixel(x: 40, y: 20)?.a == 0)
    }

    @Test func fpsResamplesWithSubFrameTimes() throws {
        let s = try Scratch(); defer { s.remove() }
        let e = try CLIRunner.run(["export", s.lottie, "-o", s.path("a.webp"), "--fps", "20", "--quality", "100"])
        #expect(e.status == 0, "\(e.error)")
        let webp = try DecodedAnimation(contentsOf: s.path("a.webp"))
        // The same second at twice the rate (the square stops at frame 9, so the last frames
        // are equal and WebP merges them: count the time, not the stored frames).
        #expect(abs(webp.durations.reduce(0, +) - 1) < 1e-9)
        #expect(webp.durations.first == 0.05)
        let frames = webp.frames(atRate: 20, count: 20)
        let r = try CLIRunner.run(["render", s.lottie, "--frame", "0.5", "-o", s.path("half.png")])
        #expect(r.status == 0)
        #expect(try ImageDiff(frames[1], readPNG(s.path("half.png"))).isIdentical)  // lossless: frame 0.5 exactly
    }

    @Test func progressSpanGoesThroughTheOneMapping() throws {
        let s = try Scratch(); defer { s.remove() }
        let e = try CLIRunner.run(["export", s.lottie, "-o", s.path("a.png"), "--progress", "0.5-1", "--loop", "2"])
        #expect(e.status == 0, "\(e.error)")
        try #require(DecodedAnimation.hasFFmpeg, "APNG is decoded by ffmpeg: run scripts/setup.sh")
        let png = try DecodedAnimation(contentsOf: s.path("a.png"))
        #expect(png.frames.count == 5)               // frames 4.5 … 8.5 (progress 0.5 = 4.5, 1 = 9)
        let r = try CLIRunner.run(["render", s.lottie, "--frame", "4.5", "-o", s.path("f.png")])
        #expect(r.status == 0)
        #expect(try ImageDiff(png.frames[0], readPNG(s.path("f.png"))).isIdentical)
    }

    @Test(arguments: [["--progress", "nan-1"], ["--progress", "0-1.5"], ["--progress", "0.8-0.2"], ["--range", "5-2"],
                      ["--range", "a-b"], ["--range", "0-100000000"], ["--range", "0-999999", "--fps", "1000"],
                      ["--fps", "0"], ["--quality", "101"], ["--loop", "-1"], ["--alpha-threshold", "2"]])
    func badOptionsAreOneLine(_ options: [String]) throws {
        let s = try Scratch(); defer { s.remove() }
        let r = try CLIRunner.run(["export", s.lottie, "-o", s.path("a.gif")] + options)
        #expect(r.status != 0 && r.exitedNormally)
        #expect(r.error.split(separator: "\n").count == 1, "\(r.error)")
        #expect(r.error.hasPrefix("error: "), "\(r.error)")
        #expect(s.files() == ["square.json"])
    }

    /// Every format: an unwritable path, zero frames, a size over the limits and (video)
    /// ffmpeg missing give one line, a non-zero exit and no file, partial or whole.
    @Test(arguments: ["gif", "webp", "png", "mp4", "webm"])
    func badInputLeavesNoFile(_ ext: String) throws {
        let s = try Scratch(); defer { s.remove() }
        try "not a folder".write(toFile: s.path("file"), atomically: true, encoding: .utf8)
        var cases: [(String, [String], [String: String]?)] = [
            ("unwritable", ["-o", s.path("file/out.\(ext)")], nil),
            ("zero frames", ["-o", s.path("out.\(ext)"), "--fps", "0.05"], nil),
            ("too large", ["-o", s.path("out.\(ext)"), "--scale", "400"], nil),
        ]
        if ext == "webp" { cases.append(("over WebP's 16383", ["-o", s.path("out.\(ext)"), "--size", "16384x8"], nil)) }
        if ext == "mp4" || ext == "webm" {
            cases.append(("ffmpeg missing", ["-o", s.path("out.\(ext)")], ["PATH": s.path("empty")]))
        }
        for (name, options, environment) in cases {
            let r = try CLIRunner.run(["export", s.lottie] + options, environment: environment)
            #expect(r.status != 0 && r.exitedNormally, "\(ext) \(name)")
            let lines = r.error.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].hasPrefix("error: "), "\(ext) \(name): \(r.error)")
            #expect(s.files() == ["file", "square.json"], "\(ext) \(name) left \(s.files())")
            if name == "ffmpeg missing" { #expect(r.error.contains("apt-get install ffmpeg"), "\(r.error)") }
        }
    }
}
