/// Decodes encoded images — PNG, JPEG, WebP and the first frame of a GIF — into premultiplied
/// pixmaps: the canvas's one image-decoding interface, over the system libraries (libpng,
/// libjpeg-turbo, libwebp, giflib).
///
/// The format is recognised from the bytes (``ImageFormat/init(sniffing:)``). Every decoder
/// reads the image size from the header first and refuses one larger than the limits
/// (``ImageError/tooLarge(format:width:height:)``) before allocating pixels; damaged, truncated
/// or refused data is ``ImageError/corrupt(format:reason:)``. Nothing traps on any input
/// (`scripts/fuzz.sh` runs a fuzz target per decoder).
///
/// ```swift
/// let pixmap = try ImageDecoder.decode(bytes)          // any supported format
/// let photo = try ImageDecoder.decode(bytes, as: .jpeg) // this format only
/// ```
///
/// - JPEG: baseline and progressive (at most 500 scans), greyscale, YCbCr and CMYK (taken as
///   Adobe's inverted CMYK); libjpeg's accurate integer DCT and smooth chroma upsampling, as
///   browsers decode. A warning — data that ends early, a damaged segment — is an error, so a
///   truncated file never draws a half-grey picture. The EXIF orientation is not applied.
/// - WebP: lossy and lossless, with or without alpha; an animated file gives its first frame.
/// - GIF: the first frame on the logical screen (grown to the frame if the frame is larger),
///   its transparent colour transparent.
/// - Colour profiles (ICC, gamma) are not applied: pixels are taken as sRGB.
public enum ImageDecoder {
    /// Decodes an image of any supported format.
    ///
    /// - Parameters:
    ///   - bytes: the encoded image.
    ///   - maxPixelCount: the largest `width × height` accepted (at most, and by default,
    ///     ``Pixmap/maxPixelCount``); a side is also limited to ``Pixmap/maxDimension``.
    /// - Throws: ``ImageError/unknownFormat`` when no supported signature starts the bytes,
    ///   otherwise as ``decode(_:as:maxPixelCount:)``.
    public static func decode(_ bytes: [UInt8], maxPixelCount: Int = Pixmap.maxPixelCount) throws(ImageError) -> Pixmap {
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
    /// - Throws: ``ImageError/tooLarge(format:width:height:)`` for an image larger than the
    ///   limits, ``ImageError/corrupt(format:reason:)`` for data that does not decode.
    public static func decode(_ bytes: [UInt8], as format: ImageFormat,
                              maxPixelCount: Int = Pixmap.maxPixelCount) throws(ImageError) -> Pixmap {
        let limit = min(max(maxPixelCount, 1), Pixmap.maxPixelCount)
        switch format {
        case .png: return try decodePNG(bytes, maxPixelCount: limit)
        case .jpeg: return try JPEGDecoder.decode(bytes, maxPixelCount: limit)
        case .webp: return try WebPDecoder.decode(bytes, maxPixelCount: limit)
        case .gif: return try GIFDecoder.decode(bytes, maxPixelCount: limit)
        }
    }

    /// A pixmap for an image of `width × height` from a header, or the typed error when the
    /// size is outside the limits (checked before any pixel is allocated).
    static func pixmap(_ format: ImageFormat, width: Int, height: Int, maxPixelCount: Int) throws(ImageError) -> Pixmap {
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
