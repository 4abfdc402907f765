import Scrollwork

/// A dotLottie theme (`t/<id>.json`): rules that override the values of slotted properties —
/// properties a Lottie file marks with a slot id (`sid`) — by slot id, optionally only in some
/// animations of the archive.
///
/// A renderer applies a theme through the same binding as value providers
/// (``LottieRenderer/apply(theme:animationID:)``), so a theme is a set of providers bound by slot
/// id instead of by keypath: switching or resetting a theme rebuilds the render tree once, and
/// frames then draw without further work.
///
/// ```swift
/// let file = try LottieReader().readDotLottie(contentsOfFile: "themed.lottie")
/// let renderer = LottieRenderer(try file.animation())
/// if let dark = file.theme(id: "dark") { renderer.apply(theme: dark) }
/// renderer.resetTheme()
/// ```
///
/// Colour, scalar, vector, position and gradient rules are applied, with a value or keyframes
/// (frame, value, tangents, hold); image and text rules are read, and reported by
/// ``LottieRenderer/apply(theme:animationID:)`` as not applied.
public struct LottieTheme: Hashable, Sendable {
    /// The theme's id (its file name in `t/`).
    public var id: String
    /// The rules, in file order (a later rule for the same slot wins).
    public var rules: [Rule]
    /// What could not be read, as (JSON path, message); moved into the archive's diagnostics.
    var problems: [Problem] = []

    /// A rule that could not be read.
    struct Problem: Error, Hashable, Sendable {
        var path: String
        var message: String
    }

    /// A theme of rules.
    public init(id: String, rules: [Rule]) {
        self.id = id
        self.rules = rules
    }

    /// One override: the slot it targets, the animations it is limited to, and its value.
    public struct Rule: Hashable, Sendable {
        /// The slot id (`sid`) of the properties it overrides (case-sensitive).
        public var slotID: String
        /// The animations of the archive it is limited to; nil: all of them.
        public var animationIDs: [String]?
        /// The value.
        public var value: Value

        /// A rule for `slotID`.
        public init(slotID: String, animationIDs: [String]? = nil, value: Value) {
            self.slotID = slotID
            self.animationIDs = animationIDs
            self.value = value
        }

        /// Whether the rule applies to the animation with `id` (nil: an animation outside an
        /// archive, to which only unscoped rules apply).
        public func applies(toAnimation id: String?) -> Bool {
            guard let animationIDs else { return true }
            return id.map(animationIDs.contains) ?? false
        }
    }

    /// The value of a rule, by its type.
    public enum Value: Hashable, Sendable {
        /// `Color`: fill, stroke and other colours (0…1 components; alpha is kept but fills and
        /// strokes take their opacity from their own property).
        case color(LottieThemeValue<Color>)
        /// `Scalar`: opacity (0…100), rotation (degrees), widths, radii, trim…
        case scalar(LottieThemeValue<Double>)
        /// `Vector`: scale (percent) and sizes.
        case vector(LottieThemeValue<Point>)
        /// `Position`: positions and anchors.
        case position(LottieThemeValue<Point>)
        /// `Gradient`: the colour stops of a gradient (their count must match the gradient's).
        case gradient(LottieThemeValue<[LottieGradientStop]>)
        /// `Image`: an image asset's replacement (read; not applied).
        case image(width: Double?, height: Double?, source: String?)
        /// `Text`: a text document's replacement text (read; not applied).
        case text(String)

        /// The rule type's name in the file (`"Color"`, `"Scalar"`…).
        public var typeName: String {
            switch self {
            case .color: return "Color"
            case .scalar: return "Scalar"
            case .vector: return "Vector"
            case .position: return "Position"
            case .gradient: return "Gradient"
            case .image: return "Image"
            case .text: return "Text"
            }
        }
    }
}

/// A theme rule's value: one value, or keyframes on the animation's frames.
public enum LottieThemeValue<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The same value at every frame.
    case constant(Value)
    /// Keyframes, sorted by frame.
    case keyframes([LottieThemeKeyframe<Value>])
}

/// A keyframe of a theme rule (`{"frame", "value", "inTangent", "outTangent", "hold"}`): the
/// segment to the next keyframe eases along the cubic bézier of this keyframe's out and in
/// tangents, as a Lottie keyframe's `o` and `i` (linear without them), or holds.
public struct LottieThemeKeyframe<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The frame (the animation's absolute frames).
    public var frame: Double
    /// The value from this frame on.
    public var value: Value
    /// The segment's first control point (`outTangent`, x and y in 0…1 of the segment).
    public var outTangent: Point?
    /// The segment's second control point (`inTangent`).
    public var inTangent: Point?
    /// Whether the value holds until the next keyframe.
    public var hold: Bool

    /// A keyframe.
    public init(frame: Double, value: Value, outTangent: Point? = nil, inTangent: Point? = nil, hold: Bool = false) {
        self.frame = frame
        self.value = value
        self.outTangent = outTangent
        self.inTangent = inTangent
        self.hold = hold
    }
}
