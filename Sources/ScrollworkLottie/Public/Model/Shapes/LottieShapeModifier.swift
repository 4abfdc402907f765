/// A trim path (`tm`, LOTTIE_FORMAT.md §9.4).
public struct LottieTrim: Hashable, Sendable {
    /// How several paths are trimmed (`m`).
    public enum Mode: Int, Hashable, Sendable {
        /// 1: each path on its own.
        case parallel = 1
        /// 2: all paths as one length.
        case sequential = 2
    }

    /// Start in percent (`s`).
    public package(set) var start: LottieProperty<Double>
    /// End in percent (`e`).
    public package(set) var end: LottieProperty<Double>
    /// Offset in degrees; 360 is one full length (`o`).
    public package(set) var offset: LottieProperty<Double>
    /// Mode (`m`).
    public package(set) var mode: Mode

    /// Creates a trim.
    package init(start: LottieProperty<Double>, end: LottieProperty<Double>, offset: LottieProperty<Double>, mode: Mode = .parallel) {
        self.start = start
        self.end = end
        self.offset = offset
        self.mode = mode
    }
}

/// A repeater (`rp`, LOTTIE_FORMAT.md §9.7).
public struct LottieRepeater: Hashable, Sendable {
    /// Where later copies go (`m`).
    public enum Composite: Int, Hashable, Sendable {
        /// 1: below earlier copies.
        case below = 1
        /// 2: above earlier copies.
        case above = 2
    }

    /// Number of copies (`c`), clamped to `[0, LottieLimits.maxRepeaterCopies]`.
    public package(set) var copies: LottieProperty<Double>
    /// Offset of the first copy (`o`), may be fractional or negative.
    public package(set) var offset: LottieProperty<Double>
    /// Stacking (`m`).
    public package(set) var composite: Composite
    /// The per-copy transform (`tr`) with ``LottieTransform/startOpacity`` and
    /// ``LottieTransform/endOpacity``.
    public package(set) var transform: LottieTransform

    /// Creates a repeater.
    package init(copies: LottieProperty<Double>, offset: LottieProperty<Double>, composite: Composite = .below, transform: LottieTransform) {
        self.copies = copies
        self.offset = offset
        self.composite = composite
        self.transform = transform
    }
}

/// Merge paths (`mm`). The canonical player (lottie-web) does not draw them: by default the
/// paths are kept as they are (a diagnostic says so); with `LottieRenderer.drawsMergePaths` they
/// are combined as path booleans.
public struct LottieMergePaths: Hashable, Sendable {
    /// The merge mode (`mm`): 1 normal, 2 add, 3 subtract, 4 intersect, 5 exclude intersections.
    public package(set) var mode: Int

    /// Creates a merge-paths item.
    package init(mode: Int) {
        self.mode = mode
    }
}

/// Offset path (`op`): every path grown (positive amount) or shrunk (negative) by a distance,
/// its corners joined as ``lineJoin`` says (lottie-web's `OffsetPathModifier`).
public struct LottieOffsetPath: Hashable, Sendable {
    /// The distance (`a`), in the shape's units.
    public package(set) var amount: LottieProperty<Double>
    /// How offset segments meet at corners (`lj`; absent: miter).
    public package(set) var lineJoin: LottieLineJoin
    /// The longest a miter corner may reach from the segment end (`ml`), in the shape's units.
    public package(set) var miterLimit: LottieProperty<Double>

    /// Creates an offset path.
    package init(amount: LottieProperty<Double>, lineJoin: LottieLineJoin = .miter, miterLimit: LottieProperty<Double>) {
        self.amount = amount
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
    }
}

/// Zig zag (`zz`): ridges along every segment of a path, alternating sides (lottie-web's
/// `ZigZagModifier`).
public struct LottieZigZag: Hashable, Sendable {
    /// How far each point moves off the path (`s`), in the shape's units.
    public package(set) var size: LottieProperty<Double>
    /// Ridges per segment (`r`), rounded, at least 0.
    public package(set) var ridges: LottieProperty<Double>
    /// Point type (`pt`): 1 corner (sharp), 2 smooth.
    public package(set) var pointType: LottieProperty<Double>

    /// Creates a zig zag.
    package init(size: LottieProperty<Double>, ridges: LottieProperty<Double>, pointType: LottieProperty<Double>) {
        self.size = size
        self.ridges = ridges
        self.pointType = pointType
    }
}
