/// What a Filmstrip gives before its first and after its last keyframe.
public enum EdgeStrategy: Hashable, Sendable {
    /// Hold the first value before the first keyframe and the last value after the last
    /// (the default, and Lottie's rule).
    case hold
    /// Continue linearly along the first / last segment (un-eased). Falls back to holding when
    /// that segment has no length (a jump pair at the edge, or a single keyframe), and for
    /// infinite times, which give the edge values.
    case extrapolate
}
