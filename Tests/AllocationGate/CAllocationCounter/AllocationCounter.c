// See include/AllocationCounter.h. glibc documents replacing its malloc ("Replacing malloc"
// in the manual): a program that defines malloc, free, calloc and realloc gets every call.
#include "AllocationCounter.h"

#include <errno.h>
#include <stddef.h>
#include <stdint.h>

#if defined(__has_feature)
#  if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#    define SCROLLWORK_SANITIZED 1
#  endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#  define SCROLLWORK_SANITIZED 1
#endif

// Initial-exec TLS lives in the thread's static block: reading it never allocates, so the
// counters may be touched from inside malloc itself.
#define THREAD_LOCAL static __thread __attribute__((tls_model("initial-exec")))
THREAD_LOCAL int counting;
THREAD_LOCAL AllocationCount counts;

void allocation_counter_start(void) {
    counts = (AllocationCount){0, 0, 0};
    counting = 1;
}

AllocationCount allocation_counter_stop(void) {
    counting = 0;
    return counts;
}

#if defined(SCROLLWORK_SANITIZED) || !defined(__GLIBC__)

int allocation_counter_is_available(void) { return 0; }

#else

int allocation_counter_is_available(void) { return 1; }

// glibc's own allocator, exported under these names since glibc 2.2.5.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

static inline void note(size_t bytes) {
    if (counting) {
        counts.allocations += 1;
        counts.bytes += bytes;
    }
}

void *malloc(size_t size) {
    note(size);
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    note(count * size);
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    note(size);
    return __libc_realloc(pointer, size);
}

void *reallocarray(void *pointer, size_t count, size_t size) {
    size_t bytes;
    if (__builtin_mul_overflow(count, size, &bytes)) {
        errno = ENOMEM;
        return NULL;
    }
    return realloc(pointer, bytes);
}

void free(void *pointer) {
    if (pointer != NULL && counting) counts.frees += 1;
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    note(size);
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    note(size);
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment == 0 || (alignment & (alignment - 1)) != 0 || alignment % sizeof(void *) != 0) {
        return EINVAL;
    }
    note(size);
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

void *valloc(size_t size) {
    note(size);
    return __libc_valloc(size);
}

void *pvalloc(size_t size) {
    note(size);
    return __libc_pvalloc(size);
}

#endif
