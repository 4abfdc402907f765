/// Blend-mode arithmetic (W3C Compositing and Blending Level 1) on premultiplied pixels.
enum Compositor {
    /// `src` blended onto `dst` with `mode`, both packed premultiplied RGBA8.
    static func blend(_ src: UInt32, _ dst: UInt32, _ mode: BlendMode) -> UInt32 {
        let sa = Float(src >> 24) / 255, da = Float(dst >> 24) / 255
        if sa == 0 { return dst }
        let s = (Float(src & 0xFF) / 255, Float((src >> 8) & 0xFF) / 255, Float((src >> 16) & 0xFF) / 255)
        let d = (Float(dst & 0xFF) / 255, Float((dst >> 8) & 0xFF) / 255, Float((dst >> 16) & 0xFF) / 255)
        var out: (Float, Float, Float, Float)
        if mode == .add {
            out = (min(s.0 + d.0, 1), min(s.1 + d.1, 1), min(s.2 + d.2, 1), min(sa + da, 1))
        } else {
            // Straight colours for the blend function.
            let cs = (s.0 / sa, s.1 / sa, s.2 / sa)
            let cb = da > 0 ? (d.0 / da, d.1 / da, d.2 / da) : (Float(0), Float(0), Float(0))
            let b: (Float, Float, Float)
            switch mode {
            case .hue: b = setLum(setSat(cs, sat(cb)), lum(cb))
            case .saturation: b = setLum(setSat(cb, sat(cs)), lum(cb))
            case .color: b = setLum(cs, lum(cb))
            case .luminosity: b = setLum(cb, lum(cs))
            default: b = (separable(cb.0, cs.0, mode), separable(cb.1, cs.1, mode), separable(cb.2, cs.2, mode))
            }
            let ao = sa + da - sa * da
            func mix(_ sc: Float, _ dc: Float, _ bc: Float) -> Float {
                (1 - da) * sc + (1 - sa) * dc + sa * da * bc
            }
            out = (mix(s.0, d.0, b.0), mix(s.1, d.1, b.1), mix(s.2, d.2, b.2), ao)
        }
        func byte(_ v: Float) -> UInt32 { UInt32(min(max(v, 0), 1) * 255 + 0.5) }
        let a = byte(out.3)
        return min(byte(out.0), a) | min(byte(out.1), a) << 8 | min(byte(out.2), a) << 16 | a << 24
    }

    static func separable(_ cb: Float, _ cs: Float, _ mode: BlendMode) -> Float {
        switch mode {
        case .normal, .add: return cs
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return separable(cs, cb, .hardLight)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge:
            if cb == 0 { return 0 }
            if cs >= 1 { return 1 }
            return min(1, cb / (1 - cs))
        case .colorBurn:
            if cb >= 1 { return 1 }
            if cs <= 0 { return 0 }
            return 1 - min(1, (1 - cb) / cs)
        case .hardLight:
            return cs <= 0.5 ? cb * 2 * cs : separable(cb, 2 * cs - 1, .screen)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let dd = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (dd - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        case .hardMix: return cb + cs >= 1 ? 1 : 0
        case .hue, .saturation, .color, .luminosity: return cs
        }
    }

    static func lum(_ c: (Float, Float, Float)) -> Float { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }

    static func clipColor(_ c: (Float, Float, Float)) -> (Float, Float, Float) {
        let l = lum(c)
        let n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
        var r = c
        if n < 0 {
            r = (l + (r.0 - l) * l / (l - n), l + (r.1 - l) * l / (l - n), l + (r.2 - l) * l / (l - n))
        }
        if x > 1 {
            r = (l + (r.0 - l) * (1 - l) / (x - l), l + (r.1 - l) * (1 - l) / (x - l), l + (r.2 - l) * (1 - l) / (x - l))
        }
        return r
    }

    static func setLum(_ c: (Float, Float, Float), _ l: Float) -> (Float, Float, Float) {
        let d = l - lum(c)
        return clipColor((c.0 + d, c.1 + d, c.2 + d))
    }

    static func sat(_ c: (Float, Float, Float)) -> Float { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }

    static func setSat(_ c: (Float, Float, Float), _ s: Float) -> (Float, Float, Float) {
        let mx = max(c.0, c.1, c.2), mn = min(c.0, c.1, c.2)
        guard mx > mn else { return (0, 0, 0) }
        func f(_ v: Float) -> Float {
            if v == mx { return s }
            if v == mn { return 0 }
            return (v - mn) * s / (mx - mn)
        }
        // Ties: when two components equal the max, both get s (the spec's ordering picks one;
        // equal values give the same result either way except mid=max which also maps to s).
        return (f(c.0), f(c.1), f(c.2))
    }
}
