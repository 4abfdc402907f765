/// Why encoded image bytes could not be decoded (``ImageDecoder``).
public enum ImageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes start with no signature of a supported format (``ImageFormat``).
    case unknownFormat
    /// The data is damaged or truncated, or uses something the decoder refuses (the library's
    /// message).
    case corrupt(format: ImageFormat, reason: String)
    /// The image is larger than the limits: ``Pixmap/maxDimension`` a side and
    /// ``Pixmap/maxPixelCount`` (or a lower bound given to the decoder) in all. Checked from
    /// the header, before any pixel buffer is allocated.
    case tooLarge(format: ImageFormat, width: Int, height: Int)
    /// The decoder has no decoder for this format: ``ImageDecoder/png`` decodes PNG alone; the
    /// `ScrollworkImageDecoders` product's `ImageDecoder.allFormats` decodes every format.
    case unsupported(format: ImageFormat)

    /// One readable line.
    public var description: String {
        switch self {
        case .unknownFormat:
            return "not a PNG, JPEG, WebP or GIF image"
        case .corrupt(let format, let reason):
            return "\(format) image does not decode: \(reason)"
        case .tooLarge(let format, let width, let height):
            return "\(format) image of \(width) × \(height) pixels is larger than the limits"
        case .unsupported(let format):
            return "\(format) images are not decoded here (ImageDecoder.allFormats of ScrollworkImageDecoders decodes them)"
        }
    }
}
