/// Evaluates any number of ``Animatable``s at one time — typically once per frame with the
/// current scroll offset. A scene may have several animators (one per scroll axis, say).
///
/// ```swift
/// let animator = Animator()
/// animator.add(Animation(view, \.alpha, filmstrip: fade))
/// animator.animate(at: scrollOffset)
/// ```
///
/// Not `Sendable`; see ``Animatable`` for the isolation rule. Animatables run in the order
/// they were added.
public final class Animator: Animatable {
    @usableFromInline var animatables: ContiguousArray<any Animatable> = []

    /// An empty animator.
    public init() {}

    /// The animatables, in evaluation order.
    public var all: [any Animatable] { Array(animatables) }

    /// The number of animatables.
    public var count: Int { animatables.count }

    /// Adds an animatable (adding the same object twice evaluates it twice).
    public func add(_ animatable: any Animatable) {
        animatables.append(animatable)
    }

    /// Removes every occurrence of `animatable` (compared by identity).
    public func remove(_ animatable: any Animatable) {
        animatables.removeAll { $0 === animatable }
    }

    /// Removes everything.
    public func removeAll() {
        animatables.removeAll()
    }

    /// Evaluates every animatable at `time`.
    @inlinable
    public func animate(at time: Double) {
        for animatable in animatables { animatable.animate(at: time) }
    }
}
