/// Takes frames one at a time and makes something of them — an animation file being written,
/// say: how a window host records what it presents without linking an encoder.
/// ScrollworkExport's `AnimationWriter` is one.
///
/// Frames arrive in order, all of one size; ``finishRecording()`` completes the result,
/// ``cancelRecording()`` abandons it (leaving nothing half-written behind).
public protocol FrameRecorder: AnyObject {
    /// Takes the next frame.
    func record(_ frame: Pixmap) throws
    /// Completes the result after the last frame.
    func finishRecording() throws
    /// Abandons the result.
    func cancelRecording()
}
