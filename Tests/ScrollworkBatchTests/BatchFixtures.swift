import Foundation

/// A scratch folder with small Lottie files, removed at the end of a test.
struct Scratch {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "scrollwork-batch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { path + "/" + name }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` at `name` (folders made as needed) and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let target = file(name)
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: target, atomically: true, encoding: .utf8)
        return target
    }

    /// Every file below `sub`, relative to it, sorted.
    func files(under sub: String = "") -> [String] {
        let base = sub.isEmpty ? path : file(sub)
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
        var found: [String] = []
        while let item = walker.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: base + "/" + item, isDirectory: &isFolder), !isFolder.boolValue { found.append(item) }
        }
        return found.sorted()
    }
}

/// A 64×48, 10 fps, 10-frame animation: a square of `color` moving right.
func movingSquare(_ color: String = "#ff0000") -> String {
    """
    {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 64, "h": 48, "layers": [
      {"ty": 1, "ind": 1, "ip": 0, "op": 10, "st": 0, "sw": 16, "sh": 16, "sc": "\(color)",
       "ks": {"p": {"a": 1, "k": [{"t": 0, "s": [0, 16, 0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}},
                                  {"t": 9, "s": [48, 16, 0]}]}}}]}
    """
}
