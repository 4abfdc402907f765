import ScrollworkCanvas

/// A frame made ready for its encoder off the encoding thread: pixels converted (and, for
/// GIF, quantised; for APNG, compressed). What `bytes` holds is the encoder's business.
struct PreparedFrame: Sendable {
    /// The frame's payload.
    var bytes: [UInt8]
    /// A palette (3 bytes per entry), for indexed formats.
    var palette: [UInt8] = []
    /// The palette index of transparent pixels, if any.
    var transparentIndex: Int?
    /// GIF: each pixel's colour before quantisation (`0xFFrrggbb`; 0 = transparent), which
    /// the encoder compares with the previous frame's to write only what changed.
    var source: [UInt32] = []
}

/// The per-frame work of one encoder that can run on any thread, frames in any order: one
/// instance per worker thread (it may keep scratch memory).
protocol FramePreparer: AnyObject {
    /// Converts one rendered (premultiplied) frame.
    func prepare(_ pixmap: Pixmap) throws(ExportError) -> PreparedFrame
}

/// The sequential part of one format's encoder: takes prepared frames in order and writes
/// them to an ``OutputFile``.
protocol FrameEncoder: AnyObject {
    /// Makes a preparer for one worker thread (called on that thread).
    var makePreparer: @Sendable () -> any FramePreparer { get }
    /// Encodes the next frame.
    func append(_ frame: PreparedFrame) throws(ExportError)
    /// Completes the file's content after the last frame (the caller moves it into place).
    func finish() throws(ExportError)
    /// Releases everything after a failure or a cancellation (the caller removes the file).
    func discard()
}

/// Timing shared by the encoders: frame `k` starts at the nearest `unit` (100 = hundredths of
/// a second) to `k / framesPerSecond`, so rounding never accumulates.
func frameStart(_ k: Int, framesPerSecond: Double, unitsPerSecond: Double) -> Int {
    Int((Double(k) * unitsPerSecond / framesPerSecond).rounded())
}
