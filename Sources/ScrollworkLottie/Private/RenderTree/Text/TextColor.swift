import Scrollwork

/// Hue, saturation and brightness shifts of a text animator's fill colour, on 8-bit RGB as
/// lottie-web applies them (`addHueToRGB`, `addSaturationToRGB`, `addBrightnessToRGB`): the
/// colour goes to HSV, the component moves (hue wraps, saturation and value clamp to 0…1),
/// and comes back.
enum TextColor {
    /// HSV (each 0…1) of an RGB colour (each 0…1).
    static func hsv(_ r: Double, _ g: Double, _ b: Double) -> (h: Double, s: Double, v: Double) {
        let maxC = max(r, g, b), minC = min(r, g, b)
        let d = maxC - minC
        let s = maxC == 0 ? 0 : d / maxC
        var h = 0.0
        if d > 0 {
            if maxC == r {
                h = (g - b) / d + (g < b ? 6 : 0)
            } else if maxC == g {
                h = (b - r) / d + 2
            } else {
                h = (r - g) / d + 4
            }
            h /= 6
        }
        return (h, s, maxC)
    }

    /// RGB (each 0…1) of an HSV colour (each 0…1).
    static func rgb(_ h: Double, _ s: Double, _ v: Double) -> (r: Double, g: Double, b: Double) {
        let i = (h * 6).rounded(.down)
        let f = h * 6 - i
        let p = v * (1 - s), q = v * (1 - f * s), t = v * (1 - (1 - f) * s)
        switch Int(i) % 6 {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// `color` with its hue turned by `degrees`.
    static func addingHue(_ color: Color, degrees: Double) -> Color {
        guard degrees.isFinite else { return color }
        var c = hsv(color.red, color.green, color.blue)
        c.h += degrees / 360
        c.h -= c.h.rounded(.down)
        return make(c, alpha: color.alpha)
    }

    /// `color` with `amount` (a share, −1…1) added to its saturation.
    static func addingSaturation(_ color: Color, amount: Double) -> Color {
        guard amount.isFinite else { return color }
        var c = hsv(color.red, color.green, color.blue)
        c.s = min(max(c.s + amount, 0), 1)
        return make(c, alpha: color.alpha)
    }

    /// `color` with `amount` (a share, −1…1) added to its brightness.
    static func addingBrightness(_ color: Color, amount: Double) -> Color {
        guard amount.isFinite else { return color }
        var c = hsv(color.red, color.green, color.blue)
        c.v = min(max(c.v + amount, 0), 1)
        return make(c, alpha: color.alpha)
    }

    private static func make(_ c: (h: Double, s: Double, v: Double), alpha: Double) -> Color {
        let rgb = rgb(c.h, c.s, c.v)
        return Color(red: rgb.r, green: rgb.g, blue: rgb.b, alpha: alpha)
    }

    /// A colour as lottie-web hands it to the canvas: each channel rounded to 8 bits, opaque.
    static func quantized(_ color: Color) -> Color {
        func q(_ v: Double) -> Double { (min(max(v.isFinite ? v : 0, 0), 1) * 255).rounded() / 255 }
        return Color(red: q(color.red), green: q(color.green), blue: q(color.blue), alpha: 1)
    }
}
