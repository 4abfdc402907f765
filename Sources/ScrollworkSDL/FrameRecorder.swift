import ScrollworkCanvas
import ScrollworkExport

/// Writes the frames a window host presents to an animation file (`--record FILE`): GIF,
/// WebP, APNG, MP4 or WebM by the extension, at 60 frames a second — the rate of a headless
/// run, whose frames are 1/60 s apart whatever the machine's speed.
///
/// The file is written through ScrollworkExport's `AnimationWriter`: streamed frame by frame
/// to a temporary file, moved into place when the run ends, removed if recording fails.
final class FrameRecorder {
    /// Frames a second of the recording.
    static let framesPerSecond = 60.0

    private let writer: AnimationWriter

    /// Starts recording `width × height` frames to `path`.
    init(path: String, width: Int, height: Int) throws(HostError) {
        do {
            writer = try AnimationWriter(path: path, width: width, height: height,
                                         options: ExportOptions(framesPerSecond: Self.framesPerSecond), threads: 0)
        } catch {
            throw .record("\(error)")
        }
    }

    /// Adds the frame just presented.
    func record(_ pixmap: Pixmap) throws(HostError) {
        do { try writer.append(pixmap) } catch {
            throw .record(error == .frameSizeMismatch(expected: "\(writer.width)x\(writer.height)", got: "\(pixmap.width)x\(pixmap.height)")
                          ? "the window changed size while recording (\(error))" : "\(error)")
        }
    }

    /// Completes the file.
    func finish() throws(HostError) {
        do { try writer.finish() } catch { throw .record("\(error)") }
    }

    /// Abandons the file.
    func cancel() { writer.cancel() }
}
