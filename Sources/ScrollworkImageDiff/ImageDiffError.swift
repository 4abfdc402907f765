import ScrollworkCanvas

/// A pixmap's size, as named in errors.
public struct ImageSize: Hashable, Sendable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// The size of a pixmap.
    public init(_ pixmap: Pixmap) {
        width = pixmap.width
        height = pixmap.height
    }

    /// `WxH`.
    public var description: String { "\(width)x\(height)" }
}

/// Why two images could not be compared.
public enum ImageDiffError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The images differ in size (the first, then the second).
    case sizeMismatch(ImageSize, ImageSize)

    /// One line, as diff.py words it: `size mismatch: 400x300 vs 200x150`.
    public var description: String {
        switch self {
        case .sizeMismatch(let a, let b): "size mismatch: \(a) vs \(b)"
        }
    }
}
