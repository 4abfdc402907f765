import Scrollwork
import ScrollworkCanvas
import Testing
@testable import ScrollworkLottie

@Suite("Dynamic properties: keypaths and value providers")
struct DynamicPropertyTests {
    static let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
    static let green = PremultipliedColor(r: 0, g: 255, b: 0, a: 255)
    static let blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)

    @Test("keypath matching: names, * and **",
          arguments: [
            ("**.Fill 1.Color", ["Left", "Box", "Fill 1", "Color"], true),
            ("**.Fill 1.Color", ["Fill 1", "Color"], true),
            ("**.Fill 1.Color", ["Left", "Box", "Fill 1", "Opacity"], false),
            ("Left.*.Fill 1.Color", ["Left", "Box", "Fill 1", "Color"], true),
            ("Left.*.Fill 1.Color", ["Left", "A", "B", "Fill 1", "Color"], false),
            ("Left.**", ["Left", "Box", "Fill 1", "Color"], true),
            ("Right.**", ["Left", "Box", "Fill 1", "Color"], false),
            ("*.Transform.Opacity", ["Left", "Transform", "Opacity"], true),
            ("**", [], true),
          ])
    func matching(pattern: String, names: [String], expected: Bool) {
        #expect(AnimationKeypath(pattern).matches(names) == expected)
    }

    @Test("the hierarchy lists layers, groups, items and properties")
    func hierarchy() throws {
        let (player, _) = try PlaybackFixture.player()
        let all = player.keypaths().map(\.description)
        #expect(all.contains("Left.Transform.Position"))
        #expect(all.contains("Left.Box.Fill 1.Color"))
        #expect(all.contains("Right.Box.Transform.Opacity"))
        #expect(all.contains("Left.Box.Stroke 1.Stroke Width"))
        #expect(all.contains("Left.Box.Rect.Size"))
        #expect(player.keypaths(matching: "**.Color").count == 3)   // two fills and a stroke
    }

    @Test("a wildcard colour changes every fill it matches, and only fills of that type")
    func wildcardColour() throws {
        let (player, _) = try PlaybackFixture.player()
        let before = try PlaybackFixture.render(player)
        #expect(before.pixel(x: 25, y: 50) == Self.red)
        #expect(before.pixel(x: 75, y: 50) == Self.green)
        let matched = player.setValueProvider(.constant(Color(red: 0, green: 0, blue: 1)), keypath: "**.Fill 1.Color")
        #expect(matched.map(\.description).sorted() == ["Left.Box.Fill 1.Color", "Right.Box.Fill 1.Color"])
        let after = try PlaybackFixture.render(player)
        #expect(after.pixel(x: 25, y: 50) == Self.blue)
        #expect(after.pixel(x: 75, y: 50) == Self.blue)
        // A provider of the wrong value type matches nothing.
        #expect(player.setValueProvider(.constant(0.5), keypath: "**.Fill 1.Color").isEmpty)
        player.removeAllValueProviders()
        #expect(try PlaybackFixture.render(player).pixel(x: 25, y: 50) == Self.red)
    }

    @Test("a layer-scoped keypath touches one layer; later providers win")
    func scopedAndLatest() throws {
        let (player, _) = try PlaybackFixture.player()
        player.setValueProvider(.constant(Color(red: 0, green: 0, blue: 1)), keypath: "Right.*.Fill 1.Color")
        var pixmap = try PlaybackFixture.render(player)
        #expect(pixmap.pixel(x: 25, y: 50) == Self.red)
        #expect(pixmap.pixel(x: 75, y: 50) == Self.blue)
        player.setValueProvider(.constant(Color(red: 1, green: 0, blue: 0)), keypath: "**.Color")
        pixmap = try PlaybackFixture.render(player)
        #expect(pixmap.pixel(x: 75, y: 50) == Self.red)
        player.removeValueProviders(keypath: "**.Color")
        #expect(try PlaybackFixture.render(player).pixel(x: 75, y: 50) == Self.blue)
    }

    @Test("a closure of the frame drives a value while scrubbing, without rebuilding")
    func closureProvider() throws {
        let (player, _) = try PlaybackFixture.player()
        player.setValueProvider(LottieValueProvider<Double> { frame in frame < 30 ? 100 : 0 },
                                keypath: "Left.Transform.Opacity")
        let renderer = player.renderer
        player.currentFrame = 10
        #expect(try PlaybackFixture.render(player).pixel(x: 25, y: 50) == Self.red)
        player.currentFrame = 40
        #expect(try PlaybackFixture.render(player).pixel(x: 25, y: 50)?.a == 0)
        #expect(try PlaybackFixture.render(player).pixel(x: 75, y: 50) == Self.green)
        #expect(player.renderer === renderer)
    }

    @Test("a keyframed Filmstrip provider (any core easing) moves a layer")
    func filmstripProvider() throws {
        let (player, _) = try PlaybackFixture.player()
        let strip = Filmstrip([Keyframe(time: 0, value: Point(x: 0, y: 0), easing: .linear),
                               Keyframe(time: 50, value: Point(x: 0, y: 100))])
        let matched = player.setValueProvider(.keyframes(strip, fallback: .zero), keypath: "Right.Transform.Position")
        #expect(matched.count == 1)
        player.currentFrame = 0
        #expect(try PlaybackFixture.render(player).pixel(x: 75, y: 50) == Self.green)
        player.currentFrame = 50
        #expect(try PlaybackFixture.render(player).pixel(x: 75, y: 50)?.a == 0)
    }

    @Test("stroke widths through a one-level wildcard", .enabled(if: SharedData.isAvailable, SharedData.missingReason))
    func corpusStrokeWidths() throws {
        let clock = ManualClock()
        let animation = try LottieReader.everything.read(contentsOfFile: SharedData.corpusPath("lottie-ios/TwitterHeartButton.json"))
        let player = LottiePlayer(animation: animation, clock: clock)
        let matched = player.setValueProvider(.constant(0.0), keypath: "*.Shape 1.Stroke 1.Stroke Width")
        #expect(matched.count >= 14)                                   // Dot1 … Dot14
        #expect(matched.allSatisfy { $0.keys.count == 4 && $0.keys[0].hasPrefix("Dot") })
    }

    @Test("a colour theme applied to a corpus file changes its pixels", .enabled(if: SharedData.isAvailable, SharedData.missingReason))
    func corpusTheme() throws {
        let clock = ManualClock()
        let animation = try LottieReader.everything.read(contentsOfFile: SharedData.corpusPath("lottie-ios/TwitterHeartButton.json"))
        let player = LottiePlayer(animation: animation, clock: clock)
        player.currentFrame = 60
        func render() throws -> Pixmap {
            let canvas = try Canvas(width: 120, height: 120)
            player.render(into: canvas, size: Size(width: 120, height: 120))
            return canvas.pixmap
        }
        let before = try render()
        let matched = player.setValueProvider(.constant(Color(red: 0, green: 0, blue: 1)), keypath: "**.Color")
        #expect(matched.count > 10)
        let after = try render()
        var changed = 0, bluish = 0
        for y in 0..<120 {
            for x in 0..<120 {
                guard let a = before.pixel(x: x, y: y), let b = after.pixel(x: x, y: y) else { continue }
                if a != b { changed += 1 }
                if b.a > 0 { if b.b >= b.r && b.b >= b.g { bluish += 1 } }
            }
        }
        #expect(changed > 100)
        var drawn = 0
        for y in 0..<120 { for x in 0..<120 where (after.pixel(x: x, y: y)?.a ?? 0) > 0 { drawn += 1 } }
        #expect(drawn > 0 && bluish == drawn)
    }

    @Test("keypaths reach into precompositions by their layers' names", .enabled(if: SharedData.isAvailable, SharedData.missingReason))
    func precompKeypaths() throws {
        let animation = try LottieReader.everything.read(contentsOfFile: SharedData.corpusPath("lottie-ios/Switch_States.json"))
        let player = LottiePlayer(animation: animation, clock: ManualClock())
        let inner = player.keypaths(matching: "Button.X Outlines.**")
        #expect(!inner.isEmpty)
        let matched = player.setValueProvider(.constant(Color(red: 1, green: 0, blue: 1)), keypath: "Button.X Outlines.**.Color")
        #expect(!matched.isEmpty)
        #expect(matched.allSatisfy { $0.keys.starts(with: ["Button", "X Outlines"]) && $0.keys.last == "Color" })
        #expect(matched.count == inner.filter { $0.keys.last == "Color" }.count)
    }
}
