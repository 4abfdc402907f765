#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Scrollwork

/// A filter applied to the pixels drawn so far into the open layer (``Canvas/applyEffect(_:)``),
/// as SVG filter primitives compute it: colour effects work on straight (unpremultiplied)
/// colour per pixel; blurs and shadows on premultiplied pixels. Lengths are in the current
/// local coordinates (scaled by the transform into device pixels).
public enum LayerEffect: Sendable, Equatable {
    /// Every pixel takes `color`, keeping its alpha times `opacity` (0…1).
    case fill(Color, opacity: Double)
    /// Maps each pixel's grey level (the mean of its linear-light channels, back in sRGB) from
    /// `black` to `white`; `amount` (0…1) scales the result's alpha, and when `overOriginal`
    /// the result is drawn over the original pixels.
    case tint(black: Color, white: Color, amount: Double, overOriginal: Bool)
    /// Maps the grey level (as ``tint(black:white:amount:overOriginal:)``) through three
    /// colours: `dark` at 0, `mid` at ½ and `bright` at 1, linearly between; alpha is kept.
    case tritone(bright: Color, mid: Color, dark: Color)
    /// Input/output levels with gamma, per channel then on red, green and blue together.
    case levels(Levels)
    /// A Gaussian blur with these standard deviations along x and y.
    case blur(sigmaX: Double, sigmaY: Double)
    /// A shadow under the pixels: their alpha blurred by `sigma`, moved by (`dx`, `dy`), in
    /// `color` at `opacity` (0…1).
    case dropShadow(color: Color, opacity: Double, dx: Double, dy: Double, sigma: Double)

    /// The largest blur standard deviation used, in device pixels; larger ones are clamped,
    /// which bounds the reach of blurs and shadows.
    public static let maxDeviceSigma = 256.0
}

/// Pro-levels curves (``LayerEffect/levels(_:)``): each maps a channel value in 0…1.
public struct Levels: Sendable, Equatable {
    /// One channel's curve: values at or below `inputBlack` give `outputBlack`, at or above
    /// `inputWhite` give `outputWhite`, and between,
    /// `outputBlack + (outputWhite − outputBlack) · ((v − inputBlack)/(inputWhite − inputBlack))^(1/gamma)`.
    public struct Curve: Sendable, Equatable {
        /// Input black point (0…1).
        public var inputBlack: Double
        /// Input white point (0…1).
        public var inputWhite: Double
        /// Gamma.
        public var gamma: Double
        /// Output black point (0…1).
        public var outputBlack: Double
        /// Output white point (0…1).
        public var outputWhite: Double

        /// Creates a curve.
        public init(inputBlack: Double = 0, inputWhite: Double = 1, gamma: Double = 1, outputBlack: Double = 0, outputWhite: Double = 1) {
            self.inputBlack = inputBlack
            self.inputWhite = inputWhite
            self.gamma = gamma
            self.outputBlack = outputBlack
            self.outputWhite = outputWhite
        }

        /// The identity curve.
        public static let identity = Curve()

        /// The curve at `v` (0…1), unclamped.
        public func value(at v: Double) -> Double {
            let lo = min(inputBlack, inputWhite), hi = max(inputBlack, inputWhite)
            let delta = inputWhite - inputBlack
            if v <= lo { return delta < 0 ? outputWhite : outputBlack }
            if v >= hi { return delta < 0 ? outputBlack : outputWhite }
            return outputBlack + (outputWhite - outputBlack) * pow((v - inputBlack) / delta, 1 / gamma)
        }
    }

    /// Applied to red, green and blue after the per-channel curves.
    public var rgb: Curve
    /// The red channel's curve.
    public var red: Curve
    /// The green channel's curve.
    public var green: Curve
    /// The blue channel's curve.
    public var blue: Curve
    /// The alpha channel's curve.
    public var alpha: Curve

    /// Creates levels.
    public init(rgb: Curve = .identity, red: Curve = .identity, green: Curve = .identity, blue: Curve = .identity,
                alpha: Curve = .identity) {
        self.rgb = rgb
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}
