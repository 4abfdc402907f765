/// A named time range of the animation (`markers[]`: `cm`, `tm`, `dr`; LOTTIE_FORMAT.md §13).
public struct LottieMarker: Hashable, Sendable {
    /// The marker's name (`cm`; numbers are converted to text).
    public package(set) var name: String
    /// Start, in absolute frames (`tm`).
    public package(set) var startFrame: Double
    /// Duration in frames (`dr`, ≥ 0; 0 is a point in time).
    public package(set) var duration: Double

    /// Creates a marker.
    public init(name: String, startFrame: Double, duration: Double) {
        self.name = name
        self.startFrame = startFrame
        self.duration = duration
    }

    /// The end frame, `startFrame + duration`.
    public var endFrame: Double { startFrame + duration }
}
