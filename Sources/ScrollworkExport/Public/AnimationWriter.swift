import ScrollworkCanvas

/// Writes an animation one frame at a time: the push side of exporting, for frames an app
/// already has — a window host recording what it presents, a scene stepped by hand.
///
/// Frames are encoded as they arrive (memory stays at one frame plus what the encoder keeps);
/// the file appears at `path` only when ``finish()`` succeeds. Until then the bytes go to a
/// temporary file beside it, removed by ``cancel()``, by any error and when the writer is
/// released unfinished. For many frames rendered on all cores, use ``AnimationExporter``.
///
/// Isolation: a writer lives on one thread or task; it is not `Sendable`.
public final class AnimationWriter {
    /// The file written.
    public let path: String
    /// Its format.
    public let format: ExportFormat
    /// The frame width in pixels.
    public let width: Int
    /// The frame height in pixels.
    public let height: Int
    /// The options in effect.
    public let options: ExportOptions
    /// Frames written so far.
    public private(set) var frameCount = 0

    let output: OutputFile
    let encoder: any FrameEncoder
    private var preparer: (any FramePreparer)?
    private var done = false

    /// Starts writing `width × height` frames to `path` in `format` (nil: from the path's
    /// extension). `threads` is what the encoder may use besides the calling thread: more
    /// than 1 turns on libwebp's multithreaded analysis, and it is ffmpeg's `-threads` for
    /// video (0 lets ffmpeg choose).
    ///
    /// Throws ``ExportError`` for a size out of the format's range, options out of range, an
    /// unknown extension, a folder that cannot be written, or `ffmpeg` missing for video.
    public init(path: String, format: ExportFormat? = nil, width: Int, height: Int,
                options: ExportOptions = ExportOptions(), threads: Int = 1) throws(ExportError) {
        guard let format = format ?? ExportFormat(path: path) else {
            throw .invalidOption("cannot tell the format of \(path): use .gif, .webp, .png, .mp4 or .webm")
        }
        try options.validate()
        guard width >= 1, height >= 1, width <= format.maxDimension, height <= format.maxDimension,
              width <= Pixmap.maxDimension, height <= Pixmap.maxDimension,
              width * height <= ExportLimits.maxPixelCount else {
            throw .sizeOutOfRange(format: format, width: width, height: height)
        }
        if format.needsFFmpeg, FFmpegProcess.locate(options.ffmpegPath) == nil { throw .ffmpegMissing(format: format) }
        self.path = path
        self.format = format
        self.width = width
        self.height = height
        self.options = options
        output = try OutputFile(path: path)
        do {
            switch format {
            case .gif: encoder = try GIFEncoder(output: output, width: width, height: height, options: options)
            case .webp: encoder = try WebPEncoder(output: output, width: width, height: height, options: options, threads: threads)
            case .apng: encoder = APNGEncoder(output: output, width: width, height: height, options: options)
            case .mp4, .webm:
                encoder = try VideoEncoder(output: output, format: format, width: width, height: height, options: options,
                                           threads: threads)
            }
        } catch {
            output.discard()
            throw error
        }
    }

    deinit {
        if !done {
            encoder.discard()
            output.discard()
        }
    }

    /// Encodes the next frame (premultiplied, as the canvas draws it; `width × height`).
    public func append(_ pixmap: Pixmap) throws(ExportError) {
        guard pixmap.width == width, pixmap.height == height else {
            throw fail(.frameSizeMismatch(expected: "\(width)x\(height)", got: "\(pixmap.width)x\(pixmap.height)"))
        }
        let preparer = self.preparer ?? encoder.makePreparer()
        self.preparer = preparer
        let frame: PreparedFrame
        do { frame = try preparer.prepare(pixmap) } catch { throw fail(error) }
        try append(prepared: frame)
    }

    /// Encodes a frame prepared on a worker thread.
    func append(prepared frame: PreparedFrame) throws(ExportError) {
        guard !done else { throw .invalidOption("the writer is finished") }
        do { try encoder.append(frame) } catch { throw fail(error) }
        frameCount += 1
    }

    /// Completes the file and moves it into place; throws ``ExportError/noFrames`` when no
    /// frame was appended (and then writes nothing).
    @discardableResult
    public func finish() throws(ExportError) -> ExportSummary {
        guard !done else { throw .invalidOption("the writer is finished") }
        guard frameCount > 0 else { throw fail(.noFrames) }
        do {
            try encoder.finish()
            let bytes = try output.commit()
            done = true
            return ExportSummary(path: path, format: format, frameCount: frameCount, byteCount: bytes, peakFramesInFlight: 1)
        } catch {
            throw fail(error)
        }
    }

    /// Stops writing and removes the temporary file.
    public func cancel() {
        guard !done else { return }
        done = true
        encoder.discard()
        output.discard()
    }

    /// Cancels and returns `error`.
    private func fail(_ error: ExportError) -> ExportError {
        cancel()
        return error
    }
}
