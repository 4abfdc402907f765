#ifndef SCROLLWORK_CPREFETCH_H
#define SCROLLWORK_CPREFETCH_H

/// Asks the processor to start loading the cache line holding `address`, without waiting
/// for it and without faulting (any address is allowed). Swift has no prefetch of its own;
/// the canvas uses this for pixels it will blend a few rows later, which the hardware
/// prefetchers do not foresee (each row is a new page).
static inline void scrollwork_prefetch(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

#endif
