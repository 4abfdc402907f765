import CWebP
import ScrollworkCanvas

/// WebP through libwebp: still images with `WebPDecodeRGBAInto`, animated ones through the
/// demuxer's animation decoder (first frame, fully composed). See ``ImageDecoder/allFormats``.
enum WebPDecoder {
    static func decode(_ bytes: [UInt8], maxPixelCount: Int) throws(ImageError) -> Pixmap {
        var features = WebPBitstreamFeatures()
        let status = bytes.withUnsafeBufferPointer { WebPGetFeatures($0.baseAddress, $0.count, &features) }
        guard status == VP8_STATUS_OK else { throw .corrupt(format: .webp, reason: describe(status)) }
        var pixmap = try ImageDecoder.pixmap(.webp, width: Int(features.width), height: Int(features.height),
                                             maxPixelCount: maxPixelCount)
        if features.has_animation != 0 {
            try firstFrame(bytes, into: &pixmap)
        } else {
            let stride = pixmap.width * 4
            let decoded = pixmap.withUnsafeMutableBytes { out in
                bytes.withUnsafeBufferPointer { input in
                    WebPDecodeRGBAInto(input.baseAddress, input.count, out.baseAddress?.assumingMemoryBound(to: UInt8.self),
                                       out.count, Int32(stride))
                }
            }
            guard decoded != nil else { throw .corrupt(format: .webp, reason: "the bitstream does not decode") }
        }
        pixmap.premultiplyStraightAlpha()
        return pixmap
    }

    /// The first frame of an animated WebP, composed on its canvas, as straight RGBA.
    private static func firstFrame(_ bytes: [UInt8], into pixmap: inout Pixmap) throws(ImageError) {
        var options = WebPAnimDecoderOptions()
        guard WebPAnimDecoderOptionsInit(&options) != 0 else {
            throw .corrupt(format: .webp, reason: "libwebp's animation decoder is of another version")
        }
        options.color_mode = MODE_RGBA
        options.use_threads = 0
        let width = pixmap.width, height = pixmap.height
        let failure: String? = bytes.withUnsafeBufferPointer { input in
            var data = WebPData(bytes: input.baseAddress, size: input.count)
            guard let decoder = WebPAnimDecoderNew(&data, &options) else { return "the animation does not decode" }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0,
                  Int(info.canvas_width) == width, Int(info.canvas_height) == height else {
                return "the animation's canvas does not match its header"
            }
            var frame: UnsafeMutablePointer<UInt8>?
            var timestamp: Int32 = 0
            guard WebPAnimDecoderGetNext(decoder, &frame, &timestamp) != 0, let frame else {
                return "the first frame does not decode"
            }
            pixmap.withUnsafeMutableBytes { out in
                out.copyMemory(from: UnsafeRawBufferPointer(start: frame, count: width * height * 4))
            }
            return nil
        }
        if let failure { throw .corrupt(format: .webp, reason: failure) }
    }

    static func describe(_ status: VP8StatusCode) -> String {
        switch status {
        case VP8_STATUS_OUT_OF_MEMORY: return "out of memory"
        case VP8_STATUS_INVALID_PARAM: return "invalid parameter"
        case VP8_STATUS_BITSTREAM_ERROR: return "not a valid WebP bitstream"
        case VP8_STATUS_UNSUPPORTED_FEATURE: return "a feature libwebp does not support"
        case VP8_STATUS_SUSPENDED: return "suspended"
        case VP8_STATUS_USER_ABORT: return "aborted"
        case VP8_STATUS_NOT_ENOUGH_DATA: return "the data ends early"
        default: return "libwebp status \(status.rawValue)"
        }
    }
}
