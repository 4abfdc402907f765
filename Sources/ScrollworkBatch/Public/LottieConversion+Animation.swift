import Scrollwork
import ScrollworkCanvas
import ScrollworkExport
import ScrollworkLottie

extension LottieConversion {
    /// The frames of `animation` the ``span`` names, bounded as the command line bounds them.
    func frameRange(of animation: LottieAnimation) throws(ConversionError) -> FrameRange {
        switch span {
        case .whole:
            return animation.frameRange
        case .frames(let a, let b):
            guard a.isFinite, b.isFinite, a <= b else { throw .invalid("the frames \(a)-\(b) are not a range") }
            guard b - a < reader.limits.maxFrameRange else {
                throw .invalid("the frames \(a)-\(b) are more than \(Int(reader.limits.maxFrameRange)) (LottieLimits.maxFrameRange)")
            }
            return FrameRange(first: a, last: b)
        case .progress(let a, let b):
            guard a.isFinite, b.isFinite, 0 <= a, a <= b, b <= 1 else { throw .invalid("progress \(a)-\(b) is not a range within 0…1") }
            return FrameRange(first: animation.frameRange.clampedFrame(atProgress: a), last: animation.frameRange.clampedFrame(atProgress: b))
        }
    }

    /// Renders the span at the output rate and streams it to the exporter.
    func exportAnimation(_ input: String, to output: String, format: ExportFormat, threads: Int,
                         cancellation: ExportCancellation?,
                         progress: (@Sendable (ExportProgress) -> Void)?) throws(ConversionError) -> ConversionReport {
        let source = try load(input)
        let animation = source.animation
        let timeline = ExportTimeline(span: try frameRange(of: animation), compositionRate: animation.frameRate,
                                      outputRate: framesPerSecond)
        let (w, h) = fit.pixelSize(of: animation.size)
        var report = try export(source, timeline: timeline, fit: fit, size: (w, h), format: format, options: options,
                                to: output, threads: threads, cancellation: cancellation, progress: progress)
        if format == .gif, timeline.outputRate > 50 {
            report.notes.append("GIF at \(Self.label(timeline.outputRate)) fps has frames under 2/100 s, which browsers slow down; "
                                + "--fps 50 or less plays at the right speed")
        }
        return report
    }

    /// Exports `timeline` of the source drawn by `fit` into `size` frames.
    func export(_ source: ConversionSource, timeline: ExportTimeline, fit: FrameFit, size: (width: Int, height: Int),
                format: ExportFormat, options: ExportOptions, to output: String, threads: Int,
                cancellation: ExportCancellation?,
                progress: (@Sendable (ExportProgress) -> Void)?) throws(ConversionError) -> ConversionReport {
        guard timeline.frameCount <= ExportLimits.maxFrameCount else {
            throw .export(.invalidOption("at most \(ExportLimits.maxFrameCount) frames (got \(timeline.frameCount))"))
        }
        var options = options
        options.framesPerSecond = timeline.outputRate
        let exporter = AnimationExporter(width: size.width, height: size.height, options: options, threads: threads)
        do {
            let summary = try exporter.export(to: output, format: format, times: timeline.times, cancellation: cancellation,
                                              progress: progress.map { report in { report($0) } }) {
                let renderer = source.renderer()
                return { time, canvas in fit.draw(renderer, frame: time, into: canvas) }
            }
            return ConversionReport(outputs: [output], byteCount: summary.byteCount, frameCount: summary.frameCount)
        } catch {
            throw .export(error)
        }
    }
}
