import CScrollworkExport
import ScrollworkCanvas

/// Writes an animated GIF through giflib's streaming encoder: a logical screen the frame's
/// size, the NETSCAPE2.0 loop extension, and per frame a graphic control extension (delay,
/// disposal, transparent index) and the image with its own palette.
final class GIFEncoder: FrameEncoder {
    let makePreparer: @Sendable () -> any FramePreparer
    private let output: OutputFile
    private let width: Int
    private let height: Int
    private let options: ExportOptions
    private var gif: UnsafeMutablePointer<GifFileType>?
    private var index = 0
    private var writeFailure: ExportError?

    init(output: OutputFile, width: Int, height: Int, options: ExportOptions) throws(ExportError) {
        self.output = output
        self.width = width
        self.height = height
        self.options = options
        let copied = options
        makePreparer = { GIFFramePreparer(options: copied) }
        var error: Int32 = 0
        gif = EGifOpen(Unmanaged.passUnretained(self).toOpaque(), { file, bytes, count in
            guard let file, let user = file.pointee.UserData, let bytes else { return 0 }
            let encoder = Unmanaged<GIFEncoder>.fromOpaque(user).takeUnretainedValue()
            return encoder.write(UnsafeRawBufferPointer(start: bytes, count: Int(count))) ? count : 0
        }, &error)
        guard let gif else { throw .encoderFailed(format: .gif, reason: Self.message(error)) }
        EGifSetGifVersion(gif, true)
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil))
        // Plays `loopCount` times: NETSCAPE2.0 stores the repeats after the first (0 = forever).
        if options.loopCount != 1 {
            let repeats = options.loopCount == 0 ? 0 : options.loopCount - 1
            try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE))
            try check(Array("NETSCAPE2.0".utf8).withUnsafeBytes { EGifPutExtensionBlock(gif, 11, $0.baseAddress) })
            try check([UInt8(1), UInt8(repeats & 0xFF), UInt8(repeats >> 8)].withUnsafeBytes { EGifPutExtensionBlock(gif, 3, $0.baseAddress) })
            try check(EGifPutExtensionTrailer(gif))
        }
    }

    private func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        do throws(ExportError) {
            try output.write(bytes)
            return true
        } catch {
            writeFailure = error
            return false
        }
    }

    func append(_ frame: PreparedFrame) throws(ExportError) {
        guard let gif else { throw .encoderFailed(format: .gif, reason: "the file is closed") }
        let start = frameStart(index, framesPerSecond: options.framesPerSecond, unitsPerSecond: 100)
        let end = frameStart(index + 1, framesPerSecond: options.framesPerSecond, unitsPerSecond: 100)
        index += 1
        var control = GraphicsControlBlock()
        // A frame with transparent pixels must not show the previous frame through them.
        control.DisposalMode = frame.transparentIndex != nil ? DISPOSE_BACKGROUND : DISPOSE_DO_NOT
        control.UserInputFlag = false
        control.DelayTime = Int32(min(65_535, max(0, end - start)))
        control.TransparentColor = Int32(frame.transparentIndex ?? Int(NO_TRANSPARENT_COLOR))
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = extensionBytes.withUnsafeMutableBufferPointer { EGifGCBToExtension(&control, $0.baseAddress) }
        try check(extensionBytes.withUnsafeBytes { EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), $0.baseAddress) })
        // A palette's size is a power of two, at least 2.
        let entries = frame.palette.count / 3
        var size = 2
        while size < entries { size *= 2 }
        var colors = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size)
        for i in 0..<entries {
            colors[i] = GifColorType(Red: frame.palette[i * 3], Green: frame.palette[i * 3 + 1], Blue: frame.palette[i * 3 + 2])
        }
        guard let map = GifMakeMapObject(Int32(size), &colors) else {
            throw .encoderFailed(format: .gif, reason: "out of memory for a palette")
        }
        defer { GifFreeMapObject(map) }
        try check(EGifPutImageDesc(gif, 0, 0, Int32(width), Int32(height), false, map))
        var pixels = frame.bytes
        guard pixels.count == width * height else { throw .encoderFailed(format: .gif, reason: "a frame has the wrong size") }
        try check(pixels.withUnsafeMutableBufferPointer { EGifPutLine(gif, $0.baseAddress, Int32(width * height)) })
    }

    func finish() throws(ExportError) {
        guard let gif else { throw .encoderFailed(format: .gif, reason: "the file is closed") }
        self.gif = nil
        var error: Int32 = 0
        if EGifCloseFile(gif, &error) != GIF_OK {
            throw writeFailure ?? .encoderFailed(format: .gif, reason: Self.message(error))
        }
        if let writeFailure { throw writeFailure }
    }

    func discard() {
        if let gif {
            var error: Int32 = 0
            EGifCloseFile(gif, &error)
            self.gif = nil
        }
    }

    private func check(_ status: Int32) throws(ExportError) {
        guard status == GIF_OK else {
            if let writeFailure { throw writeFailure }
            throw .encoderFailed(format: .gif, reason: Self.message(gif?.pointee.Error ?? 0))
        }
    }

    private static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }
}
