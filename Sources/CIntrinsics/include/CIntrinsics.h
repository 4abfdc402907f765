#ifndef SCROLLWORK_CINTRINSICS_H
#define SCROLLWORK_CINTRINSICS_H

// Machine operations the canvas's hot loops need and Swift cannot spell well. Most are
// static inline, so Swift inlines them like its own code; the AVX2 ones, compiled for that
// instruction set alone and run only where the processor has it, are in CIntrinsics.c.

#include <math.h>
#include <stdint.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// Asks the processor to start loading the cache line holding `address`, without waiting
/// for it and without faulting (any address is allowed). The canvas uses it for pixels it
/// will blend a few rows later, which the hardware prefetchers do not foresee (each row of a
/// large pixmap is a new page).
static inline void scrollwork_prefetch(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

/// Tells the processor this thread is spinning, waiting for another (a short pause that
/// leaves the core's resources to its sibling thread).
static inline void scrollwork_pause(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

/// One pixel with red and blue exchanged: bytes R, G, B, A become B, G, R, A.
static inline uint32_t scrollwork_swap_red_blue(uint32_t p) {
    return (p & 0xFF00FF00u) | ((p & 0xFFu) << 16) | ((p >> 16) & 0xFFu);
}

/// Copies `count` pixels from `source` to `target`, exchanging red and blue when `swap` is not
/// 0. With `stream` not 0 the stores bypass the caches, for a frame handed to the display that
/// this thread will not read again: the copy then neither reads the target's old lines in nor
/// pushes the canvas out. Call `scrollwork_store_fence()` after the last streamed row.
static inline void scrollwork_copy_pixels(const uint32_t *source, uint32_t *target, long count, int swap, int stream) {
    long i = 0;
#if defined(__SSE2__)
    if (stream) {
        // Stream stores need 16-byte aligned targets: the first pixels go one at a time.
        for (; i < count && ((uintptr_t)(target + i) & 15) != 0; i++) {
            target[i] = swap ? scrollwork_swap_red_blue(source[i]) : source[i];
        }
    }
    if (swap || stream) {
        const __m128i greenAlpha = _mm_set1_epi32((int)0xFF00FF00u), low = _mm_set1_epi32(0xFF);
        for (; i + 4 <= count; i += 4) {
            __m128i p = _mm_loadu_si128((const __m128i *)(source + i));
            if (swap) {
                p = _mm_or_si128(_mm_and_si128(p, greenAlpha),
                                 _mm_or_si128(_mm_slli_epi32(_mm_and_si128(p, low), 16),
                                              _mm_and_si128(_mm_srli_epi32(p, 16), low)));
            }
            if (stream) {
                _mm_stream_si128((__m128i *)(target + i), p);
            } else {
                _mm_storeu_si128((__m128i *)(target + i), p);
            }
        }
    }
#endif
    if (swap) {
        for (; i < count; i++) target[i] = scrollwork_swap_red_blue(source[i]);
    } else if (i < count) {
        __builtin_memcpy(target + i, source + i, (unsigned long)(count - i) * 4);
    }
}

/// `scrollwork_copy_pixels` eight pixels a step with AVX2, red and blue exchanged by one byte
/// shuffle; only where `scrollwork_has_avx2()`. The same pixels arrive, and with `stream` the
/// same streamed stores (32-byte aligned) need `scrollwork_store_fence()` after the last row.
void scrollwork_copy_pixels_wide(const uint32_t *source, uint32_t *target, long count, int swap, int stream);

/// Sets the `count` pixels at `target` to `value`, eight a store with AVX2; only where
/// `scrollwork_has_avx2()`.
void scrollwork_fill_pixels_wide(uint32_t *target, long count, uint32_t value);

/// Orders streamed stores before what follows (after `scrollwork_copy_pixels` with `stream`).
static inline void scrollwork_store_fence(void) {
#if defined(__SSE2__)
    _mm_sfence();
#endif
}

/// `x` truncated toward zero: one instruction, where Swift's `Int(Float)` adds branches that
/// trap on NaN and out-of-range values. `x` must be finite and well within ±2^63; the
/// rasterizer only passes coordinates it has already clipped.
static inline long scrollwork_truncate(float x) {
    return (long)x;
}

/// One pixel of `scrollwork_radial_row` (the same arithmetic as each of its lanes).
static inline uint32_t scrollwork_radial_pixel(double px, double a, double b, double rowX, double rowY,
                                               double fx, double fy, double ex, double ey, double aa, double inv,
                                               const uint32_t *lut) {
    double dx = (a * px + rowX) - fx, dy = (b * px + rowY) - fy;
    double de = dx * ex + dy * ey, dd = dx * dx + dy * dy;
    double disc = de * de - aa * dd;
    double t = 0;
    if (disc >= 0) {
        double root = sqrt(disc);
        t = (de - root) * inv;
        if (t < 0) t = (de + root) * inv;
    }
    double ti = t * 255;
    if (!(ti > 0)) ti = 0;
    if (ti > 255) ti = 255;
    return lut[(long)(ti + 0.5)];
}

/// Whether the processor (and the system) can run AVX2 code: asked once.
int scrollwork_has_avx2(void);

/// A finished layer's row drawn over its target eight pixels a step with AVX2 (only where
/// `scrollwork_has_avx2()`), from pixel 0 while eight remain; returns how many pixels it drew.
/// The arithmetic of `Compositor.sourceOverRow`, lane for lane: each pixel scaled by `opacity`
/// (0…256) and, when `factors` is not null, by its coverage byte, then added to the target
/// scaled by 256 − the scaled alpha.
long scrollwork_source_over_row_wide(const uint32_t *source, const uint8_t *factors, uint32_t opacity, uint32_t *target,
                                     long count);

/// One premultiplied colour drawn over `count` pixels at `target` eight a step with AVX2
/// (only where `scrollwork_has_avx2()`), from pixel 0 while eight remain; returns how many
/// pixels it drew. The arithmetic of `Blitter.blendRow`, lane for lane: the colour plus each
/// channel of the target times 256 − the colour's alpha, / 256.
long scrollwork_blend_color_row_wide(uint32_t *target, long count, uint32_t color);

/// A linear gradient's row in fixed point, eight pixels a step with AVX2 (only where
/// `scrollwork_has_avx2()`): pixel `i` takes `lut[min(max((fixed + i·delta) >> 16, 0), 255)]`,
/// for `i` from 0 while eight remain; returns how many pixels it wrote. The lanes count in 32
/// bits, so `fixed` and `fixed + (count − 1)·delta` must both lie within ±2³¹.
long scrollwork_linear_row_wide(long fixed, long delta, long count, const uint32_t *lut, uint32_t *out);

/// The concentric single-precision lanes of `scrollwork_radial_row_using`, eight at a time with
/// AVX2 (only where `scrollwork_has_avx2()`), from pixel `x` while eight remain; returns how
/// many pixels it wrote. (`cx`, `cy`) is d at the row's first pixel centre, `inv` is 1/`aa` and
/// `s` is 255·√−aa·−inv, as the row has them.
long scrollwork_radial_row_wide(long x, long count, double a, double b, double cx, double cy, double rowX, double rowY,
                                double fx, double fy, double aa, double inv, double s, const uint32_t *lut,
                                uint32_t *out);

/// Whether a concentric `scrollwork_radial_row` (`aa` = −r²) works its points out in single
/// precision from the start: d at pixel `x + k` as (cx + a·k, cy + b·k), where (cx, cy) is d at
/// the row's first pixel centre, worked out in doubles. Both forms take ti = √dd·s (s = 255/r,
/// given as the row has it).
/// In single precision each of dx and dy is then within 3 ulps of the larger of |cx| and
/// |a|·count (of |cy| and |b|·count), the double rule within 2⁻⁵¹ of its own terms, and ti's
/// roundings within 2⁻¹³ (below 256, beyond which both clamp). Where that bound on the distance
/// between the two ti, with room to spare, is within 2⁻¹⁰ (well inside the 2⁻⁸ margin the lanes
/// are checked against) and no term is so large that its square overflows, the row may.
static inline int scrollwork_radial_row_is_single_from(long x, long count, double a, double b, double cx, double cy,
                                                       double rowX, double rowY, double fx, double fy, double s) {
    const double first = (double)x + 0.5;
    const double span = (fabs(a) + fabs(b)) * (double)count + fabs(cx) + fabs(cy);
    const double terms = (fabs(a) + fabs(b)) * (fabs(first) + (double)count) + fabs(rowX) + fabs(fx) + fabs(rowY) + fabs(fy);
    const double error = s * (0x1p-21 * span + 0x1p-49 * terms) + 0x1p-13;
    // Comparisons with a number that is not one are false.
    return error < 0x1p-10 && span < 0x1p60 && count < 0x1p22 && s > 0x1p-60 && s < 0x1p60;
}

/// `scrollwork_radial_row_is_single_from` for a row given as `scrollwork_radial_row` takes it.
static inline int scrollwork_radial_row_is_single(long x, long count, double a, double b, double rowX, double rowY,
                                                  double fx, double fy, double aa) {
    const double first = (double)x + 0.5;
    return scrollwork_radial_row_is_single_from(x, count, a, b, a * first + rowX - fx, b * first + rowY - fy,
                                                rowX, rowY, fx, fy, 255 * sqrt(-aa) / -aa);
}

#if defined(__SSE2__)
/// Four pixels of a concentric `scrollwork_radial_row` from their squared distances `dd` in
/// single precision (starting at pixel centre `base`): ti = √dd·`scale`, and each lane whose
/// ti + ½ lies within 2⁻⁸ of a whole number (or is not a number) worked out in doubles.
static inline void scrollwork_radial_four(__m128 dd, __m128 scale, double base, double a, double b,
                                          double rowX, double rowY, double fx, double fy, double aa,
                                          double inv, const uint32_t *lut, uint32_t *out) {
    const __m128 halfF = _mm_set1_ps(0.5f), v255F = _mm_set1_ps(255), margin = _mm_set1_ps(1.0f / 256);
    const __m128 absMask = _mm_castsi128_ps(_mm_set1_epi32(0x7FFFFFFF));
    // MINPS gives its second operand when either is not a number: a NaN lane stays NaN.
    __m128 u = _mm_add_ps(_mm_min_ps(v255F, _mm_mul_ps(_mm_sqrt_ps(dd), scale)), halfF);
    __m128 nearest = _mm_cvtepi32_ps(_mm_cvtps_epi32(u));
    __m128 apart = _mm_cmpge_ps(_mm_and_ps(_mm_sub_ps(u, nearest), absMask), margin);
    int settled = _mm_movemask_ps(apart);
    // Unsettled lanes read entry 0 (a NaN would index far off), then are worked out.
    __m128i index = _mm_and_si128(_mm_cvttps_epi32(u), _mm_castps_si128(apart));
    out[0] = lut[_mm_cvtsi128_si32(index)];
    out[1] = lut[_mm_cvtsi128_si32(_mm_srli_si128(index, 4))];
    out[2] = lut[_mm_cvtsi128_si32(_mm_srli_si128(index, 8))];
    out[3] = lut[_mm_cvtsi128_si32(_mm_srli_si128(index, 12))];
    if (__builtin_expect(settled != 15, 0)) {
        for (int k = 0; k < 4; k++) {
            if (!((settled >> k) & 1)) {
                out[k] = scrollwork_radial_pixel(base + k, a, b, rowX, rowY, fx, fy, 0, 0, aa, inv, lut);
            }
        }
    }
}

#endif

/// Writes `count` colours of a row of a radial gradient whose circle does not pass through
/// its focal point (`aa` = |e|² − r² is not 0): for pixel `x + i`, the point p = (a·px + rowX,
/// b·px + rowY) at px = x + i + 0.5, d = p − focal, de = d·e, dd = d·d, and the ray's nearest
/// crossing t ≥ 0 of aa·t² − 2·de·t + dd = 0 (0 where there is none), looked up in the
/// 256-entry `lut` at round(clamp(t, 0, 1)·255). Two pixels at a time where SSE2 is there; four,
/// in single precision where that gives the same entries, for a focal point at the centre, and
/// eight with `wide` (which needs `scrollwork_has_avx2()`).
static inline void scrollwork_radial_row_using(long x, long count, double a, double b, double rowX, double rowY,
                                               double fx, double fy, double ex, double ey, double aa,
                                               const uint32_t *lut, uint32_t *out, int wide) {
    const double inv = 1 / aa;
    long i = 0;
#if defined(__SSE2__)
    // A focal point at the centre (aa = −r², the Lottie default): de is ±0, the discriminant
    // is −aa·dd ≥ 0 and the near root (de − √disc)/aa = √disc·(−1/aa) ≥ 0, so t = √(−aa·dd)·(−inv)
    // with the same roundings as the general lanes (negation is exact), in fewer steps.
    const int concentric = ex == 0 && ey == 0;
    const __m128d va = _mm_set1_pd(a), vb = _mm_set1_pd(b), vrx = _mm_set1_pd(rowX), vry = _mm_set1_pd(rowY);
    const __m128d vfx = _mm_set1_pd(fx), vfy = _mm_set1_pd(fy), vex = _mm_set1_pd(ex), vey = _mm_set1_pd(ey);
    const __m128d vaa = _mm_set1_pd(aa), vinv = _mm_set1_pd(inv), zero = _mm_setzero_pd();
    const __m128d negatedAA = _mm_set1_pd(-aa), negatedInv = _mm_set1_pd(-inv);
    const __m128d v255 = _mm_set1_pd(255), half = _mm_set1_pd(0.5);
    if (concentric) {
        // Four pixels at a time in single precision, checked against the exact rule: ti is
        // √dd·s (s = 255/r) in both, and where the single-precision ti + ½ lies farther than
        // 2⁻⁸ from a whole number, farther than it can be from the double one, both round to
        // the same entry. A lane nearer than that (or not a number) is worked out in doubles,
        // so every lane is the double rule's.
        const double s = 255 * sqrt(-aa) * -inv;
        const __m128 scale = _mm_set1_ps((float)s);
        const double first = (double)x + 0.5;
        const double cx = a * first + rowX - fx, cy = b * first + rowY - fy;
        if (scrollwork_radial_row_is_single_from(x, count, a, b, cx, cy, rowX, rowY, fx, fy, s)) {
            if (wide) i = scrollwork_radial_row_wide(x, count, a, b, cx, cy, rowX, rowY, fx, fy, aa, inv, s, lut, out);
            const __m128 fa = _mm_set1_ps((float)a), fb = _mm_set1_ps((float)b);
            const __m128 fcx = _mm_set1_ps((float)cx), fcy = _mm_set1_ps((float)cy), four = _mm_set1_ps(4);
            // Pixels counted from the row's first: whole numbers below 2²², exact in single
            // precision, so stepping them is too.
            const float k0 = (float)i;
            __m128 k = _mm_set_ps(k0 + 3, k0 + 2, k0 + 1, k0);
            for (; i + 4 <= count; i += 4) {
                __m128 dx = _mm_add_ps(_mm_mul_ps(fa, k), fcx);
                __m128 dy = _mm_add_ps(_mm_mul_ps(fb, k), fcy);
                __m128 dd = _mm_add_ps(_mm_mul_ps(dx, dx), _mm_mul_ps(dy, dy));
                k = _mm_add_ps(k, four);
                scrollwork_radial_four(dd, scale, (double)(x + i) + 0.5, a, b, rowX, rowY, fx, fy, aa, inv, lut, out + i);
            }
        }
        // Otherwise d is worked out in doubles, as the rule does, and only √dd·s in single
        // precision: that ti is within 2⁻¹³ of the double one.
        for (; i + 4 <= count; i += 4) {
            double base = (double)(x + i) + 0.5;
            __m128d p01 = _mm_set_pd(base + 1, base), p23 = _mm_set_pd(base + 3, base + 2);
            __m128d dx01 = _mm_sub_pd(_mm_add_pd(_mm_mul_pd(va, p01), vrx), vfx);
            __m128d dy01 = _mm_sub_pd(_mm_add_pd(_mm_mul_pd(vb, p01), vry), vfy);
            __m128d dx23 = _mm_sub_pd(_mm_add_pd(_mm_mul_pd(va, p23), vrx), vfx);
            __m128d dy23 = _mm_sub_pd(_mm_add_pd(_mm_mul_pd(vb, p23), vry), vfy);
            __m128d dd01 = _mm_add_pd(_mm_mul_pd(dx01, dx01), _mm_mul_pd(dy01, dy01));
            __m128d dd23 = _mm_add_pd(_mm_mul_pd(dx23, dx23), _mm_mul_pd(dy23, dy23));
            __m128 dd = _mm_movelh_ps(_mm_cvtpd_ps(dd01), _mm_cvtpd_ps(dd23));
            scrollwork_radial_four(dd, scale, base, a, b, rowX, rowY, fx, fy, aa, inv, lut, out + i);
        }
    }
    for (; i + 2 <= count; i += 2) {
        double base = (double)(x + i) + 0.5;
        __m128d px = _mm_set_pd(base + 1, base);
        __m128d dx = _mm_sub_pd(_mm_add_pd(_mm_mul_pd(va, px), vrx), vfx);
        __m128d dy = _mm_sub_pd(_mm_add_pd(_mm_mul_pd(vb, px), vry), vfy);
        __m128d dd = _mm_add_pd(_mm_mul_pd(dx, dx), _mm_mul_pd(dy, dy));
        __m128d t;
        if (concentric) {
            t = _mm_mul_pd(_mm_sqrt_pd(_mm_mul_pd(negatedAA, dd)), negatedInv);
        } else {
            __m128d de = _mm_add_pd(_mm_mul_pd(dx, vex), _mm_mul_pd(dy, vey));
            __m128d disc = _mm_sub_pd(_mm_mul_pd(de, de), _mm_mul_pd(vaa, dd));
            __m128d real = _mm_cmpge_pd(disc, zero);
            __m128d root = _mm_sqrt_pd(_mm_and_pd(disc, real));
            __m128d nearT = _mm_mul_pd(_mm_sub_pd(de, root), vinv);
            __m128d farT = _mm_mul_pd(_mm_add_pd(de, root), vinv);
            __m128d behind = _mm_cmplt_pd(nearT, zero);
            t = _mm_and_pd(_mm_or_pd(_mm_and_pd(behind, farT), _mm_andnot_pd(behind, nearT)), real);
        }
        __m128d ti = _mm_mul_pd(t, v255);
        ti = _mm_and_pd(ti, _mm_cmpgt_pd(ti, zero));
        ti = _mm_add_pd(_mm_min_pd(ti, v255), half);
        __m128i index = _mm_cvttpd_epi32(ti);
        out[i] = lut[_mm_cvtsi128_si32(index)];
        out[i + 1] = lut[_mm_cvtsi128_si32(_mm_srli_si128(index, 4))];
    }
#endif
    for (; i < count; i++) {
        out[i] = scrollwork_radial_pixel((double)(x + i) + 0.5, a, b, rowX, rowY, fx, fy, ex, ey, aa, inv, lut);
    }
}

/// `scrollwork_radial_row_using`, eight pixels at a time where the processor has AVX2.
static inline void scrollwork_radial_row(long x, long count, double a, double b, double rowX, double rowY,
                                         double fx, double fy, double ex, double ey, double aa,
                                         const uint32_t *lut, uint32_t *out) {
    scrollwork_radial_row_using(x, count, a, b, rowX, rowY, fx, fy, ex, ey, aa, lut, out, scrollwork_has_avx2());
}

#endif
