import CGIF
import CJPEG
import CWebP
import ScrollworkCanvas

/// Test images made with the system libraries' encoders (nothing is stored in the repository):
/// a small pattern, and its JPEG, lossless WebP and GIF encodings.
enum TestImages {
    /// Straight RGBA bytes of a `width × height` pattern: red rising to the right, green down,
    /// blue 64, alpha 255 — or, with `alpha`, alpha falling to the right.
    static func pattern(width: Int, height: Int, alpha: Bool = false) -> [UInt8] {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                bytes += [UInt8(x * 255 / max(width - 1, 1)), UInt8(y * 255 / max(height - 1, 1)), 64,
                          alpha ? UInt8(255 - x * 200 / max(width - 1, 1)) : 255]
            }
        }
        return bytes
    }

    /// JPEG at quality 100 without chroma subsampling (libjpeg-turbo).
    static func jpeg(_ rgba: [UInt8], width: Int, height: Int, grayscale: Bool = false) -> [UInt8] {
        guard let handle = tjInitCompress() else { return [] }
        defer { tjDestroy(handle) }
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let subsampling = Int32(grayscale ? TJSAMP_GRAY.rawValue : TJSAMP_444.rawValue)
        let status = rgba.withUnsafeBufferPointer {
            tjCompress2(handle, $0.baseAddress, Int32(width), Int32(width * 4), Int32(height), Int32(TJPF_RGBA.rawValue),
                        &buffer, &size, subsampling, 100, 0)
        }
        guard status == 0, let buffer else { return [] }
        defer { tjFree(buffer) }
        return Array(UnsafeBufferPointer(start: buffer, count: Int(size)))
    }

    /// Lossless WebP (libwebp), alpha kept.
    static func webp(_ rgba: [UInt8], width: Int, height: Int) -> [UInt8] {
        var output: UnsafeMutablePointer<UInt8>?
        let size = rgba.withUnsafeBufferPointer {
            WebPEncodeLosslessRGBA($0.baseAddress, Int32(width), Int32(height), Int32(width * 4), &output)
        }
        guard size > 0, let output else { return [] }
        defer { WebPFree(output) }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }

    /// A GIF (giflib) of palette indices `pixels` (row by row) with `palette` (RGB triples);
    /// `transparent` is the transparent index; `interlaced` stores the rows in GIF's four passes.
    static func gif(_ pixels: [UInt8], width: Int, height: Int, palette: [(UInt8, UInt8, UInt8)],
                    transparent: Int? = nil, interlaced: Bool = false) -> [UInt8] {
        final class Output { var bytes: [UInt8] = [] }
        let output = Output()
        var error: Int32 = 0
        let write: OutputFunc = { gif, data, length in
            guard let gif, let data, let user = gif.pointee.UserData else { return 0 }
            Unmanaged<Output>.fromOpaque(user).takeUnretainedValue().bytes += UnsafeBufferPointer(start: data, count: Int(length))
            return length
        }
        return withExtendedLifetime(output) {
            guard let gif = EGifOpen(Unmanaged.passUnretained(output).toOpaque(), write, &error) else { return [] }
            EGifSetGifVersion(gif, true)
            var colors = palette.map { GifColorType(Red: $0.0, Green: $0.1, Blue: $0.2) }
            var size = 2
            while size < colors.count { size *= 2 }
            colors += Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size - colors.count)
            let map = GifMakeMapObject(Int32(size), &colors)
            defer { GifFreeMapObject(map) }
            EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map)
            if let transparent {
                var control = GraphicsControlBlock(DisposalMode: 0, UserInputFlag: false, DelayTime: 0,
                                                   TransparentColor: Int32(transparent))
                var extensionBytes = [GifByteType](repeating: 0, count: 4)
                let n = EGifGCBToExtension(&control, &extensionBytes)
                EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(n), extensionBytes)
            }
            EGifPutImageDesc(gif, 0, 0, Int32(width), Int32(height), interlaced, nil)
            let rows: [Int] = interlaced
                ? [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { stride(from: $0.0, to: height, by: $0.1) }
                : Array(0..<height)
            for row in rows {
                var line = Array(pixels[(row * width)..<((row + 1) * width)])
                EGifPutLine(gif, &line, Int32(width))
            }
            EGifCloseFile(gif, &error)
            return output.bytes
        }
    }

    /// The premultiplied pixel of straight RGBA bytes at pixel `i`.
    static func premultiplied(_ rgba: [UInt8], _ i: Int) -> PremultipliedColor {
        let a = UInt32(rgba[i * 4 + 3])
        func p(_ c: UInt8) -> UInt8 { UInt8((UInt32(c) * a + 127) / 255) }
        return PremultipliedColor(r: p(rgba[i * 4]), g: p(rgba[i * 4 + 1]), b: p(rgba[i * 4 + 2]), a: UInt8(a))
    }
}
