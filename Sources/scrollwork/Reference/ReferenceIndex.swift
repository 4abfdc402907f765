import Foundation

/// The golden frames' index (`../shared/reference/index.json`): which frame of which corpus
/// file lottie-web rendered, at what size, and how far ThorVG is from it.
struct ReferenceIndex {
    /// One golden frame.
    struct Entry {
        /// The corpus file, relative to ``ReferenceIndex/corpus``.
        var file: String
        /// The absolute Lottie frame.
        var frame: Double
        /// The golden PNG's size, when the index gives it.
        var width: Int?
        var height: Int?
        /// The scale the golden was rendered at (the golden size rule).
        var scale: Double?
        /// The golden PNG, relative to the index's folder.
        var png: String?
        /// ThorVG's PSNR against this golden, and whether it is within the bar.
        var thorvgPSNR: Double?
        var thorvgWithinBar: Bool
    }

    /// The folder holding `index.json`.
    var folder: String
    /// The corpus folder the entries' files are relative to.
    var corpus: String
    var entries: [Entry]

    /// Reads an index; a missing or malformed file is a ``CommandFailure``.
    init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure("\(path): not found")
        }
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let list = json["entries"] as? [[String: Any]] else {
            throw CommandFailure("\(path): not a reference index")
        }
        folder = (path as NSString).deletingLastPathComponent
        corpus = (folder as NSString).appendingPathComponent(json["corpus"] as? String ?? "../corpus")
        entries = list.compactMap { e in
            guard let file = e["file"] as? String, let frame = (e["frame"] as? NSNumber)?.doubleValue else { return nil }
            let agreement = e["thorvg_agreement"] as? [String: Any]
            return Entry(file: file, frame: frame, width: e["width"] as? Int, height: e["height"] as? Int,
                         scale: (e["scale"] as? NSNumber)?.doubleValue, png: e["png"] as? String,
                         thorvgPSNR: (agreement?["psnr"] as? NSNumber)?.doubleValue,
                         thorvgWithinBar: (agreement?["within_bar"] as? Bool) ?? false)
        }
    }
}
