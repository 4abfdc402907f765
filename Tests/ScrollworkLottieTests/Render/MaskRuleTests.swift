import Foundation
import Scrollwork
import ScrollworkCanvas
import ScrollworkImageDiff
import ScrollworkLottie
import Testing

/// Masks and repeaters where we follow After Effects rather than lottie-web, pinned pixel by
/// pixel on the hand-written files of `Tests/Goldens/rules` (whose lottie-web goldens show the
/// canonical player's other answer; see the folder's README).
@Suite("Render: mask combinations and repeater stacking, pixel by pixel")
struct MaskRuleTests {
    enum Region { case a, b, c }
    struct MaskSpec {
        var region: Region
        var mode: Character
        var inverted = false
        var opacity = 1.0
    }

    /// The 24 cells of `masks_modes.json` (six a row, 85 px apart): a solid layer with square
    /// A (5…55), circle B (centre 50, 50, radius 28) and square C (30…70) as masks.
    static let cells: [[MaskSpec]] = {
        var cells: [[MaskSpec]] = []
        for inverted in [false, true] {
            for mode in "asildfn" {
                cells.append([MaskSpec(region: .a, mode: "a"), MaskSpec(region: .b, mode: mode, inverted: inverted, opacity: 0.6)])
            }
        }
        cells += [
            [MaskSpec(region: .b, mode: "s")],
            [MaskSpec(region: .b, mode: "a", inverted: true)],
            [MaskSpec(region: .b, mode: "i")],
            [MaskSpec(region: .b, mode: "a", opacity: 0.5)],
            [MaskSpec(region: .a, mode: "a", opacity: 0.5), MaskSpec(region: .b, mode: "a", opacity: 0.5)],
            [MaskSpec(region: .a, mode: "s"), MaskSpec(region: .b, mode: "a")],
            [MaskSpec(region: .a, mode: "a", inverted: true, opacity: 0.7), MaskSpec(region: .b, mode: "s", inverted: true, opacity: 0.4)],
            [MaskSpec(region: .a, mode: "i", opacity: 0.5), MaskSpec(region: .b, mode: "i", inverted: true, opacity: 0.8)],
            [MaskSpec(region: .a, mode: "a"), MaskSpec(region: .b, mode: "s"), MaskSpec(region: .c, mode: "a", opacity: 0.5)],
            // Expanded by 5 and −5: the sample points keep their side of each edge.
            [MaskSpec(region: .a, mode: "a"), MaskSpec(region: .b, mode: "s")],
        ]
        return cells
    }()

    /// Sample points inside a cell, and which regions hold them.
    static let points: [(x: Int, y: Int, inside: Set<Region>)] = [
        (15, 15, [.a]), (45, 45, [.a, .b, .c]), (65, 65, [.b, .c]), (75, 10, []),
    ]

    /// After Effects' mask modes (lottie-docs, the After Effects manual): each mask, its coverage
    /// times its opacity (inverted first where asked), combines with what the masks above it
    /// left; the first mask starts from an empty layer, or from the whole layer when it
    /// subtracts or intersects.
    static func expectedCoverage(_ masks: [MaskSpec], at inside: Set<Region>) -> Double {
        let first = masks.first { $0.mode != "n" }
        var c = first.map { $0.mode == "s" || $0.mode == "i" ? 1.0 : 0 } ?? 1
        for mask in masks where mask.mode != "n" {
            let covered: Double = inside.contains(mask.region) ? 1 : 0
            let m = (mask.inverted ? 1 - covered : covered) * mask.opacity
            switch mask.mode {
            case "a": c = c + m - c * m
            case "s": c *= 1 - m
            case "i": c *= m
            case "l": c = max(c, m)
            case "d": c = min(c, m)
            case "f": c = abs(c - m)
            default: break
            }
        }
        return c
    }

    @Test("every mode × inverted × opacity of masks_modes.json covers what After Effects' rules give")
    func maskModes() throws {
        // At the file's own size (its goldens are scaled to 512 wide).
        let file = "masks_modes.json"
        let e = GoldenFrames.Entry(file: file, frame: 0, width: 520, height: 350, scale: 1, png: "")
        let ours = try GoldenFrames.render(e, renderer: try RuleGoldens.renderer(file))
        for (n, masks) in Self.cells.enumerated() {
            let x0 = (n % 6) * 85 + 5, y0 = (n / 6) * 85 + 5
            for p in Self.points {
                let pixel = try #require(ours.pixel(x: x0 + p.x, y: y0 + p.y))
                // The layer is #3366cc over white: red goes 255 → 51 with coverage.
                let coverage = (255 - Double(pixel.r)) / 204
                let expected = Self.expectedCoverage(masks, at: p.inside)
                #expect(abs(coverage - expected) < 0.02, "cell \(n) at (\(p.x), \(p.y)): \(coverage), expected \(expected)")
            }
        }
    }

    @Test("where lottie-web's SVG renderer applies the same rules, its cells match ours")
    func maskModesAgainstTheSVGRenderer() throws {
        // lottie-web draws lighten, darken and difference as add, inverts a mask by filling it
        // with the layer's rectangle under the non-zero rule (no hole when both wind the same
        // way), and expands one by stroking it: those cells are After Effects' answer only in ours.
        let file = "masks_modes.json"
        let e = try #require(try RuleGoldens.entries(of: file, index: "index-svg.json").first)
        let ours = try GoldenFrames.render(e, renderer: try RuleGoldens.renderer(file))
        let golden = try PNG.read(from: e.png)
        func scaled(_ v: Int) -> Int { Int((Double(v) * e.scale).rounded()) }
        for n in [0, 1, 2, 6, 14, 16, 17, 18, 19, 22] {
            let cell = PixelRect(x: scaled((n % 6) * 85 + 3), y: scaled((n / 6) * 85 + 3), width: scaled(84), height: scaled(84))
            let mine = try #require(ours.subPixmap(cell)), theirs = try #require(golden.subPixmap(cell))
            let score = try #require(GoldenFrames.score(mine, theirs))
            #expect(score.withinBar, "cell \(n): \(score.cappedPSNR) dB")
        }
    }

    @Test("mask expansion grows the mask as its opacity fades (masks_animated.json), the rest as lottie-web's SVG renderer")
    func animatedMasks() throws {
        let file = "masks_animated.json"
        let renderer = try RuleGoldens.renderer(file)
        for e in try RuleGoldens.entries(of: file, index: "index-svg.json") {
            var ours = try GoldenFrames.render(e, renderer: renderer)
            var golden = try PNG.read(from: e.png)
            // The last layer (an orange disc at 260, 160, radius 28, its mask expanded 0 → 10 and
            // faded 100 → 20 % over frames 0…29): coverage by the green channel (0x88).
            func coverage(_ dx: Int) throws -> Double {
                let p = try #require(ours.pixel(x: 260 - dx, y: 160))
                return (255 - Double(p.g)) / 119
            }
            let progress = e.frame / 29
            let opacity = 1 - 0.8 * progress, expansion = 10 * progress
            #expect(abs(try coverage(20) - opacity) < 0.03, "frame \(e.frame) inside")
            // 33 px from the centre: inside the mask once it has grown past 34, outside below 32.
            if 28 + expansion >= 34 || 28 + expansion <= 32 {
                #expect(abs(try coverage(33) - (28 + expansion >= 34 ? opacity : 0)) < 0.03, "frame \(e.frame) in the grown band")
            }
            #expect(try coverage(42) < 0.03, "frame \(e.frame) outside")
            // lottie-web strokes an expanded mask over its fill (the band shows twice as dense):
            // the rest of the frame is compared, that layer blanked in both.
            for y in 100..<golden.height { for x in 200..<golden.width {
                ours.setPixel(x: x, y: y, PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
                golden.setPixel(x: x, y: y, PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
            } }
            let score = try #require(GoldenFrames.score(ours, golden))
            #expect(score.withinBar, "frame \(e.frame): \(score.cappedPSNR) dB")
        }
    }

    @Test("a repeater composited above: later copies on top, the first copy at the start opacity (After Effects; lottie-web inverts the ramp)")
    func repeaterAboveWithARamp() throws {
        // Five red copies of a 30 px square, 15, 5 px apart, 100 % → 0 %. lottie-web gives the
        // first copy the end opacity and the last the start one; After Effects (as Skottie,
        // checked against it, draws it) gives the first copy the start opacity.
        let file = "repeater_above_ramp.json"
        let e = try #require(try RuleGoldens.entries(of: file).first)
        let ours = try GoldenFrames.render(e, renderer: try RuleGoldens.renderer(file))
        let first = try #require(ours.pixel(x: 12, y: 35)), last = try #require(ours.pixel(x: 90, y: 72))
        #expect(first.r > 220 && first.g < 60, "the first copy is opaque red: \(first)")
        #expect(last.r == 255 && last.g == 255, "the last copy is transparent: \(last)")
        // Copy 0's black right edge (x 33…37) lies under copy 1's red fill (75 %): covered, it
        // shows dark red; on top it would be black.
        let edge = try #require(ours.pixel(x: 35, y: 40))
        #expect(edge.r > 140 && edge.r < 200, "copy 1 is above copy 0: \(edge)")
    }
}
