// The bounded heap of the expression evaluator: a counting allocator with small-block pools
// and kept larger blocks (steady-state frames reuse blocks instead of calling malloc), the
// execution budget behind DUK_USE_EXEC_TIMEOUT_CHECK, and protected-call helpers for Swift
// (Duktape's are macros).
#include "CDuktape.h"
#include <stdlib.h>
#include <string.h>
#include <time.h>
// Without Duktape's sources CDuktape.h has said so in one line: nothing more to compile.
#ifndef SCROLLWORK_CDUKTAPE_MISSING

enum { POOL_CLASSES = 16, POOL_GRAIN = 16, SLAB_BYTES = 16384, HEADER = 16 };
// Blocks above the pools and up to KEPT_MAX bytes are rounded up to one of KEPT_CLASSES sizes
// (four a power of two: 320, 384, 448, 512, 640 … 65536) and, when freed, kept on their size's
// list for reuse. Kept blocks count as used (as pooled ones do); an allocation that would pass
// the limit first frees them all.
enum { KEPT_CLASSES = 32, KEPT_MAX = 65536 };
// Cyclic garbage (closures and their scopes, made by most expressions every frame) is freed
// only by a mark-and-sweep collection, which Duktape runs rarely on its own (after allocating
// some 50 times the live objects, or at the memory limit): until then every frame needs fresh
// blocks. scrollwork_js_collect_if_grown runs one between evaluations once the bytes in use
// grew by an eighth (at least COLLECT_GROWTH, 256 KiB) since the last, so the garbage of a cycle fits
// in the blocks the previous one freed.
enum { COLLECT_GROWTH = 256 << 10 };

typedef struct slab { struct slab *next; } slab;

typedef struct heap_state {
    size_t limit;
    size_t used;
    void *host;
    void *free_lists[POOL_CLASSES];
    slab *slabs;
    void *kept[KEPT_CLASSES];
    // Bytes in the blocks Duktape holds (live or garbage), and after the last collection.
    size_t in_use;
    size_t in_use_after_collect;
    uint64_t system_allocations;
    // Budget.
    int armed;
    uint32_t checks;
    uint32_t max_checks;
    // The seconds allowed, and the deadline once the clock has started (at the first check).
    double max_seconds;
    int clock_started;
    double deadline;
    int timed_out;
    int out_of_memory;
    uint32_t allocations_since_check;
} heap_state;

// The budget counts the CPU time of the evaluating thread, not wall-clock time: a script gets
// its seconds of work however loaded the machine is (other processes, other renderers'
// threads), and an endless loop still ends. Evaluations run on one thread from arm to disarm.
static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

// Whether the budget's time is spent. The thread's CPU clock is a system call, not a vDSO read,
// and most evaluations end before their first check: so the clock starts at the first check
// (the second interrupt or the 256th allocation after arming; the first interrupt is the one
// Duktape makes on entry) rather than at arming, which adds at most one interval between
// checks to the seconds allowed.
static int past_time(heap_state *s) {
    double now = now_seconds();
    if (!s->clock_started) {
        s->clock_started = 1;
        s->deadline = now + s->max_seconds;
        return 0;
    }
    return now > s->deadline;
}

// Each block starts with a header holding its usable size; pooled blocks have a class.
static size_t *header_of(void *p) { return (size_t *)((char *)p - HEADER); }

// The kept class of a block of `size` bytes (POOL_CLASSES * POOL_GRAIN < size <= KEPT_MAX).
static int kept_class(size_t size) {
    size_t m = size - 1;
    int octave = 63 - __builtin_clzll((unsigned long long)m);
    return (octave - 8) * 4 + (int)((m >> (octave - 2)) & 3);
}

// The usable bytes of kept class `cls`.
static size_t kept_size(int cls) { return (size_t)(4 + cls % 4 + 1) << (cls / 4 + 6); }

// Frees every kept block (their bytes stop counting as used).
static void release_kept(heap_state *s) {
    for (int cls = 0; cls < KEPT_CLASSES; cls++) {
        while (s->kept[cls]) {
            void *block = s->kept[cls];
            s->kept[cls] = *(void **)block;
            s->used -= kept_size(cls) + HEADER;
            free(header_of(block));
        }
    }
}

// Whether `bytes` more fit under the limit, after freeing the kept blocks if need be.
static int fits(heap_state *s, size_t bytes) {
    if (bytes > s->limit) return 0;
    if (s->used + bytes <= s->limit) return 1;
    release_kept(s);
    return s->used + bytes <= s->limit;
}

// A free block of class `cls`, or failing that of one of the next NEARBY_CLASSES classes up
// (its header keeps its own size, so it goes back to its own list when freed): a cycle of
// garbage that needs a few more blocks of one size than the last cycle freed takes slightly
// larger ones it did free, rather than a new slab or a malloc.
enum { NEARBY_CLASSES = 2 };

static void *pool_alloc(heap_state *s, int cls) {
    for (int c = cls; c < POOL_CLASSES && c <= cls + NEARBY_CLASSES; c++) {
        void *block = s->free_lists[c];
        if (block) {
            s->free_lists[c] = *(void **)block;
            return block;
        }
    }
    void *block;
    size_t block_bytes = (size_t)(cls + 1) * POOL_GRAIN + HEADER;
    if (!fits(s, SLAB_BYTES)) return NULL;
    slab *sl = malloc(SLAB_BYTES);
    if (!sl) return NULL;
    s->system_allocations++;
    s->used += SLAB_BYTES;
    sl->next = s->slabs;
    s->slabs = sl;
    // Carve the slab (after its link, kept 16-byte aligned) into blocks of this class.
    char *start = (char *)sl + HEADER;
    size_t count = (SLAB_BYTES - HEADER) / block_bytes;
    for (size_t i = 0; i < count; i++) {
        char *b = start + i * block_bytes;
        *(size_t *)b = (size_t)(cls + 1) * POOL_GRAIN;
        void *user = b + HEADER;
        *(void **)user = s->free_lists[cls];
        s->free_lists[cls] = user;
    }
    block = s->free_lists[cls];
    s->free_lists[cls] = *(void **)block;
    return block;
}

// Native built-ins (join, concat, regexps…) can do much work per bytecode instruction, so the
// budget's clock is also read every 256 allocations: past the deadline, allocations fail.
static int past_deadline(heap_state *s) {
    if (!s->armed) return 0;
    if (s->timed_out) return 1;
    if ((++s->allocations_since_check & 255) != 0) return 0;
    if (past_time(s)) {
        s->timed_out = 1;
        return 1;
    }
    return 0;
}

static void *sw_alloc(void *udata, duk_size_t size) {
    heap_state *s = udata;
    if (size == 0) size = 1;
    if (past_deadline(s)) return NULL;
    if (size <= POOL_CLASSES * POOL_GRAIN) {
        int cls = (int)((size - 1) / POOL_GRAIN);
        void *p = pool_alloc(s, cls);
        if (!p) s->out_of_memory = 1;
        else s->in_use += *header_of(p);
        return p;
    }
    if (size <= KEPT_MAX) {
        int cls = kept_class(size);
        size = kept_size(cls);
        for (int c = cls; c < KEPT_CLASSES && c <= cls + NEARBY_CLASSES; c++) {
            void *block = s->kept[c];
            if (block) {
                s->kept[c] = *(void **)block;
                s->in_use += kept_size(c);
                return block;
            }
        }
    }
    if (size > s->limit || !fits(s, size + HEADER)) {
        s->out_of_memory = 1;
        return NULL;
    }
    char *b = malloc(size + HEADER);
    if (!b) {
        s->out_of_memory = 1;
        return NULL;
    }
    s->system_allocations++;
    s->used += size + HEADER;
    s->in_use += size;
    *(size_t *)b = size;
    return b + HEADER;
}

static void sw_free(void *udata, void *ptr) {
    heap_state *s = udata;
    if (!ptr) return;
    size_t size = *header_of(ptr);
    s->in_use -= size;
    if (size <= POOL_CLASSES * POOL_GRAIN) {
        int cls = (int)((size - 1) / POOL_GRAIN);
        *(void **)ptr = s->free_lists[cls];
        s->free_lists[cls] = ptr;
        return;
    }
    if (size <= KEPT_MAX) {
        int cls = kept_class(size);
        *(void **)ptr = s->kept[cls];
        s->kept[cls] = ptr;
        return;
    }
    s->used -= size + HEADER;
    free(header_of(ptr));
}

static void *sw_realloc(void *udata, void *ptr, duk_size_t size) {
    if (!ptr) return sw_alloc(udata, size);
    if (size == 0) {
        sw_free(udata, ptr);
        return NULL;
    }
    size_t old = *header_of(ptr);
    if (size <= old && (old <= POOL_CLASSES * POOL_GRAIN || size > old / 2)) return ptr;
    void *fresh = sw_alloc(udata, size);
    if (!fresh) return NULL;
    memcpy(fresh, ptr, old < size ? old : size);
    sw_free(udata, ptr);
    return fresh;
}

static void sw_fatal(void *udata, const char *msg) {
    (void)udata;
    // Every entry into the engine is a protected call: reaching here is a bug, not a script's.
    (void)msg;
    abort();
}

int scrollwork_js_timeout_check(void *udata) {
    heap_state *s = udata;
    if (!s || !s->armed) return 0;
    if (s->timed_out) return 1;
    s->checks++;
    // Duktape interrupts before the first instruction of every call entered from C (an
    // evaluation's outermost call): that check reads no clock, so an evaluation that ends
    // before its next check makes no system call. The clock then starts one interval later.
    if (s->checks == 1) return 0;
    if (s->checks > s->max_checks || past_time(s)) {
        s->timed_out = 1;
        return 1;
    }
    return 0;
}

duk_context *scrollwork_js_create(size_t memory_limit, void *host) {
    heap_state *s = calloc(1, sizeof(heap_state));
    if (!s) return NULL;
    s->limit = memory_limit;
    s->host = host;
    duk_context *ctx = duk_create_heap(sw_alloc, sw_realloc, sw_free, s, sw_fatal);
    if (!ctx) {
        release_kept(s);
        for (slab *sl = s->slabs; sl;) { slab *n = sl->next; free(sl); sl = n; }
        free(s);
    }
    return ctx;
}

static heap_state *state_of(duk_context *ctx) {
    duk_memory_functions funcs;
    duk_get_memory_functions(ctx, &funcs);
    return funcs.udata;
}

void scrollwork_js_destroy(duk_context *ctx) {
    if (!ctx) return;
    heap_state *s = state_of(ctx);
    duk_destroy_heap(ctx);
    release_kept(s);
    for (slab *sl = s->slabs; sl;) { slab *n = sl->next; free(sl); sl = n; }
    free(s);
}

void *scrollwork_js_host(duk_context *ctx) { return state_of(ctx)->host; }
void scrollwork_js_set_host(duk_context *ctx, void *host) { state_of(ctx)->host = host; }

void scrollwork_js_arm(duk_context *ctx, uint32_t max_checks, double max_seconds) {
    heap_state *s = state_of(ctx);
    s->armed = 1;
    s->checks = 0;
    s->max_checks = max_checks;
    s->max_seconds = max_seconds;
    s->clock_started = 0;
    s->timed_out = 0;
    s->out_of_memory = 0;
}

void scrollwork_js_disarm(duk_context *ctx) {
    heap_state *s = state_of(ctx);
    s->armed = 0;
    s->timed_out = 0;
}

int scrollwork_js_collect_if_grown(duk_context *ctx, uint32_t max_checks, double max_seconds) {
    heap_state *s = state_of(ctx);
    size_t growth = s->in_use_after_collect / 8 > COLLECT_GROWTH ? s->in_use_after_collect / 8 : COLLECT_GROWTH;
    if (s->in_use <= s->in_use_after_collect + growth) return 0;
    // Finalizers run within a budget of their own.
    scrollwork_js_arm(ctx, max_checks, max_seconds);
    duk_gc(ctx, 0);
    scrollwork_js_disarm(ctx);
    s->in_use_after_collect = s->in_use;
    return 1;
}

int scrollwork_js_timed_out(duk_context *ctx) { return state_of(ctx)->timed_out; }
int scrollwork_js_out_of_memory(duk_context *ctx) { return state_of(ctx)->out_of_memory; }
size_t scrollwork_js_memory_used(duk_context *ctx) { return state_of(ctx)->used; }
uint64_t scrollwork_js_system_allocations(duk_context *ctx) { return state_of(ctx)->system_allocations; }

int scrollwork_js_compile(duk_context *ctx, const char *source, size_t length, const char *file_name, int as_function) {
    duk_push_string(ctx, file_name);
    duk_uint_t flags = DUK_COMPILE_SAFE | DUK_COMPILE_NOSOURCE;
    if (as_function) flags |= DUK_COMPILE_FUNCTION;
    return (int)duk_compile_raw(ctx, source, length, 1 | flags);
}

int scrollwork_js_pcall(duk_context *ctx, int nargs) { return (int)duk_pcall(ctx, nargs); }

int scrollwork_js_pcall_method(duk_context *ctx, int nargs) { return (int)duk_pcall_method(ctx, nargs); }

const char *scrollwork_js_safe_string(duk_context *ctx, int index) { return duk_safe_to_string(ctx, index); }

duk_ret_t scrollwork_js_throw(duk_context *ctx, const char *message) {
    return duk_error(ctx, DUK_ERR_TYPE_ERROR, "%s", message);
}

// The binding of a native made by scrollwork_js_push_bound_function: a hidden symbol, which
// scripts cannot name.
#define BOUND_KEY DUK_HIDDEN_SYMBOL("swBound")

void scrollwork_js_push_bound_function(duk_context *ctx, duk_c_function function, duk_idx_t nargs, duk_idx_t bound) {
    bound = duk_normalize_index(ctx, bound);
    duk_push_c_function(ctx, function, nargs);
    duk_dup(ctx, bound);
    duk_put_prop_string(ctx, -2, BOUND_KEY);
}

void scrollwork_js_push_binding(duk_context *ctx) {
    duk_push_current_function(ctx);
    duk_get_prop_string(ctx, -1, BOUND_KEY);
    duk_remove(ctx, -2);
}
#endif
