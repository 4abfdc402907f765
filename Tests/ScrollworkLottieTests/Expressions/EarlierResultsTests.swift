import Scrollwork
import ScrollworkCanvas
import Testing
@testable import ScrollworkLottie

/// A property keeps its script's results at the frames it was evaluated at (numbers, vectors
/// and colours, ``ExpressionProperty/earlierCount`` of them): a frame evaluated again is
/// answered without running the script, with the value a fresh evaluation gives.
@Suite("Expressions: results kept per frame")
struct EarlierResultsTests {
    typealias F = ExpressionFixture

    static func number(_ value: ExpressionValue?) -> Double? {
        guard case .number(let n)? = value else { return nil }
        return n
    }

    @Test("a frame evaluated again does not run the script again (a script counting its runs shows it)")
    func noRerun() throws {
        // The count survives between runs only in a global: After Effects keeps nothing, so the
        // count is how many times the script ran, not part of a result that depends on it.
        let counting = "count = (typeof count === 'number' ? count : 0) + 1; $bm_rt = count + time * 0;"
        let r = try F.renderer([F.rotationLayer(counting)])
        let forward = (0..<20).map { Self.number(F.value(r, frame: Double($0))) }
        #expect(forward == (1...20).map { Double($0) })
        // Back over the same frames (a scrub): the kept results, no run.
        let back = (0..<20).reversed().map { Self.number(F.value(r, frame: Double($0))) }
        #expect(back == forward.reversed())
        // A frame not evaluated before runs the script: the 21st run.
        #expect(Self.number(F.value(r, frame: 40)) == 21)
    }

    @Test("only the latest frames are kept: the oldest is evaluated again")
    func bounded() throws {
        let counting = "count = (typeof count === 'number' ? count : 0) + 1; $bm_rt = count + time * 0;"
        let r = try F.renderer([F.rotationLayer(counting)])
        let n = ExpressionProperty.earlierCount
        for k in 0...n + 1 { _ = F.value(r, frame: Double(k) / 4) }         // n + 2 frames: frame 0 drops out
        #expect(Self.number(F.value(r, frame: 0)) == Double(n + 3))
        #expect(Self.number(F.value(r, frame: 1)) == 5)                     // frame 1 (the 5th) is still kept
    }

    @Test("in any order of frames, revisits included, each value is a fresh evaluation's")
    func anyOrder() throws {
        let sources = ["$bm_rt = time * 100 + Math.sin(time * 7);", "$bm_rt = wiggle(3, 20)[0];",
                       "$bm_rt = thisComp.layer('M').transform.rotation + time;"]
        let moving = F.rotationLayer("$bm_rt = value * 2;", keys: [(0, 0), (60, 90)], name: "M")
            .replacingOccurrences(of: #""ind": 1"#, with: #""ind": 2"#)
        var order = [0.0, 5, 10, 5, 0, 59, 30.5, 10, 30.5, 17, 5]
        order += (0..<40).map { Double(($0 * 37) % 60) }
        for source in sources {
            let r = try F.renderer([F.rotationLayer(source), moving])
            for frame in order {
                let fresh = try F.renderer([F.rotationLayer(source), moving])
                #expect(Self.number(F.value(r, frame: frame)) == Self.number(F.value(fresh, frame: frame)), "\(source) at \(frame)")
            }
        }
    }

    @Test("a precomp shown at two start times draws each frame as two fresh renders would")
    func instancedPrecomp() throws {
        let inner = #"""
        {"ty": 4, "ind": 1, "ip": 0, "op": 90, "st": 0, "ks": {"p": {"a": 0, "k": [0, 0], "x": "$bm_rt = [10 + time * 40, 20 + Math.sin(time * 4) * 10];"}},
         "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [12, 12]}, "r": {"a": 0, "k": 0}},
                    {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}
        """#
        func instance(_ index: Int, start: Int, y: Int) -> String {
            #"{"ty": 0, "ind": \#(index), "refId": "c", "w": 100, "h": 100, "ip": 0, "op": 60, "st": \#(start), "ks": {"p": {"a": 0, "k": [0, \#(y)]}}}"#
        }
        let json = Fixture.animation(layers: "[\(instance(1, start: 0, y: 0)), \(instance(2, start: -3, y: 40))]",
                                     extra: #""assets": [{"id": "c", "layers": [\#(inner)]}]"#)
        let animation = try Fixture.read(json)
        let kept = LottieRenderer(animation, options: .testing)
        func pixels(_ renderer: LottieRenderer, _ frame: Double) throws -> Pixmap {
            let canvas = try Canvas(width: 100, height: 100)
            renderer.render(frame: frame, into: canvas, scale: 1)
            return canvas.pixmap
        }
        for frame in [0.0, 1, 2, 3, 4, 5, 6, 3, 0, 12, 9] {
            #expect(try pixels(kept, frame) == pixels(LottieRenderer(animation, options: .testing), frame), "frame \(frame)")
        }
    }
}
