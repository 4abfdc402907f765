/// A value at a time, and the easing of the segment that **starts** here.
///
/// The last keyframe's easing is never used. ``dimensionEasings`` optionally gives one curve
/// per component of a vector value (Lottie's per-dimension easing); when it is empty,
/// ``easing`` shapes every component.
public struct Keyframe<Value> {
    /// When the keyframe applies (any unit: scroll offset, page, frame, seconds).
    public var time: Double
    /// The value at ``time``.
    public var value: Value
    /// The easing of the segment from this keyframe to the next.
    public var easing: Easing
    /// One easing per component (index 0 is component 0; missing components use the first),
    /// or empty to use ``easing`` for all.
    public var dimensionEasings: [Easing]

    /// Creates a keyframe; the easing defaults to ``Easing/linear``.
    @inlinable
    public init(time: Double, value: Value, easing: Easing = .linear) {
        self.time = time
        self.value = value
        self.easing = easing
        self.dimensionEasings = []
    }

    /// Creates a keyframe whose segment eases each component with its own curve.
    /// An empty list means ``Easing/linear``.
    @inlinable
    public init(time: Double, value: Value, dimensionEasings: [Easing]) {
        self.time = time
        self.value = value
        self.easing = dimensionEasings.first ?? .linear
        self.dimensionEasings = dimensionEasings.count > 1 ? dimensionEasings : []
    }
}

extension Keyframe: Sendable where Value: Sendable {}
extension Keyframe: Equatable where Value: Equatable {}
