import Foundation
import Scrollwork
import ScrollworkCanvas
import ScrollworkLottie

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

    /// PSNR (dB, 99 when identical) and the share of pixels off by more than 32 in some
    /// channel, both over opaque RGB (the reference tools' `diff.py` figures).
    static func score(_ a: Pixmap, _ b: Pixmap) -> (psnr: Double, over32: Double)? {
        guard a.width == b.width, a.height == b.height else { return nil }
        var sq = 0.0, off = 0
        let n = a.width * a.height
        a.withUnsafePixels { pa in
            b.withUnsafePixels { pb in
                for i in 0..<n {
                    let x = pa[i], y = pb[i]
                    var worst: Int32 = 0
                    for shift in [0, 8, 16] as [UInt32] {
                        // Over white: C = Cp + 255 − A.
                        let ax = Int32((x >> shift) & 0xFF) + 255 - Int32(x >> 24)
                        let bx = Int32((y >> shift) & 0xFF) + 255 - Int32(y >> 24)
                        let d = abs(ax - bx)
                        worst = max(worst, d)
                        sq += Double(d * d)
                    }
                    if worst > 32 { off += 1 }
                }
            }
        }
        let mse = sq / Double(3 * n)
        let psnr = mse == 0 ? 99 : min(99, 10 * log10(255 * 255 / mse))
        return (psnr, Double(off) / Double(n) * 100)
    }

    /// Within the bar: PSNR ≥ 35 dB and at most 1.5 % of pixels off by more than 32.
    static func withinBar(_ s: (psnr: Double, over32: Double)) -> Bool { s.psnr >= 35 && s.over32 <= 1.5 }
}

/// Whether this build is optimised (heavy rendering tests run only in release).
#if DEBUG
let isReleaseBuild = false
#else
let isReleaseBuild = true
#endif
