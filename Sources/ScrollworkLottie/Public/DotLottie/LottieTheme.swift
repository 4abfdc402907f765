import Scrollwork
import ScrollworkCanvas

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
/// Every rule type is applied: colour, scalar, vector, position and gradient rules with a value
/// or keyframes (frame, value, tangents, hold); text rules with a document or keyframes of
/// documents (documents hold, as Lottie's do); image rules with the image that replaces a
/// slotted image asset.
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
        /// `Image`: the image that replaces a slotted image asset's.
        case image(Image)
        /// `Text`: what replaces the documents of a slotted text (each keyframe's document
        /// holds until the next; tangents are not used).
        case text(LottieThemeValue<Text>)

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

extension LottieTheme {
    /// What a text rule sets in a slotted text's document: the text, and whichever of its
    /// settings the rule gives; the rest keeps the file's document (the one shown at the
    /// rule's keyframe).
    public struct Text: Hashable, Sendable {
        /// The text; `\r` and `\n` break lines.
        public var text: String
        /// The font, by its `fName` in the file's font list.
        public var fontName: String?
        /// The size in pixels.
        public var size: Double?
        /// The fill colour.
        public var fillColor: Color?
        /// The stroke colour.
        public var strokeColor: Color?
        /// The stroke width.
        public var strokeWidth: Double?
        /// Whether the stroke is drawn over the fill.
        public var strokeOverFill: Bool?
        /// The distance between baselines.
        public var lineHeight: Double?
        /// Tracking, in thousandths of the size.
        public var tracking: Double?
        /// The paragraph justification.
        public var justification: TextJustification?
        /// Letter case.
        public var caps: LottieTextDocument.Caps?
        /// Baseline shift: positive moves the text up.
        public var baselineShift: Double?
        /// The size of the paragraph box (lines wrap at its width).
        public var boxSize: Size?
        /// The top-left corner of the paragraph box.
        public var boxPosition: Point?

        /// A text rule value that sets only the text.
        public init(_ text: String) {
            self.text = text
        }

        /// `document` with what this value sets.
        public func applied(to document: LottieTextDocument) -> LottieTextDocument {
            var d = document
            d.text = text
            if let fontName { d.fontName = fontName }
            if let size { d.size = size }
            if let fillColor { d.fillColor = fillColor }
            if let strokeColor { d.strokeColor = strokeColor }
            if let strokeWidth { d.strokeWidth = strokeWidth }
            if let strokeOverFill { d.strokeOverFill = strokeOverFill }
            if let lineHeight { d.lineHeight = lineHeight }
            if let tracking { d.tracking = tracking }
            if let justification { d.justification = justification }
            if let caps { d.caps = caps }
            if let baselineShift { d.baselineShift = baselineShift }
            if let boxSize { d.boxSize = boxSize }
            if let boxPosition { d.boxPosition = boxPosition }
            return d
        }
    }

    /// The image an image rule puts in place of a slotted image asset's, drawn in the asset's
    /// box: ``width`` × ``height`` when given, else the asset's declared size.
    public struct Image: Hashable, Sendable {
        /// Where the encoded bytes are: a data URL, bytes read from the archive's `i/` folder,
        /// a file next to the animation, or ``LottieImageAsset/Source/missing`` (the asset then
        /// draws nothing).
        public var source: LottieImageAsset.Source
        /// The width of the box it is drawn in, if the rule gives one.
        public var width: Double?
        /// The height of the box it is drawn in, if the rule gives one.
        public var height: Double?
        /// The decoded pixels (premultiplied), set when the theme is read from an archive (by
        /// its reader's image decoder); nil: the renderer decodes ``source`` if it is a PNG.
        public internal(set) var image: Pixmap?

        /// An image rule value.
        public init(source: LottieImageAsset.Source, width: Double? = nil, height: Double? = nil) {
            self.source = source
            self.width = width
            self.height = height
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
