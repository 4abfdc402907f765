import Foundation
import ZIPFoundation

/// Packages, catalogues and folders the tests make for themselves.
enum Fixtures {
    /// A small Lottie animation of its own: a 100×100 shape layer with a rectangle whose
    /// position moves, `op` frames at 30 fps. `name` lands in `nm`.
    static func lottie(name: String = "test", outPoint: Int = 60) -> [UInt8] {
        Array("""
        {"v":"5.7.4","fr":30,"ip":0,"op":\(outPoint),"w":100,"h":100,"nm":"\(name)","layers":[
          {"ty":4,"ind":1,"nm":"box","ip":0,"op":\(outPoint),"st":0,
           "ks":{"a":{"a":0,"k":[0,0]},"p":{"a":1,"k":[{"t":0,"s":[20,50],"o":{"x":[0.4],"y":[0]},"i":{"x":[0.6],"y":[1]}},{"t":\(outPoint - 1),"s":[80,50]}]},
                 "s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}},
           "shapes":[{"ty":"rc","nm":"r","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[20,20]},"r":{"a":0,"k":0}},
                     {"ty":"fl","nm":"f","c":{"a":0,"k":[1,0.5,0,1]},"o":{"a":0,"k":100}}]}]}
        """.utf8)
    }

    /// A zip of `entries` (name, bytes), made with ZIPFoundation in memory; `symlinks` adds
    /// symbolic-link entries (name → target).
    static func zip(_ entries: [(String, [UInt8])], symlinks: [(String, String)] = [],
                    compression: CompressionMethod = .deflate) throws -> [UInt8] {
        let archive = try Archive(accessMode: .create)
        for (name, bytes) in entries {
            let data = Data(bytes)
            try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count), compressionMethod: compression) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        for (name, target) in symlinks {
            let data = Data(target.utf8)
            try archive.addEntry(with: name, type: .symlink, uncompressedSize: Int64(data.count)) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return [UInt8](archive.data ?? Data())
    }

    /// A package zip: `data.json` plus an `images/` note.
    static func package(name: String, outPoint: Int = 60) throws -> [UInt8] {
        try zip([("data.json", lottie(name: name, outPoint: outPoint)), ("images/readme.txt", Array("no images".utf8))])
    }

    /// A catalogue's JSON for (id, version, path, sha256?) entries.
    static func catalogue(_ entries: [(id: String, version: Int, path: String, sha256: String?)]) -> [UInt8] {
        let items = entries.map { e in
            "{\"id\":\"\(e.id)\",\"version\":\(e.version),\"url\":\"\(e.path)\"" + (e.sha256.map { ",\"sha256\":\"\($0)\"" } ?? "") + "}"
        }
        return Array("{\"packages\":[\(items.joined(separator: ","))]}".utf8)
    }

    /// A new empty folder under the system's temporary folder.
    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "scrollwork-packages-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
