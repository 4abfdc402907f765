import Scrollwork
import ScrollworkCanvas
import Testing
@testable import ScrollworkLottie

/// Themes and slots on a file written here: a colour, a scalar, a position and a gradient slot.
struct ThemeTests {
    /// 100 × 100, frames 0…10: a square (slot `size`, vector) at slot `where` (position),
    /// filled by slot `tint` (colour) at opacity slot `alpha` (scalar); a second square with a
    /// two-stop gradient in slot `ramp`.
    static let json = #"""
    {"v":"5.7.0","fr":10,"ip":0,"op":11,"w":100,"h":100,
     "slots":{"tint":{"p":{"a":0,"k":[1,0,0,1]}},"alpha":{"p":{"a":0,"k":100}},"where":{"p":{"a":0,"k":[25,25]}},
              "size":{"p":{"a":0,"k":[40,40]}},"ramp":{"p":{"a":0,"k":[0,0,0,1,1,0,0,1]}}},
     "layers":[
      {"ty":4,"nm":"square","ind":1,"ip":0,"op":11,"st":0,"ks":{"o":{"a":0,"k":100}},
       "shapes":[{"ty":"rc","p":{"a":0,"k":[0,0],"sid":"where"},"s":{"a":0,"k":[10,10],"sid":"size"},"r":{"a":0,"k":0}},
                 {"ty":"fl","c":{"a":0,"k":[0,0,0,1],"sid":"tint"},"o":{"a":0,"k":100,"sid":"alpha"}}]},
      {"ty":4,"nm":"bar","ind":2,"ip":0,"op":11,"st":0,"ks":{"o":{"a":0,"k":100}},
       "shapes":[{"ty":"rc","p":{"a":0,"k":[50,80]},"s":{"a":0,"k":[100,20]},"r":{"a":0,"k":0}},
                 {"ty":"gf","t":1,"s":{"a":0,"k":[0,80]},"e":{"a":0,"k":[100,80]},"o":{"a":0,"k":100},
                  "g":{"p":2,"k":{"a":0,"k":[0,0,0,1,1,0,0,1],"sid":"ramp"}}}]}]}
    """#

    static func pixel(_ renderer: LottieRenderer, _ frame: Double, _ x: Int, _ y: Int) throws -> PremultipliedColor {
        let canvas = try Canvas(width: 100, height: 100)
        canvas.clear(.white)
        renderer.render(frame: frame, into: canvas, scale: 1)
        return try #require(canvas.pixmap.pixel(x: x, y: y))
    }

    @Test("slots are listed; constant rules of every applied type change what is drawn")
    func constantRules() throws {
        let renderer = LottieRenderer(try LottieReader().read(json: Self.json))
        #expect(renderer.slotIDs == ["alpha", "ramp", "size", "tint", "where"])
        #expect(try Self.pixel(renderer, 0, 25, 25).r == 255)
        let theme = LottieTheme(id: "t", rules: [
            .init(slotID: "tint", value: .color(.constant(Color(red: 0, green: 0, blue: 1)))),
            .init(slotID: "where", value: .position(.constant(Point(x: 70, y: 30)))),
            .init(slotID: "size", value: .vector(.constant(Point(x: 20, y: 20)))),
            .init(slotID: "alpha", value: .scalar(.constant(50))),
            .init(slotID: "ramp", value: .gradient(.constant([LottieGradientStop(offset: 0, color: Color(red: 0, green: 1, blue: 0)),
                                                              LottieGradientStop(offset: 1, color: Color(red: 0, green: 1, blue: 0))]))),
        ])
        #expect(renderer.apply(theme: theme).isEmpty)
        #expect(try Self.pixel(renderer, 0, 25, 25) == PremultipliedColor(r: 255, g: 255, b: 255, a: 255), "the square moved away")
        let moved = try Self.pixel(renderer, 0, 70, 30)
        #expect(moved.b == 255 && moved.r > 120 && moved.r < 135, "half-transparent blue over white: \(moved)")
        #expect(try Self.pixel(renderer, 0, 79, 30).b == 255, "the 20-wide square reaches x 79")
        #expect(try Self.pixel(renderer, 0, 5, 80).g == 255, "the gradient is green")
        renderer.removeAllValueProviders()
        #expect(try Self.pixel(renderer, 0, 70, 30).b == 255, "a theme's rules are not value providers")
        renderer.resetTheme()
        #expect(try Self.pixel(renderer, 0, 25, 25).r == 255)
    }

    @Test("keyframed rules: value, tangents and hold on the file's frames")
    func keyframedRules() throws {
        let renderer = LottieRenderer(try LottieReader().read(json: Self.json))
        let json = Array(#"""
        {"rules": [{"id": "tint", "type": "Color", "keyframes": [
            {"frame": 0, "value": [0, 0, 0]}, {"frame": 10, "value": [1, 1, 1]}]},
          {"id": "where", "type": "Position", "keyframes": [
            {"frame": 0, "value": [25, 25], "hold": true}, {"frame": 5, "value": [75, 25]}]},
          {"id": "alpha", "type": "Scalar", "animations": ["other"], "value": 0},
          {"id": "nope", "type": "Sparkle", "value": 1}]}
        """#.utf8)
        let theme = try LottieTheme(id: "k", json: json)
        #expect(theme.rules.count == 3, "the unknown type is skipped")
        #expect(renderer.apply(theme: theme, animationID: "main").isEmpty, "the scoped rule does not apply to 'main'")
        let start = try Self.pixel(renderer, 0, 25, 25)
        #expect(start.r == 0 && start.g == 0)
        let middle = try Self.pixel(renderer, 4, 25, 25)
        #expect(middle.r > 95 && middle.r < 110, "linear: 0.4 of the way to white: \(middle)")
        #expect(try Self.pixel(renderer, 5, 75, 25).r > 100, "held until frame 5, then at x 75")
        #expect(try Self.pixel(renderer, 5, 25, 25) == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }

    @Test("setSlot overrides one slot over the theme until reset; mismatches are reported")
    func slotsAndMismatches() throws {
        let renderer = LottieRenderer(try LottieReader().read(json: Self.json))
        #expect(!renderer.setSlot("tint", LottieValueProvider.constant(Color(red: 0, green: 1, blue: 0))).isEmpty)
        renderer.apply(theme: LottieTheme(id: "t", rules: [.init(slotID: "tint", value: .color(.constant(Color(red: 0, green: 0, blue: 1))))]))
        #expect(try Self.pixel(renderer, 0, 25, 25).g == 255, "the slot set by hand wins over the theme")
        renderer.resetSlot("tint")
        #expect(try Self.pixel(renderer, 0, 25, 25).b == 255, "then the theme's value shows")
        let problems = renderer.apply(theme: LottieTheme(id: "bad", rules: [
            .init(slotID: "tint", value: .scalar(.constant(1))),
            .init(slotID: "ramp", value: .gradient(.constant([LottieGradientStop(offset: 0, color: .black)]))),
            .init(slotID: "ghost", value: .color(.constant(.black))),
            .init(slotID: "tint", value: .text(.constant(LottieTheme.Text("hello")))),
        ]))
        #expect(problems.count == 4)
        #expect(renderer.setSlot("ghost", LottieValueProvider.constant(1.0)).isEmpty)
        #expect(renderer.keypaths().count == LottieRenderer(try LottieReader().read(json: Self.json)).keypaths().count,
                "gradient colours bound by slot do not add keypaths")
    }
}
