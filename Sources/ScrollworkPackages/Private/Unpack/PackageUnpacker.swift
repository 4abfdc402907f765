import Foundation
import ScrollworkLottie
import ZIPFoundation

/// What unpacking produced: the animation file (relative to the folder), the bytes on disk
/// and the animation file's SHA-256 (for later corruption checks).
struct UnpackedPackage: Sendable {
    var animationFile: String
    var size: Int
    var animationSHA256: String
}

/// Unpacks a package zip into a fresh folder, refusing hostile entries, and checks that the
/// result holds an animation ``LottieReader`` can load.
///
/// - A `.lottie` archive (a `manifest.json` and `animations/`) is kept whole as
///   `animation.lottie`; the reader opens it with its own bounds.
/// - Any other zip is extracted; the animation is `data.json`, or the only `.json` at the top.
enum PackageUnpacker {
    /// The most entries a package may hold.
    static let maxEntries = 10_000
    /// The name a `.lottie` archive is kept under.
    static let dotLottieName = "animation.lottie"

    static func unpack(archive path: String, into destination: String, maxSize: Int) throws(PackageError) -> UnpackedPackage {
        let archive: Archive
        do {
            guard let head = FileHandle(forReadingAtPath: path) else {
                throw PackageError(.storage, message: "cannot open the downloaded file")
            }
            let magic = [UInt8]((try? head.read(upToCount: 4)) ?? Data())
            try? head.close()
            guard magic == [0x50, 0x4B, 0x03, 0x04] else {
                throw PackageError(.invalidArchive, message: "the package is not a ZIP archive")
            }
            archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch let error as PackageError {
            throw error
        } catch {
            throw PackageError(.invalidArchive, message: "the package is not a readable ZIP archive: \(error)")
        }

        // Check every name before writing anything.
        var files: [(name: String, entry: Entry)] = []
        var directories: [String] = []
        var count = 0
        for entry in archive {
            count += 1
            guard count <= maxEntries else {
                throw PackageError(.invalidArchive, message: "more than \(maxEntries) entries")
            }
            let name = entry.path
            guard let safe = safeRelativePath(name, inside: destination) else {
                throw PackageError(.unsafeArchive, message: "entry '\(name)' would be written outside the package folder")
            }
            switch entry.type {
            case .symlink:
                throw PackageError(.unsafeArchive, message: "entry '\(name)' is a symbolic link")
            case .directory:
                directories.append(safe)
            case .file:
                if safe.hasPrefix("__MACOSX/") || safe.hasSuffix(".DS_Store") { continue }
                files.append((safe, entry))
            }
        }

        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: destination, withIntermediateDirectories: true)
        } catch {
            throw PackageError(.storage, message: "cannot create '\(destination)': \(error)")
        }

        let names = Set(files.map(\.name))
        let animationFile: String
        if names.contains("manifest.json") && names.contains(where: { $0.hasPrefix("animations/") }) {
            do {
                try manager.copyItem(atPath: path, toPath: destination + "/" + dotLottieName)
            } catch {
                throw PackageError(.storage, message: "cannot keep the .lottie archive: \(error)")
            }
            animationFile = dotLottieName
        } else {
            for directory in directories {
                do { try manager.createDirectory(atPath: destination + "/" + directory, withIntermediateDirectories: true) } catch {
                    throw PackageError(.storage, message: "cannot create '\(directory)': \(error)")
                }
            }
            var total = 0
            for (name, entry) in files {
                total = try extract(entry, named: name, from: archive, into: destination, total: total, maxSize: maxSize)
            }
            let topJSON = names.filter { !$0.contains("/") && $0.lowercased().hasSuffix(".json") }
            if names.contains("data.json") {
                animationFile = "data.json"
            } else if topJSON.count == 1, let only = topJSON.first {
                animationFile = only
            } else {
                throw PackageError(.noAnimation, message: "the package has no data.json (nor a single .json at its top level)")
            }
        }

        let animationPath = destination + "/" + animationFile
        do {
            _ = try LottieReader().read(contentsOfFile: animationPath)
        } catch {
            throw PackageError(.noAnimation, message: "'\(animationFile)' is not a loadable animation: \(error)")
        }
        guard let hash = fileSHA256(animationPath) else {
            throw PackageError(.storage, message: "cannot read back '\(animationFile)'")
        }
        return UnpackedPackage(animationFile: animationFile, size: directorySize(destination), animationSHA256: hash)
    }

    /// The entry name as a clean relative path (`SafeRelativePath`), or nil when it is not
    /// one or does not resolve inside `destination`.
    static func safeRelativePath(_ name: String, inside destination: String) -> String? {
        guard let clean = SafeRelativePath.clean(name) else { return nil }
        let root = URL(fileURLWithPath: destination).standardizedFileURL.path
        let resolved = URL(fileURLWithPath: root + "/" + clean).standardizedFileURL.path
        guard resolved.hasPrefix(root + "/") else { return nil }
        return clean
    }

    /// Writes one entry, enforcing the total unpacked size while decompressing.
    private static func extract(_ entry: Entry, named name: String, from archive: Archive, into destination: String,
                                total: Int, maxSize: Int) throws(PackageError) -> Int {
        let path = destination + "/" + name
        let folder = (path as NSString).deletingLastPathComponent
        let manager = FileManager.default
        var written = total
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            guard manager.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
                throw PackageError(.storage, message: "cannot create '\(name)'")
            }
            defer { try? handle.close() }
            _ = try archive.extract(entry, skipCRC32: false) { chunk in
                written += chunk.count
                if written > maxSize { throw PackageError(.invalidArchive, message: "the unpacked package exceeds \(maxSize) bytes") }
                try handle.write(contentsOf: chunk)
            }
        } catch let error as PackageError {
            throw error
        } catch {
            throw PackageError(.invalidArchive, message: "cannot unpack '\(name)': \(error)")
        }
        return written
    }

    /// The SHA-256 of a file, or nil when it cannot be read.
    static func fileSHA256(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var hasher = SHA256Checksum()
        while true {
            let chunk: Data?
            do { chunk = try handle.read(upToCount: 1 << 16) } catch { return nil }
            guard let chunk, !chunk.isEmpty else { break }   // nil or empty: the end of the file
            hasher.update(chunk)
        }
        return hasher.finalizeHex()
    }

    /// Bytes of the regular files under `path`.
    static func directorySize(_ path: String) -> Int {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: path) else { return 0 }
        var total = 0
        while let item = enumerator.nextObject() as? String {
            if let attributes = try? manager.attributesOfItem(atPath: path + "/" + item),
               attributes[.type] as? FileAttributeType == .typeRegular,
               let size = attributes[.size] as? Int {
                total += size
            }
        }
        return total
    }
}
