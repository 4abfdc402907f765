// Most of CIntrinsics is static inline functions in its header, which Swift inlines; what is
// here needs a compiler option of its own (AVX2 code, chosen when the processor has it).
#include "CIntrinsics.h"
#include <stdatomic.h>
#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#include <immintrin.h>
#endif

int scrollwork_has_avx2(void) {
#if defined(__x86_64__) || defined(__i386__)
    // -1 until asked; asking twice at once gives the same answer twice.
    static _Atomic int known = -1;
    int has = atomic_load_explicit(&known, memory_order_relaxed);
    if (has >= 0) return has;
    unsigned a, b, c, d;
    has = 0;
    if (__get_cpuid(1, &a, &b, &c, &d) && (c & bit_OSXSAVE) && (c & bit_AVX)) {
        // The system saves the wide registers (XCR0's SSE and AVX state bits).
        unsigned low, high;
        __asm__ volatile("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
        if ((low & 6) == 6 && __get_cpuid_count(7, 0, &a, &b, &c, &d) && (b & bit_AVX2)) has = 1;
    }
    atomic_store_explicit(&known, has, memory_order_relaxed);
    return has;
#else
    return 0;
#endif
}

#if defined(__x86_64__) || defined(__i386__)
__attribute__((target("avx2")))
long scrollwork_radial_row_wide(long x, long count, double a, double b, double cx, double cy, double rowX, double rowY,
                                double fx, double fy, double aa, double inv, double s, const uint32_t *lut,
                                uint32_t *out) {
    // The lanes of the four-pixel form, eight at a time: the same single-precision operations
    // (no fused multiply-add), the same 2⁻⁸ margin, the same double-precision rule for the lanes
    // within it, and the table read by one gather.
    const __m256 scale = _mm256_set1_ps((float)s), fa = _mm256_set1_ps((float)a), fb = _mm256_set1_ps((float)b);
    const __m256 fcx = _mm256_set1_ps((float)cx), fcy = _mm256_set1_ps((float)cy);
    const __m256 eight = _mm256_set1_ps(8), half = _mm256_set1_ps(0.5f), v255 = _mm256_set1_ps(255);
    const __m256 margin = _mm256_set1_ps(1.0f / 256), absMask = _mm256_castsi256_ps(_mm256_set1_epi32(0x7FFFFFFF));
    __m256 k = _mm256_set_ps(7, 6, 5, 4, 3, 2, 1, 0);
    long i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256 dx = _mm256_add_ps(_mm256_mul_ps(fa, k), fcx);
        __m256 dy = _mm256_add_ps(_mm256_mul_ps(fb, k), fcy);
        __m256 dd = _mm256_add_ps(_mm256_mul_ps(dx, dx), _mm256_mul_ps(dy, dy));
        k = _mm256_add_ps(k, eight);
        // MINPS gives its second operand when either is not a number: a NaN lane stays NaN.
        __m256 u = _mm256_add_ps(_mm256_min_ps(v255, _mm256_mul_ps(_mm256_sqrt_ps(dd), scale)), half);
        __m256 nearest = _mm256_round_ps(u, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
        __m256 apart = _mm256_cmp_ps(_mm256_and_ps(_mm256_sub_ps(u, nearest), absMask), margin, _CMP_GE_OQ);
        int settled = _mm256_movemask_ps(apart);
        // Unsettled lanes read entry 0 (a NaN would index far off), then are worked out.
        __m256i index = _mm256_and_si256(_mm256_cvttps_epi32(u), _mm256_castps_si256(apart));
        _mm256_storeu_si256((__m256i *)(out + i), _mm256_i32gather_epi32((const int *)lut, index, 4));
        if (__builtin_expect(settled != 255, 0)) {
            for (int lane = 0; lane < 8; lane++) {
                if (!((settled >> lane) & 1)) {
                    out[i + lane] = scrollwork_radial_pixel((double)(x + i + lane) + 0.5, a, b, rowX, rowY, fx, fy, 0, 0, aa,
                                                            inv, lut);
                }
            }
        }
    }
    return i;
}
#else
long scrollwork_radial_row_wide(long x, long count, double a, double b, double cx, double cy, double rowX, double rowY,
                                double fx, double fy, double aa, double inv, double s, const uint32_t *lut,
                                uint32_t *out) {
    return 0;
}
#endif

#if defined(__x86_64__) || defined(__i386__)
__attribute__((target("avx2")))
long scrollwork_linear_row_wide(long fixed, long delta, long count, const uint32_t *lut, uint32_t *out) {
    const __m256i step = _mm256_set1_epi32((int)(delta * 8)), low = _mm256_setzero_si256(),
                  high = _mm256_set1_epi32(255);
    __m256i f = _mm256_add_epi32(_mm256_set1_epi32((int)fixed),
                                 _mm256_mullo_epi32(_mm256_set1_epi32((int)delta), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7)));
    long i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i index = _mm256_min_epi32(_mm256_max_epi32(_mm256_srai_epi32(f, 16), low), high);
        _mm256_storeu_si256((__m256i *)(out + i), _mm256_i32gather_epi32((const int *)lut, index, 4));
        f = _mm256_add_epi32(f, step);
    }
    return i;
}

__attribute__((target("avx2")))
long scrollwork_source_over_row_wide(const uint32_t *source, const uint8_t *factors, uint32_t opacity, uint32_t *target,
                                     long count) {
    const __m256i low = _mm256_set1_epi16(0xFF), full = _mm256_set1_epi32(256);
    const __m128i opacity16 = _mm_set1_epi16((short)opacity);
    long i = 0;
    for (; i + 8 <= count; i += 8) {
        // Each pixel's factor 0…256 in a 16-bit lane, as the Swift form has it.
        __m128i f = opacity16;
        if (factors) {
            __m128i c = _mm_cvtepu8_epi16(_mm_loadl_epi64((const __m128i *)(factors + i)));
            __m128i coverage = _mm_add_epi16(c, _mm_srli_epi16(c, 7));
            f = opacity == 256 ? coverage : _mm_srli_epi16(_mm_mullo_epi16(coverage, opacity16), 8);
        }
        // Both 16-bit lanes of a pixel (R, G | B, A) get its factor.
        __m256i f32 = _mm256_cvtepu16_epi32(f);
        __m256i lanes = _mm256_or_si256(f32, _mm256_slli_epi32(f32, 16));
        __m256i s = _mm256_loadu_si256((const __m256i *)(source + i));
        __m256i sRB = _mm256_srli_epi16(_mm256_mullo_epi16(_mm256_and_si256(s, low), lanes), 8);
        __m256i sGA = _mm256_srli_epi16(_mm256_mullo_epi16(_mm256_srli_epi16(s, 8), lanes), 8);
        // 256 − the scaled alpha, in both lanes of its pixel.
        __m256i inverse32 = _mm256_sub_epi32(full, _mm256_srli_epi32(sGA, 16));
        __m256i inverse = _mm256_or_si256(inverse32, _mm256_slli_epi32(inverse32, 16));
        __m256i d = _mm256_loadu_si256((const __m256i *)(target + i));
        __m256i dRB = _mm256_srli_epi16(_mm256_mullo_epi16(_mm256_and_si256(d, low), inverse), 8);
        __m256i dGA = _mm256_srli_epi16(_mm256_mullo_epi16(_mm256_srli_epi16(d, 8), inverse), 8);
        // Packed again and added as whole pixels.
        __m256i sum = _mm256_add_epi32(_mm256_or_si256(sRB, _mm256_slli_epi16(sGA, 8)),
                                       _mm256_or_si256(dRB, _mm256_slli_epi16(dGA, 8)));
        _mm256_storeu_si256((__m256i *)(target + i), sum);
    }
    return i;
}

__attribute__((target("avx2")))
void scrollwork_copy_pixels_wide(const uint32_t *source, uint32_t *target, long count, int swap, int stream) {
    long i = 0;
    if (stream) {
        // Stream stores need 32-byte aligned targets: the first pixels go one at a time.
        for (; i < count && ((uintptr_t)(target + i) & 31) != 0; i++) {
            target[i] = swap ? scrollwork_swap_red_blue(source[i]) : source[i];
        }
    }
    // Each pixel's bytes R, G, B, A become B, G, R, A (or stay where they are).
    const __m256i order = swap ? _mm256_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15,
                                                  2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15)
                               : _mm256_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
                                                  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    // The shuffle costs less than a branch in the loop, so the pixels go through it either way.
    if (stream) {
        for (; i + 8 <= count; i += 8) {
            _mm256_stream_si256((__m256i *)(target + i),
                                _mm256_shuffle_epi8(_mm256_loadu_si256((const __m256i *)(source + i)), order));
        }
    } else {
        for (; i + 8 <= count; i += 8) {
            _mm256_storeu_si256((__m256i *)(target + i),
                                _mm256_shuffle_epi8(_mm256_loadu_si256((const __m256i *)(source + i)), order));
        }
    }
    for (; i < count; i++) target[i] = swap ? scrollwork_swap_red_blue(source[i]) : source[i];
}

__attribute__((target("avx2")))
long scrollwork_blend_color_row_wide(uint32_t *target, long count, uint32_t color) {
    // The Swift form's 32-bit lanes (R and B, G and A, each pair times 256 − alpha) as 16-bit
    // lanes: each channel times the inverse fits in 16 bits, so the products are the same.
    const __m256i low = _mm256_set1_epi16(0xFF), high = _mm256_set1_epi16((short)0xFF00);
    const __m256i inverse = _mm256_set1_epi16((short)(256 - (color >> 24))), c = _mm256_set1_epi32((int)color);
    long i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i d = _mm256_loadu_si256((const __m256i *)(target + i));
        __m256i rb = _mm256_srli_epi16(_mm256_mullo_epi16(_mm256_and_si256(d, low), inverse), 8);
        __m256i ga = _mm256_and_si256(_mm256_mullo_epi16(_mm256_srli_epi16(d, 8), inverse), high);
        _mm256_storeu_si256((__m256i *)(target + i), _mm256_add_epi32(c, _mm256_or_si256(rb, ga)));
    }
    return i;
}

__attribute__((target("avx2")))
void scrollwork_fill_pixels_wide(uint32_t *target, long count, uint32_t value) {
    long i = 0;
    const __m256i v = _mm256_set1_epi32((int)value);
    for (; i + 8 <= count; i += 8) _mm256_storeu_si256((__m256i *)(target + i), v);
    for (; i < count; i++) target[i] = value;
}
#else
long scrollwork_source_over_row_wide(const uint32_t *source, const uint8_t *factors, uint32_t opacity, uint32_t *target,
                                     long count) {
    return 0;
}

long scrollwork_linear_row_wide(long fixed, long delta, long count, const uint32_t *lut, uint32_t *out) {
    return 0;
}

void scrollwork_copy_pixels_wide(const uint32_t *source, uint32_t *target, long count, int swap, int stream) {
    scrollwork_copy_pixels(source, target, count, swap, stream);
}

long scrollwork_blend_color_row_wide(uint32_t *target, long count, uint32_t color) {
    return 0;
}

void scrollwork_fill_pixels_wide(uint32_t *target, long count, uint32_t value) {
    for (long i = 0; i < count; i++) target[i] = value;
}
#endif
