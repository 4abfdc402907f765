import CScrollworkExport
import Foundation
import ScrollworkCanvas

/// An animation file read back by a decoder that shares no code with the encoders that wrote
/// it: giflib's reader for GIF, libwebp's `WebPAnimDecoder` for WebP, and the `ffmpeg`
/// program for APNG and video. Frames are full canvases, premultiplied, in display order.
public struct DecodedAnimation {
    /// Every frame, composed as a viewer shows it.
    public var frames: [Pixmap]
    /// Each frame's display time, seconds.
    public var durations: [Double]
    /// Plays (0 = forever), where the format stores it.
    public var loopCount: Int?

    /// The parts.
    init(frames: [Pixmap], durations: [Double], loopCount: Int?) {
        self.frames = frames
        self.durations = durations
        self.loopCount = loopCount
    }

    /// Decodes `path` by its extension.
    public init(contentsOf path: String) throws {
        switch (path as NSString).pathExtension.lowercased() {
        case "gif": self = try Self.gif(path)
        case "webp": self = try Self.webp(path)
        default: self = try Self.ffmpeg(path)
        }
    }

    /// The frame a viewer shows at `count` evenly spaced times `k / framesPerSecond`: an
    /// encoder may merge identical consecutive frames into one longer frame (WebP does), so
    /// the stored frames are expanded by their durations. Without durations, the frames as
    /// stored.
    public func frames(atRate framesPerSecond: Double, count: Int) -> [Pixmap] {
        guard durations.count == frames.count, !frames.isEmpty else { return frames }
        var result: [Pixmap] = []
        var index = 0, end = durations[0]
        for k in 0..<count {
            let t = Double(k) / framesPerSecond + 1e-6
            while t >= end, index + 1 < frames.count {
                index += 1
                end += durations[index]
            }
            result.append(frames[index])
        }
        return result
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// giflib: `DGifSlurp`, then each frame drawn over the previous one (transparent pixels
    /// keep what is under them) and disposed as its graphic control block says.
    static func gif(_ path: String) throws -> DecodedAnimation {
        var error: Int32 = 0
        guard let file = DGifOpenFileName(path, &error) else { throw Failure(description: "giflib cannot open \(path): \(error)") }
        defer { DGifCloseFile(file, &error) }
        guard DGifSlurp(file) == GIF_OK else { throw Failure(description: "giflib cannot read \(path): \(file.pointee.Error)") }
        let width = Int(file.pointee.SWidth), height = Int(file.pointee.SHeight)
        var screen = try Pixmap(width: width, height: height)
        var frames: [Pixmap] = [], durations: [Double] = []
        var loop: Int?
        for i in 0..<Int(file.pointee.ImageCount) {
            let image = file.pointee.SavedImages[i]
            for e in 0..<Int(image.ExtensionBlockCount) {
                let block = image.ExtensionBlocks[e]
                if block.Function == APPLICATION_EXT_FUNC_CODE, block.ByteCount == 11,
                   String(decoding: UnsafeBufferPointer(start: block.Bytes, count: 11), as: UTF8.self) == "NETSCAPE2.0",
                   e + 1 < Int(image.ExtensionBlockCount) {
                    let data = image.ExtensionBlocks[e + 1]
                    if data.ByteCount >= 3 {
                        let repeats = Int(data.Bytes[1]) | Int(data.Bytes[2]) << 8
                        loop = repeats == 0 ? 0 : repeats + 1
                    }
                }
            }
            var control = GraphicsControlBlock()
            control.TransparentColor = NO_TRANSPARENT_COLOR
            _ = DGifSavedExtensionToGCB(file, Int32(i), &control)
            let d = image.ImageDesc
            guard let map = d.ColorMap ?? file.pointee.SColorMap else { throw Failure(description: "frame \(i) has no palette") }
            let before = screen
            for y in 0..<Int(d.Height) {
                for x in 0..<Int(d.Width) {
                    let index = Int(image.RasterBits[y * Int(d.Width) + x])
                    if index == Int(control.TransparentColor) { continue }
                    let c = map.pointee.Colors[index]
                    screen.setPixel(x: Int(d.Left) + x, y: Int(d.Top) + y, PremultipliedColor(r: c.Red, g: c.Green, b: c.Blue, a: 255))
                }
            }
            frames.append(screen)
            durations.append(Double(control.DelayTime) / 100)
            switch control.DisposalMode {
            case DISPOSE_BACKGROUND:
                screen.fill(.clear, in: PixelRect(x: Int(d.Left), y: Int(d.Top), width: Int(d.Width), height: Int(d.Height)))
            case DISPOSE_PREVIOUS:
                screen = before
            default:
                break
            }
        }
        return DecodedAnimation(frames: frames, durations: durations, loopCount: loop ?? 1)
    }

    /// libwebp's animation decoder, premultiplied output (`MODE_rgbA`).
    static func webp(_ path: String) throws -> DecodedAnimation {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        var options = WebPAnimDecoderOptions()
        guard WebPAnimDecoderOptionsInit(&options) != 0 else { throw Failure(description: "libwebp version mismatch") }
        options.color_mode = MODE_rgbA
        return try bytes.withUnsafeBufferPointer { buffer in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            guard let decoder = WebPAnimDecoderNew(&data, &options) else { throw Failure(description: "libwebp cannot read \(path)") }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { throw Failure(description: "no animation info") }
            let width = Int(info.canvas_width), height = Int(info.canvas_height)
            var frames: [Pixmap] = [], durations: [Double] = []
            var previous: Int32 = 0
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var pixels: UnsafeMutablePointer<UInt8>?
                var timestamp: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &pixels, &timestamp) != 0, let pixels else {
                    throw Failure(description: "libwebp cannot decode frame \(frames.count)")
                }
                var frame = try Pixmap(width: width, height: height)
                frame.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(start: pixels, count: width * height * 4)) }
                frames.append(frame)
                durations.append(Double(timestamp - previous) / 1000)
                previous = timestamp
            }
            return DecodedAnimation(frames: frames, durations: durations, loopCount: Int(info.loop_count))
        }
    }

    /// Whether the `ffmpeg` program is installed (scripts/setup.sh installs it).
    public static var hasFFmpeg: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg") }

    /// `ffmpeg` decodes to raw straight RGBA (VP9 through libvpx, which reads its alpha); the
    /// frames are premultiplied as the canvas's PNG reader does.
    static func ffmpeg(_ path: String) throws -> DecodedAnimation {
        let probe = try run(["/usr/bin/ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries",
                             "stream=width,height,codec_name", "-of", "csv=p=0", path])
        let fields = String(decoding: probe, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",")
        guard fields.count >= 3, let width = Int(fields[1]), let height = Int(fields[2]) else {
            throw Failure(description: "ffprobe cannot read \(path)")
        }
        var arguments = ["/usr/bin/ffmpeg", "-v", "error"]
        if fields[0] == "vp9" { arguments += ["-c:v", "libvpx-vp9"] }
        arguments += ["-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-vsync", "passthrough", "-"]
        let raw = try run(arguments)
        let size = width * height * 4
        guard size > 0, raw.count % size == 0 else { throw Failure(description: "ffmpeg gave \(raw.count) bytes, not whole \(width)x\(height) frames") }
        var frames: [Pixmap] = []
        for k in 0..<(raw.count / size) {
            var frame = try Pixmap(width: width, height: height)
            frame.withUnsafeMutableBytes { out in
                for i in stride(from: 0, to: size, by: 4) {
                    let a = UInt32(raw[k * size + i + 3])
                    for c in 0..<3 { out[i + c] = UInt8((UInt32(raw[k * size + i + c]) * a + 127) / 255) }
                    out[i + 3] = UInt8(a)
                }
            }
            frames.append(frame)
        }
        return DecodedAnimation(frames: frames, durations: [], loopCount: nil)
    }

    /// Runs a program and returns its standard output; throws on a non-zero exit.
    static func run(_ arguments: [String]) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("decode-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: out) }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(description: "\(arguments[0]) failed with \(process.terminationStatus)") }
        return try [UInt8](Data(contentsOf: out))
    }
}
