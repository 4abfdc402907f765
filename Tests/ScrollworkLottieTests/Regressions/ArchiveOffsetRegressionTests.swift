import Foundation
import Testing
import ZIPFoundation
@testable import ScrollworkLottie
import TestTimeSupport

/// Found by `scripts/fuzz.sh lottie` (the first minute, from a corpus `.lottie`): a ZIP whose
/// end-of-central-directory record points the central directory past the end of the bytes
/// trapped inside ZIPFoundation's in-memory archive ("Range requires lowerBound <=
/// upperBound" in `Archive.MemoryFile.readData`: it seeks past the end, then reads a
/// negative count). A `.lottie` from the web must give a typed error instead.
@Suite("Regression: .lottie offsets past the end")
struct ArchiveOffsetRegressionTests {
    /// A small valid `.lottie`: a manifest and one animation.
    static func archive() throws -> [UInt8] {
        let archive = try Archive(data: Data(), accessMode: .create)
        let entries: [(String, String)] = [
            ("manifest.json", #"{"version": "1", "animations": [{"id": "a"}]}"#),
            ("animations/a.json", #"{"fr": 24, "ip": 0, "op": 10, "w": 7, "h": 7, "layers": []}"#),
        ]
        for (name, text) in entries {
            let data = Data(text.utf8)
            try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return [UInt8](archive.data ?? Data())
    }

    /// The offset of the end-of-central-directory record (signature PK\5\6).
    static func endRecord(_ bytes: [UInt8]) -> Int? {
        stride(from: bytes.count - 22, through: 0, by: -1).first {
            bytes[$0] == 0x50 && bytes[$0 + 1] == 0x4B && bytes[$0 + 2] == 5 && bytes[$0 + 3] == 6
        }
    }

    /// Reads bytes that must not trap: a typed error or an animation are both fine.
    static func readWithoutTrapping(_ bytes: [UInt8]) -> LottieError? {
        do { _ = try LottieReader.everything.read(bytes); return nil } catch { return error }
    }

    @Test("The central directory offset past the end is an invalid archive, not a trap")
    func centralDirectoryPastTheEnd() throws {
        var bytes = try Self.archive()
        #expect(Self.readWithoutTrapping(bytes) == nil, "the unpatched archive reads")
        let end = try #require(Self.endRecord(bytes))
        let past = UInt32(bytes.count + 1000)
        for k in 0..<4 { bytes[end + 16 + k] = UInt8(truncatingIfNeeded: past >> (8 * k)) }
        let error = Self.readWithoutTrapping(bytes)
        #expect(error?.kind == .invalidArchive, "\(String(describing: error))")
    }

    @Test("Every 32-bit field of the central directory and its end record set past the end: never a trap",
          arguments: [UInt32(1000), 0xFFFF_FFFE, 0x7FFF_FFFF])
    func everyFieldPastTheEnd(beyond: UInt32) throws {
        let original = try Self.archive()
        let end = try #require(Self.endRecord(original))
        // The central directory starts where the end record says.
        let directory = Int(original[end + 16]) | Int(original[end + 17]) << 8 | Int(original[end + 18]) << 16 | Int(original[end + 19]) << 24
        var errors = 0
        for offset in directory..<(original.count - 3) {
            var bytes = original
            let value = beyond == 1000 ? UInt32(original.count) + 1000 : beyond
            for k in 0..<4 { bytes[offset + k] = UInt8(truncatingIfNeeded: value >> (8 * k)) }
            if Self.readWithoutTrapping(bytes) != nil { errors += 1 }
        }
        // Most of these fields are offsets, sizes or counts: most patches must be refused.
        #expect(errors > (original.count - directory) / 4, "\(errors) refused")
    }
}

/// Found by `scripts/fuzz.sh lottie` (LeakSanitizer, after ~1,400 inputs): an end record whose
/// comment runs past the end made ZIPFoundation's `Archive(data:)` throw without closing its
/// in-memory file, leaking the whole copy of the archive on every such read. The reader now
/// refuses it before ZIPFoundation sees it; under `scripts/sanitizers.sh` (ASan + LSan) and
/// the fuzzer a leak here fails the run.
@Suite("Regression: .lottie end record comment past the end")
struct ArchiveCommentRegressionTests {
    @Test("An archive comment longer than the bytes left is an invalid archive")
    func commentPastTheEnd() throws {
        var bytes = try ArchiveOffsetRegressionTests.archive()
        let end = try #require(ArchiveOffsetRegressionTests.endRecord(bytes))
        bytes[end + 20] = 0xFF
        bytes[end + 21] = 0x00
        let error = ArchiveOffsetRegressionTests.readWithoutTrapping(bytes)
        #expect(error?.kind == .invalidArchive, "\(String(describing: error))")
        #expect(error?.message.contains("comment") == true, "\(String(describing: error))")
    }
}

/// Found by `scripts/fuzz.sh lottie` (a 2 s timeout after ~23,700 inputs; the input ran for
/// minutes): a deflate stream that does not end before the archive does made ZIPFoundation's
/// `Archive.extract` ask for more input forever (at the end of the file it gets empty chunks
/// and never sees the stream end). The reader now inflates from the checked location itself
/// and refuses a stream that runs out.
@Suite("Regression: .lottie deflate stream cut short")
struct ArchiveTruncatedStreamRegressionTests {
    @Test("A deflate stream cut short is an invalid archive, promptly", .timeLimit(.minutes(1)))
    func truncatedStream() throws {
        let json = Array(#"{"fr": 24, "ip": 0, "op": 10, "w": 7, "h": 7, "layers": [], "nm": "\#(String(repeating: "padding ", count: 200))"}"#.utf8)
        let archive = try Archive(data: Data(), accessMode: .create)
        try archive.addEntry(with: "animations/a.json", type: .file, uncompressedSize: Int64(json.count), compressionMethod: .deflate) { position, size in
            Data(json[Int(position)..<Int(position) + size])
        }
        var bytes = [UInt8](archive.data ?? Data())
        #expect(ArchiveOffsetRegressionTests.readWithoutTrapping(bytes) == nil, "the intact archive reads")
        // Rewrite the stream as a lone non-final stored block that promises more than follows:
        // BFINAL 0, BTYPE 00, LEN 0xFFFF — inflate keeps waiting for the rest.
        let data = 30 + Int(bytes[26]) + Int(bytes[27]) << 8 + Int(bytes[28]) + Int(bytes[29]) << 8
        let compressed = Int(bytes[18]) | Int(bytes[19]) << 8 | Int(bytes[20]) << 16 | Int(bytes[21]) << 24
        let block: [UInt8] = [0x00, 0xFF, 0xFF, 0x00, 0x00]
        for i in 0..<compressed { bytes[data + i] = i < block.count ? block[i] : 0x41 }
        let clock = ContinuousClock()
        var error: LottieError?
        let elapsed = clock.measure { error = ArchiveOffsetRegressionTests.readWithoutTrapping(bytes) }
        #expect(error?.kind == .invalidArchive, "\(String(describing: error))")
        #expect(elapsed < TestTime.bound(5))
    }
}
