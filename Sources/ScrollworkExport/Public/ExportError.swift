/// Why an export failed. Every case reads as one line (``description``); when one is thrown,
/// no output file is left behind.
public enum ExportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The output could not be created, written or moved into place.
    case cannotWrite(path: String, reason: String)
    /// There were no frames to write.
    case noFrames
    /// The frame size is zero or over what the format takes.
    case sizeOutOfRange(format: ExportFormat, width: Int, height: Int)
    /// A frame handed to the writer does not have the animation's size.
    case frameSizeMismatch(expected: String, got: String)
    /// An option is out of its range.
    case invalidOption(String)
    /// The format is written by `ffmpeg`, which is not installed.
    case ffmpegMissing(format: ExportFormat)
    /// `ffmpeg` (or an encoding library) failed; the reason is its own message.
    case encoderFailed(format: ExportFormat, reason: String)
    /// The export was cancelled.
    case cancelled

    /// One readable line.
    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        case .noFrames: "no frames to export (the range is empty, or --fps gives less than one frame)"
        case .sizeOutOfRange(let format, let w, let h):
            "a \(w)x\(h) \(format.rawValue.uppercased()) is out of range (1…\(format.maxDimension) pixels a side, at most \(ExportLimits.maxPixelCount) pixels)"
        case .frameSizeMismatch(let expected, let got): "a frame is \(got), the animation is \(expected)"
        case .invalidOption(let message): message
        case .ffmpegMissing(let format):
            "writing .\(format.rawValue) needs ffmpeg, which is not installed (Debian package: ffmpeg; apt-get install ffmpeg)"
        case .encoderFailed(let format, let reason): "the \(format.rawValue.uppercased()) encoder failed: \(reason)"
        case .cancelled: "the export was cancelled"
        }
    }
}

/// Bounds on what an export may ask for.
public enum ExportLimits {
    /// The most pixels in one frame (the canvas's own limit, 64 Mi).
    public static let maxPixelCount = 64 * 1024 * 1024
    /// The most frames in one export.
    public static let maxFrameCount = 100_000
}
