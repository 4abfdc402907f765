// Counts the heap allocations of the calling thread between a start and a stop.
//
// The allocation gate's executable links this file, which defines malloc, calloc, realloc,
// reallocarray, free and the aligned allocators: the dynamic linker binds every library's
// calls (the Swift runtime, Foundation, libc itself) to these definitions, which count and
// hand the call on to glibc's allocator (__libc_malloc and its siblings). Counting is per
// thread (thread-local counters and switch), so other threads never disturb a measurement.
// Nothing is interposed in sanitizer builds (their runtimes own malloc):
// allocation_counter_is_available() says so.
#ifndef SCROLLWORK_ALLOCATION_COUNTER_H
#define SCROLLWORK_ALLOCATION_COUNTER_H

#include <stdint.h>

/// What the calling thread allocated and freed while counting.
typedef struct {
    /// malloc, calloc, realloc, reallocarray and aligned allocations.
    uint64_t allocations;
    /// Bytes requested by those calls.
    uint64_t bytes;
    /// free calls with a non-null pointer.
    uint64_t frees;
} AllocationCount;

/// Whether this build interposes the allocator (0 in sanitizer builds).
int allocation_counter_is_available(void);

/// Zeroes the calling thread's counts and starts counting its allocations.
void allocation_counter_start(void);

/// Stops counting on the calling thread and returns what it counted since the start.
AllocationCount allocation_counter_stop(void);

#endif
