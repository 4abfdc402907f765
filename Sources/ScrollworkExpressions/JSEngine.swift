import Scrollwork
import CDuktape

/// One Duktape heap (ECMAScript 5.1) with a bounded memory and a per-evaluation budget of
/// bytecode steps and time: the engine behind a renderer's expressions.
///
/// Every entry into the engine is a protected call: a script that throws, loops past its
/// budget or runs out of memory comes back as a ``JSFailure``, never as a trap.
final class JSEngine {
    /// Why a compile or call failed.
    struct JSFailure: Error {
        enum Reason { case thrown, timedOut, outOfMemory }
        var reason: Reason
        var message: String
    }

    let context: OpaquePointer
    /// Interrupt checks allowed per evaluation (one every 256 Ki bytecode instructions).
    let maxChecks: UInt32
    let maxSeconds: Double

    /// A heap of at most `memoryLimit` bytes; nil when Duktape cannot start.
    init?(memoryLimit: Int, maxSteps: Int, maxSeconds: Double) {
        guard let context = scrollwork_js_create(max(1 << 20, memoryLimit), nil) else { return nil }
        self.context = context
        self.maxChecks = UInt32(clamping: max(1, (maxSteps + (1 << 18) - 1) >> 18))
        self.maxSeconds = max(0.001, maxSeconds)
    }

    deinit { scrollwork_js_destroy(context) }

    /// Hands `host` to native functions (``host(of:)``).
    func setHost(_ host: UnsafeMutableRawPointer?) { scrollwork_js_set_host(context, host) }

    /// The host given to ``setHost(_:)``, from a native function's context.
    static func host(of context: OpaquePointer?) -> UnsafeMutableRawPointer? {
        guard let context else { return nil }
        return scrollwork_js_host(context)
    }

    /// Starts an evaluation's budget.
    func arm() { scrollwork_js_arm(context, maxChecks, maxSeconds) }
    /// Starts the budget of set-up work (installing the library, compiling expressions): the
    /// same steps, and at least ``setupSeconds`` — set-up runs once, and a per-frame time budget
    /// sized for a fast machine must not disable every expression on a slow or loaded one.
    func armForSetup() { scrollwork_js_arm(context, maxChecks, max(maxSeconds, Self.setupSeconds)) }
    /// The least time set-up work is given.
    static let setupSeconds = 10.0
    /// Ends it.
    func disarm() { scrollwork_js_disarm(context) }
    /// Frees the heap's cyclic garbage (closures and their scopes) when it grew past a share of
    /// the heap since the last time: between evaluations, not armed, with finalizers given an
    /// evaluation's budget of their own.
    func collectIfGrown() { _ = scrollwork_js_collect_if_grown(context, maxChecks, maxSeconds) }

    /// Compiles `source` (a function expression when `asFunction`) and leaves the function on the
    /// stack, or throws the compile error (nothing left on the stack).
    func compile(_ source: String, name: String, asFunction: Bool) throws(JSFailure) {
        var source = source
        let status = source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                scrollwork_js_compile(context, chars.baseAddress, chars.count, name, asFunction ? 1 : 0)
            }
        }
        if status != 0 { throw popFailure() }
    }

    /// Calls the function below `arguments` values on the stack, leaving its result, or throws
    /// (nothing left on the stack).
    func call(arguments: Int32) throws(JSFailure) {
        if scrollwork_js_pcall(context, arguments) != 0 { throw popFailure() }
    }

    /// Runs a program (the library's parts): compiled, called with `this` the global object.
    func run(_ source: String, name: String) throws(JSFailure) {
        try compile(source, name: name, asFunction: false)
        try call(arguments: 0)
        duk_pop(context)
    }

    /// The error on top of the stack as a failure (popped).
    private func popFailure() -> JSFailure {
        let message = scrollwork_js_safe_string(context, -1).map { String(cString: $0) } ?? "unknown error"
        duk_pop(context)
        if scrollwork_js_timed_out(context) != 0 {
            return JSFailure(reason: .timedOut, message: "stopped: it ran past its budget of steps or time")
        }
        if scrollwork_js_out_of_memory(context) != 0 {
            return JSFailure(reason: .outOfMemory, message: "stopped: it ran out of memory")
        }
        return JSFailure(reason: .thrown, message: message)
    }

    /// Bytes the heap holds.
    var memoryUsed: Int { Int(scrollwork_js_memory_used(context)) }
    /// Blocks the heap took from the system allocator so far.
    var systemAllocations: UInt64 { scrollwork_js_system_allocations(context) }

    // MARK: Stack helpers

    /// Pushes an array of `count` elements, each pushed by `element(i)` (one value). Made at its
    /// size in one step when the value stack has room for them all (``scrollwork_js_pack``),
    /// element by element otherwise.
    func pushArray(count: Int, _ element: (Int) -> Void) {
        guard duk_check_stack(context, duk_idx_t(clamping: count + 3)) != 0 else {
            let array = duk_push_array(context)
            for i in 0..<count {
                element(i)
                duk_put_prop_index(context, array, duk_uarridx_t(i))
            }
            return
        }
        for i in 0..<count { element(i) }
        scrollwork_js_pack(context, duk_idx_t(count))
    }

    /// Pushes an array of numbers.
    func pushNumbers(_ values: UnsafeBufferPointer<Double>) {
        pushArray(count: values.count) { duk_push_number(context, values[$0]) }
    }

    /// Pushes the array `[x, y]`.
    func pushPair(_ x: Double, _ y: Double) {
        guard duk_check_stack(context, 5) != 0 else {
            let array = duk_push_array(context)
            duk_push_number(context, x)
            duk_put_prop_index(context, array, 0)
            duk_push_number(context, y)
            duk_put_prop_index(context, array, 1)
            return
        }
        duk_push_number(context, x)
        duk_push_number(context, y)
        scrollwork_js_pack(context, 2)
    }

    /// Pushes `[x, y]` pairs as an array of arrays (each offset by `offsets[i]` when given, and
    /// then, when `relative`, less it again: `(p + o) − o`, a tangent as it comes back from a
    /// control point in the vertices' space, rounding and all).
    func pushPoints(_ points: [Point], offsets: [Point]? = nil, relative: Bool = false) {
        pushArray(count: points.count) { i in
            var p = points[i]
            if let offsets, offsets.indices.contains(i) {
                p = p + offsets[i]
                if relative { p = p - offsets[i] }
            }
            // The pair's two numbers fit in the room pushArray made for the points.
            duk_push_number(context, p.x)
            duk_push_number(context, p.y)
            scrollwork_js_pack(context, 2)
        }
    }

    /// The value at `index` as a number (booleans 0/1, objects through valueOf), or nil.
    func number(at index: Int32) -> Double? {
        switch UInt32(bitPattern: duk_get_type(context, index)) {
        case UInt32(DUK_TYPE_NUMBER): return duk_get_number(context, index)
        case UInt32(DUK_TYPE_BOOLEAN): return duk_get_boolean(context, index) != 0 ? 1 : 0
        default: return nil
        }
    }

    /// Element `i` of the array at `index` as a number, or nil (also for `undefined` and
    /// `null`, whose properties cannot be read: the read would throw outside a protected call).
    func element(_ i: Int, of index: Int32) -> Double? {
        switch UInt32(bitPattern: duk_get_type(context, index)) {
        case UInt32(DUK_TYPE_UNDEFINED), UInt32(DUK_TYPE_NULL), UInt32(DUK_TYPE_NONE): return nil
        default: break
        }
        duk_get_prop_index(context, index, duk_uarridx_t(i))
        defer { duk_pop(context) }
        return number(at: -1)
    }

    /// The length of the array at `index` (0 for anything else).
    func arrayLength(at index: Int32) -> Int {
        duk_is_array(context, index) != 0 ? Int(duk_get_length(context, index)) : 0
    }

    /// Replaces `out` with the `[x, y]` pairs of the array at `index` (its storage kept), or
    /// returns false if it is not an array of pairs (`out` then holds no meaning).
    func points(at index: Int32, limit: Int, into out: inout [Point]) -> Bool {
        out.removeAll(keepingCapacity: true)
        guard duk_is_array(context, index) != 0 else { return false }
        let n = min(Int(duk_get_length(context, index)), limit)
        // A plain list of pairs (the common case) is copied in one step from Duktape's own
        // storage; others are read element by element.
        out.append(contentsOf: repeatElement(Point.zero, count: n))
        let context = self.context
        let plain = out.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: Double.self) { xy in
                xy.baseAddress.map { scrollwork_js_read_pairs(context, index, $0, duk_int_t(n)) } ?? -1
            }
        }
        if plain >= 0 { return out.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
        out.removeAll(keepingCapacity: true)
        let base = duk_normalize_index(context, index)
        for i in 0..<n {
            duk_get_prop_index(context, base, duk_uarridx_t(i))
            let x = element(0, of: -1), y = element(1, of: -1)
            duk_pop(context)
            guard let x, let y, x.isFinite, y.isFinite else { return false }
            out.append(Point(x: x, y: y))
        }
        return true
    }
}
