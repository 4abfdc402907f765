import Scrollwork

/// Hides and shows a node at given times (JazzHands `IFTTTHideAnimation`), as a step function
/// with a stated edge: **`hide(at: t)` means hidden for every time ≥ t** and visible before
/// it; `show(at: t)` the reverse. Each is a jump pair of keyframes at `t` (two keyframes at one
/// time: the later holds from that time on), so at exactly `t` the new state already holds —
/// JazzHands and RazzleDazzle left the view visible at exactly `t`.
///
/// ```swift
/// let hide = HideAnimation(badge)
/// hide.hide(at: 2)     // visible for t < 2, hidden for t ≥ 2
/// hide.show(at: 5)     // visible again for t ≥ 5
/// ```
///
/// The subscript also takes Bool keyframes, but a Bool segment flips at its first instant
/// (progress > 0); prefer ``hide(at:)`` / ``show(at:)``.
public final class HideAnimation: NodeAnimation {
    /// The underlying animation (values are ``Node/isHidden``).
    public let animation: Animation<Node, Bool>

    /// Animates `node`'s hidden state.
    public init(_ node: Node) { animation = Animation(node) { $0.isHidden = $1 } }

    /// A node hidden from `time` on (visible before).
    public convenience init(_ node: Node, hideAt time: Double) {
        self.init(node)
        hide(at: time)
    }

    /// A node shown from `time` on (hidden before).
    public convenience init(_ node: Node, showAt time: Double) {
        self.init(node)
        show(at: time)
    }

    /// Hidden for times ≥ `time` (until a later ``show(at:)``).
    public func hide(at time: Double) {
        animation.filmstrip.removeKeyframes(at: time)
        animation.set(false, at: time)
        animation.set(true, at: time)
    }

    /// Visible for times ≥ `time` (until a later ``hide(at:)``).
    public func show(at time: Double) {
        animation.filmstrip.removeKeyframes(at: time)
        animation.set(true, at: time)
        animation.set(false, at: time)
    }
}
