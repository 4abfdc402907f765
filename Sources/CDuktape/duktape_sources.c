// Compiles Debian's single-file Duktape (/usr/share/duktape, package duktape-dev) with an
// execution-timeout hook. Its duk_config.h #undefs DUK_USE_INTERRUPT_COUNTER and
// DUK_USE_EXEC_TIMEOUT_CHECK, so it is read first (its include guard then keeps duktape.h from
// reading it again) and the two options are defined after it, before the engine's code.
// DUK_COMPILING_DUKTAPE selects the config's platform sections for building the engine, as
// duktape.c itself would before reading it.
#if !__has_include("/usr/share/duktape/duktape.h") || !__has_include("/usr/share/duktape/duktape.c")
#error "ScrollworkExpressions needs Duktape's sources in /usr/share/duktape: apt-get install duktape-dev"
#else
#define DUK_COMPILING_DUKTAPE
#include "/usr/share/duktape/duk_config.h"

#define DUK_USE_INTERRUPT_COUNTER
#define DUK_USE_FASTINT
#define DUK_USE_EXEC_TIMEOUT_CHECK(udata) scrollwork_js_timeout_check(udata)
// Shallower recursion for the compiler than Duktape's 2,500 (hostile nesting stays far from the
// end of a secondary thread's stack); scripts' own recursion is bounded by the call stack limit.
#undef DUK_USE_COMPILER_RECLIMIT
#define DUK_USE_COMPILER_RECLIMIT 500
#undef DUK_USE_CALLSTACK_LIMIT
#define DUK_USE_CALLSTACK_LIMIT 2000

int scrollwork_js_timeout_check(void *udata);

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Weverything"
#include "/usr/share/duktape/duktape.c"
#pragma clang diagnostic pop

// Defined here, where Duktape's internal functions are visible (the single-file build makes
// them static), for the engine's own value pushing; see CDuktape.h.
void scrollwork_js_pack(duk_context *ctx, duk_idx_t count);
void scrollwork_js_pack(duk_context *ctx, duk_idx_t count) { duk_pack((duk_hthread *) ctx, count); }

// The value `tv` as an array whose elements below its length all have a slot in its array
// part, or NULL. A slot holds a plain value (an accessor or a proxy has none) or is unused (a
// hole, which a read would look for in the prototype, where a script may have put a getter):
// the callers below accept only slots holding the kinds of value they name, never an unused
// one, so no hole passes.
static duk_harray *plain_array(duk_tval *tv) {
    if (tv == NULL || !DUK_TVAL_IS_OBJECT(tv)) return NULL;
    duk_hobject *h = DUK_TVAL_GET_OBJECT(tv);
    if (!DUK_HOBJECT_IS_ARRAY(h) || DUK_HOBJECT_IS_PROXY(h) || !DUK_HOBJECT_HAS_ARRAY_PART(h)) return NULL;
    duk_harray *a = (duk_harray *) h;
    return a->length <= DUK_HOBJECT_GET_ASIZE(h) ? a : NULL;
}

duk_int_t scrollwork_js_plain_pairs(duk_context *ctx, duk_idx_t index);
duk_int_t scrollwork_js_plain_pairs(duk_context *ctx, duk_idx_t index) {
    duk_hthread *thr = (duk_hthread *) ctx;
    duk_harray *list = plain_array(duk_get_tval(thr, index));
    if (list == NULL || list->length > 0x7fffffffUL) return -1;
    for (duk_uint32_t i = 0; i < list->length; i++) {
        duk_harray *pair = plain_array(DUK_HOBJECT_A_GET_VALUE_PTR(thr->heap, (duk_hobject *) list, i));
        if (pair == NULL || pair->length < 2) return -1;
        if (!DUK_TVAL_IS_NUMBER(DUK_HOBJECT_A_GET_VALUE_PTR(thr->heap, (duk_hobject *) pair, 0)) ||
            !DUK_TVAL_IS_NUMBER(DUK_HOBJECT_A_GET_VALUE_PTR(thr->heap, (duk_hobject *) pair, 1))) return -1;
    }
    return (duk_int_t) list->length;
}

duk_int_t scrollwork_js_plain_list(duk_context *ctx, duk_idx_t index, duk_uint32_t count);
duk_int_t scrollwork_js_plain_list(duk_context *ctx, duk_idx_t index, duk_uint32_t count) {
    duk_hthread *thr = (duk_hthread *) ctx;
    duk_tval *tv = duk_get_tval(thr, index);
    if (tv == NULL || !DUK_TVAL_IS_OBJECT(tv)) return -1;
    duk_hobject *h = DUK_TVAL_GET_OBJECT(tv);
    if (DUK_HOBJECT_IS_PROXY(h)) return 0;
    if (!DUK_HOBJECT_IS_ARRAY(h)) return -1;
    duk_harray *a = plain_array(tv);
    if (a == NULL) return 0;
    duk_uint32_t n = a->length < count ? a->length : count;
    for (duk_uint32_t i = 0; i < n; i++) {
        duk_tval *e = DUK_HOBJECT_A_GET_VALUE_PTR(thr->heap, h, i);
        if (!(DUK_TVAL_IS_NUMBER(e) || DUK_TVAL_IS_BOOLEAN(e) || DUK_TVAL_IS_STRING(e) || DUK_TVAL_IS_UNDEFINED(e) ||
              DUK_TVAL_IS_NULL(e))) return 0;
    }
    return 1;
}

duk_int_t scrollwork_js_read_pairs(duk_context *ctx, duk_idx_t index, double *xy, duk_int_t capacity);
duk_int_t scrollwork_js_read_pairs(duk_context *ctx, duk_idx_t index, double *xy, duk_int_t capacity) {
    duk_int_t n = scrollwork_js_plain_pairs(ctx, index);
    if (n < 0) return -1;
    duk_hthread *thr = (duk_hthread *) ctx;
    duk_hobject *list = DUK_TVAL_GET_OBJECT(duk_get_tval(thr, index));
    for (duk_int_t i = 0; i < n && i < capacity; i++) {
        duk_hobject *pair = DUK_TVAL_GET_OBJECT(DUK_HOBJECT_A_GET_VALUE_PTR(thr->heap, list, i));
        xy[2 * i] = DUK_TVAL_GET_NUMBER(DUK_HOBJECT_A_GET_VALUE_PTR(thr->heap, pair, 0));
        xy[2 * i + 1] = DUK_TVAL_GET_NUMBER(DUK_HOBJECT_A_GET_VALUE_PTR(thr->heap, pair, 1));
    }
    return n;
}
#endif
