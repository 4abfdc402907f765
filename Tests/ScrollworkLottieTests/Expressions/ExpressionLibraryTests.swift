import Foundation
import Scrollwork
import Testing
@testable import ScrollworkExpressions
@testable import ScrollworkLottie

/// The expression library's functions against values worked out by hand.
@Suite("Expression library")
struct ExpressionLibraryTests {
    typealias F = ExpressionFixture

    func near(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= tolerance
    }

    @Test("linear, ease, easeIn, easeOut and clamp")
    func interpolation() throws {
        #expect(near(try F.number("$bm_rt = linear(0.5, 0, 1, 10, 20);"), 15))
        #expect(near(try F.number("$bm_rt = linear(2, 0, 1, 10, 20);"), 20))
        #expect(near(try F.number("$bm_rt = linear(0.25, 10, 20);"), 12.5))
        #expect(near(try F.number("$bm_rt = linear(5, 10, 0, 0, 100);"), 50))      // reversed range
        #expect(near(try F.number("$bm_rt = ease(0.5, 0, 1, 0, 100);"), 50, 0.5))   // symmetric curve
        #expect(try F.number("$bm_rt = easeIn(0.5, 0, 1, 0, 100);")! < 45)
        #expect(try F.number("$bm_rt = easeOut(0.5, 0, 1, 0, 100);")! > 55)
        #expect(near(try F.number("$bm_rt = ease(0, 0, 1, 0, 100) + ease(1, 0, 1, 0, 100);"), 100))
        #expect(near(try F.number("$bm_rt = clamp(5, 0, 3);"), 3))
        #expect(near(try F.number("$bm_rt = clamp(-5, 3, 0);"), 0))
        #expect(near(try F.number("$bm_rt = clamp([5, -5], 0, 3)[1];"), 0))
        #expect(near(try F.number("$bm_rt = linear(0.5, 0, 1, [0, 10], [10, 30])[1];"), 20))
    }

    @Test("vector and colour maths, $bm_ forms, length, normalize, angles")
    func vectors() throws {
        #expect(near(try F.number("var v = add([1, 2], [3, 4]); $bm_rt = v[0] * 10 + v[1];"), 46))
        #expect(near(try F.number("var v = $bm_sub([1, 2], [3, 5]); $bm_rt = v[0] * 10 + v[1];"), -23))
        #expect(near(try F.number("var v = mul([1, 2], 3); $bm_rt = v[0] * 10 + v[1];"), 36))
        #expect(near(try F.number("var v = $bm_div([3, 6], 3); $bm_rt = v[0] * 10 + v[1];"), 12))
        #expect(near(try F.number("$bm_rt = $bm_sum(2, 3) + $bm_mul(2, 4) - $bm_neg(1);"), 14))
        #expect(near(try F.number("$bm_rt = length([3, 4]);"), 5))
        #expect(near(try F.number("$bm_rt = length([1, 1], [4, 5]);"), 5))
        #expect(near(try F.number("$bm_rt = normalize([3, 4])[1];"), 0.8))
        #expect(near(try F.number("$bm_rt = dot([1, 2], [3, 4]);"), 11))
        #expect(near(try F.number("$bm_rt = cross([1, 0, 0], [0, 1, 0])[2];"), 1))
        #expect(near(try F.number("$bm_rt = degreesToRadians(180);"), .pi))
        #expect(near(try F.number("$bm_rt = radiansToDegrees(Math.PI / 2);"), 90))
        #expect(near(try F.number("$bm_rt = rgbToHsl([1, 0, 0, 1])[2];"), 0.5))
        #expect(near(try F.number("$bm_rt = hslToRgb([1 / 3, 1, 0.5, 1])[1];"), 1))
        #expect(near(try F.number("$bm_rt = hexToRgb('#00ff00')[1];"), 1))
        #expect(near(try F.number("$bm_rt = $bm_sum('a', 1).length;"), 2))
    }

    @Test("add, sub, mul and div give what their general rules give, for every pair of kinds of operand")
    func operatorQuickPaths() throws {
        // Numbers (−0, NaN, infinities), booleans, strings, null, undefined, boxed values, arrays
        // of 0–3 elements (with strings, booleans and boxed numbers in them), a property's value
        // (an array with the library's prototype), array-likes and a plain object. The count of
        // pairs whose results (type, length, each element, −0 and NaN told apart) or thrown
        // errors differ is the result, set against the library's general rules (`$sw.general`).
        let script = """
        var G = $sw.general;
        var inputs = [0, -0, 1.5, -2, NaN, Infinity, -Infinity, true, false, '3', 'a', null, void 0,
          new Number(2), new Boolean(true), new String('x'), [], [1], [1, -0], [1, 2, 3], [1, '2', true],
          [new Number(4), 5], thisLayer.transform.anchorPoint, { length: 2, 0: 1, 1: 2 }, {}];
        function same(x, y) {
          if (typeof x !== typeof y) return false;
          if (x !== null && typeof x === 'object') {
            if (Array.isArray(x) !== Array.isArray(y) || x.length !== y.length) return false;
            if (!Array.isArray(x)) return String(x) === String(y);
            for (var i = 0; i < x.length; i++) if (!same(x[i], y[i])) return false;
            return true;
          }
          if (x !== x) return y !== y;
          if (x === 0 && y === 0) return 1 / x === 1 / y;
          return x === y;
        }
        var ops = { add: add, sub: sub, mul: mul, div: div }, bad = 0, pairs = 0;
        for (var name in ops) for (var i = 0; i < inputs.length; i++) for (var j = 0; j < inputs.length; j++) {
          var r1, r2, t1 = false, t2 = false;
          try { r1 = ops[name](inputs[i], inputs[j]); } catch (e) { t1 = true; }
          try { r2 = G[name](inputs[i], inputs[j]); } catch (e) { t2 = true; }
          pairs++;
          if (t1 !== t2 || (!t1 && !same(r1, r2))) bad++;
        }
        $bm_rt = pairs === 4 * inputs.length * inputs.length ? bad : -1;
        """
        // 2,500 pairs in one evaluation: far from the default budget only on a fast machine.
        #expect(try F.number(script, limits: .longScripts) == 0)
    }

    static let keys: [(Double, Double)] = [(0, 0), (30, 90), (60, 60)]

    @Test("valueAtTime between keys, key(n), numKeys, nearestKey, velocityAtTime")
    func keyframes() throws {
        // Frame 15 (0.5 s) is half-way from 0 to 90; frame 45 half-way from 90 to 60.
        #expect(near(try F.number("$bm_rt = valueAtTime(0.5);", keys: Self.keys), 45))
        #expect(near(try F.number("$bm_rt = valueAtTime(1.5);", keys: Self.keys), 75))
        #expect(near(try F.number("$bm_rt = numKeys;", keys: Self.keys), 3))
        #expect(near(try F.number("$bm_rt = key(2).time * 100 + key(3).value;", keys: Self.keys), 160))
        #expect(near(try F.number("$bm_rt = nearestKey(1.4).index;", keys: Self.keys), 2))
        #expect(near(try F.number("$bm_rt = nearestKey(0.5).index;", keys: Self.keys), 1))         // a tie: the first
        #expect(near(try F.number("$bm_rt = nearestKey(5).index + 10 * nearestKey(-1).index;", keys: Self.keys), 13))
        #expect(near(try F.number("$bm_rt = nearestKey(NaN).index + nearestKey(1.9).value;", keys: Self.keys), 61))
        #expect(near(try F.number("$bm_rt = Object.keys(key(2)).join() === 'index,time' ? 1 : 0;", keys: Self.keys), 1))
        #expect(near(try F.number("$bm_rt = velocityAtTime(0.5);", keys: Self.keys), 90, 0.01))     // 90° per second
        #expect(near(try F.number("$bm_rt = velocity;", keys: Self.keys, frame: 45), -30, 0.01))
        #expect(near(try F.number("$bm_rt = value + time;", keys: Self.keys, frame: 15), 45.5))
        #expect(try F.number("$bm_rt = key(1).time;") == nil)                                     // no keys: throws
    }

    @Test("loopOut and loopIn: cycle, pingpong, offset, continue, with key counts and durations")
    func loops() throws {
        // Keys 0:0, 30:90, 60:60. At frame 70 (10 frames past the last key):
        #expect(near(try F.number("$bm_rt = loopOut('cycle');", keys: Self.keys, frame: 70), 30))       // v(10)
        #expect(near(try F.number("$bm_rt = loopOut('pingpong');", keys: Self.keys, frame: 70), 70))    // v(50)
        #expect(near(try F.number("$bm_rt = loopOut('offset');", keys: Self.keys, frame: 70), 90))      // v(10) + 60
        #expect(near(try F.number("$bm_rt = loopOut('continue');", keys: Self.keys, frame: 70), 50, 0.01)) // 60 − 1/frame · 10
        #expect(near(try F.number("$bm_rt = loopOut('cycle', 1);", keys: Self.keys, frame: 70), 80))    // last segment: v(40)
        #expect(near(try F.number("$bm_rt = loopOutDuration('cycle', 1);", keys: Self.keys, frame: 70), 80))
        #expect(near(try F.number("$bm_rt = loopOut();", keys: Self.keys, frame: 45), 75))              // inside the keys
        // Before the first key, at frame −10:
        #expect(near(try F.number("$bm_rt = loopIn('cycle');", keys: Self.keys, frame: -10), 70))       // v(50)
        #expect(near(try F.number("$bm_rt = loopIn('pingpong');", keys: Self.keys, frame: -10), 30))    // v(10)
        #expect(near(try F.number("$bm_rt = loopIn('offset');", keys: Self.keys, frame: -10), 10))      // v(50) − 60
        #expect(near(try F.number("$bm_rt = loopIn('continue');", keys: Self.keys, frame: -10), -30, 0.01))
        #expect(near(try F.number("$bm_rt = loopIn('cycle', 1);", keys: Self.keys, frame: -10), 60))   // first segment: v(20)
    }

    @Test("wiggle stays within its amplitude, moves at its frequency, and renders the same every time")
    func wiggle() throws {
        let r = try F.renderer([F.rotationLayer("$bm_rt = value + 50 - 50 + wiggle(5, 10) - value;")])
        var samples: [Double] = []
        for i in 0..<300 {                       // 10 s at 30 samples per second… at 1/3 frame steps
            guard case .number(let n)? = F.value(r, frame: Double(i)) else { Issue.record("no value"); return }
            samples.append(n)
        }
        #expect(samples.allSatisfy { abs($0) <= 10 })
        #expect(samples.contains { abs($0) > 3 })               // it does move
        var extrema = 0
        for i in 1..<(samples.count - 1) where (samples[i] - samples[i - 1]) * (samples[i + 1] - samples[i]) < 0 { extrema += 1 }
        // 5 wiggles a second over 10 s: value noise turns at about two thirds of its knots.
        #expect(extrema >= 20 && extrema <= 52)
        let again = try F.renderer([F.rotationLayer("$bm_rt = value + 50 - 50 + wiggle(5, 10) - value;")])
        for i in [0, 17, 123] {
            guard case .number(let a)? = F.value(r, frame: Double(i)), case .number(let b)? = F.value(again, frame: Double(i)) else { continue }
            #expect(a == b)
        }
        let octaves = try F.renderer([F.rotationLayer("$bm_rt = wiggle(2, 10, 3, 0.5);")])
        for i in 0..<120 {
            guard case .number(let n)? = F.value(octaves, frame: Double(i)) else { continue }
            #expect(abs(n) <= 17.5 + 1e-9)                     // 10 + 5 + 2.5
        }
    }

    @Test("random and seedRandom: in range, the same at a frame, different between frames")
    func random() throws {
        let r = try F.renderer([F.rotationLayer("$bm_rt = random(10, 20);")])
        var values = Set<Double>()
        for f in 0..<20 {
            guard case .number(let n)? = F.value(r, frame: Double(f)) else { Issue.record("no value"); return }
            #expect(n >= 10 && n <= 20)
            values.insert(n)
        }
        #expect(values.count > 15)
        let a = try F.number("seedRandom(3, true); $bm_rt = random();", frame: 4)
        let b = try F.number("seedRandom(3, true); $bm_rt = random();", frame: 9)
        #expect(a != nil && a == b)                                             // timeless
        #expect(try F.number("$bm_rt = Math.random() < 1 ? 1 : 0;") == 1)
    }
}
