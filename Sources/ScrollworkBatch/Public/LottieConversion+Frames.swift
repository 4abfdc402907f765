import Foundation
import ScrollworkCanvas
import ScrollworkExport
import ScrollworkLottie

extension LottieConversion {
    /// The frames a choice names in `animation`.
    func frames(_ choice: FrameChoice, of animation: LottieAnimation) throws(ConversionError) -> [Double] {
        switch choice {
        case .frame(let f):
            guard f.isFinite else { throw .invalid("the frame must be a number") }
            return [f]
        case .progress(let p):
            guard p.isFinite, (0...1).contains(p) else { throw .invalid("progress must be in 0…1 (got \(p))") }
            return [animation.frameRange.clampedFrame(atProgress: p)]
        case .range(let a, let b):
            return try stepped(from: a, to: b)
        case .all:
            let first = animation.inPoint.rounded(), end = animation.outPoint.rounded()
            return try stepped(from: first, to: max(first, end - 1))
        }
    }

    private func stepped(from a: Double, to b: Double) throws(ConversionError) -> [Double] {
        guard a.isFinite, b.isFinite, a <= b else { throw .invalid("the frames \(a)-\(b) are not a range") }
        guard b - a < reader.limits.maxFrameRange else {
            throw .invalid("the frames \(a)-\(b) are more than \(Int(reader.limits.maxFrameRange)) (LottieLimits.maxFrameRange)")
        }
        return Array(stride(from: a, through: b + 1e-9, by: 1))
    }

    /// The frame number as it appears in file names: `30`, or `30.5`.
    static func label(_ frame: Double) -> String {
        if frame == frame.rounded(), abs(frame) < 1e15 { return String(Int(frame)) }
        return String(String(frame).prefix(10))
    }

    /// Draws the chosen frames one after another on the calling thread and writes each as a
    /// PNG (over ``ExportOptions/background`` when there is one); on a failure, the PNGs
    /// already written by this call are removed.
    func convertFrames(_ input: String, to pattern: String, choice: FrameChoice, skipIfNewer: Bool,
                       cancellation: ExportCancellation?,
                       progress: (@Sendable (ExportProgress) -> Void)?) throws(ConversionError) -> ConversionOutcome {
        let source = try load(input)
        let animation = source.animation
        let list = try frames(choice, of: animation)
        guard list.count == 1 || pattern.contains("{frame}") else {
            throw .invalid("\(list.count) frames need an output pattern with {frame}")
        }
        let paths = list.map { pattern.replacingOccurrences(of: "{frame}", with: Self.label($0)) }
        if skipIfNewer, paths.allSatisfy({ OutputFreshness.isNewer($0, than: input) }) {
            return .skipped(reason: "its \(paths.count == 1 ? "output is" : "\(paths.count) outputs are") newer than \(input)")
        }
        let (w, h) = fit.pixelSize(of: animation.size)
        let canvas: Canvas
        do { canvas = try Canvas(width: w, height: h) } catch { throw .invalid("cannot make a \(w)x\(h) image: \(error)") }
        let renderer = source.renderer()
        var written: [String] = []
        var bytes = 0
        do throws(ConversionError) {
            for (k, frame) in list.enumerated() {
                if cancellation?.isCancelled ?? false { throw ConversionError.export(.cancelled) }
                try OutputFolder.create(for: paths[k])
                canvas.resetState()
                canvas.clear()
                fit.draw(renderer, frame: frame, into: canvas)
                try AtomicFile.writePNG(canvas.pixmap, to: paths[k], background: options.background)
                written.append(paths[k])
                bytes += OutputFolder.size(of: paths[k])
                progress?(ExportProgress(framesDone: k + 1, frameCount: list.count))
            }
        } catch {
            for path in written { unlink(path) }
            throw error
        }
        return .converted(ConversionReport(outputs: paths, byteCount: bytes, frameCount: list.count))
    }
}

/// The folders outputs go to.
enum OutputFolder {
    /// Creates the folder `path` is in, with its parents.
    static func create(for path: String) throws(ConversionError) {
        let folder = (path as NSString).deletingLastPathComponent
        guard !folder.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: path, reason: "cannot create \(folder): \(error.localizedDescription)")
        }
    }

    /// A file's size in bytes (0 when it cannot be read).
    static func size(of path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }
}
