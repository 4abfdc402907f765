import ArgumentParser
import Foundation
import Scrollwork
import ScrollworkCanvas
import ScrollworkLottie

/// `scrollwork render`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one frame to a PNG, or every golden frame of a reference index.",
        discussion: """
        One frame: give the file, --frame and -o, and either --size WxH (the content is scaled uniformly to fit and centred) or --scale s (scaled by s from the top-left corner into a round(w·s)×round(h·s) image, drawing clipped to the composition: the golden frames' rule). Without --background the PNG keeps its alpha channel.

        Index mode: --index reference/index.json --out-dir DIR renders every entry (file, frame, width, height, scale) over white into DIR/<file>@<frame>.png, in one process.
        """)

    @Argument(help: "The Lottie file (.json or .lottie).")
    var file: String?

    @Option(help: "The absolute frame to render (fractions allowed).")
    var frame: Double?

    @Option(help: "Output size WxH; the content is fitted and centred.")
    var size: PixelSize?

    @Option(help: "Scale factor from the top-left corner (instead of --size).")
    var scale: Double?

    @Option(help: "Background colour #rrggbb (default: transparent).")
    var background: HexColor?

    @Option(name: .shortAndLong, help: "The output PNG.")
    var output: String?

    @Option(help: "A reference index.json: render all its golden frames.")
    var index: String?

    @Option(help: "Output folder for --index.")
    var outDir: String?

    mutating func run() throws {
        do {
            if let index {
                try renderIndex(index)
            } else {
                try renderOne()
            }
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("error: \(failure.description)\n".utf8))
            throw ExitCode.failure
        }
    }

    func renderOne() throws {
        guard let file else { throw CommandFailure("missing <file> (or --index)") }
        guard let output else { throw CommandFailure("missing -o <out.png>") }
        if size != nil && scale != nil { throw CommandFailure("give --size or --scale, not both") }
        if let scale, !(scale > 0 && scale.isFinite) { throw CommandFailure("--scale must be a positive number") }
        let animation = try loadAnimation(file)
        let frame = self.frame ?? animation.inPoint
        guard frame.isFinite else { throw CommandFailure("--frame must be a number") }
        let renderer = LottieRenderer(animation)
        let canvas = try renderFrame(renderer, frame: frame, size: size, scale: size == nil ? (scale ?? 1) : nil, canvas: nil)
        try writePNG(canvas.pixmap, to: output, background: background?.color)
    }

    func renderIndex(_ indexPath: String) throws {
        guard let outDir else { throw CommandFailure("--index needs --out-dir") }
        guard let data = FileManager.default.contents(atPath: indexPath),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["entries"] as? [[String: Any]] else {
            throw CommandFailure("\(indexPath): not a reference index")
        }
        let referenceDir = (indexPath as NSString).deletingLastPathComponent
        let corpus = (referenceDir as NSString).appendingPathComponent(json["corpus"] as? String ?? "../corpus")
        var loaded: (file: String, renderer: LottieRenderer?)?
        let canvas = Canvas(try! Pixmap(width: 1, height: 1))
        var failures = 0
        for entry in entries {
            guard let file = entry["file"] as? String, let frame = (entry["frame"] as? NSNumber)?.doubleValue,
                  let scale = (entry["scale"] as? NSNumber)?.doubleValue else { continue }
            if loaded?.file != file {
                let path = (corpus as NSString).appendingPathComponent(file)
                loaded = (file, try? LottieRenderer(LottieReader().read(contentsOfFile: path)))
                if loaded?.renderer == nil { FileHandle.standardError.write(Data("cannot load \(file)\n".utf8)) }
            }
            guard let renderer = loaded?.renderer else { failures += 1; continue }
            let out = (outDir as NSString).appendingPathComponent("\(file)@\(Int(frame)).png")
            try? FileManager.default.createDirectory(atPath: (out as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            var size: PixelSize?
            if let w = entry["width"] as? Int, let h = entry["height"] as? Int { size = PixelSize(argument: "\(w)x\(h)") }
            let c = try renderFrame(renderer, frame: frame, size: nil, scale: scale, canvas: canvas)
            if let size, size.width != c.pixmap.width || size.height != c.pixmap.height {
                FileHandle.standardError.write(Data("size mismatch for \(file)\n".utf8))
            }
            try writePNG(c.pixmap, to: out, background: .white)
        }
        if failures > 0 { FileHandle.standardError.write(Data("\(failures) frames not rendered\n".utf8)) }
    }
}
