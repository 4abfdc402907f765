#ifndef SCROLLWORK_CINTRINSICS_H
#define SCROLLWORK_CINTRINSICS_H

// Two machine operations the canvas's hot loops need and Swift cannot spell. Both are
// static inline, so Swift inlines them like its own code.

/// Asks the processor to start loading the cache line holding `address`, without waiting
/// for it and without faulting (any address is allowed). The canvas uses it for pixels it
/// will blend a few rows later, which the hardware prefetchers do not foresee (each row of a
/// large pixmap is a new page).
static inline void scrollwork_prefetch(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

/// `x` truncated toward zero: one instruction, where Swift's `Int(Float)` adds branches that
/// trap on NaN and out-of-range values. `x` must be finite and well within ±2^63; the
/// rasterizer only passes coordinates it has already clipped.
static inline long scrollwork_truncate(float x) {
    return (long)x;
}

#endif
