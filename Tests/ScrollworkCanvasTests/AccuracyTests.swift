import ScrollworkCanvas
import ScrollworkImageDiff
import Testing
import Scrollwork

/// The scenes of `Scenes/*.json`, drawn through the Canvas API, compared with ThorVG's renders
/// of the JSON files (`Goldens/*.png`, 512×512 over white).
enum AccuracyScenes {
    static let red = Color(red: 0.9, green: 0.1, blue: 0.1)
    static let green = Color(red: 0.1, green: 0.7, blue: 0.2)
    static let blue = Color(red: 0.1, green: 0.3, blue: 0.9)
    static let orange = Color(red: 1, green: 0.6, blue: 0)

    static func rect(_ cx: Double, _ cy: Double, _ w: Double, _ h: Double, _ r: Double = 0) -> Path {
        Path(rect: Rect(x: cx - w / 2, y: cy - h / 2, width: w, height: h), cornerRadius: r)
    }

    static func ellipse(_ cx: Double, _ cy: Double, _ w: Double, _ h: Double) -> Path {
        Path(ellipseCenter: Point(cx, cy), size: Size(w, h))
    }

    static func polyline(_ pts: [(Double, Double)]) -> Path {
        Path(polygon: pts.map { Point($0.0, $0.1) }, closed: false)
    }

    /// Each scene draws its Lottie groups from the last to the first (Lottie's order).
    static let all: [String: @Sendable (Canvas) -> Void] = [
        "rects": { c in
            c.fill(rect(200, 180, 260, 180), color: red)
            c.fill(rect(350, 350, 200, 120, 30), color: blue.withAlpha(multipliedBy: 0.8))
        },
        "ellipses": { c in
            c.fill(ellipse(200, 220, 300, 220), color: orange)
            c.fill(ellipse(300, 280, 260, 200), color: green.withAlpha(multipliedBy: 0.6))
        },
        "stars": { c in
            c.fill(Path.star(center: Point(180, 200), points: 5, outerRadius: 150, innerRadius: 60), color: red)
            c.fill(Path.polygon(center: Point(380, 380), points: 6, radius: 100, rotation: 15), color: blue)
        },
        "beziers": { c in
            var p = Path(vertices: [Point(60, 400), Point(256, 80), Point(450, 400)],
                         inTangents: [Point(60, 400), Point(136, 80), Point(450, 400)],
                         outTangents: [Point(60, 400), Point(376, 80), Point(450, 400)], closed: true)
            p.append(Path(polygon: [Point(200, 300), Point(312, 300), Point(256, 200)]))
            c.fill(p, color: blue, rule: .evenOdd)
        },
        "stroked_rects": { c in
            c.stroke(rect(256, 256, 120, 80, 25), color: red, style: StrokeStyle(width: 10, cap: .round, join: .round))
            c.stroke(rect(256, 256, 300, 200), color: .black, style: StrokeStyle(width: 24, cap: .butt, join: .miter, miterLimit: 4))
        },
        "joins": { c in
            c.stroke(polyline([(60, 400), (200, 340), (340, 400), (460, 340)]), color: blue,
                     style: StrokeStyle(width: 30, cap: .square, join: .bevel))
            c.stroke(polyline([(60, 260), (200, 200), (340, 260), (460, 200)]), color: green,
                     style: StrokeStyle(width: 30, cap: .round, join: .round))
            c.stroke(polyline([(60, 120), (200, 60), (340, 120), (460, 60)]), color: red,
                     style: StrokeStyle(width: 30, cap: .butt, join: .miter, miterLimit: 10))
        },
        "dashes": { c in
            c.stroke(rect(256, 200, 360, 240), color: blue,
                     style: StrokeStyle(width: 10, cap: .butt, join: .miter, dash: DashPattern([30, 15], offset: 0)))
            c.stroke(polyline([(60, 420), (450, 420)]), color: .black,
                     style: StrokeStyle(width: 12, cap: .butt, join: .miter, dash: DashPattern([40, 20], offset: 10)))
        },
        "trims": { c in
            c.stroke(rect(256, 256, 200, 200), color: blue,
                     style: StrokeStyle(width: 14, cap: .round, join: .miter, trim: Trim(start: 0, end: 0.45)))
            c.stroke(ellipse(256, 256, 360, 360), color: red,
                     style: StrokeStyle(width: 20, cap: .butt, join: .round, trim: Trim(start: 0.1, end: 0.7, offset: 108.0 / 360)))
        },
        "linear_gradient": { c in
            let g = Gradient(stops: [GradientStop(offset: 0, color: Color(red: 1, green: 0, blue: 0)),
                                     GradientStop(offset: 0.5, color: Color(red: 1, green: 1, blue: 0)),
                                     GradientStop(offset: 1, color: Color(red: 0, green: 0, blue: 1))])
            c.fill(rect(256, 256, 400, 300), with: .linear(LinearGradient(start: Point(56, 106), end: Point(456, 406), gradient: g)))
        },
        "radial_gradient": { c in
            let g = Gradient(stops: [GradientStop(offset: 0, color: .white),
                                     GradientStop(offset: 1, color: Color(red: 0.1, green: 0.2, blue: 0.8))])
            c.fill(ellipse(256, 256, 400, 400), with: .radial(RadialGradient.lottie(
                start: Point(256, 256), end: Point(456, 256), highlightLength: 0, highlightAngle: 0, gradient: g)))
        },
        "curve_stroke": { c in
            var a = Path()
            a.move(to: Point(40, 100)); a.cubic(to: Point(470, 420), control1: Point(240, 400), control2: Point(270, 420))
            c.stroke(a, color: .black, style: StrokeStyle(width: 3, cap: .butt, join: .miter))
            var b = Path()
            b.move(to: Point(40, 400)); b.cubic(to: Point(470, 120), control1: Point(340, 500), control2: Point(370, -80))
            c.stroke(b, color: green, style: StrokeStyle(width: 16, cap: .round, join: .round))
        },
    ]

    static func render(_ name: String) throws -> Pixmap {
        let canvas = try Canvas(width: 512, height: 512)
        canvas.clear(.white)
        all[name]?(canvas)
        return canvas.pixmap
    }
}

@Suite("Accuracy against ThorVG goldens")
struct AccuracyTests {
    /// The scenes a debug build checks (a fills, a strokes and a gradient scene); release
    /// builds check every scene.
    static let debugScenes = ["rects", "joins", "linear_gradient"]
    static let scenes = Support.isRelease ? AccuracyScenes.all.keys.sorted() : debugScenes

    static func score(_ name: String) throws -> ImageDiff {
        let ours = try AccuracyScenes.render(name)
        try ours.writePNG(to: Support.outputDirectory + "/\(name).png", output: .rgb(background: .white))
        return try ImageDiff(try Pixmap(pngFile: Support.goldens + "/\(name).png"), ours)
    }

    @Test("Scene matches its golden: PSNR ≥ 38 dB, ≤ 1 % of pixels off by > 8, and no worse than its committed floor",
          arguments: scenes)
    func sceneMatchesGolden(_ name: String) throws {
        let r = try Self.score(name)
        print("accuracy \(name): PSNR \(Support.fixed(r.cappedPSNR, 2)) dB, >8: \(Support.fixed(r.percentOver8, 3)) %, max \(r.maximum)")
        #expect(r.cappedPSNR >= 38, "\(name): PSNR \(r.cappedPSNR)")
        #expect(r.percentOver8 <= 1, "\(name): \(r.percentOver8) % of pixels off by > 8")
        let floor = try #require(AccuracyFloors.committed[name],
                                 "no floor for \(name) in \(AccuracyFloors.path); add it: \(AccuracyFloors.updateCommand)")
        #expect(r.cappedPSNR >= floor.psnr, "\(name): PSNR \(r.cappedPSNR) dB fell below its floor of \(floor.psnr) dB")
        #expect(r.percentOver8 <= floor.percentOver8,
                "\(name): \(r.percentOver8) % of pixels off by > 8, over its ceiling of \(floor.percentOver8) %")
        if floor.raised(by: r) != floor {
            print("accuracy ratchet: \(name) is better than its floor (\(Support.fixed(r.cappedPSNR, 2)) dB, "
                  + "\(Support.fixed(r.percentOver8, 3)) % > 8): raise it with \(AccuracyFloors.updateCommand)")
        }
    }

    @Test("Raise the committed floors to today's scores (only with SCROLLWORK_UPDATE_RATCHET=1, in release)",
          .enabled(if: AccuracyFloors.isUpdating && Support.isRelease, "runs only when asked to update the ratchet"))
    func raiseFloors() throws {
        var floors = AccuracyFloors.committed
        for name in AccuracyScenes.all.keys {
            let r = try Self.score(name)
            floors[name] = floors[name].map { $0.raised(by: r) } ?? AccuracyFloor(score: r)
        }
        #expect(AccuracyFloors.writeText(AccuracyFloors.text(floors), to: AccuracyFloors.path), "cannot write \(AccuracyFloors.path)")
        print("accuracy ratchet: wrote \(AccuracyFloors.path)")
    }

    @Test func everySceneHasAJSONAGoldenAndAFloor() {
        for name in AccuracyScenes.all.keys {
            #expect(access(Support.scenes + "/\(name).json", R_OK) == 0, "missing Scenes/\(name).json")
            #expect(access(Support.goldens + "/\(name).png", R_OK) == 0, "missing Goldens/\(name).png")
            #expect(AccuracyFloors.committed[name] != nil || AccuracyFloors.isUpdating, "no floor for \(name) in Goldens/floors.txt")
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif
