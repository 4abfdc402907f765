/// Something that updates itself for a time: an ``Animation``, a group, a scene node's tracks.
///
/// **Isolation.** Animatables, ``Animator``s and ``Player``s are not `Sendable`: they live in
/// one isolation domain — the main actor in an app, one task in a tool — and are created,
/// mutated and evaluated there. Their callbacks run there too.
public protocol Animatable: AnyObject {
    /// Sets whatever this animates to its value at `time`.
    func animate(at time: Double)
}
