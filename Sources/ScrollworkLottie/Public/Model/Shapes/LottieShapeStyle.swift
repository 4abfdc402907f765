import Scrollwork

/// Fill rule of a fill (`r`).
public enum LottieFillRule: Int, Hashable, Sendable {
    /// 1.
    case nonZero = 1
    /// 2.
    case evenOdd = 2
}

/// Stroke cap (`lc`).
public enum LottieLineCap: Int, Hashable, Sendable {
    /// 1.
    case butt = 1
    /// 2.
    case round = 2
    /// 3.
    case square = 3
}

/// Stroke join (`lj`).
public enum LottieLineJoin: Int, Hashable, Sendable {
    /// 1.
    case miter = 1
    /// 2.
    case round = 2
    /// 3.
    case bevel = 3
}

/// A solid fill (`fl`).
public struct LottieFill: Hashable, Sendable {
    /// Colour (`c`); its alpha, if the file gave one, is ignored by players — opacity is ``opacity``.
    public package(set) var color: LottieProperty<Color>
    /// Opacity 0–100 (`o`).
    public package(set) var opacity: LottieProperty<Double>
    /// Fill rule (`r`).
    public package(set) var fillRule: LottieFillRule

    /// Creates a fill.
    package init(color: LottieProperty<Color>, opacity: LottieProperty<Double>, fillRule: LottieFillRule = .nonZero) {
        self.color = color
        self.opacity = opacity
        self.fillRule = fillRule
    }
}

/// The line style shared by solid and gradient strokes.
public struct LottieStrokeStyle: Hashable, Sendable {
    /// Width (`w`).
    public package(set) var width: LottieProperty<Double>
    /// Cap (`lc`).
    public package(set) var lineCap: LottieLineCap
    /// Join (`lj`).
    public package(set) var lineJoin: LottieLineJoin
    /// Miter limit (`ml`, or `ml2` when animated).
    public package(set) var miterLimit: LottieProperty<Double>
    /// Dash pattern (`d[]`), in file order.
    public package(set) var dashes: [LottieDash]

    /// Creates a stroke style.
    package init(width: LottieProperty<Double>, lineCap: LottieLineCap = .butt, lineJoin: LottieLineJoin = .miter,
                miterLimit: LottieProperty<Double> = LottieProperty(4), dashes: [LottieDash] = []) {
        self.width = width
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dashes = dashes
    }
}

/// One dash entry (`{n, v}`): dash, gap or offset (LOTTIE_FORMAT.md §9.5).
public struct LottieDash: Hashable, Sendable {
    /// The role of an entry.
    public enum Kind: String, Hashable, Sendable {
        /// `d`: a dash length.
        case dash = "d"
        /// `g`: a gap length.
        case gap = "g"
        /// `o`: the pattern offset.
        case offset = "o"
    }

    /// The role.
    public package(set) var kind: Kind
    /// The length.
    public package(set) var length: LottieProperty<Double>

    /// Creates a dash entry.
    package init(kind: Kind, length: LottieProperty<Double>) {
        self.kind = kind
        self.length = length
    }
}

/// A solid stroke (`st`).
public struct LottieStroke: Hashable, Sendable {
    /// Colour (`c`).
    public package(set) var color: LottieProperty<Color>
    /// Opacity 0–100 (`o`).
    public package(set) var opacity: LottieProperty<Double>
    /// Width, caps, joins, dashes.
    public package(set) var style: LottieStrokeStyle

    /// Creates a stroke.
    package init(color: LottieProperty<Color>, opacity: LottieProperty<Double>, style: LottieStrokeStyle) {
        self.color = color
        self.opacity = opacity
        self.style = style
    }
}

/// The gradient geometry shared by gradient fills and strokes (LOTTIE_FORMAT.md §9.6).
public struct LottieGradientPaint: Hashable, Sendable {
    /// Gradient kind (`t`).
    public enum Kind: Int, Hashable, Sendable {
        /// 1.
        case linear = 1
        /// 2.
        case radial = 2
        /// 3 (recent spec schema only).
        case conic = 3
    }

    /// Linear, radial or conic.
    public package(set) var kind: Kind
    /// Start point, or centre for radial (`s`).
    public package(set) var startPoint: LottieProperty<LottieVector>
    /// End point (`e`).
    public package(set) var endPoint: LottieProperty<LottieVector>
    /// Highlight length in percent (`h`, radial).
    public package(set) var highlightLength: LottieProperty<Double>
    /// Highlight angle in degrees (`a`, radial).
    public package(set) var highlightAngle: LottieProperty<Double>
    /// The colour and opacity stops (`g`).
    public package(set) var gradient: LottieGradient
    /// Opacity 0–100 (`o`).
    public package(set) var opacity: LottieProperty<Double>

    /// Creates a gradient paint.
    package init(kind: Kind, startPoint: LottieProperty<LottieVector>, endPoint: LottieProperty<LottieVector>,
                highlightLength: LottieProperty<Double>, highlightAngle: LottieProperty<Double>,
                gradient: LottieGradient, opacity: LottieProperty<Double>) {
        self.kind = kind
        self.startPoint = startPoint
        self.endPoint = endPoint
        self.highlightLength = highlightLength
        self.highlightAngle = highlightAngle
        self.gradient = gradient
        self.opacity = opacity
    }
}

/// A gradient fill (`gf`).
public struct LottieGradientFill: Hashable, Sendable {
    /// The gradient.
    public package(set) var paint: LottieGradientPaint
    /// Fill rule (`r`).
    public package(set) var fillRule: LottieFillRule

    /// Creates a gradient fill.
    package init(paint: LottieGradientPaint, fillRule: LottieFillRule = .nonZero) {
        self.paint = paint
        self.fillRule = fillRule
    }
}

/// A gradient stroke (`gs`).
public struct LottieGradientStroke: Hashable, Sendable {
    /// The gradient.
    public package(set) var paint: LottieGradientPaint
    /// Width, caps, joins, dashes.
    public package(set) var style: LottieStrokeStyle

    /// Creates a gradient stroke.
    package init(paint: LottieGradientPaint, style: LottieStrokeStyle) {
        self.paint = paint
        self.style = style
    }
}
