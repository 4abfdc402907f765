import Foundation
import ScrollworkCanvas
import Testing
import ZIPFoundation
@testable import ScrollworkLottie

/// `.lottie` archives (LOTTIE_FORMAT.md §14), built in memory with ZIPFoundation.
struct ArchiveTests {
    /// A ZIP archive of the given entries (name → bytes).
    private func zip(_ entries: [(String, [UInt8])], compressed: Bool = true) throws -> [UInt8] {
        let archive = try Archive(data: Data(), accessMode: .create)
        for (name, bytes) in entries {
            let data = Data(bytes)
            try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count),
                                 compressionMethod: compressed ? .deflate : .none) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return [UInt8](archive.data ?? Data())
    }

    private let animationJSON = Array(Fixture.animation(layers: #"[{"ty": 2, "ind": 1, "ip": 0, "op": 60, "refId": "img"}]"#,
                                                        extra: #""assets": [{"id": "img", "w": 1, "h": 1, "u": "/images/", "p": "img_0.png"}]"#).utf8)
    private let otherJSON = Array(#"{"fr": 24, "ip": 0, "op": 10, "w": 7, "h": 7, "layers": []}"#.utf8)
    private let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 1, 2, 3]

    @Test("v1: manifest activeAnimationId, images/ folder, __MACOSX skipped")
    func version1() throws {
        let bytes = try zip([
            ("__MACOSX/animations/._a.json", [0, 1, 2]),
            ("manifest.json", Array(#"{"version": "1", "activeAnimationId": "b", "animations": [{"id": "a"}, {"id": "b"}]}"#.utf8)),
            ("animations/a.json", otherJSON),
            ("animations/b.json", animationJSON),
            ("images/img_0.png", png),
        ])
        let a = try LottieReader.everything.read(bytes)
        #expect(a.size.width == 100)
        #expect(a.images["img"]?.source == .archived(png))
        #expect(try a.images["img"]?.data(baseDirectory: nil) == png)
    }

    @Test("v2: initial.animation, a/ and i/ folders")
    func version2() throws {
        let bytes = try zip([
            ("manifest.json", Array(#"{"version": "2", "initial": {"animation": "main"}, "animations": [{"id": "other"}, {"id": "main"}]}"#.utf8)),
            ("a/other.json", otherJSON),
            ("a/main.json", animationJSON),
            ("i/img_0.png", png),
        ])
        let a = try LottieReader.everything.read(bytes)
        #expect(a.size.width == 100)
        #expect(a.images["img"]?.source == .archived(png))
    }

    @Test("no manifest: the first animation; a missing image is a diagnostic")
    func noManifest() throws {
        let a = try LottieReader.everything.read(try zip([("animations/x.json", animationJSON)], compressed: false))
        #expect(a.images["img"]?.source == .missing)
        #expect(a.diagnostics(.image).count == 1)
    }

    @Test("archives without an animation, with escaping names, or not ZIP at all fail cleanly")
    func broken() throws {
        #expect(throws: LottieError.self) { try LottieReader.everything.read(try zip([("images/x.png", png)])) }
        let escaping = try zip([("../evil.json", otherJSON), ("animations/a.json", otherJSON)])
        do {
            _ = try LottieReader.everything.read(escaping)
            Issue.record("escaping entry accepted")
        } catch {
            #expect(error.kind == .invalidArchive && error.path == "../evil.json")
        }
        let truncated = Array(try zip([("animations/a.json", otherJSON)]).prefix(40))
        do {
            _ = try LottieReader.everything.read(truncated)
            Issue.record("truncated archive accepted")
        } catch {
            #expect(error.kind == .invalidArchive)
        }
    }

    @Test("entry count is bounded")
    func entryCount() throws {
        var limits = LottieLimits()
        limits.maxArchiveEntries = 3
        let bytes = try zip((0..<5).map { ("animations/\($0).json", otherJSON) })
        #expect(throws: LottieError.self) { try LottieReader(limits: limits).read(bytes) }
        #expect((try? LottieReader.everything.read(bytes)) != nil)
    }

    @Test("zip bombs: compression ratio and total size are bounded")
    func bombs() throws {
        // 4 MiB of spaces inside a JSON document compresses > 200:1.
        let padded = otherJSON + [UInt8](repeating: 0x20, count: 4 << 20)
        let bomb = try zip([("animations/a.json", padded)])
        do {
            _ = try LottieReader.everything.read(bomb)
            Issue.record("zip bomb accepted")
        } catch {
            #expect(error.kind == .invalidArchive && error.message.contains("ratio"))
        }
        var limits = LottieLimits()
        limits.maxArchiveUncompressedSize = 32
        let small = try zip([("animations/a.json", otherJSON)])
        do {
            _ = try LottieReader(limits: limits).read(small)
            Issue.record("over-size archive accepted")
        } catch {
            #expect(error.kind == .invalidArchive && error.message.contains("maxArchiveUncompressedSize"))
        }
    }

    @Test("a .lottie file holding plain JSON is sniffed as JSON")
    func plainJSON() throws {
        #expect(try LottieReader.everything.read(otherJSON).size.width == 7)
    }

    @Test("corpus archives load with their images", .enabled(if: SharedData.isAvailable, SharedData.missingReason))
    func corpusArchives() throws {
        let inline = try LottieReader.everything.read(contentsOfFile: SharedData.corpusPath("lottie-ios/DotLottie/animation_inline_image.lottie"))
        #expect(!inline.images.isEmpty)
        let external = try LottieReader.everything.read(contentsOfFile: SharedData.corpusPath("lottie-ios/DotLottie/animation_external_image.lottie"))
        #expect(!external.images.isEmpty)
        for (_, image) in external.images {
            guard case .archived(let bytes) = image.source else { Issue.record("image not taken from the archive: \(image.source)"); continue }
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) || bytes.starts(with: [0xFF, 0xD8]) || bytes.starts(with: Array("RIFF".utf8)))
        }
    }
}

/// External image files beside an animation on disk.
struct ExternalImageTests {
    @Test("external images resolve inside the folder; links out of it are refused")
    func externalImages() throws {
        let fm = FileManager.default
        let dir = fm.temporaryDirectory.appendingPathComponent("lottie-ext-\(UInt32.random(in: 0...UInt32.max))").path
        try fm.createDirectory(atPath: dir + "/images", withIntermediateDirectories: true)
        defer { try? fm.removeItem(atPath: dir) }
        let png = try PNG.encode(Pixmap(width: 1, height: 1))
        #expect(fm.createFile(atPath: dir + "/images/a.png", contents: Data(png)))
        try fm.createSymbolicLink(atPath: dir + "/images/link.png", withDestinationPath: "/etc/hostname")
        let json = Fixture.animation(extra: #""assets": [{"id": "a", "w": 1, "h": 1, "u": "/images/", "p": "a.png"}, {"id": "l", "w": 1, "h": 1, "u": "images/", "p": "link.png"}, {"id": "x", "w": 1, "h": 1, "u": "", "p": "../x.png"}, {"id": "m", "w": 1, "h": 1, "u": "images/", "p": "missing.png"}]"#)
        #expect(fm.createFile(atPath: dir + "/anim.json", contents: Data(json.utf8)))
        let a = try LottieReader.everything.read(contentsOfFile: dir + "/anim.json")
        #expect(try a.images["a"]?.data(baseDirectory: a.baseDirectory) == png)
        #expect(throws: LottieError.self) { try a.images["l"]?.data(baseDirectory: a.baseDirectory) }
        #expect(a.images["x"]?.source == .missing)
        #expect(a.images["m"]?.source == .missing)
        #expect(a.images["a"]?.image?.width == 1)
        // The link out of the folder is refused when the reader fetches the bytes to decode them.
        #expect(a.diagnostics(.image).map(\.path).sorted() == ["$.assets[1].p", "$.assets[2].p", "$.assets[3].p"])
        #expect(a.diagnostics(.image).first { $0.path == "$.assets[1].p" }?.message.contains("through a link") == true)
    }
}
