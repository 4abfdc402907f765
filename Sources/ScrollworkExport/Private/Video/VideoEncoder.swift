import Scrollwork
import ScrollworkCanvas

/// Writes MP4 (H.264, `yuv420p`, over the background or white) or WebM (VP9; `yuva420p` with
/// alpha when there is no background) by sending raw frames to `ffmpeg`, which writes the
/// temporary file by name. An MP4 of odd width or height is padded by one pixel of the
/// background, as 4:2:0 chroma needs even sizes.
final class VideoEncoder: FrameEncoder {
    let makePreparer: @Sendable () -> any FramePreparer
    private let process: FFmpegProcess
    private let format: ExportFormat
    private let frameBytes: Int

    /// `threads`: ffmpeg's encoding threads (`-threads`; 0 lets ffmpeg choose).
    init(output: OutputFile, format: ExportFormat, width: Int, height: Int, options: ExportOptions,
         threads: Int) throws(ExportError) {
        guard let executable = FFmpegProcess.locate(options.ffmpegPath) else { throw .ffmpegMissing(format: format) }
        self.format = format
        let background: Color? = format == .mp4 ? (options.background ?? .white) : options.background
        let alpha = background == nil
        makePreparer = { StraightPixelsPreparer(background: background) }
        frameBytes = width * height * (alpha ? 4 : 3)
        let quality = Double(options.quality(for: format))
        let rate = options.framesPerSecond == options.framesPerSecond.rounded()
            ? String(Int(options.framesPerSecond)) : String(options.framesPerSecond)
        var arguments = ["-hide_banner", "-loglevel", "error", "-y",
                         "-f", "rawvideo", "-pixel_format", alpha ? "rgba" : "rgb24",
                         "-video_size", "\(width)x\(height)", "-framerate", rate, "-i", "pipe:0"]
        switch format {
        case .mp4:
            if width % 2 == 1 || height % 2 == 1, let background {
                arguments += ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2:color=\(Self.hex(background))"]
            }
            let crf = Int((12 + (100 - quality) * 0.39).rounded())
            let rate = options.videoBitrate.map { ["-b:v", String($0)] } ?? ["-crf", String(crf)]
            arguments += ["-c:v", "libx264", "-preset", "medium"] + rate + ["-pix_fmt", "yuv420p",
                          "-movflags", "+faststart", "-f", "mp4"]
        default:
            let crf = Int((15 + (100 - quality) * 0.48).rounded())
            // A bit rate aims at a size; else constant quality (-b:v 0 with a CRF).
            let rate = options.videoBitrate.map { ["-b:v", String($0)] } ?? ["-crf", String(crf), "-b:v", "0"]
            arguments += ["-c:v", "libvpx-vp9"] + rate + ["-row-mt", "1", "-pix_fmt", alpha ? "yuva420p" : "yuv420p", "-f", "webm"]
        }
        arguments += ["-threads", String(max(0, threads)), output.temporaryPath]
        output.closeDescriptor()
        process = try FFmpegProcess(executable: executable, arguments: arguments, format: format)
    }

    func append(_ frame: PreparedFrame) throws(ExportError) {
        guard frame.bytes.count == frameBytes else { throw .encoderFailed(format: format, reason: "a frame has the wrong size") }
        let sent = frame.bytes.withUnsafeBytes { process.send($0) }
        if !sent {
            throw .encoderFailed(format: format, reason: process.finish() ?? "ffmpeg stopped reading its input")
        }
    }

    func finish() throws(ExportError) {
        if let failure = process.finish() { throw .encoderFailed(format: format, reason: failure) }
    }

    func discard() { process.terminate() }

    private static func hex(_ c: Color) -> String {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            return (b < 16 ? "0" : "") + String(b, radix: 16)
        }
        return "0x" + byte(c.red) + byte(c.green) + byte(c.blue)
    }
}
