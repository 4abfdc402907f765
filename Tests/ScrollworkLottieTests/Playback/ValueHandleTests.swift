import Scrollwork
import ScrollworkCanvas
import ScrollworkScene
import Testing
@testable import ScrollworkLottie

/// Value handles: a core Animation drives one property (or one layer) of a file, bound to the
/// renderer like a value provider.
@Suite("Value handles and layer handles")
struct ValueHandleTests {
    static let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
    static let green = PremultipliedColor(r: 0, g: 255, b: 0, a: 255)
    static let blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)

    static func render(_ renderer: LottieRenderer, frame: Double = 0) throws -> Pixmap {
        let canvas = try Canvas(width: 100, height: 100)
        renderer.render(frame: frame, into: canvas, scale: 1)
        return canvas.pixmap
    }

    @Test("a handle draws the file's values until it is set, then its own; reset returns the file's")
    func colourHandle() throws {
        let renderer = LottieRenderer(try PlaybackFixture.animation(), options: .scripted)
        let fill = try renderer.valueHandle(for: "Left.Box.Fill 1.Color", as: Color.self)
        #expect(fill.matches.map(\.description) == ["Left.Box.Fill 1.Color"])
        #expect(!fill.isActive && fill.value == Color(red: 1, green: 0, blue: 0))   // the file's own value
        #expect(try Self.render(renderer).pixel(x: 25, y: 50) == Self.red)
        let before = renderer.revision
        fill.value = Color(red: 0, green: 0, blue: 1)
        #expect(renderer.revision != before, "setting a handle changes what the renderer draws")
        #expect(try Self.render(renderer).pixel(x: 25, y: 50) == Self.blue)
        #expect(try Self.render(renderer).pixel(x: 75, y: 50) == Self.green)     // the other layer is untouched
        fill.reset()
        #expect(try Self.render(renderer).pixel(x: 25, y: 50) == Self.red)
        // Asking again gives the same handle.
        #expect(try renderer.valueHandle(for: "Left.Box.Fill 1.Color", as: Color.self) === fill)
    }

    @Test("a handle on a shape's geometry or group moves it at the same frame: kept outlines give way")
    func geometryHandleAtTheSameFrame() throws {
        let renderer = LottieRenderer(try PlaybackFixture.animation(), options: .scripted)
        _ = try Self.render(renderer)
        #expect(try Self.render(renderer).pixel(x: 25, y: 25) == Self.red)   // drawn again from what it kept
        let position = try renderer.valueHandle(for: "Left.Box.Transform.Position", as: Point.self)
        position.value = Point(x: 0, y: 50)
        let moved = try Self.render(renderer)
        #expect(moved.pixel(x: 25, y: 25)?.a == 0, "the group moved down by half the height")
        #expect(moved.pixel(x: 25, y: 75) == Self.red)
        let size = try renderer.valueHandle(for: "Left.Box.Rect.Size", as: Point.self)
        size.value = Point(x: 10, y: 100)
        let narrowed = try Self.render(renderer)
        #expect(narrowed.pixel(x: 10, y: 75)?.a == 0, "the rectangle narrowed about its centre at x 25")
        #expect(narrowed.pixel(x: 25, y: 75) == Self.red)
    }

    @Test("a core Animation drives a handle: the scroll recolours a fill")
    func animationDrivesAHandle() throws {
        let renderer = LottieRenderer(try PlaybackFixture.animation(), options: .scripted)
        let fill = try renderer.valueHandle(for: "Right.Box.Fill 1.Color", as: Color.self)
        let recolour = Animation(fill, \.value)
        recolour[0] = Color(red: 0, green: 1, blue: 0)
        recolour[100] = Color(red: 0, green: 0, blue: 1)
        let animator = Animator()
        animator.add(recolour)
        animator.animate(at: 50)
        let pixel = try #require(try Self.render(renderer).pixel(x: 75, y: 50))
        #expect(abs(Int(pixel.g) - 128) <= 1 && abs(Int(pixel.b) - 128) <= 1 && pixel.r == 0, "\(pixel)")
    }

    @Test("no match is a typed error naming the keypath; a wrong type matches nothing")
    func noMatch() throws {
        let renderer = LottieRenderer(try PlaybackFixture.animation(), options: .scripted)
        #expect(throws: LottieError.self) { try renderer.valueHandle(for: "Nope.Transform.Position", as: Point.self) }
        do {
            _ = try renderer.valueHandle(for: "Left.Box.Fill 1.Color", as: Double.self)
            Issue.record("a Double handle matched a colour")
        } catch {
            #expect(error.kind == .noSuchProperty && error.path == "Left.Box.Fill 1.Color")
        }
        #expect(try Self.render(renderer).pixel(x: 25, y: 50) == Self.red, "failed look-ups leave nothing bound")
    }

    @Test("a layer handle moves, fades and turns one layer")
    func layerHandle() throws {
        let renderer = LottieRenderer(try PlaybackFixture.animation(), options: .scripted)
        let left = try renderer.layer(named: "Left")
        #expect(left.position.value == .zero && left.opacityPercent.value == 100 && left.scalePercent.value == Point(x: 100, y: 100))
        left.position.value = Point(x: 50, y: 0)          // over the right half
        let moved = try Self.render(renderer)
        #expect(moved.pixel(x: 25, y: 50)?.a == 0)
        #expect(moved.pixel(x: 75, y: 50) == Self.red)    // Left draws over Right (it is the top layer)
        left.opacityPercent.value = 0
        #expect(try Self.render(renderer).pixel(x: 75, y: 50) == Self.green)
        left.reset()
        #expect(try Self.render(renderer).pixel(x: 25, y: 50) == Self.red)
        #expect(throws: LottieError.self) { try renderer.layer(named: "Middle") }
    }

    @Test("a split position is driven as a whole point, and its file values return on reset")
    func splitPosition() throws {
        let layer = Fixture.shapeLayer("[" + PlaybackFixture.rectGroup("Box", x: 0, y: 0, w: 20, h: 20, color: "[0, 0, 1, 1]") + "]",
                                       extra: #""nm": "Split""#)
            .replacingOccurrences(of: #""ks": {}"#, with: #""ks": {"p": {"s": true, "x": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 60, "s": [60]}]}, "y": {"a": 0, "k": 10}}}"#)
        let renderer = LottieRenderer(try Fixture.read(Fixture.animation(layers: "[\(layer)]")), options: .scripted)
        #expect(try Self.render(renderer, frame: 30).pixel(x: 40, y: 20) == Self.blue)   // x 30…50, y 10…30
        let split = try renderer.layer(named: "Split")
        #expect(split.position.value == Point(x: 0, y: 10))
        split.position.value = Point(x: 70, y: 60)
        let driven = try Self.render(renderer, frame: 30)
        #expect(driven.pixel(x: 40, y: 20)?.a == 0)
        #expect(driven.pixel(x: 80, y: 70) == Self.blue)
        split.reset()
        #expect(try Self.render(renderer, frame: 30).pixel(x: 40, y: 20) == Self.blue)
        // The coordinates are also addressable one by one.
        let x = try renderer.valueHandle(for: "Split.Transform.Position X", as: Double.self)
        #expect(x.value == 0)
    }

    @Test("Lottie content in a node: sized, placed by content mode, and its revision follows frame and handles")
    func contentInANode() throws {
        let content = LottieContent(try PlaybackFixture.animation())
        let node = Node(content: content, position: Point(x: 100, y: 50))
        #expect(node.size == Size(width: 100, height: 100))
        #expect(content.drawingBounds(in: Rect(x: 0, y: 0, width: 200, height: 100)) == Rect(x: 50, y: 0, width: 100, height: 100))
        content.contentMode = .scaleToFill
        #expect(content.drawingBounds(in: Rect(x: 0, y: 0, width: 200, height: 100)) == Rect(x: 0, y: 0, width: 200, height: 100))
        var seen = Set([content.revision])
        content.currentFrame = 20
        #expect(seen.insert(content.revision).inserted)
        content.currentFrame = 20                       // no change, same revision
        #expect(!seen.insert(content.revision).inserted)
        let fill = try content.renderer.valueHandle(for: "Left.Box.Fill 1.Color", as: Color.self)
        #expect(seen.insert(content.revision).inserted)   // a binding
        fill.value = Color(red: 0, green: 0, blue: 1)
        #expect(seen.insert(content.revision).inserted)   // a handle value
        content.currentFrame = 1e9                       // clamped to the last frame
        #expect(content.currentFrame == 59)
        content.animate(at: 12)                           // an Animator or a Player scrubs it
        #expect(content.currentFrame == 12)
        // Drawn through a scene: the node's opacity applies to the whole content as a group.
        node.opacity = 0.5
        let root = Node(.group, size: Size(width: 200, height: 100), anchorPoint: .zero)
        root.addChild(node)
        let pixmap = try SceneRenderer().render(root, width: 200, height: 100)
        let left = try #require(pixmap.pixel(x: 75, y: 50))
        #expect(left.b >= 127 && left.b <= 128 && left.a >= 127 && left.a <= 128, "\(left)")
    }

    @Test("a player hands its frames to content in a scene")
    func playerDrivesContent() throws {
        let clock = ManualClock()
        let player = LottiePlayer(animation: try PlaybackFixture.animation(), clock: clock)
        let shown = LottieContent(renderer: player.renderer)
        player.target = shown
        player.play()
        clock.advance(by: 0.5); player.tick()
        #expect(player.content.currentFrame == 15 && shown.currentFrame == 15)
    }
}
