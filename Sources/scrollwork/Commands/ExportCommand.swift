import ArgumentParser
import Foundation
import Scrollwork
import ScrollworkCanvas
import ScrollworkExport
import ScrollworkLottie

/// `scrollwork export`.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export an animation to an animated GIF, WebP or PNG, or to an MP4 or WebM video.",
        discussion: """
        The format comes from -o's extension (.gif, .webp, .png or .apng, .mp4, .webm) or \
        --format. --size, --scale, --width and --background mean what they mean for 'render'. \
        Without --range, --progress or --fps the frames are ip … op−1 at the file's frame rate, \
        the first being ip. --range A-B exports absolute frames A to B (inclusive); --progress a-b \
        exports progress a to b (0…1, 1 = op − 1). --fps R resamples that span at R frames a \
        second (sub-frame times are drawn as they fall), keeping its duration.

        Transparency: WebP, APNG and WebM keep the alpha channel unless --background is given; \
        GIF keeps pixels whose alpha is at least --alpha-threshold (default 0.5) and makes the \
        rest transparent (--matte '#rrggbb' blends edges into the colour the GIF will be shown \
        over); MP4 has no alpha and goes over --background (default white).

        Quality (--quality 0…100): WebP's lossy quality (default 90; 100 = lossless); GIF's \
        palette size (default 100 = 256 colours a frame); video's constant-quality level \
        (default 90). APNG is lossless. GIF palettes come from libgd's quantiser, with \
        Floyd–Steinberg dithering unless --no-dither. GIF stores delays in hundredths of a \
        second and browsers slow down frames shorter than 2/100 s: prefer --fps 50 or less.

        Video is written by ffmpeg (Debian package ffmpeg), which must be installed. Frames are \
        rendered on all cores (--threads N to limit) and streamed to the encoder; the output is \
        written to a temporary file and renamed into place, so an error never leaves a partial \
        file. A progress bar is drawn on a terminal only.

        Examples:
          scrollwork export logo.json -o logo.gif --size 480x480 --background '#ffffff'
          scrollwork export logo.json -o logo.webp --scale 0.5 --fps 30
          scrollwork export logo.json -o logo.mp4 --size 1080x1080 --progress 0-0.5
          scrollwork export logo.json -o logo.png --range 0-59 --loop 1
          scrollwork export button.lottie --animation hover --theme dark -o hover.webp
        """)

    @Argument(help: "The Lottie file (.json or .lottie).")
    var file: String

    @Option(name: .shortAndLong, help: "The output file (.gif, .webp, .png/.apng, .mp4, .webm).")
    var output: String

    @Option(help: "gif, webp, apng, mp4 or webm (default: from -o's extension).")
    var format: String?

    @Option(help: "Output size WxH; the content is fitted and centred.")
    var size: PixelSize?

    @Option(help: "Scale factor from the top-left corner (instead of --size).")
    var scale: Double?

    @Option(help: "Output width; the height follows the aspect ratio (instead of --size/--scale).")
    var width: Int?

    @Option(help: "Output frames per second (default: the file's frame rate).")
    var fps: Double?

    @Option(help: "Absolute frames A-B to export (inclusive).")
    var range: String?

    @Option(help: "Progress a-b to export (0…1, 1 = op − 1), e.g. 0-0.5.")
    var progress: String?

    @Option(help: "Background colour #rrggbb (default: transparent where the format has alpha).")
    var background: HexColor?

    @Option(help: "How many times the animation plays (0 = forever, the default).")
    var loop: Int = 0

    @Option(help: "Quality 0…100 (default: 90 for WebP and video, 100 for GIF).")
    var quality: Int?

    @Option(help: "GIF: pixels with less alpha than this (0…1) become transparent.")
    var alphaThreshold: Double = 0.5

    @Option(help: "GIF: the colour the GIF will be shown over (#rrggbb); edges blend into it.")
    var matte: HexColor?

    @Flag(inversion: .prefixedNo, help: "GIF: Floyd–Steinberg dithering.")
    var dither = true

    @Option(help: "Worker threads (0 = all cores).")
    var threads: Int = 0

    @Flag(help: "No progress bar.")
    var quiet = false

    @OptionGroup var dotLottie: DotLottieOptions

    mutating func run() throws {
        do {
            try export()
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("error: \(failure.description)\n".utf8))
            throw ExitCode.failure
        } catch let failure as ExportError {
            FileHandle.standardError.write(Data("error: \(failure.description)\n".utf8))
            throw ExitCode.failure
        }
    }

    func export() throws {
        let chosen: ExportFormat
        if let format {
            guard let f = ExportFormat(name: format) else { throw CommandFailure("--format must be gif, webp, apng, mp4 or webm (got '\(format)')") }
            chosen = f
        } else {
            guard let f = ExportFormat(path: output) else {
                throw CommandFailure("cannot tell the format of \(output): end it in .gif, .webp, .png, .mp4 or .webm, or give --format")
            }
            chosen = f
        }
        guard threads >= 0, threads <= 1024 else { throw CommandFailure("--threads must be in 0…1024") }
        if range != nil && progress != nil { throw CommandFailure("give --range or --progress, not both") }
        let loaded = try dotLottie.load(file)
        let animation = loaded.animation
        let sizing = try FrameSizing.from(size: size, scale: scale, width: width, composition: animation.size)
        let (w, h) = sizing.pixelSize(of: animation.size)
        let timeline = ExportTimeline(span: try span(of: animation), compositionRate: animation.frameRate, outputRate: fps)
        if let fps, !(fps.isFinite && fps > 0 && fps <= 1000) { throw CommandFailure("--fps must be a number in (0, 1000] (got \(fps))") }
        let options = ExportOptions(framesPerSecond: timeline.outputRate, loopCount: loop, quality: quality,
                                    background: background?.color,
                                    gif: GIFOptions(alphaThreshold: alphaThreshold, matte: matte?.color, dither: dither))
        try options.validate()
        // The exporter's frame limit, checked before the frame times are listed (a long span
        // at a high --fps would list billions of them first).
        guard timeline.frameCount <= ExportLimits.maxFrameCount else {
            throw ExportError.invalidOption("at most \(ExportLimits.maxFrameCount) frames (got \(timeline.frameCount))")
        }
        if chosen == .gif, timeline.outputRate > 50, !quiet {
            FileHandle.standardError.write(Data("note: GIF at \(FrameSelection.label(timeline.outputRate)) fps has frames under 2/100 s, which browsers slow down; --fps 50 or less plays at the right speed\n".utf8))
        }
        let times = timeline.times
        guard !times.isEmpty else { throw ExportError.noFrames }
        let bar = ProgressBar(total: times.count, label: "exporting", quiet: quiet)
        let exporter = AnimationExporter(width: w, height: h, options: options, threads: threads)
        try exporter.export(to: output, format: chosen, times: times, progress: { _ in bar.advance() }) {
            let renderer = loaded.renderer()
            return { time, canvas in sizing.draw(renderer, frame: time, into: canvas) }
        }
        bar.finish()
    }

    /// The frames to export: ip … op−1, `--range A-B` or `--progress a-b` (through the
    /// animation's `FrameRange`).
    func span(of animation: LottieAnimation) throws -> FrameRange {
        if let range {
            let (a, b) = try FrameSelection.parse(range: range, option: "--range")
            try FrameSelection.checkSpan(from: a, to: b, option: "--range")
            return FrameRange(first: a, last: b)
        }
        if let progress {
            let parts = progress.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]) else {
                throw CommandFailure("--progress wants a-b with 0 ≤ a ≤ b ≤ 1, e.g. 0-0.5 (got '\(progress)')")
            }
            let first = try FrameSelection.frame(progress: a, in: animation)
            let last = try FrameSelection.frame(progress: b, in: animation)
            guard a <= b else { throw CommandFailure("--progress \(progress) is empty (a > b)") }
            return FrameRange(first: first, last: last)
        }
        return animation.frameRange
    }
}
