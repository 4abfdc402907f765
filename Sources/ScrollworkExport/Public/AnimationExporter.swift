import Dispatch
import Foundation
import ScrollworkCanvas
import Synchronization

/// Draws one frame: the composition time and a canvas of the export's size, cleared to
/// transparent, with its state reset. One drawer runs on one thread.
public typealias ExportFrameDrawer = (_ time: Double, _ canvas: Canvas) -> Void

/// Exports an animation to a file: renders each frame on all cores and streams it to the
/// format's encoder, in order.
///
/// Workers take frames in order, render them (one drawer and one canvas each) and prepare
/// them for the encoder (un-premultiply; quantise a GIF frame; compress a PNG frame); the
/// calling thread encodes them one by one. At most ``framesInFlight(workers:)`` frames are
/// rendered ahead of the encoder, so memory is a few frames, not the animation. Progress is
/// reported on the calling thread after each frame; an ``ExportCancellation`` (or the
/// cancellation of the calling task) stops the export, which then throws
/// ``ExportError/cancelled`` and leaves no file. The file is identical whatever the number of
/// threads.
///
/// ```swift
/// let animation = try LottieReader().read(contentsOfFile: "logo.json")
/// let timeline = ExportTimeline(span: animation.frameRange, compositionRate: animation.frameRate)
/// let exporter = AnimationExporter(width: 512, height: 512, options: ExportOptions(framesPerSecond: animation.frameRate))
/// try exporter.export(to: "logo.webp", times: timeline.times) {
///     let renderer = LottieRenderer(animation)
///     return { time, canvas in renderer.render(frame: time, into: canvas, size: Size(width: 512, height: 512), contentMode: .scaleAspectFit) }
/// }
/// ```
public struct AnimationExporter: Sendable {
    /// The frame width in pixels.
    public var width: Int
    /// The frame height in pixels.
    public var height: Int
    /// Frame rate, looping, quality, background and GIF rules.
    public var options: ExportOptions
    /// Worker threads (0 = every active core; 1 renders and encodes on the calling thread).
    /// The encoder gets as many: libwebp's multithreaded analysis when more than one, ffmpeg's
    /// `-threads` for video.
    public var threads: Int

    /// An exporter of `width × height` frames.
    public init(width: Int, height: Int, options: ExportOptions = ExportOptions(), threads: Int = 0) {
        self.width = width
        self.height = height
        self.options = options
        self.threads = threads
    }

    /// The most frames rendered ahead of the encoder with `workers` workers.
    public static func framesInFlight(workers: Int) -> Int { 2 * max(1, workers) }

    /// Renders the frames at `times` (composition times, in order) and writes them to `path`
    /// in `format` (nil: from the extension). `makeDrawer` is called once on each worker
    /// thread and returns that thread's drawer.
    @discardableResult
    public func export(to path: String, format: ExportFormat? = nil, times: [Double],
                       cancellation: ExportCancellation? = nil,
                       progress: ((ExportProgress) -> Void)? = nil,
                       makeDrawer: @escaping @Sendable () -> ExportFrameDrawer) throws(ExportError) -> ExportSummary {
        guard !times.isEmpty else { throw .noFrames }
        guard times.count <= ExportLimits.maxFrameCount else {
            throw .invalidOption("at most \(ExportLimits.maxFrameCount) frames (got \(times.count))")
        }
        guard times.allSatisfy(\.isFinite) else { throw .invalidOption("every frame time must be a number") }
        guard threads >= 0, threads <= 1024 else { throw .invalidOption("threads must be in 0…1024 (got \(threads))") }
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let workers = max(1, min(threads > 0 ? threads : cores, times.count))
        let writer = try AnimationWriter(path: path, format: format, width: width, height: height, options: options, threads: workers)
        let stop = { () -> Bool in (cancellation?.isCancelled ?? false) || Task.isCancelled }
        let peak: Int
        do throws(ExportError) {
            if workers == 1 {
                peak = try serial(writer, times: times, stop: stop, progress: progress, makeDrawer: makeDrawer)
            } else {
                peak = try parallel(writer, times: times, workers: workers, stop: stop, progress: progress, makeDrawer: makeDrawer)
            }
        } catch {
            writer.cancel()
            throw error
        }
        var summary = try writer.finish()
        summary.peakFramesInFlight = peak
        return summary
    }

    private func makeCanvas() throws(ExportError) -> Canvas {
        do { return try Canvas(width: width, height: height) } catch {
            throw .sizeOutOfRange(format: .apng, width: width, height: height)
        }
    }

    /// Renders and encodes on the calling thread.
    private func serial(_ writer: AnimationWriter, times: [Double], stop: () -> Bool,
                        progress: ((ExportProgress) -> Void)?, makeDrawer: () -> ExportFrameDrawer) throws(ExportError) -> Int {
        let canvas = try makeCanvas()
        let draw = makeDrawer()
        let preparer = writer.encoder.makePreparer()
        for (k, time) in times.enumerated() {
            if stop() { throw .cancelled }
            canvas.resetState()
            canvas.clear()
            draw(time, canvas)
            try writer.append(prepared: try preparer.prepare(canvas.pixmap))
            progress?(ExportProgress(framesDone: k + 1, frameCount: times.count))
        }
        return 1
    }

    /// Renders and prepares on `workers` threads, encodes on the calling thread in order.
    private func parallel(_ writer: AnimationWriter, times: [Double], workers: Int, stop: () -> Bool,
                          progress: ((ExportProgress) -> Void)?,
                          makeDrawer: @escaping @Sendable () -> ExportFrameDrawer) throws(ExportError) -> Int {
        let pipeline = FramePipeline(frameCount: times.count, window: Self.framesInFlight(workers: workers))
        let makePreparer = writer.encoder.makePreparer
        let (w, h) = (width, height)
        let group = DispatchGroup()
        for _ in 0..<workers {
            DispatchQueue.global().async(group: group) {
                let canvas: Canvas
                do { canvas = try Canvas(width: w, height: h) } catch {
                    pipeline.fail(.sizeOutOfRange(format: .apng, width: w, height: h))
                    return
                }
                let draw = makeDrawer()
                let preparer = makePreparer()
                while let k = pipeline.nextFrame() {
                    canvas.resetState()
                    canvas.clear()
                    draw(times[k], canvas)
                    do throws(ExportError) { pipeline.deliver(k, try preparer.prepare(canvas.pixmap)) } catch { pipeline.fail(error) }
                }
            }
        }
        defer {
            pipeline.stop()
            group.wait()
        }
        for k in 0..<times.count {
            if stop() { throw .cancelled }
            let frame = try pipeline.take(k)
            try writer.append(prepared: frame)
            progress?(ExportProgress(framesDone: k + 1, frameCount: times.count))
        }
        return pipeline.peak
    }
}
