import Foundation
import Scrollwork
@testable import ScrollworkLottie
import Testing

/// The outline text on a path follows, sampled: a keyframed mask blended as a static one of
/// the blended shape would be, and a reversed one run backwards.
@Suite("Text on a path: sampling the mask")
struct TextPathSamplingTests {
    /// A curved open shape through three vertices, moved by `dy`.
    static func shape(_ dy: Double) -> String {
        #"{"c": false, "v": [[0, \#(dy)], [50, \#(40 + dy)], [100, \#(dy)]], "i": [[0, 0], [-20, 0], [0, 30]], "o": [[10, 20], [20, 0], [0, 0]]}"#
    }

    static func track(mask pt: String, reversed: Int = 0) throws -> TextPathTrack {
        let masks = #""masksProperties": [{"mode": "n", "pt": \#(pt), "o": {"a": 0, "k": 100}}]"#
        let options = #""a": [], "m": {"g": 1, "a": {"a": 0, "k": [0, 0]}}, "p": {"m": 0, "f": {"a": 0, "k": 0}, "l": {"a": 0, "k": 0}, "a": {"a": 0, "k": 0}, "p": {"a": 0, "k": 1}, "r": {"a": 0, "k": \#(reversed)}}"#
        return try #require(TextFixture.program(TextFixture.file(#""t": "A""#, text: options, extra: masks)).path)
    }

    static func samples(_ track: TextPathTrack, at t: Double) -> PathSamples {
        var samples = PathSamples(), outline = Contour()
        track.sample(at: t, into: &samples, outline: &outline)
        return samples
    }

    @Test func aKeyframedMaskIsSampledAsTheBlendedShape() throws {
        let keyframed = try Self.track(mask: #"{"a": 1, "k": [{"t": 0, "s": [\#(Self.shape(0))], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 10, "s": [\#(Self.shape(20))]}]}"#)
        let halfway = try Self.track(mask: #"{"a": 0, "k": \#(Self.shape(10))}"#)
        let a = Self.samples(keyframed, at: 5), b = Self.samples(halfway, at: 0)
        #expect(a.points.count == 2 * TextPathTrack.curveSamples - 1 && a.points.count == b.points.count)
        for (p, q) in zip(a.points, b.points) { #expect(abs(p.x - q.x) < 1e-6 && abs(p.y - q.y) < 1e-6, "\(p) ≠ \(q)") }
        #expect(abs(a.length - b.length) < 1e-6)
    }

    @Test func aReversedMaskIsSampledBackwards() throws {
        let mask = #"{"a": 0, "k": \#(Self.shape(0))}"#
        let forward = Self.samples(try Self.track(mask: mask), at: 0)
        let backward = Self.samples(try Self.track(mask: mask, reversed: 1), at: 0)
        #expect(forward.points.count == backward.points.count && forward.points.count > 2)
        for (p, q) in zip(forward.points, backward.points.reversed()) {
            #expect(abs(p.x - q.x) < 1e-9 && abs(p.y - q.y) < 1e-9, "\(p) ≠ \(q)")
        }
        #expect(abs(forward.length - backward.length) < 1e-9)
    }
}
