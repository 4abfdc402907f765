import Foundation
import ZIPFoundation

/// A `.lottie` (dotLottie v1/v2) archive read from memory (LOTTIE_FORMAT.md §14), with
/// decompression bounded against zip bombs and entry names checked against escapes.
package struct DotLottieArchive {
    private let archive: Archive
    private let limits: LottieLimits
    /// The archive's bytes (entries are inflated from them, see ``read(_:)``).
    private let bytes: [UInt8]
    /// Entry paths (files only, `__MACOSX/` and `.DS_Store` skipped) → entries and where
    /// their data lie.
    private(set) var entries: [String: (entry: Entry, item: ZIPBounds.Item)] = [:]
    /// Entry paths in archive order.
    private(set) var order: [String] = []
    /// Uncompressed bytes read so far.
    private var bytesRead = 0

    /// Whether the bytes start like a ZIP archive.
    package static func looksLikeZIP(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 4 && bytes[0] == 0x50 && bytes[1] == 0x4B && bytes[2] == 0x03 && bytes[3] == 0x04
    }

    init(bytes: [UInt8], limits: LottieLimits) throws(LottieError) {
        self.limits = limits
        guard bytes.count <= limits.maxFileSize else {
            throw LottieError(kind: .tooLarge, path: "archive", message: "\(bytes.count) bytes exceed LottieLimits.maxFileSize (\(limits.maxFileSize))")
        }
        self.bytes = bytes
        let items: [ZIPBounds.Item]
        (archive, items) = try Self.open(bytes)
        var count = 0
        for entry in archive {
            count += 1
            guard count <= items.count else {
                throw LottieError(kind: .invalidArchive, path: "archive", message: "the central directory lists more entries than its end record")
            }
            guard count <= limits.maxArchiveEntries else {
                throw LottieError(kind: .invalidArchive, path: "archive",
                                  message: "more than \(limits.maxArchiveEntries) entries (LottieLimits.maxArchiveEntries)")
            }
            let name = entry.path
            if SafeRelativePath.clean(name) == nil {
                throw LottieError(kind: .invalidArchive, path: name, message: "entry name escapes the archive")
            }
            guard entry.type == .file else { continue }
            if name.hasPrefix("__MACOSX/") || name.hasSuffix(".DS_Store") { continue }
            if entries[name] == nil {
                entries[name] = (entry, items[count - 1])
                order.append(name)
            }
        }
        guard count == items.count else {
            throw LottieError(kind: .invalidArchive, path: "archive", message: "\(items.count - count) central directory entries cannot be read")
        }
    }

    /// Opens the bytes as a read-only in-memory archive, after ``ZIPBounds`` has checked that
    /// nothing in them points past their end (ZIPFoundation traps on that).
    private static func open(_ bytes: [UInt8]) throws(LottieError) -> (Archive, [ZIPBounds.Item]) {
        let items: [ZIPBounds.Item]
        do {
            items = try ZIPBounds.check(bytes)
        } catch {
            throw LottieError(kind: .invalidArchive, path: "archive", message: "not a readable ZIP archive: \(error.reason)")
        }
        do {
            return (try Archive(data: Data(bytes), accessMode: .read), items)
        } catch {
            throw LottieError(kind: .invalidArchive, path: "archive", message: "not a readable ZIP archive: \(error)")
        }
    }

    /// Reads one entry's bytes, enforcing the total-size and compression-ratio bounds while
    /// decompressing (a lying header cannot get past them).
    mutating func read(_ name: String) throws(LottieError) -> [UInt8] {
        guard let (entry, item) = entries[name] else {
            throw LottieError(kind: .invalidArchive, path: name, message: "no such entry")
        }
        let declared = Int(clamping: entry.uncompressedSize)
        let compressed = max(1, Int(clamping: entry.compressedSize))
        let ratioLimit = limits.maxArchiveCompressionRatio
        if declared > 1 << 20, declared / compressed > ratioLimit {
            throw LottieError(kind: .invalidArchive, path: name,
                              message: "compression ratio \(declared / compressed) exceeds LottieLimits.maxArchiveCompressionRatio (\(ratioLimit))")
        }
        var out: [UInt8] = []
        out.reserveCapacity(max(0, min(declared, limits.maxArchiveUncompressedSize)))
        let budget = limits.maxArchiveUncompressedSize - bytesRead
        let (product, overflow) = compressed.multipliedReportingOverflow(by: Swift.max(1, ratioLimit))
        let maxFromRatio = overflow ? Int.max : product
        let consume: Consumer = { chunk in
            out.append(contentsOf: chunk)
            if out.count > budget { throw ArchiveBound.totalSize }
            if out.count > 1 << 20, out.count > maxFromRatio { throw ArchiveBound.ratio }
        }
        do {
            // Inflated here from the bounds-checked location rather than by `archive.extract`,
            // which asks for input forever once the file ends before the deflate stream does.
            let start = item.dataOffset
            switch item.method {
            case 0:
                let stored = Data(bytes[start..<start + item.uncompressedSize])
                guard stored.crc32(checksum: 0) == entry.checksum else { throw ArchiveBound.checksum }
                try consume(stored)
            case 8:
                let size = item.compressedSize, source = bytes
                // ZIPFoundation hands zlib `chunk` bytes whatever the provider returns, so every
                // chunk is full: the entry's data, then zeros (which a finished stream ignores).
                let checksum = try Data.decompress(size: Int64(size), bufferSize: 64 << 10, skipCRC32: false, provider: { position, chunk in
                    let from = Int(position)
                    guard from < size else { throw ArchiveBound.truncated }
                    var piece = Data(source[(start + from)..<(start + min(size, from + chunk))])
                    if piece.count < chunk { piece.append(Data(count: chunk - piece.count)) }
                    return piece
                }, consumer: consume)
                guard checksum == entry.checksum else { throw ArchiveBound.checksum }
            default:
                throw ArchiveBound.method(item.method)
            }
        } catch ArchiveBound.totalSize {
            throw LottieError(kind: .invalidArchive, path: name,
                              message: "uncompressed data exceed LottieLimits.maxArchiveUncompressedSize (\(limits.maxArchiveUncompressedSize))")
        } catch ArchiveBound.ratio {
            throw LottieError(kind: .invalidArchive, path: name,
                              message: "compression ratio exceeds LottieLimits.maxArchiveCompressionRatio (\(ratioLimit))")
        } catch {
            throw LottieError(kind: .invalidArchive, path: name, message: "cannot extract the entry: \(error)")
        }
        bytesRead += out.count
        return out
    }

    private enum ArchiveBound: Error {
        case totalSize, ratio
        /// The deflate stream does not end within the entry's compressed size.
        case truncated
        /// The inflated data do not match the entry's CRC-32.
        case checksum
        /// A compression method other than stored or deflate.
        case method(Int)
    }

    /// The path of the animation to play: the manifest's active/initial animation, else its
    /// first entry, else the first JSON under `animations/` or `a/`.
    mutating func activeAnimationPath() throws(LottieError) -> String {
        var candidates: [String] = []
        if entries["manifest.json"] != nil, let manifestBytes = try? read("manifest.json"),
           let manifest = try? JSONParser.parse(manifestBytes, maxDepth: limits.maxJSONDepth) {
            var ids: [String] = []
            if let active = manifest["activeAnimationId"]?.string { ids.append(active) }
            if let initial = manifest["initial"]?["animation"]?.string { ids.append(initial) }
            for item in manifest["animations"]?.array ?? [] {
                if let id = item["id"]?.string { ids.append(id) }
            }
            for id in ids {
                candidates.append("animations/\(id).json")
                candidates.append("a/\(id).json")
            }
        }
        for c in candidates where entries[c] != nil { return c }
        if let first = order.first(where: { ($0.hasPrefix("animations/") || $0.hasPrefix("a/")) && $0.hasSuffix(".json") }) {
            return first
        }
        throw LottieError(kind: .invalidArchive, path: "manifest.json", message: "the archive holds no animation (animations/*.json or a/*.json)")
    }

    /// Reads the animation at `path` (the active one when nil), attaches the archive's images
    /// to its image assets and keeps its font files (`.ttf`, `.otf`, `.ttc` entries) for the
    /// animation's text.
    func animation(reader: LottieReader, path entry: String? = nil) throws(LottieError) -> LottieAnimation {
        var archive = self
        let path: String
        if let entry { path = entry } else { path = try archive.activeAnimationPath() }
        let bytes = try archive.read(path)
        var animation: LottieAnimation
        do {
            animation = try reader.readModel(json: bytes)
        } catch {
            var located = error
            located.message = "\(path): \(error.message)"
            throw located
        }
        var extra: [Diagnostic] = []
        for (id, asset) in animation.images.sorted(by: { $0.key < $1.key }) {
            guard case .file(_, let name) = asset.source else { continue }
            let base = name.split(separator: "/").last.map(String.init) ?? name
            let found = ["images/" + base, "i/" + base].first { archive.entries[$0] != nil }
            var updated = asset
            if let found {
                updated.source = .archived(try archive.read(found))
            } else {
                updated.source = .missing
                extra.append(Diagnostic(path: asset.jsonPath + ".p", severity: .warning, feature: .image,
                                        message: "image '\(name)' is not in the archive's images/ or i/ folder"))
            }
            animation.images[id] = updated
        }
        animation.diagnostics += extra
        // Fonts that came with the animation, for its text (see ResolvedFont).
        for name in archive.order where [".ttf", ".otf", ".ttc"].contains(where: name.lowercased().hasSuffix) {
            animation.fontFiles[name] = try archive.read(name)
        }
        return animation
    }
}
