import Foundation
import Scrollwork
import ScrollworkCanvas
import ScrollworkImageDiff
import ScrollworkLottie
import Testing

/// The hand-written files of `Tests/Goldens/rules/files`, each pinning one rendering rule, and
/// lottie-web's own frames of them (`scripts/rule-goldens.sh`: the canvas renderer in
/// `lottie-web/`, the SVG renderer for the mask files in `lottie-web-svg/`).
enum RuleGoldens {
    static let folder = SharedData.packageRoot + "/Tests/Goldens/rules"

    /// The goldens of one index (`index.json` or `index-svg.json`) for a file.
    static func entries(of file: String, index: String = "index.json") throws -> [GoldenFrames.Entry] {
        let data = try #require(FileManager.default.contents(atPath: folder + "/" + index), "\(index) is missing")
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let list = try #require(object["entries"] as? [[String: Any]])
        return list.compactMap { e in
            guard e["file"] as? String == file, let frame = (e["frame"] as? NSNumber)?.doubleValue,
                  let w = e["width"] as? Int, let h = e["height"] as? Int,
                  let scale = (e["scale"] as? NSNumber)?.doubleValue, let png = e["png"] as? String else { return nil }
            return GoldenFrames.Entry(file: file, frame: frame, width: w, height: h, scale: scale, png: folder + "/" + png)
        }
    }

    /// A renderer of a rule file.
    static func renderer(_ file: String) throws -> LottieRenderer {
        LottieRenderer(try LottieReader.everything.read(contentsOfFile: folder + "/files/" + file), options: .scripted)
    }
}

/// Each rule file against lottie-web's frames of it: within the bar, and at least as close as
/// the file's floor (its figure when the rule was fixed, less a margin; the figure before the
/// fix, where there was one, is in the comment, below the floor, so the test fails without the
/// rule).
@Suite("Render: hand-written rule files against lottie-web")
struct RuleGoldenTests {
    static let floors: [String: Double] = [
        "hairline_strokes.json": 42,              // Chromium's hairlines for strokes ≤ 1 px (37.3 dB as exact bands)
        "degenerate_subpaths.json": 48,           // no dot for a lone vertex or a curve that stays put (14.6 dB)
        "zero_length_dashes.json": 37,            // zero-length dashes keep their round caps (16.4 dB without)
        "path_morph_vertex_counts.json": 38,      // the first keyframe's vertex count throughout (10.3 dB)
        "repeater_script_copies.json": 48,        // every copy a script asks for (17.0 dB)
        "rectangle_direction_and_sign.json": 37,  // no `d` is counter-clockwise, a negative size bends corners (23.4 dB)
        "time_remap_to_out_point.json": 60,       // a remap onto the out point holds the frame before (20.4 dB)
        "completed_layers.json": 37,              // a completed layer's tangents are absolute (9.6 dB)
        "expression_controls.json": 50,           // slider-driven size, rotation, trim on a rectangle without `d` (16.0 dB)
        "auto_orient.json": 44,
        "radial_highlight.json": 50,
        "repeater_order.json": 43,
        "expression_geometry.json": 42,           // createPath every frame: the meridians of a globe
        "expression_layer_space.json": 40,        // toComp/fromComp of parented layers: a limb
        "expression_points.json": 38,             // points() of an animated path read by another
        "expression_time.json": 48,               // time in a stretched precomp that starts late
        "expression_value_at_time.json": 50,      // valueAtTime of another layer, loopOut pingpong
    ]

    @Test("every frame is within the bar of lottie-web and above the file's floor", arguments: floors.keys.sorted())
    func rule(_ file: String) throws {
        let floor = try #require(Self.floors[file])
        let entries = try RuleGoldens.entries(of: file)
        #expect(entries.count == 3, "\(file): \(entries.count) golden frames")
        let renderer = try RuleGoldens.renderer(file)
        for e in entries {
            let ours = try GoldenFrames.render(e, renderer: renderer)
            let score = try #require(GoldenFrames.score(ours, try PNG.read(from: e.png)), "size mismatch")
            #expect(score.withinBar && score.cappedPSNR >= floor,
                    "\(file) @\(e.frame): \(score.cappedPSNR) dB (floor \(floor)), \(score.percentOver32) % > 32")
        }
    }

    @Test("a script asking a repeater for a billion copies draws the limit's worth, no more")
    func scriptedCopiesAreBounded() throws {
        let path = RuleGoldens.folder + "/files/repeater_script_copies.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let huge = text.replacingOccurrences(of: "2+Math.floor(time*3)", with: "1e9")
        #expect(huge != text)
        let renderer = LottieRenderer(try LottieReader().read(json: huge), options: .scripted)
        let canvas = Canvas(try Pixmap(width: 200, height: 200, color: .white))
        renderer.render(frame: 30, into: canvas, scale: 1)
        // 18 px discs centred 25 px apart from x = 20 (the script's own count at frame 30 is 5):
        // the copies to the frame's edge are all drawn.
        let row = (0..<200).map { canvas.pixmap.pixel(x: $0, y: 170)?.r ?? 255 }
        #expect(row[20] < 60 && row[170] < 60 && row[195] < 60, "copies 0, 6 and 7 are drawn")
    }
}
