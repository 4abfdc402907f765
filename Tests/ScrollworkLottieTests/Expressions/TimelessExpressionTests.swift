import Scrollwork
import ScrollworkCanvas
import Testing
@testable import ScrollworkLottie

/// Expressions that give the same result at every frame are evaluated once, and the layers
/// they drive do not count as changing; any read of the frame, of an animated value or of a
/// script that varies makes an expression vary.
@Suite("Expressions: timeless results")
struct TimelessExpressionTests {
    typealias F = ExpressionFixture

    /// "Still" (rotation 30), "Moving" (rotation 0 → 60 over frames 0…60), "Ticking" (rotation
    /// from a script reading the time), "Fixed" (rotation from a script giving 7).
    static let others = [
        #"{"ty": 3, "ind": 2, "nm": "Still", "ip": 0, "op": 60, "ks": {"r": {"a": 0, "k": 30}}}"#,
        F.rotationLayer("$bm_rt = value;", keys: [(0, 0), (60, 60)], name: "Moving").replacingOccurrences(of: #""ind": 1"#, with: #""ind": 3"#),
        F.rotationLayer("$bm_rt = time * 5;", name: "Ticking").replacingOccurrences(of: #""ind": 1"#, with: #""ind": 4"#),
        F.rotationLayer("$bm_rt = 7;", name: "Fixed").replacingOccurrences(of: #""ind": 1"#, with: #""ind": 5"#),
    ]

    /// Sources for the probe's rotation, and whether each gives the same result at every frame.
    static let cases: [(source: String, timeless: Bool)] = [
        ("$bm_rt = 45;", true),
        ("var s = thisComp.layer('Still').transform.rotation; $bm_rt = s + 1;", true),
        ("$bm_rt = thisComp.layer('Fixed').transform.rotation * 2;", true),
        ("$bm_rt = thisComp.layer('Still').toComp([1, 0])[0];", true),
        ("$bm_rt = thisComp.layer('Moving').transform.rotation;", false),
        ("$bm_rt = thisComp.layer('Moving').toComp([1, 0])[1];", false),
        ("$bm_rt = thisComp.layer('Ticking').transform.rotation;", false),
        ("$bm_rt = time * 10;", false),
        ("$bm_rt = arguments[0] * 10;", false),
        ("$bm_rt = random(10);", false),
        ("$bm_rt = thisLayer.sourceTime() * 3;", false),
        ("$bm_rt = loopOut();", false),
    ]

    @Test("each script is timeless exactly when it reads nothing of the frame, and gives the same values either way")
    func classification() throws {
        for c in Self.cases {
            let r = try F.renderer([F.rotationLayer(c.source)] + Self.others)
            let e = try #require(r.expressions)
            let id = try #require(e.expressionID(path: "$.layers[0].ks.r.x"))
            #expect(e.isTimeless(id) == c.timeless, "\(c.source)")
            // Cached or not, each frame's value is the one a fresh evaluation at that frame gives.
            for frame in [0.0, 12, 31, 12] {
                let fresh = try F.renderer([F.rotationLayer(c.source)] + Self.others)
                let expected = Self.number(F.value(fresh, frame: frame))
                #expect(expected != nil, "\(c.source)")
                #expect(Self.number(F.value(r, frame: frame)) == expected, "\(c.source) at \(frame)")
            }
        }
    }

    static func number(_ v: ExpressionValue?) -> Double? {
        guard case .number(let n)? = v else { return nil }
        return n
    }

    /// A red square whose position comes from `source` over a blue background.
    static func square(_ source: String) -> String {
        Fixture.animation(layers: """
        [{"ty": 4, "ind": 1, "ip": 0, "op": 60, "st": 0,
          "ks": {"p": {"a": 0, "k": [10, 50], "x": \(F.quoted(source))}},
          "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [8, 8]}, "r": {"a": 0, "k": 0}},
                     {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]},
         {"ty": 4, "ind": 2, "ip": 0, "op": 60, "st": 0, "ks": {},
          "shapes": [{"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [80, 80]}, "r": {"a": 0, "k": 0}},
                     {"ty": "fl", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}}]}]
        """)
    }

    @Test("a layer moved by a timeless script is not redrawn between frames; one moved by the time is")
    func incrementalFrames() throws {
        for (source, moves) in [("$bm_rt = [20 + 10, 40];", false), ("$bm_rt = [20 + time * 30, 40];", true)] {
            let animation = try Fixture.read(Self.square(source))
            let renderer = LottieRenderer(animation, options: .testing)
            let canvas = try Canvas(width: 100, height: 100)
            _ = renderer.renderIncrementally(frame: 5, into: canvas, scale: 1)
            let step = renderer.renderIncrementally(frame: 6, into: canvas, scale: 1)
            #expect(step.isEmpty == !moves, "\(source): \(step)")
            let full = try Canvas(width: 100, height: 100)
            LottieRenderer(animation, options: .testing).render(frame: 6, into: full, scale: 1)
            #expect(canvas.pixmap == full.pixmap, "\(source)")
        }
    }
}
