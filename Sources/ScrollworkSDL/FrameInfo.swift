import Scrollwork

/// What the host tells the scene about the frame being drawn.
public struct FrameInfo: Sendable, Equatable {
    /// The frame's number, from 0.
    public var index: Int
    /// The scroll offset to draw: the input's target after smoothing and snapping.
    public var offset: Double
    /// The offset the input has reached (the wheel, drags and keys), before smoothing.
    public var targetOffset: Double
    /// Seconds since the previous frame (a fixed 1/60 s in headless mode, so scripted runs
    /// are reproducible).
    public var deltaTime: Double
    /// The drawable's size in points.
    public var pointSize: Size
    /// Pixels per point: 1 on an ordinary display, 2 on a typical HiDPI one. The pixmap has
    /// `pointSize × scale` pixels.
    public var scale: Double
}
