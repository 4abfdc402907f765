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
    /// One member: the object (for identity and listing) and how to evaluate it. For a concrete
    /// ``Animation`` the closure is created where `add` is called, with the animation's types
    /// known, so the whole lookup is specialised and inlined there.
    @usableFromInline
    struct Member {
        @usableFromInline let animatable: any Animatable
        @usableFromInline let animate: (Double) -> Void

        @inlinable
        init(_ animatable: any Animatable, _ animate: @escaping (Double) -> Void) {
            self.animatable = animatable
            self.animate = animate
        }
    }

    @usableFromInline var members: ContiguousArray<Member> = []

    /// An empty animator.
    public init() {}

    /// The animatables, in evaluation order.
    public var all: [any Animatable] { members.map(\.animatable) }

    /// The number of animatables.
    public var count: Int { members.count }

    /// Adds an animatable (adding the same object twice evaluates it twice).
    ///
    /// The evaluation closure is created here, with the animatable's concrete type known, so
    /// for an ``Animation`` the whole lookup is specialised and inlined at the call site.
    @inlinable
    public func add<A: Animatable>(_ animatable: A) {
        members.append(Member(animatable) { animatable.animate(at: $0) })
    }

    /// Removes every occurrence of `animatable` (compared by identity).
    ///
    /// - Complexity: O(a) for a animations.
    public func remove(_ animatable: any Animatable) {
        members.removeAll { $0.animatable === animatable }
    }

    /// Removes everything.
    public func removeAll() {
        members.removeAll()
    }

    /// Evaluates every animatable at `time`.
    ///
    /// - Complexity: O(a) lookups for a animations, each O(1) while scrolling locally (its cursor), O(log k) after a jump over k keyframes.
    @inlinable
    public func animate(at time: Double) {
        members.withUnsafeBufferPointer { buffer in
            for member in buffer { member.animate(time) }
        }
    }
}
