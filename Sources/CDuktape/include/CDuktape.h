// Duktape (Debian's duktape-dev, the single-file sources in /usr/share/duktape) for the Lottie
// expression evaluator, and the few helpers that bound what a script may take: a heap whose
// allocator counts and caps its memory, and an execution budget checked by Duktape's interrupt
// counter (DUK_USE_INTERRUPT_COUNTER + DUK_USE_EXEC_TIMEOUT_CHECK, which Debian's prebuilt
// libduktape lacks). Nothing of Duktape is copied here: duktape_sources.c compiles the system's
// file with those two options switched on.
#ifndef SCROLLWORK_CDUKTAPE_H
#define SCROLLWORK_CDUKTAPE_H

#if !__has_include("/usr/share/duktape/duktape.h") || !__has_include("/usr/share/duktape/duktape.c")
#error "ScrollworkExpressions needs Duktape's sources in /usr/share/duktape: apt-get install duktape-dev"
#define SCROLLWORK_CDUKTAPE_MISSING 1
#else
#include "/usr/share/duktape/duktape.h"
#include <stddef.h>
#include <stdint.h>

/// A heap with `memory_limit` bytes at most; `host` is handed back by scrollwork_js_host. NULL
/// when Duktape could not start.
duk_context *scrollwork_js_create(size_t memory_limit, void *host);
/// Frees the heap and everything it allocated.
void scrollwork_js_destroy(duk_context *ctx);
/// The pointer given to scrollwork_js_create (or set later).
void *scrollwork_js_host(duk_context *ctx);
/// Replaces the host pointer.
void scrollwork_js_set_host(duk_context *ctx, void *host);
/// Starts a budget: at most `max_checks` interrupt checks (one every 256 Ki bytecode
/// instructions) and `max_seconds` of wall-clock time until scrollwork_js_disarm.
void scrollwork_js_arm(duk_context *ctx, uint32_t max_checks, double max_seconds);
/// Ends the budget (compiling and setting up run unbounded by steps).
void scrollwork_js_disarm(duk_context *ctx);
/// Whether the current budget ran out (the script was stopped with a RangeError).
int scrollwork_js_timed_out(duk_context *ctx);
/// Whether an allocation was refused since the budget was armed (the memory cap was reached).
int scrollwork_js_out_of_memory(duk_context *ctx);
/// Runs a mark-and-sweep collection (finalizers within a budget of `max_checks` and
/// `max_seconds`, armed for it and disarmed after) when the bytes in use grew by an eighth,
/// and at least 256 KiB, since the last one: call it between evaluations, so that cyclic garbage
/// is freed into the kept blocks before it needs new ones. 1 when it ran.
int scrollwork_js_collect_if_grown(duk_context *ctx, uint32_t max_checks, double max_seconds);
/// Bytes the heap holds (pooled and kept blocks included).
size_t scrollwork_js_memory_used(duk_context *ctx);
/// Allocations the heap asked of malloc since it was created (the pool serves most).
uint64_t scrollwork_js_system_allocations(duk_context *ctx);

/// Compiles `source` (a function expression when `as_function`, else a program) under
/// `file_name`, leaving the function or an error on the stack. 0 on success.
int scrollwork_js_compile(duk_context *ctx, const char *source, size_t length, const char *file_name, int as_function);
/// Calls the function at -nargs-1 with `nargs` arguments in protected mode. 0 on success; the
/// result or the error is left on the stack.
int scrollwork_js_pcall(duk_context *ctx, int nargs);
/// Calls the function at -nargs-2 with `this` at -nargs-1, protected. 0 on success.
int scrollwork_js_pcall_method(duk_context *ctx, int nargs);
/// The value at `index` as text, never throwing (errors become their message).
const char *scrollwork_js_safe_string(duk_context *ctx, int index);
/// Throws a TypeError from a native function with `message`.
duk_ret_t scrollwork_js_throw(duk_context *ctx, const char *message);
/// Pops the `count` values on top of the stack and pushes one array holding them, made at its
/// size in one step (Duktape's internal duk_pack): much cheaper than filling an empty array
/// element by element, which grows its storage as it goes. The caller makes sure the values
/// are there (`duk_check_stack` before pushing them).
void scrollwork_js_pack(duk_context *ctx, duk_idx_t count);

/// The length of the value at `index` when it is a plain list of pairs, -1 otherwise: an array
/// whose elements all sit in its array part, each an array of the same kind whose first two
/// elements are numbers. Reading such a list (element by element, as duk_get_prop_index does)
/// runs no script — no getter, no proxy, no hole that would look in a prototype. Reads only
/// Duktape's own structures (internal to the single-file build, hence defined there).
duk_int_t scrollwork_js_plain_pairs(duk_context *ctx, duk_idx_t index);

/// Copies the pairs of the plain list of pairs at `index` (see scrollwork_js_plain_pairs) into
/// `xy` as x0, y0, x1, y1, …, at most `capacity` pairs; returns the list's length, or -1 (and
/// copies nothing) when it is not a plain list of pairs.
duk_int_t scrollwork_js_read_pairs(duk_context *ctx, duk_idx_t index, double *xy, duk_int_t capacity);

/// Whether the value at `index` is a list the host may read its first `count` elements of as it
/// is: 1 for an array whose elements below its length sit in its array part, the first `count`
/// of them numbers, booleans, strings, undefined or null (reading them runs no script, and
/// converts nothing); 0 for another array or a proxy (to be copied by the script library
/// first); -1 for anything else.
duk_int_t scrollwork_js_plain_list(duk_context *ctx, duk_idx_t index, duk_uint32_t count);

/// Pushes a native function of `nargs` arguments bound to the value at `bound`, which the
/// function finds with scrollwork_js_push_binding (a hidden property: scripts cannot reach it).
void scrollwork_js_push_bound_function(duk_context *ctx, duk_c_function function, duk_idx_t nargs, duk_idx_t bound);
/// Inside a native made by scrollwork_js_push_bound_function: pushes the value it is bound to.
void scrollwork_js_push_binding(duk_context *ctx);

#endif
#endif
