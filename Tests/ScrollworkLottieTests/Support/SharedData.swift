import Foundation
import Testing

/// Locates `../shared` (test data beside the package) from this file's path.
enum SharedData {
    /// The package root (two folders above `Tests/ScrollworkLottieTests/Support`).
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// `../shared`, if present.
    static let root: String? = {
        let path = (packageRoot as NSString).appendingPathComponent("../shared")
        let standardized = (path as NSString).standardizingPath
        return FileManager.default.fileExists(atPath: standardized + "/corpus") ? standardized : nil
    }()

    /// Whether the shared data is present (tests that need it are disabled with this reason otherwise).
    static let isAvailable = root != nil
    static let missingReason: Comment = "../shared/corpus is absent: corpus tests cannot run (clone the shared data beside the package)"

    /// Every `*.json`, `*.lottie`, `*.lot` under `../shared/corpus`, relative paths, sorted.
    static let corpusFiles: [String] = {
        guard let root else { return [] }
        let base = root + "/corpus"
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
        var files: [String] = []
        while let item = walker.nextObject() as? String {
            let ext = (item as NSString).pathExtension.lowercased()
            if ["json", "lottie", "lot"].contains(ext) { files.append(item) }
        }
        return files.sorted()
    }()

    /// Absolute path of a corpus file.
    static func corpusPath(_ relative: String) -> String { (root ?? "") + "/corpus/" + relative }

    /// The files that have golden frames in `reference/index.json` (`entries[].file`).
    static let goldenFiles: [String] = Array(Set(GoldenFrames.entries.map(\.file))).sorted()
}

