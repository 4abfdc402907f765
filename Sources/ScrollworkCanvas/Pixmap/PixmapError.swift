/// Why a pixmap could not be created.
public enum PixmapError: Error, Hashable, Sendable {
    /// A side is zero or negative.
    case invalidSize(width: Int, height: Int)
    /// The size exceeds ``Pixmap/maxDimension`` or ``Pixmap/maxPixelCount``.
    case tooLarge(width: Int, height: Int)
}
