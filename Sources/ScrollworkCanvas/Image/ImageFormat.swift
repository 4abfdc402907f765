/// The encoded image formats the canvas decodes (``ImageDecoder``), recognised by the bytes
/// they start with — never by a file name or a declared media type, which may lie.
public enum ImageFormat: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// PNG (libpng): `89 50 4E 47 0D 0A 1A 0A`.
    case png
    /// JPEG (libjpeg-turbo): `FF D8 FF`.
    case jpeg
    /// WebP (libwebp), lossy or lossless, still or animated: `RIFF····WEBP`.
    case webp
    /// GIF (giflib), its first frame: `GIF87a` or `GIF89a`.
    case gif

    /// The format whose signature `bytes` start with; `nil` for anything else.
    public init?(sniffing bytes: [UInt8]) {
        func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + signature.count && bytes[offset..<(offset + signature.count)].elementsEqual(signature)
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts([0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) {
            self = .webp
        } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            self = .gif
        } else {
            return nil
        }
    }

    /// The media type (`image/png`, `image/jpeg`, `image/webp`, `image/gif`).
    public var mediaType: String { "image/" + rawValue }

    /// The upper-case name, as in messages (`PNG`, `JPEG`, `WebP`, `GIF`).
    public var description: String {
        switch self {
        case .png: return "PNG"
        case .jpeg: return "JPEG"
        case .webp: return "WebP"
        case .gif: return "GIF"
        }
    }
}
