import Scrollwork

/// A typed animation of one property of a ``Node`` — the JazzHands / RazzleDazzle animation
/// kinds — built on the core's generic `Animation` (a fast setter binding, a Filmstrip and a
/// cursor). Keyframes go in with a subscript, RazzleDazzle style:
///
/// ```swift
/// let fade = AlphaAnimation(logo)
/// fade[0] = 1
/// fade[1, easing: .easeInQuad] = 0.5   // the segment starting here eases in
/// fade[2] = 0
/// animator.add(fade)
/// ```
///
/// With no keyframes the node is untouched. Progress is never clamped: overshooting easings
/// overshoot the value (clamping happens only when drawing — opacity, colour channels).
///
/// Not `Sendable`; see `Animatable` for the isolation rule.
public protocol NodeAnimation: Animatable {
    /// The animated value's type.
    associatedtype Value: Interpolatable
    /// The underlying core animation (its Filmstrip holds the keyframes).
    var animation: Animation<Node, Value> { get }
}

extension NodeAnimation {
    /// The animated node.
    public var node: Node { animation.target }

    /// The keyframes.
    public var filmstrip: Filmstrip<Value> {
        get { animation.filmstrip }
        set { animation.filmstrip = newValue }
    }

    /// A linear keyframe at `time` (writing; `nil` removes the keyframes there), or the value at
    /// `time` (reading).
    public subscript(time: Double) -> Value? {
        get { animation[time] }
        set { animation[time] = newValue }
    }

    /// A keyframe at `time` whose segment (toward the next keyframe) uses `easing`.
    public subscript(time: Double, easing easing: Easing) -> Value? {
        get { animation[time, easing: easing] }
        set { animation[time, easing: easing] = newValue }
    }

    /// Adds a keyframe: `value` at `time`, easing the segment it starts.
    public func set(_ value: Value, at time: Double, easing: Easing = .linear) {
        animation.set(value, at: time, easing: easing)
    }

    /// Writes the value at `time` to the node.
    @inlinable
    public func animate(at time: Double) { animation.animate(at: time) }
}
