import CDuktape
import Testing
@testable import ScrollworkExpressions
@testable import ScrollworkLottie
import TestTimeSupport

/// `scrollwork_js_plain_pairs` and `scrollwork_js_plain_list`, which let the host read a script's
/// result without having the library copy it first: they must say yes only where reading runs
/// no script and converts nothing.
@Suite("Expressions: results read as they are")
struct PlainResultTests {
    typealias F = ExpressionFixture

    /// `answer` for the value the program `source` leaves.
    func check(_ source: String, _ answer: (OpaquePointer) -> duk_int_t) throws -> Int {
        let engine = try #require(JSEngine(memoryLimit: 1 << 22, maxSteps: 1 << 20, maxSeconds: TestTime.budget(1)))
        engine.arm()
        defer { engine.disarm() }
        try engine.compile(source, name: "test", asFunction: false)
        try engine.call(arguments: 0)
        defer { duk_pop(engine.context) }
        return Int(answer(engine.context))
    }

    func plainLength(_ source: String) throws -> Int { try check(source) { scrollwork_js_plain_pairs($0, -1) } }
    func plainList(_ source: String) throws -> Int { try check(source) { scrollwork_js_plain_list($0, -1, 4) } }

    @Test("lists of number pairs are plain, however the pairs were made or decorated")
    func plain() throws {
        #expect(try plainLength("[[1, 2], [3.5, -4]]") == 2)
        #expect(try plainLength("[]") == 0)
        #expect(try plainLength("var a = []; for (var i = 0; i < 40; i++) a.push([i, i * 2, 7]); a") == 40)
        #expect(try plainLength("var p = [1, 2]; Object.setPrototypeOf(p, {m: 1}); [p]") == 1)
        // A getter on the prototype is never reached: every element sits in the array itself.
        #expect(try plainLength("Object.defineProperty(Array.prototype, 0, {get: function () { return 9; }, configurable: true}); [[1, 2]]") == 1)
    }

    @Test("anything whose reading could run a script, or that is not pairs of numbers, is not plain",
          arguments: [
              "[[1, 2], , [3, 4]]",                                               // a hole
              "var a = [[1, 2]]; a.length = 3; a",                                 // holes at the end
              "var a = [[1, 2]]; Object.defineProperty(a, 0, {get: function () { return [1, 2]; }}); a",
              "[[1, 2], new Proxy([3, 4], {})]",
              "new Proxy([[1, 2]], {})",
              "[[1, '2']]",
              "[[new Number(1), 2]]",
              "[[1]]",
              "[{0: 1, 1: 2, length: 2}]",
              "({0: [1, 2], length: 1})",
              "[[1, 2], null]",
              "'[[1, 2]]'",
          ])
    func notPlain(_ source: String) throws {
        #expect(try plainLength(source) == -1)
    }

    @Test("a plain list of pairs is copied as it is, whole numbers (Duktape's fast integers) and all; others are refused")
    func readPairs() throws {
        func read(_ source: String, capacity: Int) throws -> (Int, [Double]) {
            var xy = [Double](repeating: -1, count: 2 * capacity)
            let n = try check(source) { ctx in xy.withUnsafeMutableBufferPointer { scrollwork_js_read_pairs(ctx, -1, $0.baseAddress, duk_int_t(capacity)) } }
            return (n, xy)
        }
        let (n, xy) = try read("[[1.5, -2], [3 | 0, 7 * 6], [4e300, -0]]", capacity: 3)
        #expect(n == 3 && xy.dropLast() == [1.5, -2, 3, 42, 4e300] && xy[5] == 0 && xy[5].sign == .minus)
        let (m, first) = try read("[[1, 2], [3, 4], [5, 6]]", capacity: 2)       // room for two: two copied
        #expect(m == 3 && first == [1, 2, 3, 4])
        let (bad, untouched) = try read("[[1, 2], [3, '4']]", capacity: 2)
        #expect(bad == -1 && untouched == [-1, -1, -1, -1])
    }

    @Test("lists of primitives are read as they are; other arrays and proxies are copied; anything else is left")
    func lists() throws {
        for plain in ["[1, 2]", "[]", "[true, 'a', null, void 0]", "[1, 2, 3, 4, {}]", "var a = [1, 2]; a.length = 9; a.slice(0, 2)"] {
            #expect(try plainList(plain) == 1, "\(plain)")
        }
        for copied in ["[new Number(1), 2]", "[1, [2]]", "[1, , 3]", "var a = [1]; a.length = 3; a", "new Proxy([1, 2], {})",
                       "var a = [1, 2]; Object.defineProperty(a, 1, {get: function () { return 2; }}); a", "[function () {}]"] {
            #expect(try plainList(copied) == 0, "\(copied)")
        }
        for other in ["3", "'a'", "({0: 1, length: 1})", "(function () {})", "null"] {
            #expect(try plainList(other) == -1, "\(other)")
        }
    }

    /// Results the host reads as they are and results the library copies first.
    static let vectorResults: [(source: String, expected: [Double]?)] = [
        ("$bm_rt = [3, 4];", [3, 4]),
        ("$bm_rt = [true, 4];", [1, 4]),
        ("$bm_rt = [new Number(3), 4];", [3, 4]),                                   // copied: unboxed
        ("var a = [3, 4]; Object.defineProperty(a, 0, {get: function () { return 7; }}); $bm_rt = a;", [7, 4]),
        ("$bm_rt = new Proxy([3, 4], {get: function (t, k) { return String(k) === '0' ? 8 : t[k]; }});", [8, 4]),
        ("var a = [3, 4]; Object.defineProperty(a, 0, {get: function () { throw new Error('no'); }}); $bm_rt = a;", nil),
        ("$bm_rt = new Proxy([3, 4], {get: function () { throw new Error('no'); }});", nil),
        ("Object.defineProperty(Array.prototype, 1, {get: function () { throw new Error('no'); }, configurable: true});"
            + " var a = [3]; a.length = 2; $bm_rt = a;", nil),
        ("var n = new Number(3); n.valueOf = function () { throw new Error('no'); }; $bm_rt = [n, 4];", nil),
    ]

    @Test("a position's result: plain lists read as they are, the others copied inside the budget (a throw there is the script's)",
          arguments: vectorResults)
    func vectorResult(_ result: (source: String, expected: [Double]?)) throws {
        let layer = #"{"ty": 3, "ind": 1, "nm": "P", "ip": 0, "op": 60, "ks": {"p": {"a": 0, "k": [1, 2], "x": \#(F.quoted(result.source))}}}"#
        let r = try F.renderer([layer])
        let value = F.value(r, path: "$.layers[0].ks.p.x", frame: 0)?.components
        #expect(value.map { Array($0.prefix(2)) } == result.expected)
        if result.expected == nil { #expect(r.expressionDiagnostics.contains { $0.message.contains("Error: no") }) }
    }
}
