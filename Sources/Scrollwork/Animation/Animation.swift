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
    /// The object animated.
    public let target: Target
    /// Writes a value to the target (the setter, or a closure over the key path).
    @usableFromInline let apply: (Target, Value) -> Void
    /// The keyframes and the cursor live behind pointers: the hot path then reads and updates
    /// them without the dynamic exclusivity checks that `var` properties of a class need.
    @usableFromInline let strip: UnsafeMutablePointer<Filmstrip<Value>>
    @usableFromInline let cursor: UnsafeMutablePointer<FilmstripCursor>

    /// The keyframes; edit them freely (the cursor copes).
    public var filmstrip: Filmstrip<Value> {
        get { strip.pointee }
        set { strip.pointee = newValue }
    }

    @usableFromInline
    init(target: Target, apply: @escaping (Target, Value) -> Void, filmstrip: Filmstrip<Value>) {
        self.target = target
        self.apply = apply
        strip = .allocate(capacity: 1)
        strip.initialize(to: filmstrip)
        cursor = .allocate(capacity: 1)
        cursor.initialize(to: FilmstripCursor())
    }

    deinit {
        strip.deinitialize(count: 1)
        strip.deallocate()
        cursor.deinitialize(count: 1)
        cursor.deallocate()
    }

    /// Animates the property at `keyPath` of `target`.
    @inlinable
    public convenience init(_ target: Target, _ keyPath: ReferenceWritableKeyPath<Target, Value>, filmstrip: Filmstrip<Value> = Filmstrip()) {
        self.init(target: target, apply: { $0[keyPath: keyPath] = $1 }, filmstrip: filmstrip)
    }

    /// Animates `target` through a setter closure — the fast binding.
    @inlinable
    public convenience init(_ target: Target, filmstrip: Filmstrip<Value> = Filmstrip(), set setter: @escaping (Target, Value) -> Void) {
        self.init(target: target, apply: setter, filmstrip: filmstrip)
    }

    /// Adds a keyframe (see ``Filmstrip/set(_:at:easing:)``).
    public func set(_ value: Value, at time: Double, easing: Easing = .linear) {
        strip.pointee.set(value, at: time, easing: easing)
    }

    /// A keyframe at `time` (writing), or the value there (reading).
    public subscript(time: Double) -> Value? {
        get { strip.pointee.value(at: time) }
        set { strip.pointee[time] = newValue }
    }

    /// Writes the value at `time` to the target; does nothing without keyframes or for a NaN time.
    @inlinable
    public func animate(at time: Double) {
        guard let value = strip.pointee.value(at: time, cursor: &cursor.pointee) else { return }
        apply(target, value)
    }
}
