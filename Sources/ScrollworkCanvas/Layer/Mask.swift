import Scrollwork

/// How one mask combines with the masks before it (Lottie §10).
public enum MaskMode: Hashable, Sendable {
    /// Union: `C + m − C·m`.
    case add
    /// `C · (1 − m)`.
    case subtract
    /// `C · m`.
    case intersect
    /// `max(C, m)`.
    case lighten
    /// `min(C, m)`.
    case darken
    /// `|C − m|`.
    case difference
    /// Ignored.
    case none
}

/// One mask of a layer: a path (in the coordinates current when the layer begins), how it
/// combines, its opacity and whether it is inverted.
public struct Mask: Sendable {
    /// The mask shape.
    public var path: Path
    /// How it combines with the masks before it.
    public var mode: MaskMode
    /// Its opacity, 0…1.
    public var opacity: Double
    /// Whether its coverage is inverted (`1 − coverage`).
    public var inverted: Bool
    /// Expansion in local units (Lottie `x`): the shape grows (> 0) or shrinks (< 0) by this
    /// distance, with round corners. Feather is not supported.
    public var expansion: Double

    /// Creates a mask.
    public init(path: Path, mode: MaskMode = .add, opacity: Double = 1, inverted: Bool = false, expansion: Double = 0) {
        self.path = path
        self.mode = mode
        self.opacity = opacity
        self.inverted = inverted
        self.expansion = expansion
    }
}

/// A track matte: how another layer's pixels (the matte source) show the content (Lottie §11).
public enum MatteMode: Hashable, Sendable {
    /// Content × source alpha.
    case alpha
    /// Content × (1 − source alpha).
    case alphaInverted
    /// Content × source luma (Rec. 709, on premultiplied colour).
    case luma
    /// Content × (1 − source luma).
    case lumaInverted
}

/// How a layer is composited when it ends.
public struct Layer: Sendable {
    /// Group opacity, 0…1.
    public var opacity: Double
    /// The blend mode used onto what is below.
    public var blendMode: BlendMode
    /// Bounds in the current local coordinates; the offscreen covers only these (`nil`: the
    /// current clip).
    public var bounds: Rect?
    /// Masks, combined in order.
    public var masks: [Mask]
    /// A track matte; draw the source after ``Canvas/beginMatte()``.
    public var matte: MatteMode?

    /// Creates layer options.
    public init(opacity: Double = 1, blendMode: BlendMode = .normal, bounds: Rect? = nil, masks: [Mask] = [],
                matte: MatteMode? = nil) {
        self.opacity = opacity
        self.blendMode = blendMode
        self.bounds = bounds
        self.masks = masks
        self.matte = matte
    }
}
