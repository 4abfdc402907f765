/// A Filmstrip bound to one property of one object: `animate(at:)` looks the value up and
/// writes it.
///
/// Two bindings:
/// - a key path (`Animation(node, \.alpha)`) — convenient. A literal key path that the
///   optimiser can see through becomes a direct store (`CoreBenchmarks` measures both
///   bindings at the same speed); one it cannot goes through Swift's generic key-path write;
/// - a setter closure (`Animation(node) { $0.alpha = $1 }`) — the fast path whatever the
///   optimiser sees, for large scenes.
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
    /// The keyframes and the cursor. Stored properties without dynamic exclusivity checks (the
    /// class is used from one thread at a time and never hands out `inout` access to them):
    /// the hot path then reads them in place. The lookup copies the segment it needs out of
    /// the keyframe array before running its easing, so the array is never in use across a
    /// call the compiler cannot see into (a custom easing could replace `strip`), and is read
    /// without being retained and released — those two atomic operations were most of the
    /// cost of `animate(at:)` (19 → 7 ns in CoreBenchmarks).
    @exclusivity(unchecked) @usableFromInline var strip: Filmstrip<Value>
    @exclusivity(unchecked) @usableFromInline var cursor: FilmstripCursor

    /// The keyframes; edit them freely (the cursor copes).
    public var filmstrip: Filmstrip<Value> {
        get { strip }
        set { strip = newValue }
    }

    @usableFromInline
    init(target: Target, apply: @escaping (Target, Value) -> Void, filmstrip: Filmstrip<Value>) {
        self.target = target
        self.apply = apply
        strip = filmstrip
        cursor = FilmstripCursor()
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
        strip.set(value, at: time, easing: easing)
    }

    /// A keyframe at `time` (writing; `nil` removes the keyframes there), or the value there
    /// (reading).
    public subscript(time: Double) -> Value? {
        get { strip.value(at: time) }
        set { strip[time] = newValue }
    }

    /// A keyframe at `time` whose segment (toward the next keyframe) uses `easing` (writing;
    /// `nil` removes the keyframes there), or the value there (reading).
    public subscript(time: Double, easing easing: Easing) -> Value? {
        get { strip.value(at: time) }
        set {
            if let newValue { strip.set(newValue, at: time, easing: easing) } else { strip.removeKeyframes(at: time) }
        }
    }

    /// Writes the value at `time` to the target; does nothing without keyframes or for a NaN time.
    /// (Always inlined, so a loop over animations, such as ``Animator``'s, pays no call frame.)
    @inlinable @inline(__always)
    public func animate(at time: Double) {
        guard let value = strip.value(at: time, cursor: &cursor) else { return }
        apply(target, value)
    }
}
