/// A property of a Lottie file: a static value or a list of keyframes (LOTTIE_FORMAT.md §6).
///
/// Keyframes are sorted by time (stably), runs of more than two keyframes at one time are
/// reduced to their first and last, and both keyframe formats are normalised (see
/// ``LottieKeyframe``). An expression (`x`) is kept as text with its JSON path; a
/// ``LottieRenderer`` evaluates it (After Effects expressions, ECMAScript 5.1) unless told not to.
public struct LottieProperty<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The keyframes; empty for a static property.
    public package(set) var keyframes: [LottieKeyframe<Value>]
    /// The static value, or the first keyframe's value for an animated property.
    public package(set) var initialValue: Value
    /// The expression source (`x`), if the property had one.
    public package(set) var expression: String?
    /// The JSON path of the expression (`$.layers[0].ks.r.x`), where its diagnostics point.
    public package(set) var expressionPath: String?
    /// The slot id (`sid`) through which the value came, if any (§2).
    public package(set) var slotID: String?

    /// A static property.
    package init(_ value: Value) {
        self.keyframes = []
        self.initialValue = value
    }

    /// An animated property; an empty list makes a static property of `fallback`.
    package init(keyframes: [LottieKeyframe<Value>], fallback: Value) {
        self.keyframes = keyframes
        self.initialValue = keyframes.first?.value ?? fallback
    }

    /// Whether the property has keyframes.
    @inlinable
    public var isAnimated: Bool { !keyframes.isEmpty }

    /// The static value, if the property is not animated.
    @inlinable
    public var staticValue: Value? { keyframes.isEmpty ? initialValue : nil }

    /// The value after the last keyframe (the static value if not animated).
    public var finalValue: Value { keyframes.last?.endValue ?? initialValue }
}
