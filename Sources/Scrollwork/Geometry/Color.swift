/// A colour in straight (not premultiplied) RGBA, each component nominally in 0…1.
///
/// Components are kept as given — an overshooting easing may push them outside 0…1 while
/// animating — and are clamped only where they are used (see ``clamped``). Interpolation is
/// straight per-component RGBA, like lottie-web and CSS without a colour space.
public struct Color: Hashable, Sendable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Alpha (opacity), 0…1.
    public var alpha: Double

    /// Creates a colour from straight RGBA components in 0…1.
    @inlinable
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a grey with the given white level.
    @inlinable
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from a `#rgb`, `#rrggbb` or `#rrggbbaa` string (the `#` is optional);
    /// `nil` when the string is not such a colour.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.first == "#" { digits = digits.dropFirst() }
        var values: [Double] = []
        switch digits.count {
        case 3:
            for ch in digits {
                guard let v = ch.hexDigitValue else { return nil }
                values.append(Double(v * 17) / 255)
            }
        case 6, 8:
            var index = digits.startIndex
            while index < digits.endIndex {
                let next = digits.index(index, offsetBy: 2)
                guard let v = UInt8(digits[index..<next], radix: 16) else { return nil }
                values.append(Double(v) / 255)
                index = next
            }
        default:
            return nil
        }
        self.init(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1)
    }

    /// The colour with every component clamped into 0…1 (NaN becomes 0).
    @inlinable
    public var clamped: Color {
        @inline(__always) func c(_ v: Double) -> Double { v > 0 ? (v < 1 ? v : 1) : 0 }
        return Color(red: c(red), green: c(green), blue: c(blue), alpha: c(alpha))
    }

    /// The same colour with its alpha multiplied by `opacity`.
    @inlinable
    public func withAlpha(multipliedBy opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Opaque green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Opaque blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
}
