/// A range of time on an axis — a Lottie file's frames, an intro's pages, seconds — and **the**
/// progress ↔ time mapping of Scrollwork (DESIGN.md "Progress ↔ frames"). A Lottie-style range
/// shows frames `inPoint ≤ t < outPoint`, and the last frame any player draws is
/// `outPoint − 1`; progress `p` is the frame `inPoint + p·(lastFrame − inPoint)` — continuous,
/// never rounded. The player, the scroll bindings, the Lottie content, the CLI and the demos
/// all map through here.
///
/// Each mapping comes in two forms, named as such:
/// - the **clamped** form clamps progress into `0…1` and reads NaN as 0 (so it gives the
///   in-point): what players, bindings and nodes use for input that may stray;
/// - the **unclamped** form extrapolates the line outside `0…1` and passes NaN through: for
///   callers that validate first (the CLI refuses NaN and out-of-range progress) or want the
///   extrapolation.
///
/// Inside `0…1` both forms give the same time.
public struct FrameRange: Hashable, Sendable {
    /// The first frame (`ip`).
    public var inPoint: Double
    /// One past the last frame (`op`).
    public var outPoint: Double

    /// A range from `ip` to `op` (exclusive; the last frame drawn is `op − 1`).
    @inlinable
    public init(inPoint: Double, outPoint: Double) {
        self.inPoint = inPoint
        self.outPoint = outPoint
    }

    /// A range whose first and last times are given (both inclusive): `first … last`.
    @inlinable
    public init(first: Double, last: Double) {
        self.init(inPoint: first, outPoint: last + 1)
    }

    /// The last frame drawn, `op − 1` (never before ``inPoint``).
    @inlinable
    public var lastFrame: Double { max(inPoint, outPoint - 1) }

    /// The frame at progress `p`, with `p` clamped into `0…1` (NaN reads as 0: ``inPoint``).
    @inlinable
    public func clampedFrame(atProgress p: Double) -> Double {
        unclampedFrame(atProgress: FrameRange.clamp(p))
    }

    /// The frame at progress `p` on the line through ``inPoint`` (p = 0) and ``lastFrame``
    /// (p = 1), extrapolated outside `0…1`; NaN gives NaN.
    @inlinable
    public func unclampedFrame(atProgress p: Double) -> Double {
        inPoint + p * (lastFrame - inPoint)
    }

    /// The progress of `frame`, clamped into `0…1` (NaN gives 0, and so does a one-frame range).
    @inlinable
    public func clampedProgress(atFrame frame: Double) -> Double {
        FrameRange.clamp(unclampedProgress(atFrame: frame))
    }

    /// The progress of `frame`, the inverse of ``unclampedFrame(atProgress:)`` (0 for a
    /// one-frame range; NaN gives NaN).
    @inlinable
    public func unclampedProgress(atFrame frame: Double) -> Double {
        let span = lastFrame - inPoint
        return span > 0 ? (frame - inPoint) / span : (frame.isNaN ? frame : 0)
    }

    /// `p` in `0…1`, NaN as 0.
    @inlinable
    static func clamp(_ p: Double) -> Double {
        p.isNaN ? 0 : min(max(p, 0), 1)
    }
}
