import ScrollworkCanvas
import Scrollwork
import Testing
@testable import ScrollworkExpressions
@testable import ScrollworkLottie
import TestTimeSupport

/// Scripts that loop, recurse, allocate without end, do not compile or return the wrong type:
/// each gives a diagnostic with its JSON path, the property plays its own value, and frames
/// render in bounded time.
@Suite("Hostile expressions")
struct HostileExpressionTests {
    typealias F = ExpressionFixture

    /// Renders frames 0…9 of a document whose only layer's rotation (static 5) has `source`;
    /// returns the renderer.
    func renderHostile(_ source: String, limits: LottieLimits = .testing) throws -> LottieRenderer {
        let r = try F.renderer([F.rotationLayer(source, solid: true)], limits: limits)
        let canvas = try Canvas(width: 20, height: 20)
        for f in 0..<10 { r.render(frame: Double(f), into: canvas, scale: 0.2) }
        return r
    }

    func diagnostic(_ r: LottieRenderer, containing text: String) -> Bool {
        r.expressionDiagnostics.contains { $0.path == "$.layers[0].ks.r.x" && $0.feature == .expression && $0.message.contains(text) }
    }

    // No wall-clock assertions here: sanitizer builds run many times slower. Each budget is
    // exercised alone (the other set out of reach), so the test shows which one stopped the
    // script, and a disabled property shows it is not run again.

    @Test("an endless loop is stopped by the step budget, once, and the property keeps its value")
    func endlessLoopStepBudget() throws {
        var limits = LottieLimits.testing
        limits.maxExpressionSeconds = TestTime.budget(3600)
        let r = try renderHostile("while (true) {}", limits: limits)
        #expect(diagnostic(r, containing: "budget"))
        #expect(r.expressionDiagnostics.count == 1)
        #expect(F.value(r, frame: 3) == nil)                  // disabled after its budget ran out
    }

    @Test("an endless loop is stopped by the time budget when the step budget is out of reach")
    func endlessLoopTimeBudget() throws {
        var limits = LottieLimits.testing
        limits.maxExpressionSteps = Int.max / 2
        limits.maxExpressionSeconds = TestTime.budget(0.05)
        let r = try renderHostile("while (true) {}", limits: limits)
        #expect(diagnostic(r, containing: "budget"))
        #expect(r.expressionDiagnostics.count == 1)
        #expect(F.value(r, frame: 3) == nil)
    }

    @Test("native loops over huge sparse arrays are refused before they start (the budgets cannot reach into them)",
          arguments: ["$bm_rt = new Array(1e9).join('x').length;", "var a = []; a.length = 4e9; $bm_rt = a.indexOf(1);",
                      "$bm_rt = Array.prototype.join.call({length: 3e9}, ',').length;"])
    func hugeSparseArrays(_ source: String) throws {
        let r = try renderHostile(source)
        #expect(diagnostic(r, containing: "longer than"), "\(r.expressionDiagnostics)")
    }

    @Test("an endless loop that catches the timeout is stopped all the same")
    func loopCatchingTheTimeout() throws {
        let r = try renderHostile("for (;;) { try { while (true) {} } catch (e) {} }")
        #expect(diagnostic(r, containing: "budget"))
    }

    @Test("deep recursion ends in a RangeError")
    func deepRecursion() throws {
        let r = try renderHostile("function f(n) { return f(n + 1) + 1; } $bm_rt = f(0);")
        #expect(diagnostic(r, containing: "RangeError"))
    }

    @Test("a huge allocation hits the memory cap; the engine goes on serving other expressions")
    func hugeAllocation() throws {
        var limits = LottieLimits.testing
        limits.maxExpressionMemory = 8 << 20
        let hog = F.rotationLayer("var s = 'xxxxxxxx'; leak = []; for (;;) { s = s + s; leak.push(s); }", solid: true)
        let fine = ##"{"ty": 1, "sc": "#00ff00", "sw": 20, "sh": 20, "ind": 2, "ip": 0, "op": 60, "ks": {"o": {"a": 0, "k": 100, "x": "$bm_rt = 25 + time;"}}}"##
        let r = try F.renderer([hog, fine], limits: limits)
        let canvas = try Canvas(width: 20, height: 20)
        r.render(frame: 0, into: canvas, scale: 0.2)
        #expect(diagnostic(r, containing: "memory"), "\(r.expressionDiagnostics)")
        guard case .number(let n)? = F.value(r, path: "$.layers[1].ks.o.x", frame: 3) else {
            Issue.record("the second expression stopped working")
            return
        }
        #expect(n == 25.1)
        #expect(((r.expressions as? ExpressionEvaluator)?.engine.memoryUsed ?? .max) < 8 << 20)
    }

    @Test("a syntax error and later syntax are compile diagnostics")
    func syntax() throws {
        let r = try renderHostile("$bm_rt = (1 + ;")
        #expect(diagnostic(r, containing: "SyntaxError"))
        let later = try renderHostile("let f = (x) => x * 2; $bm_rt = f(2);")
        #expect(diagnostic(later, containing: "ECMAScript 5.1"))
    }

    @Test("a string for a position is the wrong type: the keyframed value plays")
    func wrongType() throws {
        let layer = ##"{"ty": 1, "sc": "#ff0000", "sw": 20, "sh": 20, "ind": 1, "ip": 0, "op": 60, "ks": {"p": {"a": 0, "k": [12, 34], "x": "$bm_rt = 'up there';"}}}"##
        let r = try F.renderer([layer])
        let canvas = try Canvas(width: 20, height: 20)
        r.render(frame: 0, into: canvas, scale: 0.2)
        #expect(r.expressionDiagnostics.contains { $0.path == "$.layers[0].ks.p.x" && $0.message.contains("returned") })
        #expect(F.value(r, path: "$.layers[0].ks.p.x", frame: 0) == nil)
    }

    /// Path results whose points are missing, or read through getters that throw: each was
    /// read outside the script's protected call and aborted the process (found by the fuzzer).
    static let brokenPaths = [
        "$bm_rt = {v: [undefined, [1, 2]], i: [null], o: []};",
        "var a = [[0, 0], [5, 5]]; Object.defineProperty(a, 0, {get: function () { throw new Error('no'); }}); $bm_rt = {v: a, i: a, o: a};",
        "var p = {}; Object.defineProperty(p, 0, {get: function () { throw new Error('no'); }}); $bm_rt = {v: [p], i: [p], o: [p]};",
        "var f = function () {}; Object.defineProperty(f, 1, {get: function () { throw new Error('no'); }}); $bm_rt = {v: [f], i: [f], o: [f]};",
        "$bm_rt = {get v() { throw new Error('no'); }, i: [], o: []};",
        "var f = function () {}; Object.defineProperty(f, 'v', {get: function () { throw new Error('no'); }}); $bm_rt = f;",
        // Lists the host would read as they are, were it not for a hole, a proxy or a boxed
        // number: each is copied in the script first, where the getter or valueOf throws.
        "Object.defineProperty(Array.prototype, 1, {get: function () { throw new Error('no'); }, configurable: true});"
            + " var a = [[0, 0]]; a.length = 2; $bm_rt = {v: a, i: a, o: a};",
        "var a = new Proxy([[0, 0], [5, 5]], {get: function () { throw new Error('no'); }}); $bm_rt = {v: a, i: a, o: a};",
        "var n = new Number(3); n.valueOf = function () { throw new Error('no'); }; var a = [[n, 0], [5, 5]]; $bm_rt = {v: a, i: a, o: a};",
    ]

    @Test("a path whose points are missing or throw as they are read: the file's path plays", arguments: brokenPaths)
    func brokenPathResults(_ source: String) throws {
        let layer = #"{"ty": 4, "ind": 1, "ip": 0, "op": 60, "ks": {}, "shapes": [{"ty": "sh", "ks": {"a": 0, "k": {"c": true, "#
            + #""v": [[0, 0], [10, 0], [10, 10]], "i": [[0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0]]}, "x": "#
            + F.quoted(source) + #"}}, {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}"#
        let r = try F.renderer([layer])
        let canvas = try Canvas(width: 20, height: 20)
        r.render(frame: 10, into: canvas, scale: 1)
        #expect(F.value(r, path: "$.layers[0].shapes[0].ks.x", frame: 10) == nil)
        #expect(canvas.pixmap.pixel(x: 8, y: 2)?.a == 255, "the file's triangle is drawn")
    }

    /// Scripts that tamper with what the host's property readers use: the library's methods, the
    /// prototypes' setters, a group's own properties.
    static let tamperings = [
        "Object.getPrototypeOf(thisProperty).decorate = function () { throw new Error('no'); };",
        "Object.defineProperty(Object.prototype, 'property', {set: function () { throw new Error('no'); }, configurable: true});",
        "var t = L.content('G').content('Box'); t.$item(t.$find('size')).protos = 5; Object.freeze(t);",
        "var t = L.content('G').content('Box'); Object.defineProperty(t.$item(t.$find('size')), 'protos', {get: function () { throw new Error('no'); }});",
    ]

    @Test("tampering with the library's property readers gives script errors or plain values, never a crash",
          arguments: tamperings)
    func tamperedReaders(_ tampering: String) throws {
        let layer = #"{"ty": 4, "ind": 1, "nm": "S", "ip": 0, "op": 60, "ks": {}, "shapes": [{"ty": "gr", "nm": "G", "it": ["#
            + #"{"ty": "sh", "nm": "Line", "ks": {"a": 0, "k": {"c": false, "v": [[0, 0], [10, 0]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]]}}},"#
            + #"{"ty": "rc", "nm": "Box", "p": {"a": 0, "k": [5, 6]}, "s": {"a": 0, "k": [20, 10]}, "r": {"a": 0, "k": 0}}]}]}"#
        // Read before and after the tampering, twice each, over frames: the native readers are
        // made by the first reads and used by the later ones.
        let read = "var g = L.content('G'); var a = g.content('Box').size, p = g.content('Line').path, b = g.content('Box').size;"
        let source = "var L = thisComp.layer('S'); " + read + " if (time > 0.1) { " + tampering + " } " + read + " $bm_rt = [a[0] + b[1], p.points()[1][0]];"
        let probe = #"{"ty": 4, "ind": 2, "nm": "P", "ip": 0, "op": 60, "ks": {"p": {"a": 0, "k": [0, 0], "x": \#(F.quoted(source))}}, "shapes": []}"#
        let r = try F.renderer([layer, probe])
        #expect(F.value(r, path: "$.layers[1].ks.p.x", frame: 0)?.components == [30, 10], "before the tampering")
        #expect(F.value(r, path: "$.layers[1].ks.p.x", frame: 1)?.components == [30, 10], "again, by the native readers")
        let canvas = try Canvas(width: 20, height: 20)
        for frame in 0..<12 { r.render(frame: Double(frame), into: canvas, scale: 0.2) }
        for frame in [4.0, 5, 30] {
            if let v = F.value(r, path: "$.layers[1].ks.p.x", frame: frame)?.components { #expect(v.count == 2) }
        }
    }

    @Test("a throw falls back for that frame only; scripts reach no host objects")
    func throwsAndSandbox() throws {
        let r = try renderHostile("if (time > 0.1) throw new Error('late'); $bm_rt = 7;")
        #expect(diagnostic(r, containing: "late"))
        #expect(try F.number("if (time > 0.1) throw new Error('late'); $bm_rt = 7;", frame: 0) == 7)
        #expect(try F.number("$bm_rt = (typeof require) + (typeof $host) + (typeof print) == 'undefinedundefinedundefined' ? 1 : 0;") == 1)
    }

    @Test("evaluation turned off: by the reader (the model keeps none) or by the renderer")
    func turnedOff() throws {
        let json = Fixture.animation(layers: "[" + F.rotationLayer("$bm_rt = 45;") + "]")
        let off = try LottieReader(evaluatesExpressions: false).read(json: json)
        #expect(off.layers[0].transform.rotation.expression == nil)
        #expect(off.diagnostics(.expression).first?.severity == .warning)
        let on = try LottieReader.everything.read(json: json)
        #expect(on.layers[0].transform.rotation.expressionPath == "$.layers[0].ks.r.x")
        #expect(LottieRenderer(on, options: LottieRenderer.Options()).expressions == nil)
        #expect(LottieRenderer(on, options: .scripted).expressions != nil)
    }

    @Test("without an engine the file plays its own values, with one diagnostic saying so")
    func withoutAnEngine() throws {
        let json = Fixture.animation(layers: "[" + F.rotationLayer("$bm_rt = 45;", keys: [(0, 10), (60, 70)], solid: true) + "]")
        let animation = try LottieReader.everything.read(json: json)
        let plain = LottieRenderer(animation)
        #expect(plain.expressions == nil)
        #expect(plain.expressionDiagnostics.count == 1)
        let message = try #require(plain.expressionDiagnostics.first?.message)
        #expect(message.contains("1 expressions not evaluated") && message.contains("no expression engine"), "\(message)")
        // Its own value plays: the rotation's keyframes, not the script's 45.
        let withoutScripts = try Canvas(width: 100, height: 100), baked = try Canvas(width: 100, height: 100)
        plain.render(frame: 30, into: withoutScripts, scale: 1)
        let keyframesOnly = LottieRenderer(try LottieReader(evaluatesExpressions: false).read(json: json))
        keyframesOnly.render(frame: 30, into: baked, scale: 1)
        #expect(withoutScripts.pixmap == baked.pixmap)
        #expect(LottieRenderer(animation, options: .scripted).expressionDiagnostics.isEmpty)
    }
}
