import Foundation
import Scrollwork
import ScrollworkExport
import ScrollworkLottie

/// What to make of a Lottie file, and how: the recipe one conversion — or every file of a
/// batch (``BatchConverter``) — follows.
///
/// ```swift
/// var gif = LottieConversion(target: .animation(.gif), fit: .box(width: 512, height: 512))
/// gif.options.gif.matte = .white
/// let report = try gif.convert("logo.json", to: "logo.gif")
/// print(report.byteCount, report.frameCount)
/// ```
public struct LottieConversion: Sendable {
    /// What a conversion makes.
    public enum Target: Hashable, Sendable {
        /// An animated GIF, WebP or PNG, or an MP4 or WebM video (`AnimationExporter`).
        case animation(ExportFormat)
        /// PNG images of the frames chosen; the output path holds `{frame}` when there are
        /// several.
        case frames(FrameChoice)
        /// The file's Lottie JSON, minified and gzipped (a `.tgs`), as it is.
        case tgs
        /// A Telegram animated sticker that passes its rules (`TelegramStickerMaker`).
        case telegramSticker
        /// A Telegram video sticker: VP9 WebM with alpha, the longer side 512, at most 30 fps
        /// and 3 s, and at most 256 KB, the bit rate chosen to fit (``VideoBudget``).
        case telegramVideo
    }

    /// Which frames a ``Target/frames(_:)`` conversion draws (absolute composition frames).
    public enum FrameChoice: Hashable, Sendable {
        /// One frame (fractions allowed).
        case frame(Double)
        /// The frame at progress `p` (0…1, 1 = `op − 1`).
        case progress(Double)
        /// Frames `a`, `a + 1`, … up to `b`.
        case range(Double, Double)
        /// Every whole frame `ip … op − 1`.
        case all
    }

    /// Which part of the animation an ``Target/animation(_:)`` conversion exports.
    public enum Span: Hashable, Sendable {
        /// `ip … op − 1`.
        case whole
        /// Absolute frames `a … b` (inclusive).
        case frames(Double, Double)
        /// Progress `a … b` (0…1, 1 = `op − 1`).
        case progress(Double, Double)
    }

    /// What is made.
    public var target: Target
    /// How frames are sized (Telegram's targets size their own).
    public var fit: FrameFit
    /// The part exported (animations).
    public var span: Span
    /// Output frames a second (animations); nil: the file's own rate.
    public var framesPerSecond: Double?
    /// Looping, quality, background, GIF rules, `ffmpeg` (the frame rate is set per file).
    public var options: ExportOptions
    /// Reads the files: limits, image decoders, fonts, and whether expressions are kept.
    public var reader: LottieReader
    /// What runs the files' expressions when they are drawn (`LottieExpressionEngine.javaScript`
    /// of `ScrollworkExpressions`); nil: none run, each property plays its own value.
    public var expressions: LottieExpressionEngine?
    /// What bakes expressions into a Telegram sticker's keyframes (`LottieExpressionBaker` of
    /// `ScrollworkExpressions`); nil: they are removed (`TelegramStickerMaker.baker`).
    public var expressionBaker: (any LottieExpressionBaking)?
    /// Of a `.lottie` archive, the animation drawn (nil: its initial animation). A file that is
    /// not an archive, or a `.tgs` or sticker target, fails with it set.
    public var animationID: String?
    /// Of a `.lottie` archive, the theme applied (nil: the animation's initial theme, if any).
    public var themeID: String?

    /// A conversion to `target` at `fit`, the whole animation at its own rate.
    public init(target: Target, fit: FrameFit = .scale(1), span: Span = .whole, framesPerSecond: Double? = nil,
                options: ExportOptions = ExportOptions(), reader: LottieReader = LottieReader(),
                expressions: LottieExpressionEngine? = nil, expressionBaker: (any LottieExpressionBaking)? = nil) {
        self.target = target
        self.fit = fit
        self.span = span
        self.framesPerSecond = framesPerSecond
        self.options = options
        self.reader = reader
        self.expressions = expressions
        self.expressionBaker = expressionBaker
    }

    /// The target a file name's extension asks for: `.tgs` (or `.json.gz`) is the file's JSON
    /// gzipped, the others are `ExportFormat`'s; nil for any other name.
    public static func target(forPath path: String) -> Target? {
        let lower = path.lowercased()
        if lower.hasSuffix(".tgs") || lower.hasSuffix(".json.gz") { return .tgs }
        return ExportFormat(path: path).map { .animation($0) }
    }

    /// Converts the file at `input` into `output` (for ``Target/frames(_:)`` a pattern with
    /// `{frame}` when several frames are drawn), rendering on `threads` threads (0 = every
    /// core; a batch gives each file one). With `skipIfNewer`, a file whose outputs are all
    /// newer than it is not converted again.
    ///
    /// Whatever fails, nothing partial is left at the output paths.
    public func convert(_ input: String, to output: String, threads: Int = 0, skipIfNewer: Bool = false,
                        cancellation: ExportCancellation? = nil,
                        progress: (@Sendable (ExportProgress) -> Void)? = nil) throws(ConversionError) -> ConversionOutcome {
        let make: () throws(ConversionError) -> ConversionReport
        if target == .tgs || target == .telegramSticker, animationID != nil || themeID != nil {
            throw .invalid("an animation or theme id applies to drawn outputs, not to a .tgs (it is made of the file's initial animation)")
        }
        switch target {
        case .frames(let choice):
            return try convertFrames(input, to: output, choice: choice, skipIfNewer: skipIfNewer, cancellation: cancellation, progress: progress)
        case .animation(let format):
            make = { () throws(ConversionError) in
                try exportAnimation(input, to: output, format: format, threads: threads, cancellation: cancellation, progress: progress)
            }
        case .tgs:
            make = { () throws(ConversionError) in
                let bytes: [UInt8]
                do throws(LottieError) { bytes = try LottieGzip.compress(reader.minifiedJSON(contentsOfFile: input)) } catch { throw .unreadable(error) }
                try AtomicFile.write(bytes, to: output)
                return ConversionReport(outputs: [output], byteCount: bytes.count, frameCount: 0)
            }
        case .telegramSticker:
            make = { () throws(ConversionError) in
                let sticker: TelegramStickerMaker.Sticker
                do throws(LottieError) { sticker = try TelegramStickerMaker(reader: reader, baker: expressionBaker).make(contentsOfFile: input) } catch { throw .unreadable(error) }
                try AtomicFile.write(sticker.tgs, to: output)
                var report = ConversionReport(outputs: [output], byteCount: sticker.tgs.count, frameCount: Int(sticker.frameCount))
                report.sticker = sticker
                return report
            }
        case .telegramVideo:
            make = { () throws(ConversionError) in try makeVideoSticker(input, to: output, threads: threads, cancellation: cancellation) }
        }
        if skipIfNewer, OutputFreshness.isNewer(output, than: input) { return .skipped(reason: "\(output) is newer than \(input)") }
        try OutputFolder.create(for: output)
        return .converted(try make())
    }
}

/// What one conversion did.
public enum ConversionOutcome: Sendable {
    /// The outputs were written.
    case converted(ConversionReport)
    /// Nothing was done: the outputs are newer than the input.
    case skipped(reason: String)
}

/// What a conversion wrote.
public struct ConversionReport: Sendable {
    /// The files written.
    public var outputs: [String]
    /// Their total size in bytes.
    public var byteCount: Int
    /// The frames drawn (0 for a `.tgs`, which draws none).
    public var frameCount: Int
    /// For a Telegram sticker: how it was made (changes, rounding, departure).
    public var sticker: TelegramStickerMaker.Sticker?
    /// For a Telegram video sticker: the bit rate chosen to fit.
    public var video: VideoBudget?
    /// Advice about the output, one line each (a GIF whose frames are too short for browsers).
    public var notes: [String] = []

    /// A report of `outputs`.
    public init(outputs: [String], byteCount: Int, frameCount: Int) {
        self.outputs = outputs
        self.byteCount = byteCount
        self.frameCount = frameCount
    }
}
