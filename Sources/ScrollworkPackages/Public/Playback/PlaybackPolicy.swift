/// How a ``PlaybackQueue`` treats a request that arrives while an animation plays.
public enum PlaybackPolicy: Hashable, Sendable {
    /// Play every request, one after another, in arrival order.
    case queue
    /// The newest request replaces the playing animation once that has played past
    /// `progress` (0…1, clamped; 0 replaces at once); until then it waits, and a newer
    /// request replaces the waiting one.
    case replace(after: Double)
}
