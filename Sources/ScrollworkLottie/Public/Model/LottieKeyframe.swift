import Scrollwork

/// One keyframe of an animated property, already normalised (LOTTIE_FORMAT.md §6.2–6.3).
///
/// Both keyframe formats are folded into one: the segment that starts here runs from
/// ``value`` to ``endValue`` — `s[i+1]` when the next keyframe has an `s`, else this
/// keyframe's old-format `e`. The last keyframe's ``endValue`` equals its ``value``.
public struct LottieKeyframe<Value: Hashable & Sendable>: Hashable, Sendable {
    /// Time in frames of the containing composition.
    public package(set) var time: Double
    /// The value from this keyframe on (start of the segment).
    public package(set) var value: Value
    /// The value the segment that starts here heads to.
    public package(set) var endValue: Value
    /// The easing of the segment that starts here (`o`/`i`); linear when the file gave none.
    public package(set) var easing: LottieEasing
    /// Hold (`h: 1`): the value stays ``value`` until the next keyframe, then jumps.
    public package(set) var isHold: Bool
    /// Spatial out tangent (`to`), relative to ``value``; position-like properties only.
    public package(set) var spatialOutTangent: Point?
    /// Spatial in tangent (`ti`), relative to ``endValue``; position-like properties only.
    public package(set) var spatialInTangent: Point?

    /// Creates a keyframe.
    package init(time: Double, value: Value, endValue: Value, easing: LottieEasing = .linear, isHold: Bool = false,
                spatialOutTangent: Point? = nil, spatialInTangent: Point? = nil) {
        self.time = time
        self.value = value
        self.endValue = endValue
        self.easing = easing
        self.isHold = isHold
        self.spatialOutTangent = spatialOutTangent
        self.spatialInTangent = spatialInTangent
    }

    /// Whether the segment has non-zero spatial tangents (motion along a curve, §6.6).
    public var hasSpatialTangents: Bool {
        let o = spatialOutTangent ?? .zero
        let i = spatialInTangent ?? .zero
        return o != .zero || i != .zero
    }
}
