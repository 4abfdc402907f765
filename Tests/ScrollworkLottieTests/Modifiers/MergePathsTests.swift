import Scrollwork
import ScrollworkCanvas
import Testing
@testable import ScrollworkLottie

/// Merge paths: kept as they are by default (as lottie-web draws them); with
/// `LottieRenderer.drawsMergePaths`, path booleans. Two 40 × 40 squares, A over x 10…50 and B
/// over x 30…70, overlap on x 30…50; three probes: A only (x 20), both (x 40), B only (x 60).
struct MergePathsTests {
    static func probes(mode: Int, draws: Bool) throws -> [Bool] {
        let shapes = """
        [{"ty": "rc", "p": {"k": [30, 50]}, "s": {"k": [40, 40]}, "r": {"k": 0}},
         {"ty": "rc", "p": {"k": [50, 50]}, "s": {"k": [40, 40]}, "r": {"k": 0}},
         {"ty": "mm", "mm": \(mode)},
         {"ty": "fl", "c": {"k": [1, 0, 0]}, "o": {"k": 100}}]
        """
        let animation = try Fixture.read(Fixture.animation(layers: "[" + Fixture.shapeLayer(shapes) + "]"))
        let renderer = LottieRenderer(animation, options: .scripted)
        renderer.drawsMergePaths = draws
        let canvas = try Canvas(width: 100, height: 100)
        renderer.render(frame: 0, into: canvas)
        return [20, 40, 60].map { canvas.pixmap.pixel(x: $0, y: 50)?.a == 255 }
    }

    @Test("off by default: every mode draws both squares whole", arguments: 1...5)
    func offByDefault(mode: Int) throws {
        #expect(try Self.probes(mode: mode, draws: false) == [true, true, true])
    }

    @Test("drawn: normal and add keep both, subtract A − B, intersect the overlap, exclude the rest")
    func booleans() throws {
        #expect(try Self.probes(mode: 1, draws: true) == [true, true, true])
        #expect(try Self.probes(mode: 2, draws: true) == [true, true, true])
        #expect(try Self.probes(mode: 3, draws: true) == [true, false, false])
        #expect(try Self.probes(mode: 4, draws: true) == [false, true, false])
        #expect(try Self.probes(mode: 5, draws: true) == [true, false, true])
    }

    @Test("the renderer's revision changes when the option does")
    func revision() throws {
        let renderer = LottieRenderer(try Fixture.read(Fixture.animation()), options: .scripted)
        let before = renderer.revision
        renderer.drawsMergePaths = true
        #expect(renderer.revision != before)
    }
}
