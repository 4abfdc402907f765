// Compiles Debian's single-file Duktape (/usr/share/duktape, package duktape-dev) with an
// execution-timeout hook. Its duk_config.h #undefs DUK_USE_INTERRUPT_COUNTER and
// DUK_USE_EXEC_TIMEOUT_CHECK, so it is read first (its include guard then keeps duktape.h from
// reading it again) and the two options are defined after it, before the engine's code.
// DUK_COMPILING_DUKTAPE selects the config's platform sections for building the engine, as
// duktape.c itself would before reading it.
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
