import CJPEG
import ScrollworkCanvas

/// JPEG through libjpeg-turbo's TurboJPEG API (see ``ImageDecoder/allFormats`` for what is decoded and
/// refused).
enum JPEGDecoder {
    /// libjpeg-turbo's own bound on progressive scans (`TJFLAG_LIMITSCANS`): a file of many
    /// tiny scans would otherwise cost a full pass over the image per scan.
    static let scanLimit = 500

    static func decode(_ bytes: [UInt8], maxPixelCount: Int) throws(ImageError) -> Pixmap {
        guard !bytes.isEmpty else { throw .corrupt(format: .jpeg, reason: "no data") }
        guard let handle = tjInitDecompress() else {
            throw .corrupt(format: .jpeg, reason: "libjpeg-turbo could not start a decompressor")
        }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let header = bytes.withUnsafeBufferPointer { buffer in
            tjDecompressHeader3(handle, buffer.baseAddress, UInt(buffer.count), &width, &height, &subsampling, &colorspace)
        }
        guard header == 0 else { throw .corrupt(format: .jpeg, reason: message(handle)) }
        var pixmap = try ImageDecoder.pixmap(.jpeg, width: Int(width), height: Int(height), maxPixelCount: maxPixelCount)
        let cmyk = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
        let format = Int32(cmyk ? TJPF_CMYK.rawValue : TJPF_RGBA.rawValue)
        // Stop on the first warning: a truncated file or a damaged segment is an error.
        let flags = Int32(TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS)
        let status = pixmap.withUnsafeMutableBytes { out in
            bytes.withUnsafeBufferPointer { buffer in
                tjDecompress2(handle, buffer.baseAddress, UInt(buffer.count), out.baseAddress?.assumingMemoryBound(to: UInt8.self),
                              width, width * 4, height, format, flags)
            }
        }
        guard status == 0 else { throw .corrupt(format: .jpeg, reason: message(handle)) }
        if cmyk { pixmap.convertInvertedCMYK() }
        return pixmap
    }

    /// libjpeg-turbo's last message for `handle`.
    static func message(_ handle: tjhandle) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "libjpeg-turbo error" }
        let s = String(cString: text)
        return s.isEmpty ? "libjpeg-turbo error" : s
    }
}

extension Pixmap {
    /// Turns pixels holding Adobe's inverted CMYK (C, M, Y, K in the R, G, B, A bytes, 255 =
    /// no ink) into opaque RGB: `R = C · K / 255`, and so on.
    fileprivate mutating func convertInvertedCMYK() {
        withUnsafeMutablePixels { px in
            for i in px.indices {
                let p = px[i]
                let c = p & 0xFF, m = (p >> 8) & 0xFF, y = (p >> 16) & 0xFF, k = p >> 24
                let r = (c * k + 127) / 255, g = (m * k + 127) / 255, b = (y * k + 127) / 255
                px[i] = r | g << 8 | b << 16 | 0xFF00_0000
            }
        }
    }
}
