import Testing
import Scrollwork
import ScrollworkCanvas
@testable import ScrollworkLottie

/// World matrices kept within and across renders: a frame drawn again after others, by the same
/// renderer, is the frame a fresh renderer draws (no matrix of another frame or time is reused
/// where the chain's transforms change between them), and a handle moving a layer between two
/// renders of one frame moves it.
@Suite struct WorldMatrixCacheTests {
    @Test(.enabled(if: SharedData.isAvailable, SharedData.missingReason),
          arguments: ["lottie-ios/LottieLogo1.json", "lottie-ios/Boat_Loader.json"])
    func framesDrawnAgainMatchAFreshRenderer(_ file: String) throws {
        let animation = try LottieReader.everything.read(contentsOfFile: SharedData.corpusPath(file))
        let s = min(1, 128 / animation.size.width, 128 / animation.size.height)
        let w = max(1, Int((animation.size.width * s).rounded())), h = max(1, Int((animation.size.height * s).rounded()))
        func draw(_ renderer: LottieRenderer, _ frame: Double) throws -> Pixmap {
            let canvas = try Canvas(width: w, height: h)
            renderer.render(frame: frame, into: canvas, scale: s)
            return canvas.pixmap
        }
        let a = animation.inPoint + (animation.outPoint - animation.inPoint) / 3
        let b = animation.inPoint + (animation.outPoint - animation.inPoint) * 2 / 3
        let kept = LottieRenderer(animation, options: .scripted)
        let first = try draw(kept, a)
        let other = try draw(kept, b)
        #expect(try draw(kept, a) == first)
        #expect(try draw(LottieRenderer(animation, options: .scripted), a) == first)
        #expect(try draw(LottieRenderer(animation, options: .scripted), b) == other)
        #expect(first != other, "the frames differ, so a reused matrix would show")
    }

    @Test func aLayerHandleMovesItsLayerAtTheSameFrame() throws {
        let renderer = LottieRenderer(try PlaybackFixture.animation(), options: .scripted)
        let left = try renderer.layer(named: "Left")
        func draw() throws -> Pixmap {
            let canvas = try Canvas(width: 100, height: 100)
            renderer.render(frame: 0, into: canvas, scale: 1)
            return canvas.pixmap
        }
        let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
        _ = try draw()
        #expect(try draw().pixel(x: 25, y: 25) == red, "drawn again with the matrices kept")
        left.position.value = Point(x: 0, y: 50)
        let moved = try draw()
        #expect(moved.pixel(x: 25, y: 25)?.a == 0, "the layer moved down by half the height")
        #expect(moved.pixel(x: 25, y: 75) == red)
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
        let root = LottieRenderer(animation, options: .scripted).compositions.last
        #expect(root?.parentHops == [-1, -1, -1])
        var chain = try Fixture.read(json)
        chain.root.layers[1].parent = 0
        #expect(LottieRenderer(chain, options: .scripted).compositions.last?.parentHops == [0, 1, 1])
    }
}
