import Foundation
import Scrollwork
import ScrollworkCanvas
import ScrollworkImageDiff
import ScrollworkLottie
import Testing

/// The golden frames of `../shared/reference/index.json` and the bar they are scored with.
enum GoldenFrames {
    struct Entry: Sendable {
        var file: String
        var frame: Double
        var width: Int
        var height: Int
        var scale: Double
        var png: String
    }

    /// All entries of the index (empty without the shared data).
    static let entries: [Entry] = {
        guard let root = SharedData.root, let data = FileManager.default.contents(atPath: root + "/reference/index.json"),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let list = object["entries"] as? [[String: Any]] else { return [] }
        return list.compactMap { e in
            guard let file = e["file"] as? String, let frame = (e["frame"] as? NSNumber)?.doubleValue,
                  let w = e["width"] as? Int, let h = e["height"] as? Int,
                  let scale = (e["scale"] as? NSNumber)?.doubleValue, let png = e["png"] as? String else { return nil }
            return Entry(file: file, frame: frame, width: w, height: h, scale: scale, png: root + "/reference/" + png)
        }
    }()

    /// The entries of one corpus file.
    static func entries(of file: String) -> [Entry] { entries.filter { $0.file == file } }

    /// Renders an entry the goldens' way: scaled from the top-left, over white.
    static func render(_ e: Entry, renderer: LottieRenderer) throws -> Pixmap {
        let canvas = Canvas(try Pixmap(width: e.width, height: e.height, color: .white))
        renderer.render(frame: e.frame, into: canvas, scale: e.scale)
        return canvas.pixmap
    }

    /// The reference tools' figures for a render against its golden (nil when the sizes differ).
    static func score(_ ours: Pixmap, _ golden: Pixmap) -> ImageDiff? { try? ImageDiff(golden, ours) }

    /// Renders every golden frame of a corpus file and expects each within the bar (and the file
    /// to have golden frames at all).
    static func expectEveryFrameWithinBar(of file: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let entries = entries(of: file)
        #expect(!entries.isEmpty, "no golden frames for \(file)", sourceLocation: sourceLocation)
        let renderer = LottieRenderer(try LottieReader.everything.read(contentsOfFile: SharedData.corpusPath(file)), options: .scripted)
        for e in entries {
            let ours = try render(e, renderer: renderer)
            let score = try #require(score(ours, try PNG.read(from: e.png)), "size mismatch at frame \(e.frame)",
                                     sourceLocation: sourceLocation)
            #expect(score.withinBar, "\(file) @\(e.frame): \(score.cappedPSNR) dB, \(score.percentOver32) % > 32",
                    sourceLocation: sourceLocation)
        }
    }
}

/// Whether this build is optimised (heavy rendering tests run only in release).
#if DEBUG
let isReleaseBuild = false
#else
let isReleaseBuild = true
#endif
