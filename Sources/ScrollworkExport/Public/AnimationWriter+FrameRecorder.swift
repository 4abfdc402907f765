import ScrollworkCanvas

/// A window host records into an animation file through the canvas's `FrameRecorder`.
extension AnimationWriter: FrameRecorder {
    /// Appends `frame` (``append(_:)``).
    public func record(_ frame: Pixmap) throws { try append(frame) }
    /// Completes the file (``finish()``).
    public func finishRecording() throws { _ = try finish() }
    /// Abandons the file (``cancel()``).
    public func cancelRecording() { cancel() }
}
