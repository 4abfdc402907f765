import CIntrinsics

/// Compositing a finished layer onto what is below it, a row at a time.
extension Compositor {
    /// Blends `count` premultiplied pixels of `source` onto `target` with `mode`, each first
    /// scaled by `opacity` (0…256) and, when `factors` is given, by its coverage byte, as
    /// ``sourceOverRow(_:factors:opacity:onto:count:wide:)`` scales them. `.normal` is that
    /// source-over row; the other modes go through ``blend(_:_:_:)`` a pixel at a time, and
    /// a pixel transparent after scaling leaves the target as it is.
    static func blendRow(_ source: UnsafePointer<UInt32>, factors: UnsafePointer<UInt8>?, opacity: UInt32,
                         mode: BlendMode, onto target: UnsafeMutablePointer<UInt32>, count: Int) {
        if mode == .normal {
            sourceOverRow(source, factors: factors, opacity: opacity, onto: target, count: count)
            return
        }
        for x in 0..<count {
            var sp = source[x]
            if sp == 0 { continue }
            var f = opacity
            if let factors { f = (f &* PixelMath.factor(UInt32(factors[x]))) >> 8 }
            if f < 256 { sp = PixelMath.scale(sp, f) }
            if sp != 0 { target[x] = blend(sp, target[x], mode) }
        }
    }

    /// Draws `count` premultiplied pixels of `source` over `target`, each first scaled by
    /// `opacity` (0…256) and, when `factors` is given, by its coverage byte (a mask or matte,
    /// 0…255): byte for byte what ``PixelMath/scale(_:_:)`` and ``PixelMath/over(_:_:)`` give
    /// one pixel at a time, eight pixels a step (in one AVX2 register each where the processor
    /// has it and `wide` is left set; the same arithmetic in C, lane for lane).
    ///
    /// There is no branch per pixel: scaling by 256 and drawing a transparent pixel over
    /// another leave it as it is, and an opaque pixel over another replaces it exactly.
    static func sourceOverRow(_ source: UnsafePointer<UInt32>, factors: UnsafePointer<UInt8>?, opacity: UInt32,
                              onto target: UnsafeMutablePointer<UInt32>, count: Int, wide: Bool = true) {
        let opacity = min(opacity, 256)
        var i = 0
        if wide && count >= 8 && scrollwork_has_avx2() != 0 {
            i = scrollwork_source_over_row_wide(source, factors, opacity, target, count)
        }
        while i &+ 8 <= count {
            // Each pixel's factor 0…256, in 16-bit lanes: opacity × coverage / 256 fits them,
            // except 256 × 256, where the product is the coverage's own factor.
            var f = SIMD8<UInt16>(repeating: UInt16(opacity))
            if let factors {
                let c = SIMD8<UInt16>(truncatingIfNeeded: UnsafeRawPointer(factors + i).loadUnaligned(as: SIMD8<UInt8>.self))
                let coverage = c &+ (c &>> 7)
                f = opacity == 256 ? coverage : (coverage &* UInt16(opacity)) &>> 8
            }
            // Both 16-bit lanes of a pixel (R, G | B, A) get its factor.
            let f32 = SIMD8<UInt32>(truncatingIfNeeded: f)
            let lanes = unsafeBitCast(f32 | f32 &<< 16, to: SIMD16<UInt16>.self)
            let s = UnsafeRawPointer(source + i).loadUnaligned(as: SIMD16<UInt16>.self)
            let sRB = ((s & 0x00FF) &* lanes) &>> 8
            let sGA = ((s &>> 8) &* lanes) &>> 8
            // 256 − the scaled alpha, in both lanes of its pixel.
            let alpha = unsafeBitCast(sGA, to: SIMD8<UInt32>.self) &>> 16
            let inverse32 = 256 &- alpha
            let inverse = unsafeBitCast(inverse32 | inverse32 &<< 16, to: SIMD16<UInt16>.self)
            let p = UnsafeMutableRawPointer(target + i)
            let d = p.loadUnaligned(as: SIMD16<UInt16>.self)
            let dRB = ((d & 0x00FF) &* inverse) &>> 8
            let dGA = ((d &>> 8) &* inverse) &>> 8
            // Packed again and added as whole pixels, as the scalar code adds them.
            let sum = unsafeBitCast(sRB | sGA &<< 8, to: SIMD8<UInt32>.self) &+ unsafeBitCast(dRB | dGA &<< 8, to: SIMD8<UInt32>.self)
            p.storeBytes(of: sum, as: SIMD8<UInt32>.self)
            i &+= 8
        }
        while i < count {
            var f = opacity
            if let factors { f = (f &* PixelMath.factor(UInt32(factors[i]))) &>> 8 }
            target[i] = PixelMath.over(PixelMath.scale(source[i], f), target[i])
            i &+= 1
        }
    }
}
