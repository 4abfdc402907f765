/// A Filmstrip bound to one property of one object: `animate(at:)` looks the value up and
/// writes it.
///
/// Two bindings:
/// - a key path (`Animation(node, \.alpha)`) — convenient; each write through a
///   `ReferenceWritableKeyPath` costs on the order of 100 ns in Swift today;
/// - a setter closure (`Animation(node) { $0.alpha = $1 }`) — the fast path for large scenes.
///
/// The animation keeps a cursor into its Filmstrip, so scrubbing through nearby times costs
/// O(1) per frame, and allocates nothing. With no keyframes (or a NaN time) the target is left
/// untouched. The target is held strongly: an animation keeps its object alive (don't let the
/// object own the animator that owns the animation).
///
/// Not `Sendable`; see ``Animatable`` for the isolation rule.
public final class Animation<Target: AnyObject, Value: Interpolatable>: Animatable {
    @usableFromInline
    enum Binding {
        case keyPath(ReferenceWritableKeyPath<Target, Value>)
        case setter((Target, Value) -> Void)
    }

    /// The object animated.
    public let target: Target
    /// The keyframes; edit them freely (the cursor copes).
    public var filmstrip: Filmstrip<Value>
    @usableFromInline let binding: Binding
    @usableFromInline var cursor = FilmstripCursor()

    /// Animates the property at `keyPath` of `target`.
    public init(_ target: Target, _ keyPath: ReferenceWritableKeyPath<Target, Value>, filmstrip: Filmstrip<Value> = Filmstrip()) {
        self.target = target
        self.filmstrip = filmstrip
        self.binding = .keyPath(keyPath)
    }

    /// Animates `target` through a setter closure — the fast binding.
    public init(_ target: Target, filmstrip: Filmstrip<Value> = Filmstrip(), set setter: @escaping (Target, Value) -> Void) {
        self.target = target
        self.filmstrip = filmstrip
        self.binding = .setter(setter)
    }

    /// Adds a keyframe (see ``Filmstrip/set(_:at:easing:)``).
    public func set(_ value: Value, at time: Double, easing: Easing = .linear) {
        filmstrip.set(value, at: time, easing: easing)
    }

    /// A keyframe at `time` (writing), or the value there (reading).
    public subscript(time: Double) -> Value? {
        get { filmstrip.value(at: time) }
        set { filmstrip[time] = newValue }
    }

    /// Writes the value at `time` to the target; does nothing without keyframes or for a NaN time.
    @inlinable
    public func animate(at time: Double) {
        guard let value = filmstrip.value(at: time, cursor: &cursor) else { return }
        switch binding {
        case .keyPath(let keyPath): target[keyPath: keyPath] = value
        case .setter(let setter): setter(target, value)
        }
    }
}
