import CScrollworkExport
import Scrollwork
import ScrollworkCanvas

/// Writes an animated WebP through libwebp's `WebPAnimEncoder`, which picks per frame the
/// sub-rectangle that changed, key frames and blending. Frames are lossy with a lossless
/// alpha plane at quality < 100, lossless at 100. The encoder keeps the compressed frames
/// (not the pixels) until the file is assembled at the end.
final class WebPEncoder: FrameEncoder {
    let makePreparer: @Sendable () -> any FramePreparer
    private let output: OutputFile
    private let width: Int
    private let height: Int
    private let options: ExportOptions
    private let opaque: Bool
    private var encoder: OpaquePointer?
    private var config = WebPConfig()
    private var index = 0

    init(output: OutputFile, width: Int, height: Int, options: ExportOptions, threads: Int) throws(ExportError) {
        self.output = output
        self.width = width
        self.height = height
        self.options = options
        let background = options.background
        opaque = background != nil
        makePreparer = { StraightPixelsPreparer(background: background) }
        var animation = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&animation) != 0 else { throw .encoderFailed(format: .webp, reason: "libwebp version mismatch") }
        animation.anim_params.loop_count = Int32(options.loopCount)
        animation.anim_params.bgcolor = 0  // transparent
        animation.allow_mixed = 0
        guard WebPConfigInit(&config) != 0 else { throw .encoderFailed(format: .webp, reason: "libwebp version mismatch") }
        let quality = options.quality(for: .webp)
        config.lossless = quality >= 100 ? 1 : 0
        config.quality = Float(quality)
        config.method = 4
        config.thread_level = threads > 1 ? 1 : 0
        guard WebPValidateConfig(&config) != 0 else { throw .encoderFailed(format: .webp, reason: "invalid configuration") }
        encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &animation)
        guard encoder != nil else { throw .encoderFailed(format: .webp, reason: "cannot start a \(width)x\(height) animation") }
    }

    func append(_ frame: PreparedFrame) throws(ExportError) {
        guard let encoder else { throw .encoderFailed(format: .webp, reason: "the encoder is closed") }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw .encoderFailed(format: .webp, reason: "libwebp version mismatch") }
        picture.width = Int32(width)
        picture.height = Int32(height)
        picture.use_argb = 1
        defer { WebPPictureFree(&picture) }
        let channels = opaque ? 3 : 4
        guard frame.bytes.count == width * height * channels else { throw .encoderFailed(format: .webp, reason: "a frame has the wrong size") }
        let imported = frame.bytes.withUnsafeBufferPointer { bytes in
            opaque ? WebPPictureImportRGB(&picture, bytes.baseAddress, Int32(width * 3))
                   : WebPPictureImportRGBA(&picture, bytes.baseAddress, Int32(width * 4))
        }
        guard imported != 0 else { throw .encoderFailed(format: .webp, reason: "out of memory for a frame") }
        let timestamp = frameStart(index, framesPerSecond: options.framesPerSecond, unitsPerSecond: 1000)
        index += 1
        guard WebPAnimEncoderAdd(encoder, &picture, Int32(timestamp), &config) != 0 else {
            throw .encoderFailed(format: .webp, reason: Self.message(encoder))
        }
    }

    func finish() throws(ExportError) {
        guard let encoder else { throw .encoderFailed(format: .webp, reason: "the encoder is closed") }
        defer { discard() }
        let end = frameStart(index, framesPerSecond: options.framesPerSecond, unitsPerSecond: 1000)
        guard WebPAnimEncoderAdd(encoder, nil, Int32(end), nil) != 0 else {
            throw .encoderFailed(format: .webp, reason: Self.message(encoder))
        }
        var data = WebPData()
        guard WebPAnimEncoderAssemble(encoder, &data) != 0 else {
            throw .encoderFailed(format: .webp, reason: Self.message(encoder))
        }
        defer { WebPFree(UnsafeMutableRawPointer(mutating: data.bytes)) }
        try output.write(UnsafeRawBufferPointer(start: data.bytes, count: data.size))
    }

    func discard() {
        if let encoder { WebPAnimEncoderDelete(encoder) }
        encoder = nil
    }

    private static func message(_ encoder: OpaquePointer) -> String {
        WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "libwebp error"
    }
}

/// Straight (un-premultiplied) RGBA bytes, or RGB over an opaque background: the input of
/// the WebP and video encoders. Un-premultiplying rounds to the nearest level and leaves
/// fully transparent pixels transparent black, so no fringe colour appears at edges.
final class StraightPixelsPreparer: FramePreparer {
    private let background: Color?

    init(background: Color?) { self.background = background }

    func prepare(_ pixmap: Pixmap) throws(ExportError) -> PreparedFrame {
        let channels = background == nil ? 4 : 3
        var bytes = [UInt8](repeating: 0, count: pixmap.width * pixmap.height * channels)
        bytes.withUnsafeMutableBytes { destination in
            if let background {
                pixmap.writeRGB(over: background, into: destination)
            } else {
                pixmap.writeStraightRGBA(into: destination)
            }
        }
        return PreparedFrame(bytes: bytes)
    }
}
