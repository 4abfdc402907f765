import CScrollworkExport
import Scrollwork
import ScrollworkCanvas

/// Writes an animated PNG. Debian's libpng has no APNG writer, so each frame is compressed by
/// libpng into a complete PNG (in the workers, through the canvas's `PNG.encode`), and this
/// encoder moves its image data into APNG's chunks, each framed by libpng's chunk writer
/// (`png_write_chunk`, which adds the length and CRC): the first frame's `IDAT`s stay `IDAT`s
/// (the default image), later frames' become `fdAT`s, each frame preceded by an `fcTL` (full
/// size, no disposal, replacing the previous frame). The frame count in `acTL` is patched at
/// the end, so frames stream to the file as they come.
final class APNGEncoder: FrameEncoder {
    let makePreparer: @Sendable () -> any FramePreparer
    private let output: OutputFile
    private let width: Int
    private let height: Int
    private let options: ExportOptions
    private var header: [UInt8]?
    private var animationControlOffset = 0
    private var sequence: UInt32 = 0
    private var index = 0

    init(output: OutputFile, width: Int, height: Int, options: ExportOptions) {
        self.output = output
        self.width = width
        self.height = height
        self.options = options
        let background = options.background
        makePreparer = { PNGFramePreparer(background: background) }
    }

    func append(_ frame: PreparedFrame) throws(ExportError) {
        let chunks = try PNGChunks(frame.bytes)
        if let header {
            guard chunks.header == header else { throw .encoderFailed(format: .apng, reason: "a frame's PNG header differs from the first") }
        } else {
            header = chunks.header
            try output.write(try Self.chunk(nil, []))
            try output.write(try Self.chunk("IHDR", chunks.header))
            animationControlOffset = output.byteCount
            try output.write(try Self.chunk("acTL", Self.animationControl(frames: 0, plays: options.loopCount)))
        }
        try output.write(try Self.chunk("fcTL", frameControl()))
        for data in chunks.imageData {
            if index == 0 {
                try output.write(try Self.chunk("IDAT", data))
            } else {
                try output.write(try Self.chunk("fdAT", Self.bigEndian(sequence) + data))
                sequence += 1
            }
        }
        index += 1
    }

    /// `fcTL`: sequence, size, offset, delay, dispose (none) and blend (source).
    private func frameControl() -> [UInt8] {
        let (numerator, denominator) = delay(ofFrame: index)
        var bytes = Self.bigEndian(sequence) + Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
        bytes += Self.bigEndian(0) + Self.bigEndian(0)
        bytes += [UInt8(numerator >> 8), UInt8(numerator & 0xFF), UInt8(denominator >> 8), UInt8(denominator & 0xFF)]
        bytes += [0, 0]
        sequence += 1
        return bytes
    }

    /// The frame's delay as a fraction of a second: `1/fps` for a whole rate, else the
    /// milliseconds between this frame's start and the next.
    private func delay(ofFrame k: Int) -> (UInt16, UInt16) {
        let fps = options.framesPerSecond
        if fps == fps.rounded(), fps >= 1, fps <= 65_535 { return (1, UInt16(fps)) }
        let start = frameStart(k, framesPerSecond: fps, unitsPerSecond: 1000)
        let end = frameStart(k + 1, framesPerSecond: fps, unitsPerSecond: 1000)
        return (UInt16(clamping: end - start), 1000)
    }

    func finish() throws(ExportError) {
        guard header != nil else { throw .noFrames }
        try output.write(try Self.chunk("IEND", []))
        try output.patch(try Self.chunk("acTL", Self.animationControl(frames: index, plays: options.loopCount)), at: animationControlOffset)
    }

    func discard() {}

    private static func animationControl(frames: Int, plays: Int) -> [UInt8] {
        bigEndian(UInt32(frames)) + bigEndian(UInt32(plays))
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    /// A chunk as libpng's chunk writer frames it: length, type, data and CRC-32 (with a nil
    /// `type`, the PNG signature).
    static func chunk(_ type: String?, _ data: [UInt8]) throws(ExportError) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: data.count + 12)
        let capacity = out.count
        let written = data.withUnsafeBufferPointer { bytes in
            out.withUnsafeMutableBufferPointer { buffer in
                if let type {
                    type.withCString { scrollwork_png_chunk($0, bytes.baseAddress, bytes.count, buffer.baseAddress, capacity) }
                } else {
                    scrollwork_png_chunk(nil, nil, 0, buffer.baseAddress, capacity)
                }
            }
        }
        guard written > 0 else { throw .encoderFailed(format: .apng, reason: "libpng could not write a \(type ?? "signature") chunk") }
        out.removeLast(out.count - written)
        return out
    }
}

/// The `IHDR` data and the `IDAT` payloads of one PNG file (libpng's output, so well formed;
/// the lengths are still checked).
struct PNGChunks {
    var header: [UInt8] = []
    var imageData: [[UInt8]] = []

    init(_ bytes: [UInt8]) throws(ExportError) {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard length >= 0, offset + 12 + length <= bytes.count else { break }
            let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            if type == "IHDR" { header = data }
            if type == "IDAT" { imageData.append(data) }
            if type == "IEND" { break }
            offset += 12 + length
        }
        guard header.count == 13, !imageData.isEmpty else {
            throw .encoderFailed(format: .apng, reason: "libpng's output has no image")
        }
    }
}

/// Compresses a frame into a PNG with libpng (straight RGBA, or RGB over the background).
final class PNGFramePreparer: FramePreparer {
    private let background: Color?

    init(background: Color?) { self.background = background }

    func prepare(_ pixmap: Pixmap) throws(ExportError) -> PreparedFrame {
        do {
            return PreparedFrame(bytes: try PNG.encode(pixmap, output: background.map { .rgb(background: $0) } ?? .rgba))
        } catch {
            throw .encoderFailed(format: .apng, reason: "\(error)")
        }
    }
}
