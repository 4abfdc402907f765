import CDuktape
import Testing
@testable import ScrollworkLottie

/// `scrollwork_js_plain_pairs`, which lets the host read a script's path lists without copying
/// them: it must say yes only where reading runs no script.
@Suite("Expressions: plain lists of pairs")
struct PlainPairsTests {
    /// The answer for the list the program `source` leaves as its value.
    func plainLength(_ source: String) throws -> Int {
        let engine = try #require(JSEngine(memoryLimit: 1 << 22, maxSteps: 1 << 20, maxSeconds: 1))
        engine.arm()
        defer { engine.disarm() }
        try engine.compile(source, name: "test", asFunction: false)
        try engine.call(arguments: 0)
        defer { duk_pop(engine.context) }
        return Int(scrollwork_js_plain_pairs(engine.context, -1))
    }

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
}
