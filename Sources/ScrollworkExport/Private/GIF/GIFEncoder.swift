import CScrollworkExport
import ScrollworkCanvas

/// Writes an animated GIF through giflib's streaming encoder: a logical screen the frame's
/// size, the NETSCAPE2.0 loop extension, and per frame a graphic control extension (delay,
/// disposal, transparent index) and the image with its own palette.
///
/// Each frame is written as a change to the screen: only the rectangle around the pixels
/// whose colour (before quantisation) differs from what the screen shows, with unchanged
/// pixels inside it set to the transparent index, which keeps what is there. A frame is held
/// until the next one arrives: when the next frame makes transparent a pixel this one leaves
/// opaque, this one is written whole and disposed to the background, so the next starts
/// from a clear screen.
final class GIFEncoder: FrameEncoder {
    let makePreparer: @Sendable () -> any FramePreparer
    private let output: OutputFile
    private let width: Int
    private let height: Int
    private let options: ExportOptions
    private var gif: UnsafeMutablePointer<GifFileType>?
    private var index = 0
    private var writeFailure: ExportError?
    /// The frame waiting for the next one (which decides its disposal).
    private var pending: PreparedFrame?
    /// What the screen shows under the pending frame, as source colours (0 = transparent).
    private var screen: [UInt32]

    init(output: OutputFile, width: Int, height: Int, options: ExportOptions) throws(ExportError) {
        self.output = output
        self.width = width
        self.height = height
        self.options = options
        screen = [UInt32](repeating: 0, count: width * height)
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
        guard frame.bytes.count == width * height, frame.source.count == width * height, frame.transparentIndex != nil else {
            throw .encoderFailed(format: .gif, reason: "a frame has the wrong size")
        }
        if let previous = pending {
            // Transparent now where the previous frame is opaque: only a clear screen shows that.
            let clears = zip(frame.source, previous.source).contains { $0 == 0 && $1 != 0 }
            try write(previous, clearingAfter: clears)
        }
        pending = frame
    }

    /// Writes `frame` as a change to `screen`, then updates `screen`.
    private func write(_ frame: PreparedFrame, clearingAfter clears: Bool) throws(ExportError) {
        guard let gif, let keep = frame.transparentIndex else { throw .encoderFailed(format: .gif, reason: "the file is closed") }
        let start = frameStart(index, framesPerSecond: options.framesPerSecond, unitsPerSecond: 100)
        let end = frameStart(index + 1, framesPerSecond: options.framesPerSecond, unitsPerSecond: 100)
        index += 1
        // The rectangle around the changed pixels (the whole frame when it is cleared after).
        var (left, top, right, bottom) = (width, height, -1, -1)
        if clears {
            (left, top, right, bottom) = (0, 0, width - 1, height - 1)
        } else {
            for y in 0..<height {
                let row = y * width
                for x in 0..<width where frame.source[row + x] != screen[row + x] {
                    left = min(left, x)
                    right = max(right, x)
                    top = min(top, y)
                    bottom = y
                }
            }
            if right < 0 { (left, top, right, bottom) = (0, 0, 0, 0) }  // nothing changed: one kept pixel
        }
        // The rectangle's pixels, and a palette of only the entries they use (a small change
        // carries a small palette); the last entry is the transparent (keep) index.
        let (w, h) = (right - left + 1, bottom - top + 1)
        var remap = [Int](repeating: -1, count: 256)
        var used: [UInt8] = []
        for y in 0..<h {
            let row = (top + y) * width + left
            for x in 0..<w where frame.source[row + x] != screen[row + x] {
                let value = Int(frame.bytes[row + x])
                if value != keep, remap[value] < 0 {
                    remap[value] = used.count / 3
                    used += frame.palette[(value * 3)..<(value * 3 + 3)]
                }
            }
        }
        let keepIndex = used.count / 3
        used += frame.palette[(keep * 3)..<(keep * 3 + 3)]
        var pixels = [UInt8](repeating: UInt8(keepIndex), count: w * h)
        for y in 0..<h {
            let row = (top + y) * width + left
            for x in 0..<w where frame.source[row + x] != screen[row + x] && Int(frame.bytes[row + x]) != keep {
                pixels[y * w + x] = UInt8(remap[Int(frame.bytes[row + x])])
            }
        }
        var control = GraphicsControlBlock()
        control.DisposalMode = clears ? DISPOSE_BACKGROUND : DISPOSE_DO_NOT
        control.UserInputFlag = false
        control.DelayTime = Int32(min(65_535, max(0, end - start)))
        control.TransparentColor = Int32(keepIndex)
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = extensionBytes.withUnsafeMutableBufferPointer { EGifGCBToExtension(&control, $0.baseAddress) }
        try check(extensionBytes.withUnsafeBytes { EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), $0.baseAddress) })
        // A palette's size is a power of two, at least 2.
        let entries = used.count / 3
        var size = 2
        while size < entries { size *= 2 }
        var colors = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size)
        for i in 0..<entries {
            colors[i] = GifColorType(Red: used[i * 3], Green: used[i * 3 + 1], Blue: used[i * 3 + 2])
        }
        guard let map = GifMakeMapObject(Int32(size), &colors) else {
            throw .encoderFailed(format: .gif, reason: "out of memory for a palette")
        }
        defer { GifFreeMapObject(map) }
        try check(EGifPutImageDesc(gif, Int32(left), Int32(top), Int32(w), Int32(h), false, map))
        try check(pixels.withUnsafeMutableBufferPointer { EGifPutLine(gif, $0.baseAddress, Int32(w * h)) })
        if clears {
            for i in screen.indices { screen[i] = 0 }
        } else {
            screen = frame.source
        }
    }

    func finish() throws(ExportError) {
        if let last = pending {
            pending = nil
            try write(last, clearingAfter: false)
        }
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
