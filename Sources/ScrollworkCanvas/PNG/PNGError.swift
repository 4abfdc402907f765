/// Why a PNG could not be read or written.
public enum PNGError: Error, Hashable, Sendable {
    /// The file could not be opened, read or written (`errno` text).
    case io(path: String, reason: String)
    /// The data is not a PNG libpng can decode, or is truncated (libpng's message).
    case corrupt(reason: String)
    /// The image is larger than ``Pixmap/maxDimension`` / ``Pixmap/maxPixelCount``.
    case tooLarge(width: Int, height: Int)
    /// libpng failed to encode (its message).
    case encodingFailed(reason: String)
}
