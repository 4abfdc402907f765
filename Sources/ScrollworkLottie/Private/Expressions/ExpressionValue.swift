import Scrollwork
import ScrollworkCanvas

/// A value crossing between a property and a script: a number, a short vector (up to four
/// components, stored inline), a bézier path, or text.
package enum ExpressionValue {
    case number(Double)
    case vector(ExpressionVector)
    case path(LottieBezier)
    case text(String)
}

/// Up to four numbers, stored inline: a point, a 3D vector, an RGBA colour.
package struct ExpressionVector: Interpolatable, Hashable, Sendable {
    package var x = 0.0, y = 0.0, z = 0.0, w = 0.0
    /// How many components are in use (1…4).
    package var count: Int

    package init(count: Int) { self.count = min(max(count, 1), 4) }

    package init(_ x: Double, _ y: Double, _ z: Double = 0, _ w: Double = 0, count: Int) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
        self.count = min(max(count, 1), 4)
    }

    package subscript(i: Int) -> Double {
        get {
            switch i {
            case 0: return x
            case 1: return y
            case 2: return z
            default: return w
            }
        }
        set {
            switch i {
            case 0: x = newValue
            case 1: y = newValue
            case 2: z = newValue
            default: w = newValue
            }
        }
    }

    package func interpolated(to o: ExpressionVector, progress p: Double) -> ExpressionVector {
        ExpressionVector(lerp(x, o.x, p), lerp(y, o.y, p), lerp(z, o.z, p), lerp(w, o.w, p), count: count)
    }
}

/// The model value types an expression can produce, converted from what a script returned.
package enum ExpressionConversion {
    /// How a script's value becomes a `Source` (a model value type), or nil for types scripts
    /// cannot drive (gradients).
    package static func converter<Source>(_ type: Source.Type) -> ((ExpressionValue) -> Source?)? {
        if Source.self == Double.self {
            return { v in number(v).flatMap { $0 as? Source } }
        }
        if Source.self == LottieVector.self {
            return { v in vector(v).flatMap { $0 as? Source } }
        }
        if Source.self == Color.self {
            return { v in color(v).flatMap { $0 as? Source } }
        }
        if Source.self == LottieBezier.self {
            return { v in
                if case .path(let b) = v { return b as? Source }
                return nil
            }
        }
        return nil
    }

    package static func number(_ v: ExpressionValue) -> Double? {
        switch v {
        case .number(let n): return n.isFinite ? n : nil
        case .vector(let c): return c.x.isFinite ? c.x : nil
        default: return nil
        }
    }

    package static func vector(_ v: ExpressionValue) -> LottieVector? {
        switch v {
        case .number(let n): return n.isFinite ? LottieVector(x: n, y: n) : nil
        case .vector(let c):
            guard c.x.isFinite, c.y.isFinite, c.z.isFinite else { return nil }
            return LottieVector(x: c.x, y: c.count > 1 ? c.y : c.x, z: c.count > 2 ? c.z : 0, dimensions: min(c.count, 3))
        default: return nil
        }
    }

    package static func color(_ v: ExpressionValue) -> Color? {
        switch v {
        case .number(let n): return n.isFinite ? Color(red: n, green: n, blue: n) : nil
        case .vector(let c):
            guard c.x.isFinite, c.y.isFinite, c.z.isFinite, c.w.isFinite else { return nil }
            return Color(red: c.x, green: c.count > 1 ? c.y : c.x, blue: c.count > 2 ? c.z : c.x, alpha: c.count > 3 ? c.w : 1)
        default: return nil
        }
    }
}
