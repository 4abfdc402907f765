import Scrollwork

/// What ``PlaybackQueue`` needs of an animation player: start it, read how far it is, stop
/// it, and hear when it ends.
///
/// Scrollwork's clock-driven `Player` conforms as it is, and so does `LottiePlayer` (a
/// `Player`). Not `Sendable`: players live with the queue in one isolation domain (the main
/// actor in an app, a task in a tool), and callbacks run there.
public protocol PlayableAnimation: AnyObject {
    /// Plays from the start; calls `completion` once: `true` on reaching the end, `false` when
    /// stopped first.
    func play(completion: ((Bool) -> Void)?)
    /// How far playback is, 0…1.
    var progress: Double { get }
    /// Stops playback; a running play ends with `completion(false)`.
    func stop()
    /// Reads the player's clock and advances (called by ``PlaybackQueue/tick()`` once a frame).
    func tick()
}

extension Player: PlayableAnimation {}
