import CDuktape
import Scrollwork
import ScrollworkLottie

/// Evaluates a file's expressions: one engine (``JSEngine``) with the expression library, one
/// compiled function per property, evaluated per frame with a budget. Owned by a
/// `LottieRenderer` (made only when the file has expressions), referenced by the tracks of
/// the properties that have one; used from the renderer's thread.
///
/// A failure — a compile error, a throw, a result of the wrong type, a script stopped by its
/// budget of steps, time or memory — leaves the property's own value in place and is
/// reported once per expression (``diagnostics``). A script stopped by its budget or memory is
/// not run again, so a hostile file costs one budget per expression at most.
final class ExpressionEvaluator: ExpressionEvaluating {
    let scene: ExpressionScene
    let engine: JSEngine
    private(set) var diagnostics: [Diagnostic] = []
    /// The frames and properties being evaluated, innermost last (for `time`, `H.now()`).
    private(set) var frames: [Double] = []
    private(set) var current: [Int] = []
    /// For each evaluation under way, whether it has read something that differs between frames.
    private var readsVarying: [Bool] = []
    /// How many times a script read a property whose own script was under way (a cycle: it read
    /// the own value instead), so a matrix worked out meanwhile is known not to be kept.
    private(set) var cycleReads = 0
    /// Layer matrices scripts asked for, by layer and frame (``worldMatrix(comp:layer:frame:)``).
    var matrices = ScriptMatrixCache()
    /// Heap pointers of library objects used from Swift.
    private(set) var pathPrototype: UnsafeMutableRawPointer?
    /// The layer and composition names scripts look up, as engine strings.
    private(set) var names = ExpressionNameTable()
    /// The library's `$sw.readable` (kept in the global stash, which scripts cannot reach).
    private var readable: UnsafeMutableRawPointer?

    /// Imports the expressions of `scene` (a file's), or returns nil when it has none (or the
    /// engine cannot start, which is reported by the caller as every expression being ignored).
    init?(_ scene: ExpressionScene, limits: LottieLimits) {
        guard !scene.expressions.isEmpty,
              let engine = JSEngine(memoryLimit: limits.maxExpressionMemory, maxSteps: limits.maxExpressionSteps,
                                    maxSeconds: limits.maxExpressionSeconds) else { return nil }
        self.scene = scene
        self.engine = engine
        frames.reserveCapacity(16)
        current.reserveCapacity(16)
        readsVarying.reserveCapacity(16)
        engine.setHost(Unmanaged.passUnretained(self).toOpaque())
        do {
            try installLibrary()
        } catch {
            report(nil, "the expression library failed to start: \(error.message)")
            return
        }
        names = ExpressionNameTable(scene, engine: engine)
        compileAll()
    }

    deinit { engine.setHost(nil) }

    /// The id of the property whose expression is at `path` (`$.layers[0].ks.r.x`).
    func expressionID(path: String) -> Int? { scene.expressions[path] }

    private func installLibrary() throws(JSEngine.JSFailure) {
        let ctx = engine.context
        engine.armForSetup()
        defer { engine.disarm() }
        duk_push_global_object(ctx)
        duk_push_object(ctx)
        ExpressionNatives.install(ctx, frameRate: scene.frameRate)
        duk_put_prop_string(ctx, -2, "$host")
        duk_pop(ctx)
        for (part, name) in [(ExpressionLibrary.guards, "guards"), (ExpressionLibrary.maths, "maths"),
                             (ExpressionLibrary.properties, "properties"), (ExpressionLibrary.layers, "layers")] {
            try engine.compile("(" + part + ")(this, $host)", name: name, asFunction: false)
            try engine.call(arguments: 0)
            duk_pop(ctx)
        }
        // The library's globals, kept when a script's are cleared.
        try engine.run("$sw.globals = {}; for (var k in this) $sw.globals[k] = true;", name: "globals")
        // The natives stay reachable through the library's closures only.
        duk_push_global_object(ctx)
        duk_del_prop_string(ctx, -1, "$host")
        _ = duk_get_prop_string(ctx, -1, "$sw")
        _ = duk_get_prop_string(ctx, -1, "pathPrototype")
        pathPrototype = duk_get_heapptr(ctx, -1)
        duk_pop(ctx)
        _ = duk_get_prop_string(ctx, -1, "readable")
        readable = duk_get_heapptr(ctx, -1)
        duk_push_global_stash(ctx)
        duk_dup(ctx, -2)
        duk_put_prop_string(ctx, -2, "readable")
        duk_pop_n(ctx, 4)
    }

    /// Compiles every expression: the wrapper once, then called with its environment; the
    /// resulting function is kept in the global stash.
    private func compileAll() {
        let ctx = engine.context
        duk_push_global_stash(ctx)
        duk_push_array(ctx)
        var kept: duk_uarridx_t = 0
        for id in scene.expressions.values.sorted() {
            let property = scene.properties[id]
            guard let source = property.source else { continue }
            property.mayReadOwnValue = ExpressionLibrary.mayReadVariable("value", in: source) || source.contains("arguments")
                || source.contains("eval")
            engine.armForSetup()
            do {
                try engine.compile(ExpressionLibrary.wrapper(for: source, seed: property.seed),
                                   name: property.jsonPath ?? "expression", asFunction: false)
                try engine.call(arguments: 0)                      // the wrapper function
                _ = duk_get_global_string(ctx, "$sw")
                _ = duk_get_prop_string(ctx, -1, "env")
                duk_remove(ctx, -2)
                duk_push_int(ctx, Int32(property.comp))
                duk_push_int(ctx, Int32(property.layer))
                duk_push_int(ctx, Int32(id))
                let node = scene.nodes[id]
                node.withCString { _ = duk_push_string(ctx, $0) }
                duk_json_decode(ctx, -1)
                try engine.call(arguments: 4)                      // the environment
                try engine.call(arguments: 1)                      // the expression's function
                property.function = duk_get_heapptr(ctx, -1)
                duk_put_prop_index(ctx, -2, kept)
                kept += 1
            } catch {
                property.isDisabled = true
                var message = error.message
                if message.hasPrefix("SyntaxError"), let later = ExpressionLibrary.laterSyntax(in: source) {
                    message += " (expressions are ECMAScript 5.1; \(later) came later)"
                }
                report(property, "expression not evaluated: \(message); the property's own value plays", kind: "compile")
            }
            engine.disarm()
        }
        duk_put_prop_string(ctx, -2, "expressions")
        duk_pop(ctx)
    }

    // MARK: Evaluation

    /// The value of property `id` at `frame`: its expression's result, or nil when it has none or
    /// it failed (the track then uses the property's own value).
    func value(of id: Int, atFrame frame: Double) -> ExpressionValue? {
        let property = scene.properties[id]
        guard property.function != nil else { return nil }
        return evaluate(property, id: id, frame: frame)
    }

    /// The value of property `id` as scripts see it: post-expression unless `pre`, the own
    /// value when its expression is being evaluated (a cycle) or failed.
    func scriptValue(of id: Int, atFrame frame: Double, pre: Bool) -> ExpressionValue {
        let property = scene.properties[id]
        if !pre, property.function != nil, let v = evaluate(property, id: id, frame: frame) { return v }
        if property.isAnimated { noteVaryingRead() }
        return property.sample(frame)
    }

    /// Notes that the evaluation under way read something that differs between frames (the
    /// frame itself, an animated value, geometry at the frame), so its result is not timeless.
    func noteVaryingRead() {
        if !readsVarying.isEmpty { readsVarying[readsVarying.count - 1] = true }
    }

    /// Runs `body` and tells whether it read something that differs between frames (noted for
    /// the evaluation under way too, as reading it there would have).
    func readingVarying<T>(_ body: () -> T) -> (result: T, varying: Bool) {
        readsVarying.append(false)
        let result = body()
        let varying = readsVarying.removeLast()
        if varying { noteVaryingRead() }
        return (result, varying)
    }

    /// Whether property `id`'s expression gives the same result at every frame: it names
    /// nothing of time (``ExpressionProperty/mayReadTime``) and, evaluated once, read nothing
    /// that differs between frames. What it reads is fixed by what it read before, so one
    /// evaluation decides it. A render tree does not count such a property as changing.
    func isTimeless(_ id: Int) -> Bool {
        let property = scene.properties[id]
        guard property.function != nil, !property.isDisabled else { return true }   // its own value plays
        if property.mayReadTime { return false }
        if property.cachedFrame.isNaN { _ = evaluate(property, id: id, frame: 0) }
        return property.isTimeless || property.isDisabled
    }

    /// The text an expression on a text document gives at `frame`, if any (see
    /// ``ExpressionTextSource``).
    func text(ofExpressionAt path: String, frame: Double) -> String? {
        guard let id = expressionID(path: path), case .text(let s)? = value(of: id, atFrame: frame) else { return nil }
        return s
    }

    var currentFrame: Double { frames.last ?? 0 }
    var currentProperty: ExpressionProperty? { current.last.map { scene.properties[$0] } }

    private func evaluate(_ property: ExpressionProperty, id: Int, frame: Double) -> ExpressionValue? {
        guard !property.isDisabled, let function = property.function, frame.isFinite else { return nil }
        if property.isEvaluating {
            cycleReads &+= 1
            return nil
        }
        if property.isTimeless || property.cachedFrame == frame || property.recall(frame) {
            if !property.isTimeless { noteVaryingRead() }
            return property.cachedValue
        }
        property.keepLast()
        let ctx = engine.context
        let outermost = frames.isEmpty
        if outermost {
            engine.collectIfGrown()
            engine.arm()
        }
        property.isEvaluating = true
        frames.append(frame)
        current.append(id)
        readsVarying.append(property.mayReadTime)
        defer {
            property.isEvaluating = false
            frames.removeLast()
            current.removeLast()
            property.isTimeless = !readsVarying.removeLast()
            if !property.isTimeless { noteVaryingRead() }
            if outermost { engine.disarm() }
        }
        duk_push_heapptr(ctx, function)
        duk_push_number(ctx, frame / scene.frameRate)
        if property.mayReadOwnValue { push(property.sample(frame)) } else { duk_push_undefined(ctx) }
        var result: ExpressionValue?
        do {
            try engine.call(arguments: 2)
            try makeReadable(property.kind)
            result = read(property.kind, reusing: property.cachedValue.take())
            duk_pop(ctx)
            if result == nil {
                report(property, "expression returned \(typeName(of: property.kind)); the property's own value plays", kind: "type")
            }
        } catch {
            switch error.reason {
            case .timedOut, .outOfMemory:
                property.isDisabled = true
                matrices.removeAll()            // its own value plays from now on
                if error.reason == .outOfMemory { clearGlobals() }
            case .thrown:
                break
            }
            report(property, "expression failed: \(error.message); the property's own value plays", kind: "\(error.reason)")
        }
        property.cachedFrame = frame
        property.cachedValue = result
        return result
    }

    /// Has the library copy the result on top of the stack (`$sw.readable`) when reading it
    /// could run a script or convert a value: a list that is not plain
    /// (``scrollwork_js_plain_list``; the host reads at most four elements), or a path record
    /// (made by `$sw.out`, so its own fields are plain) whose lists are not plain pairs
    /// (``scrollwork_js_plain_pairs``). The copy is made inside the evaluation's budget, where a
    /// getter that throws is caught.
    private func makeReadable(_ kind: ExpressionProperty.Kind) throws(JSEngine.JSFailure) {
        let ctx = engine.context
        let copies: Bool
        switch kind {
        case .path:
            guard duk_is_object(ctx, -1) != 0, duk_is_array(ctx, -1) == 0 else { return }
            func plainPairs(_ key: UnsafePointer<CChar>) -> Bool {
                _ = duk_get_prop_string(ctx, -1, key)
                defer { duk_pop(ctx) }
                return scrollwork_js_plain_pairs(ctx, -1) >= 0
            }
            copies = !(plainPairs("v") && plainPairs("i") && plainPairs("o"))
        default:
            copies = scrollwork_js_plain_list(ctx, -1, 4) == 0
        }
        guard copies, let readable else { return }
        duk_push_heapptr(ctx, readable)
        duk_insert(ctx, -2)
        try engine.call(arguments: 1)
    }

    private func typeName(of kind: ExpressionProperty.Kind) -> String {
        switch kind {
        case .number: return "something other than a number"
        case .vector(let n): return "something other than a number or an array of \(n) numbers"
        case .color: return "something other than a colour (an array of 3 or 4 numbers)"
        case .path: return "something other than a path"
        case .text: return "something other than text"
        }
    }

    /// Drops the globals a script made (after one ran out of memory), so the heap can recover.
    private func clearGlobals() {
        engine.arm()
        try? engine.run("""
            (function (g) { var keep = ExpressionLibraryGlobals; for (var k in g) if (!keep[k]) try { delete g[k]; } catch (e) {} })(this)
            """.replacingOccurrences(of: "ExpressionLibraryGlobals", with: "$sw.globals || {}"), name: "cleanup")
        engine.disarm()
    }

    private func report(_ property: ExpressionProperty?, _ message: String, kind: String = "") {
        if let property {
            guard property.reported.insert(kind).inserted else { return }
        }
        guard diagnostics.count < 1_000 else { return }
        diagnostics.append(Diagnostic(path: property?.jsonPath ?? "$", severity: .warning, feature: .expression, message: message))
    }
}
