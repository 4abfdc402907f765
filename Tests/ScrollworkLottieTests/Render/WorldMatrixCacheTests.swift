import Testing
import Scrollwork
import ScrollworkCanvas
@testable import ScrollworkLottie

/// World matrices kept for a render: a frame drawn again after others, by the same renderer,
/// is the frame a fresh renderer draws (no matrix of another frame or time is reused).
@Suite struct WorldMatrixCacheTests {
    @Test(.enabled(if: SharedData.isAvailable, SharedData.missingReason),
          arguments: ["lottie-ios/LottieLogo1.json", "lottie-ios/Boat_Loader.json"])
    func framesDrawnAgainMatchAFreshRenderer(_ file: String) throws {
        let animation = try LottieReader().read(contentsOfFile: SharedData.corpusPath(file))
        let s = min(1, 128 / animation.size.width, 128 / animation.size.height)
        let w = max(1, Int((animation.size.width * s).rounded())), h = max(1, Int((animation.size.height * s).rounded()))
        func draw(_ renderer: LottieRenderer, _ frame: Double) throws -> Pixmap {
            let canvas = try Canvas(width: w, height: h)
            renderer.render(frame: frame, into: canvas, scale: s)
            return canvas.pixmap
        }
        let a = animation.inPoint + (animation.outPoint - animation.inPoint) / 3
        let b = animation.inPoint + (animation.outPoint - animation.inPoint) * 2 / 3
        let kept = LottieRenderer(animation)
        let first = try draw(kept, a)
        let other = try draw(kept, b)
        #expect(try draw(kept, a) == first)
        #expect(try draw(LottieRenderer(animation), a) == first)
        #expect(try draw(LottieRenderer(animation), b) == other)
        #expect(first != other, "the frames differ, so a reused matrix would show")
    }

    @Test func cyclicParentsAreNotCached() throws {
        // The reader drops a cycle's link; a model made by hand can still have one: two layers
        // parented to each other, whose chains never end (drawn 64 parents deep, never cached).
        let json = Fixture.animation(layers: """
        [{"ty": 3, "ind": 1, "ip": 0, "op": 10, "st": 0, "ks": {}},
         {"ty": 3, "ind": 2, "ip": 0, "op": 10, "st": 0, "ks": {}},
         {"ty": 3, "ind": 3, "parent": 1, "ip": 0, "op": 10, "st": 0, "ks": {}}]
        """)
        var animation = try Fixture.read(json)
        animation.root.layers[0].parent = 1
        animation.root.layers[1].parent = 0
        let root = LottieRenderer(animation).compositions.last
        #expect(root?.parentHops == [-1, -1, -1])
        var chain = try Fixture.read(json)
        chain.root.layers[1].parent = 0
        #expect(LottieRenderer(chain).compositions.last?.parentHops == [0, 1, 1])
    }
}
