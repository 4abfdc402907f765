import Scrollwork

/// Which composition times an export draws: a span of frames (a core `FrameRange`, the one
/// progress ↔ frame mapping) sampled at an output frame rate.
///
/// The span `first … last` lasts `last − first + 1` composition frames, each shown for
/// `1 / compositionRate` seconds. At `outputRate` frames a second, output frame `k` draws
/// the time `first + k · compositionRate / outputRate` (clamped to `last`), and there are
/// `⌊(last − first + 1) · outputRate / compositionRate⌋` of them, so the output lasts as long
/// as the span. At the composition's own rate that is every frame `first, first + 1, … last`;
/// other rates resample it, with sub-frame times where they fall.
public struct ExportTimeline: Hashable, Sendable {
    /// The frames exported (`inPoint` = the first, `lastFrame` = the last, both inclusive).
    public var span: FrameRange
    /// The composition's frames per second.
    public var compositionRate: Double
    /// The output's frames per second.
    public var outputRate: Double

    /// A timeline over `span` at `outputRate` (nil: the composition's rate).
    public init(span: FrameRange, compositionRate: Double, outputRate: Double? = nil) {
        self.span = span
        self.compositionRate = compositionRate
        self.outputRate = outputRate ?? compositionRate
    }

    /// The number of output frames (0 when the rates or the span are not usable numbers).
    public var frameCount: Int {
        let length = span.lastFrame - span.inPoint + 1
        guard compositionRate.isFinite, compositionRate > 0, outputRate.isFinite, outputRate > 0,
              length.isFinite, span.inPoint.isFinite else { return 0 }
        let n = (length * outputRate / compositionRate + 1e-9).rounded(.down)
        return n >= 1 ? Int(min(n, Double(Int32.max))) : 0
    }

    /// The composition time of output frame `k`.
    public func time(ofFrame k: Int) -> Double {
        min(span.inPoint + Double(k) * compositionRate / outputRate, span.lastFrame)
    }

    /// Every output frame's composition time, in order.
    public var times: [Double] { (0..<frameCount).map(time(ofFrame:)) }
}
