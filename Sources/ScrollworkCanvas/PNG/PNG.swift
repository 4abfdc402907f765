import CPNG
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Scrollwork

/// Reading and writing PNG files through libpng's simplified API (`png_image_*`).
public enum PNG {
    /// How to write the alpha channel.
    public enum Output: Hashable, Sendable {
        /// Straight (un-premultiplied) RGBA.
        case rgba
        /// Opaque RGB: the pixels composited over a background colour.
        case rgb(background: Color)
    }

    /// The largest file read: 512 MiB.
    public static let maxFileSize = 512 * 1024 * 1024

    /// Encodes a pixmap as PNG bytes.
    public static func encode(_ pixmap: Pixmap, output: Output = .rgba) throws(PNGError) -> [UInt8] {
        let channels = output == .rgba ? 4 : 3
        var bytes = [UInt8](repeating: 0, count: pixmap.width * pixmap.height * channels)
        bytes.withUnsafeMutableBytes { destination in
            switch output {
            case .rgba: pixmap.writeStraightRGBA(into: destination)
            case .rgb(let background): pixmap.writeRGB(over: background, into: destination)
            }
        }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(pixmap.width)
        image.height = png_uint_32(pixmap.height)
        image.format = png_uint_32(channels == 4 ? (PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA) : PNG_FORMAT_FLAG_COLOR)
        var size: png_alloc_size_t = 0
        let stride = png_int_32(pixmap.width * channels)
        let ok1 = bytes.withUnsafeBytes { raw in
            png_image_write_to_memory(&image, nil, &size, 0, raw.baseAddress, stride, nil)
        }
        guard ok1 != 0, size > 0 else {
            let msg = message(&image)
            png_image_free(&image)
            throw .encodingFailed(reason: msg)
        }
        var out = [UInt8](repeating: 0, count: Int(size))
        let ok2 = out.withUnsafeMutableBytes { dst in
            bytes.withUnsafeBytes { raw in
                png_image_write_to_memory(&image, dst.baseAddress, &size, 0, raw.baseAddress, stride, nil)
            }
        }
        guard ok2 != 0 else {
            let msg = message(&image)
            png_image_free(&image)
            throw .encodingFailed(reason: msg)
        }
        png_image_free(&image)
        out.removeLast(out.count - Int(size))
        return out
    }

    /// Checks that no chunk claims more bytes than follow it. libpng allocates a chunk's
    /// declared length before reading it, so a few bytes claiming a 600 MB text chunk would
    /// otherwise cost 600 MB; here every allocation stays within the input's size.
    static func checkChunkLengths(_ bytes: [UInt8]) throws(PNGError) {
        var offset = 8  // the signature; libpng checks it
        while offset + 8 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = bytes[(offset + 4)..<(offset + 8)]
            let remaining = bytes.count - offset - 12  // after its length, type and CRC
            guard length <= remaining else {
                let name = String(decoding: type, as: UTF8.self)
                throw .corrupt(reason: "chunk \"\(name)\" claims \(length) bytes, only \(max(remaining, 0)) follow")
            }
            if type.elementsEqual("IEND".utf8) { return }
            offset += 12 + length
        }
    }

    /// Writes a pixmap to a PNG file. The bytes go to a temporary file beside `path` that is
    /// renamed over it only when complete, so a failure never leaves a half-written file.
    public static func write(_ pixmap: Pixmap, to path: String, output: Output = .rgba) throws(PNGError) {
        let data = try encode(pixmap, output: output)
        let tmp = path + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { throw .io(path: path, reason: errorText()) }
        var written = 0
        var failure: String?
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            while written < data.count {
                let n = Glibc.write(fd, base + written, data.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errorText(); return
                }
                written += n
            }
        }
        if close(fd) != 0 && failure == nil { failure = errorText() }
        if let failure {
            unlink(tmp)
            throw .io(path: path, reason: failure)
        }
        if rename(tmp, path) != 0 {
            let reason = errorText()
            unlink(tmp)
            throw .io(path: path, reason: reason)
        }
    }

    /// Decodes PNG bytes (any colour type and depth libpng handles) into a premultiplied pixmap.
    public static func decode(_ bytes: [UInt8]) throws(PNGError) -> Pixmap {
        try checkChunkLengths(bytes)
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        let ok = bytes.withUnsafeBytes { raw in
            png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count)
        }
        guard ok != 0 else {
            let msg = message(&image)
            png_image_free(&image)
            throw .corrupt(reason: msg)
        }
        let w = Int(image.width), h = Int(image.height)
        var pixmap: Pixmap
        do { pixmap = try Pixmap(width: w, height: h) } catch {
            png_image_free(&image)
            throw .tooLarge(width: w, height: h)
        }
        image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        var failed = false
        pixmap.withUnsafeMutableBytes { raw in
            let r = png_image_finish_read(&image, nil, raw.baseAddress, png_int_32(w * 4), nil)
            failed = r == 0
        }
        if failed {
            let msg = message(&image)
            png_image_free(&image)
            throw .corrupt(reason: msg)
        }
        png_image_free(&image)
        pixmap.premultiplyStraightAlpha()
        return pixmap
    }

    /// Reads a PNG file into a premultiplied pixmap.
    public static func read(from path: String) throws(PNGError) -> Pixmap {
        guard let f = fopen(path, "rb") else { throw .io(path: path, reason: errorText()) }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, 65536, f) }
            if n > 0 { bytes.append(contentsOf: chunk[0..<n]) }
            if bytes.count > maxFileSize { throw .corrupt(reason: "file larger than \(maxFileSize) bytes") }
            if n < 65536 {
                if ferror(f) != 0 { throw .io(path: path, reason: errorText()) }
                break
            }
        }
        return try decode(bytes)
    }

    static func message(_ image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let chars = raw.prefix { $0 != 0 }
            let s = String(decoding: chars, as: UTF8.self)
            return s.isEmpty ? "libpng error" : s
        }
    }

    static func errorText() -> String {
        guard let s = strerror(errno) else { return "error \(errno)" }
        return String(cString: s)
    }
}

extension Pixmap {
    /// Writes the pixmap to a PNG file (see ``PNG/write(_:to:output:)``).
    public func writePNG(to path: String, output: PNG.Output = .rgba) throws(PNGError) {
        try PNG.write(self, to: path, output: output)
    }

    /// Reads a PNG file (see ``PNG/read(from:)``).
    public init(pngFile path: String) throws(PNGError) {
        self = try PNG.read(from: path)
    }
}
