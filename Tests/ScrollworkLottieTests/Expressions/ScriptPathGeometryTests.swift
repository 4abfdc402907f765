import Testing
@testable import ScrollworkExpressions
@testable import ScrollworkLottie

/// `pointOnPath` and `tangentOnPath` walk a path by arc length in the host; the numbers are the
/// ones the same walk gives when written in the script language.
@Suite("Expressions: paths by arc length")
struct ScriptPathGeometryTests {
    typealias F = ExpressionFixture

    /// The walk in ECMAScript 5.1, as a script would do it: 24 chords a segment.
    static let reference = """
    function refCubic(p0, p1, p2, p3, t) {
      var u = 1 - t;
      return [u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
              u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1]];
    }
    function refSegment(p, k) {
      var n = p.v.length;
      return [p.v[k], p.o[k] || p.v[k], p.i[(k + 1) % n] || p.v[(k + 1) % n], p.v[(k + 1) % n]];
    }
    function refLocate(p, q, where) {
      var n = p.v.length, count = p.c ? n : n - 1, list = [], total = 0;
      for (var k = 0; k < count; k++) {
        var s = refSegment(p, k), prev = s[0], len = 0;
        for (var j = 1; j <= 24; j++) { var c = refCubic(s[0], s[1], s[2], s[3], j / 24); len += Math.sqrt((c[0] - prev[0]) * (c[0] - prev[0]) + (c[1] - prev[1]) * (c[1] - prev[1])); prev = c; }
        list.push(len); total += len;
      }
      q = Math.min(Math.max(+q || 0, 0), 1);
      var target = q * total; k = 0;
      while (k < list.length - 1 && target > list[k]) { target -= list[k]; k++; }
      s = refSegment(p, k); prev = s[0];
      var acc = 0;
      for (j = 1; j <= 24; j++) {
        var c2 = refCubic(s[0], s[1], s[2], s[3], j / 24), d = Math.sqrt((c2[0] - prev[0]) * (c2[0] - prev[0]) + (c2[1] - prev[1]) * (c2[1] - prev[1]));
        if (acc + d >= target || j === 24) {
          var f = d > 0 ? (target - acc) / d : 0, t = (j - 1 + Math.min(Math.max(f, 0), 1)) / 24;
          return where ? { s: s, t: t } : refCubic(s[0], s[1], s[2], s[3], t);
        }
        acc += d; prev = c2;
      }
    }
    // The unit tangent by the difference across ±0.001 of the parameter, and the normal.
    function refTangent(p, q) {
      var at = refLocate(p, q, true), s = at.s, e = 0.001;
      var a = refCubic(s[0], s[1], s[2], s[3], Math.max(at.t - e, 0)), b = refCubic(s[0], s[1], s[2], s[3], Math.min(at.t + e, 1));
      var d = [b[0] - a[0], b[1] - a[1]], l = Math.sqrt(d[0] * d[0] + d[1] * d[1]);
      return l > 0 ? [d[0] / l, d[1] / l] : [0, 0];
    }
    function refNormal(p, q) { var t = refTangent(p, q); return [-t[1], t[0]]; }
    """

    @Test("pointOnPath, tangentOnPath and normalOnPath give the script walk's numbers bit for bit, on open, closed and sparse random paths")
    func sameNumbersAsTheScript() throws {
        // Counts the shares at which the host's point differs from the script's in any bit;
        // paths from createPath (plain numbers) and with a left-out control point and a
        // Number object as a coordinate (read through the plain copy).
        let source = Self.reference + """
        seedRandom(7, true);
        var mismatches = 0, checked = 0;
        for (var n = 0; n < 15; n++) {
          var count = 2 + Math.floor(random(6)), pts = [], ins = [], outs = [];
          for (var k = 0; k < count; k++) { pts.push([random(-200, 200), random(-200, 200)]); ins.push([random(-80, 80), random(-80, 80)]); outs.push([random(-80, 80), random(-80, 80)]); }
          var path = createPath(pts, ins, outs, n % 2 === 0);
          if (n % 5 === 4) { delete path.o[1]; path.v[0] = [new Number(path.v[0][0]), path.v[0][1]]; }
          for (var q = -0.1; q <= 1.1; q += 0.05) {
            var pairs = [[path.pointOnPath(q), refLocate(path, q)], [path.tangentOnPath(q), refTangent(path, q)],
                         [path.normalOnPath(q), refNormal(path, q)]];
            for (var m = 0; m < 3; m++) {
              var a = pairs[m][0], b = pairs[m][1];
              checked++;
              if (a[0] !== b[0] || a[1] !== b[1] || 1 / a[0] !== 1 / b[0] || 1 / a[1] !== 1 / b[1]) mismatches++;
            }
          }
        }
        $bm_rt = checked > 900 ? mismatches : -1;
        """
        let r = try F.renderer([F.rotationLayer(source)], limits: .longScripts)
        let v = F.value(r, frame: 0)
        guard case .number(let mismatches)? = v else {
            Issue.record("no number: \(r.expressionDiagnostics)")
            return
        }
        #expect(mismatches == 0)
    }

    @Test("a path property's pointOnPath, tangentOnPath and normalOnPath are its value's, bit for bit, on keyed open and closed paths")
    func propertyAlongItsValue() throws {
        // Shapes whose vertices and tangents are awkward binary fractions, keyframed (read
        // between keys), each asked at shares below, across and above 0…1, and at another time.
        // The script is on the path itself; it counts the differences into its first vertex.
        func shape(closed: Bool, shift: Double) -> String {
            let v = [[0.1, 0.7], [10.3, 0.2], [5.07, 9.9], [-3.3, 4.1]].map { "[\($0[0] + shift), \($0[1])]" }.joined(separator: ", ")
            return #"{"c": \#(closed), "v": [\#(v)], "i": [[0.2, 0.1], [-0.3, 0.7], [1.1, -2.5], [0, 0]], "o": [[1.1, -0.2], [0.3, 0.3], [-0.1, 0.05], [2.2, 1.3]]}"#
        }
        let script = """
        var bad = 0, checked = 0, p = thisProperty, s = JSON.stringify;
        for (var q = -0.2; q <= 1.2; q += 0.0625) {
          var v = p.value, w = p.valueAtTime(0.5);
          if (s([p.pointOnPath(q), p.tangentOnPath(q), p.normalOnPath(q)]) !== s([v.pointOnPath(q), v.tangentOnPath(q), v.normalOnPath(q)])) bad++;
          if (s(p.pointOnPath(q, 0.5)) !== s(w.pointOnPath(q))) bad++;
          checked++;
        }
        $bm_rt = createPath([[bad, checked]], [], [], false);
        """
        for closed in [false, true] {
            let keyed = #"{"a": 1, "k": [{"t": 0, "s": [\#(shape(closed: closed, shift: 0))], "i": {"x": 0.3, "y": 1}, "o": {"x": 0.7, "y": 0}}, "#
                + #"{"t": 30, "s": [\#(shape(closed: closed, shift: 7.77))]}], "x": \#(F.quoted(script))}"#
            let layer = #"{"ty": 4, "ind": 1, "nm": "S", "ip": 0, "op": 60, "ks": {}, "shapes": [{"ty": "sh", "nm": "P", "ks": \#(keyed)}]}"#
            let r = try F.renderer([layer], limits: .longScripts)        // 23 × 5 path lookups in one evaluation
            for frame in [0.0, 11.5] {
                guard case .path(let b)? = F.value(r, path: "$.layers[0].shapes[0].ks.x", frame: frame), let counts = b.vertices.first else {
                    Issue.record("no path: \(r.expressionDiagnostics)")
                    return
                }
                #expect(counts.x == 0 && counts.y > 20, "closed \(closed), frame \(frame): \(counts)")
            }
        }
        #expect(try F.number("try { thisLayer.transform.rotation.pointOnPath(0.5); $bm_rt = 1; } catch (e) { $bm_rt = e.message === 'not a path property' ? 2 : 3; }") == 2)
    }

    @Test("a straight line is walked by its chords: a quarter of its length is near x = 25; an empty path gives its origin")
    func handWorked() throws {
        // The control points sit on the ends, so the speed along t is not even: the chord walk
        // finds the parameter within a chord by linear interpolation, which lands close to 25.
        let line = "createPath([[0, 0], [100, 0]], [[0, 0], [0, 0]], [[0, 0], [0, 0]], false)"
        let x = try #require(try F.number("$bm_rt = \(line).pointOnPath(0.25)[0];"))
        #expect(abs(x - 25) < 0.5, "\(x)")
        #expect(try F.number("$bm_rt = \(line).tangentOnPath(0.5)[0];") == 1)
        #expect(try F.number("$bm_rt = createPath([], [], [], false).pointOnPath(0.5)[0];") == 0)
    }
}
