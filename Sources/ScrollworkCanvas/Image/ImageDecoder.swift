/// Decodes encoded images into premultiplied pixmaps: the canvas's one image-decoding
/// interface. ``png`` decodes PNG (libpng, which the canvas links anyway); the
/// `ScrollworkImageDecoders` product adds JPEG (libjpeg-turbo), WebP (libwebp) and the first
/// frame of a GIF (giflib) as `ImageDecoder.allFormats`, so an app that shows only PNG links
/// none of those libraries.
///
/// The format is recognised from the bytes (``ImageFormat/init(sniffing:)``). Every decoder
/// reads the image size from the header first and refuses one larger than the limits
/// (``ImageError/tooLarge(format:width:height:)``) before allocating pixels; damaged, truncated
/// or refused data is ``ImageError/corrupt(format:reason:)``; a format this decoder has no
/// decoder for is ``ImageError/unsupported(format:)``. Nothing traps on any input
/// (`scripts/fuzz.sh` runs a fuzz target per decoder).
///
/// ```swift
/// let pixmap = try ImageDecoder.png.decode(bytes)                  // PNG only
/// let photo = try ImageDecoder.allFormats.decode(bytes, as: .jpeg) // with ScrollworkImageDecoders
/// ```
///
/// Colour profiles (ICC, gamma) are not applied: pixels are taken as sRGB.
public struct ImageDecoder: Sendable {
    /// Decodes one format's bytes into a pixmap of at most `maxPixelCount` pixels.
    public typealias FormatDecoder = @Sendable (_ bytes: [UInt8], _ maxPixelCount: Int) throws(ImageError) -> Pixmap

    /// The decoder of each format this value decodes.
    private var decoders: [ImageFormat: FormatDecoder]

    /// PNG only, through libpng.
    public static let png = ImageDecoder(decoders: [.png: { bytes, limit throws(ImageError) in
        try ImageDecoder.decodePNG(bytes, maxPixelCount: limit)
    }])

    private init(decoders: [ImageFormat: FormatDecoder]) { self.decoders = decoders }

    /// The formats this value decodes.
    public var formats: Set<ImageFormat> { Set(decoders.keys) }

    /// This decoder, with `format` decoded by `decoder` (replacing any decoder it had for it).
    ///
    /// - Parameters:
    ///   - format: the format.
    ///   - decoder: decodes that format's bytes; it must check the size against the
    ///     `maxPixelCount` it is given before allocating pixels.
    public func adding(_ format: ImageFormat, _ decoder: @escaping FormatDecoder) -> ImageDecoder {
        var copy = self
        copy.decoders[format] = decoder
        return copy
    }

    /// Decodes an image of any format this value decodes.
    ///
    /// - Parameters:
    ///   - bytes: the encoded image.
    ///   - maxPixelCount: the largest `width × height` accepted (at most, and by default,
    ///     ``Pixmap/maxPixelCount``); a side is also limited to ``Pixmap/maxDimension``.
    /// - Throws: ``ImageError/unknownFormat`` when no known signature starts the bytes,
    ///   otherwise as ``decode(_:as:maxPixelCount:)``.
    public func decode(_ bytes: [UInt8], maxPixelCount: Int = Pixmap.maxPixelCount) throws(ImageError) -> Pixmap {
        guard let format = ImageFormat(sniffing: bytes) else { throw .unknownFormat }
        return try decode(bytes, as: format, maxPixelCount: maxPixelCount)
    }

    /// Decodes an image as one format, whatever its first bytes say.
    ///
    /// - Parameters:
    ///   - bytes: the encoded image.
    ///   - format: the format to decode it as.
    ///   - maxPixelCount: the largest `width × height` accepted (at most, and by default,
    ///     ``Pixmap/maxPixelCount``); a side is also limited to ``Pixmap/maxDimension``.
    /// - Throws: ``ImageError/unsupported(format:)`` when this value has no decoder for
    ///   `format`, ``ImageError/tooLarge(format:width:height:)`` for an image larger than the
    ///   limits, ``ImageError/corrupt(format:reason:)`` for data that does not decode.
    public func decode(_ bytes: [UInt8], as format: ImageFormat,
                       maxPixelCount: Int = Pixmap.maxPixelCount) throws(ImageError) -> Pixmap {
        guard let decoder = decoders[format] else { throw .unsupported(format: format) }
        return try decoder(bytes, min(max(maxPixelCount, 1), Pixmap.maxPixelCount))
    }

    /// A pixmap for an image of `width × height` from a header, or the typed error when the
    /// size is outside the limits (checked before any pixel is allocated).
    ///
    /// - Parameters:
    ///   - format: the format being decoded, for the error.
    ///   - width: the width the header gives.
    ///   - height: the height the header gives.
    ///   - maxPixelCount: the largest `width × height` accepted.
    /// - Throws: ``ImageError/corrupt(format:reason:)`` for a size of zero or less,
    ///   ``ImageError/tooLarge(format:width:height:)`` for one past the limits.
    public static func pixmap(_ format: ImageFormat, width: Int, height: Int, maxPixelCount: Int) throws(ImageError) -> Pixmap {
        guard width > 0, height > 0 else {
            throw .corrupt(format: format, reason: "the header gives a size of \(width) × \(height)")
        }
        guard width <= Pixmap.maxDimension, height <= Pixmap.maxDimension, width * height <= maxPixelCount,
              let pixmap = try? Pixmap(width: width, height: height) else {
            throw .tooLarge(format: format, width: width, height: height)
        }
        return pixmap
    }

    /// PNG through ``PNG/decode(_:)``, with the size read from the header first so that a
    /// lower `maxPixelCount` holds too.
    static func decodePNG(_ bytes: [UInt8], maxPixelCount: Int) throws(ImageError) -> Pixmap {
        // IHDR is the first chunk: width and height big-endian at bytes 16…23.
        if bytes.count >= 24 {
            func word(_ at: Int) -> Int {
                Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            }
            let width = word(16), height = word(20)
            if width > Pixmap.maxDimension || height > Pixmap.maxDimension || width * height > maxPixelCount {
                throw .tooLarge(format: .png, width: width, height: height)
            }
        }
        do {
            return try PNG.decode(bytes)
        } catch {
            switch error {
            case .tooLarge(let width, let height): throw .tooLarge(format: .png, width: width, height: height)
            case .corrupt(let reason), .encodingFailed(let reason): throw .corrupt(format: .png, reason: reason)
            case .io(_, let reason): throw .corrupt(format: .png, reason: reason)
            }
        }
    }
}
