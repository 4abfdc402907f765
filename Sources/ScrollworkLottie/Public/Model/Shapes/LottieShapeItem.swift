import ScrollworkCanvas
/// One item of a shape list (`shapes[]` of a shape layer, `it[]` of a group;
/// LOTTIE_FORMAT.md §9). Items draw in reverse order; styles paint and modifiers rewrite the
/// shapes that precede them in their scope.
public struct LottieShapeItem: Hashable, Sendable {
    /// What the item is.
    public enum Content: Hashable, Sendable {
        /// `gr`: a scope with its own items (its `tr` is one of them, normally the last).
        case group([LottieShapeItem])
        /// `rc`.
        case rectangle(LottieRectangle)
        /// `el`.
        case ellipse(LottieEllipse)
        /// `sr`.
        case polystar(LottiePolystar)
        /// `sh`.
        case path(LottieProperty<LottieBezier>)
        /// `fl`.
        case fill(LottieFill)
        /// `st`.
        case stroke(LottieStroke)
        /// `gf`.
        case gradientFill(LottieGradientFill)
        /// `gs`.
        case gradientStroke(LottieGradientStroke)
        /// `tr`: the transform of the enclosing group.
        case transform(LottieTransform)
        /// `tm`.
        case trim(LottieTrim)
        /// `rd`.
        case roundedCorners(LottieProperty<Double>)
        /// `rp`.
        case repeater(LottieRepeater)
        /// `mm` (kept as "normal" unless the renderer draws merge paths).
        case mergePaths(LottieMergePaths)
        /// `pb`: amount in percent.
        case puckerBloat(LottieProperty<Double>)
        /// `op`.
        case offsetPath(LottieOffsetPath)
        /// `zz`.
        case zigZag(LottieZigZag)
        /// Any other item (`tw`, `no`, unknown): kept by type name, not drawn.
        case unsupported(type: String)
    }

    /// The item's name (`nm`), for diagnostics and key paths.
    public var name: String?
    /// Hidden items (`hd`) are ignored entirely, also by modifiers.
    public var isHidden: Bool
    /// Blend mode (`bm`).
    public var blendMode: BlendMode
    /// What the item is.
    public var content: Content

    /// Creates an item.
    public init(name: String? = nil, isHidden: Bool = false, blendMode: BlendMode = .normal, content: Content) {
        self.name = name
        self.isHidden = isHidden
        self.blendMode = blendMode
        self.content = content
    }
}

/// Path direction of generated shapes (`d`): 3 reverses it, which matters for trim paths.
/// A rectangle is clockwise only for `d` 1 or 2 (as lottie-web reads it: without `d` it runs
/// counter-clockwise); ellipses and polystars are reversed by 3 alone.
public enum LottieShapeDirection: Int, Hashable, Sendable {
    /// Clockwise: `1` (or absent, except for rectangles).
    case normal = 1
    /// `3` (and a rectangle without `d`): counter-clockwise.
    case reversed = 3
}
