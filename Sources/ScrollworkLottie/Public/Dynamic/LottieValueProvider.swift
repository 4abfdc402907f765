import Scrollwork

/// A run-time value for animated properties, replacing the file's keyframes (lottie-ios' value
/// providers: `ColorValueProvider`, `FloatValueProvider`, `PointValueProvider`, …).
///
/// Values are in the file's units: colours 0…1, opacity and scale in percent, rotation in
/// degrees, points in the layer's coordinates. The frame given to a closure or Filmstrip is the
/// property's own time (the composition frame, or a precomposition's inner frame).
///
/// ```swift
/// let red = LottieValueProvider.constant(Color(red: 1, green: 0, blue: 0))
/// let pulse = LottieValueProvider<Double> { frame in 50 + 50 * sin(frame / 10) }
/// ```
public struct LottieValueProvider<Value: Interpolatable & Sendable>: Sendable {
    @usableFromInline enum Source: Sendable {
        case constant(Value)
        case closure(@Sendable (Double) -> Value)
        case filmstrip(Filmstrip<Value>, fallback: Value)
    }
    @usableFromInline let source: Source

    /// The same value at every frame.
    public static func constant(_ value: Value) -> LottieValueProvider { LottieValueProvider(source: .constant(value)) }

    /// A value computed from the frame.
    public init(_ closure: @escaping @Sendable (Double) -> Value) { source = .closure(closure) }

    /// Keyframes on the frame axis (any core easing); `fallback` where the Filmstrip is empty.
    public static func keyframes(_ filmstrip: Filmstrip<Value>, fallback: Value) -> LottieValueProvider {
        LottieValueProvider(source: .filmstrip(filmstrip, fallback: fallback))
    }

    init(source: Source) { self.source = source }

    /// The value at `frame`.
    @inlinable
    public func value(atFrame frame: Double) -> Value {
        switch source {
        case .constant(let v): return v
        case .closure(let f): return f(frame)
        case .filmstrip(let s, let fallback): return s.value(at: frame) ?? fallback
        }
    }
}
