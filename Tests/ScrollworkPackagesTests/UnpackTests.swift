import Foundation
import Testing
@testable import ScrollworkPackages

/// The unpacker on its own: hostile names, links, missing animations, `.lottie` archives.
@Suite struct UnpackTests {
    func unpack(_ zip: [UInt8]) throws -> (Result<UnpackedPackage, PackageError>, root: String) {
        let root = try Fixtures.temporaryDirectory()
        let archive = root + "/package.zip"
        try Data(zip).write(to: URL(fileURLWithPath: archive))
        let result = Result { () throws(PackageError) in
            try PackageUnpacker.unpack(archive: archive, into: root + "/sandbox/content", maxSize: 1 << 20)
        }
        return (result, root)
    }

    @Test func unpacksAndFindsDataJSON() throws {
        let (result, root) = try unpack(try Fixtures.package(name: "plain"))
        defer { try? FileManager.default.removeItem(atPath: root) }
        let unpacked = try result.get()
        #expect(unpacked.animationFile == "data.json")
        #expect(FileManager.default.fileExists(atPath: root + "/sandbox/content/images/readme.txt"))
        #expect(unpacked.size == Fixtures.lottie(name: "plain").count + "no images".utf8.count)
        #expect(unpacked.animationSHA256 == SHA256Checksum.hex(of: Fixtures.lottie(name: "plain")))
    }

    @Test func keepsDotLottieArchiveWhole() throws {
        let manifest = Array(#"{"version":"1","animations":[{"id":"main"}]}"#.utf8)
        let zip = try Fixtures.zip([("manifest.json", manifest), ("animations/main.json", Fixtures.lottie(name: "dot"))])
        let (result, root) = try unpack(zip)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try result.get().animationFile == "animation.lottie")
    }

    @Test(arguments: ["../evil.json", "a/../../evil.json", "/tmp/evil.json", "a\\..\\..\\evil.json", "./../evil.json"])
    func zipSlipIsRefusedBeforeWritingAnything(name: String) throws {
        let zip = try Fixtures.zip([("data.json", Fixtures.lottie()), (name, Array("pwned".utf8))])
        let (result, root) = try unpack(zip)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(throws: PackageError.self) { try result.get() }
        if case .failure(let error) = result { #expect(error.kind == .unsafeArchive) }
        #expect(!FileManager.default.fileExists(atPath: root + "/sandbox/evil.json"))
        #expect(!FileManager.default.fileExists(atPath: root + "/evil.json"))
        #expect(!FileManager.default.fileExists(atPath: root + "/sandbox/content"))
    }

    @Test func symbolicLinksAreRefused() throws {
        let zip = try Fixtures.zip([("data.json", Fixtures.lottie())], symlinks: [("images", "/etc")])
        let (result, root) = try unpack(zip)
        defer { try? FileManager.default.removeItem(atPath: root) }
        if case .failure(let error) = result { #expect(error.kind == .unsafeArchive) } else { Issue.record("a link was accepted") }
    }

    @Test(arguments: [
        [("readme.txt", Array("hello".utf8))],                                 // no JSON at all
        [("a.json", Array("{}".utf8)), ("b.json", Array("{}".utf8))],          // two candidates
        [("data.json", Array(#"{"not":"lottie"}"#.utf8))],                      // JSON, not an animation
    ])
    func packageWithoutAnimation(entries: [(String, [UInt8])]) throws {
        let (result, root) = try unpack(try Fixtures.zip(entries))
        defer { try? FileManager.default.removeItem(atPath: root) }
        if case .failure(let error) = result { #expect(error.kind == .noAnimation) } else { Issue.record("accepted") }
    }

    @Test func notAZip() throws {
        let (result, root) = try unpack(Array("PK but not really a zip file".utf8))
        defer { try? FileManager.default.removeItem(atPath: root) }
        if case .failure(let error) = result { #expect(error.kind == .invalidArchive) } else { Issue.record("accepted") }
    }

    @Test func unpackedSizeIsBounded() throws {
        let big = [UInt8](repeating: 0x20, count: 2 << 20)   // compresses well, unpacks past 1 MiB
        let (result, root) = try unpack(try Fixtures.zip([("data.json", Fixtures.lottie()), ("images/pad.bin", big)]))
        defer { try? FileManager.default.removeItem(atPath: root) }
        if case .failure(let error) = result { #expect(error.kind == .invalidArchive) } else { Issue.record("accepted") }
    }
}
