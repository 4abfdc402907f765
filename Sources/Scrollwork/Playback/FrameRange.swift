/// A Lottie-style frame range: the composition shows frames `inPoint ≤ t < outPoint`, and the
/// last frame any player draws is `outPoint − 1`. Progress `p ∈ 0…1` maps to the absolute frame
/// `inPoint + p·(outPoint − 1 − inPoint)` (DESIGN.md) — continuous, never rounded. The same
/// rule is used by the player, scroll bindings and the CLI.
public struct FrameRange: Hashable, Sendable {
    /// The first frame (`ip`).
    public var inPoint: Double
    /// One past the last frame (`op`).
    public var outPoint: Double

    /// A range from `ip` to `op`.
    @inlinable
    public init(inPoint: Double, outPoint: Double) {
        self.inPoint = inPoint
        self.outPoint = outPoint
    }

    /// The last frame drawn, `op − 1` (never before `ip`).
    @inlinable
    public var lastFrame: Double { max(inPoint, outPoint - 1) }

    /// The frame at a progress: `ip + p·(op − 1 − ip)`.
    @inlinable
    public func frame(atProgress progress: Double) -> Double {
        inPoint + progress * (lastFrame - inPoint)
    }

    /// The progress of a frame (0 for a one-frame range).
    @inlinable
    public func progress(atFrame frame: Double) -> Double {
        let span = lastFrame - inPoint
        return span > 0 ? (frame - inPoint) / span : 0
    }
}
