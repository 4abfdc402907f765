import ExportTestSupport
import Foundation
import ScrollworkCanvas
import Testing

/// `export` and `render` over many files: folders, lists, patterns, skipping, bad files, the
/// summary and `--json`.
@Suite struct BatchCommandTests {
    /// A folder `in/` with three good files (one in a subfolder), a broken one and a JSON
    /// that is not Lottie.
    static func corpus(_ s: Scratch) throws {
        let good = try String(contentsOfFile: s.lottie, encoding: .utf8)
        for name in ["in/a.json", "in/b.json", "in/sub/c.json"] {
            try FileManager.default.createDirectory(atPath: (s.path(name) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try good.write(toFile: s.path(name), atomically: true, encoding: .utf8)
        }
        try "{\"v\": \"5.7.0\", \"layers\": [".write(toFile: s.path("in/broken.json"), atomically: true, encoding: .utf8)
        try "{\"hello\": 1}".write(toFile: s.path("in/sub/other.json"), atomically: true, encoding: .utf8)
    }

    @Test func aFolderIsConvertedAndBadFilesListed() throws {
        let s = try Scratch(); defer { s.remove() }
        try Self.corpus(s)
        let r = try CLIRunner.run(["export", s.path("in"), "-o", s.path("out/{path}.gif"), "--size", "32x32"])
        #expect(r.status == 1 && r.exitedNormally)
        let lines = r.error.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("5 files: 3 converted, 0 skipped (newer outputs; --force redoes them), 2 failed, in ") == true,
                "\(r.error)")
        #expect(lines.filter { $0.hasPrefix("failed: ") }.count == 2)
        #expect(lines.contains { $0.hasPrefix("failed: \(s.path("in/broken.json")): ") })
        #expect(lines.contains { $0.hasPrefix("failed: \(s.path("in/sub/other.json")): ") })
        #expect(s.files(under: "out") == ["a.gif", "b.gif", "sub"])
        #expect(s.files(under: "out/sub") == ["c.gif"])
        for name in ["out/a.gif", "out/sub/c.gif"] { #expect(try DecodedAnimation(contentsOf: s.path(name)).frames.count == 10) }
        // Again: the outputs are newer, so skipped; --force converts them again.
        let again = try CLIRunner.run(["export", s.path("in"), "-o", s.path("out/{path}.gif"), "--size", "32x32"])
        #expect(again.error.hasPrefix("5 files: 0 converted, 3 skipped"), "\(again.error)")
        let forced = try CLIRunner.run(["export", s.path("in"), "-o", s.path("out/{path}.gif"), "--size", "32x32", "--force"])
        #expect(forced.error.hasPrefix("5 files: 3 converted, 0 skipped"), "\(forced.error)")
    }

    @Test func jsonLinesGiveEachFileAndASummary() throws {
        let s = try Scratch(); defer { s.remove() }
        try Self.corpus(s)
        try "\(s.path("in/a.json"))\n# not this one\n\(s.path("in/broken.json"))\n".write(toFile: s.path("list.txt"), atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["export", "--list", s.path("list.txt"), "-o", s.path("out/{name}.webp"), "--json"])
        #expect(r.status == 1)
        let objects = r.output.split(separator: "\n").compactMap { jsonObject(String($0)) }
        #expect(objects.count == 3, "\(r.output)")
        let statuses = objects.compactMap { $0["status"] as? String }.sorted()
        #expect(statuses == ["converted", "failed"])
        let summary = try #require(objects.last?["summary"] as? [String: Any])
        #expect(summary["files"] as? Int == 2 && summary["converted"] as? Int == 1 && summary["failed"] as? Int == 1)
        #expect(r.error.isEmpty, "\(r.error)")
    }

    @Test func renderTakesManyFiles() throws {
        let s = try Scratch(); defer { s.remove() }
        try Self.corpus(s)
        let r = try CLIRunner.run(["render", s.path("in/a.json"), s.path("in/sub/c.json"), "--frame", "4", "-o", s.path("thumbs/{name}.png")])
        #expect(r.status == 0, "\(r.error)")
        let one = try CLIRunner.run(["render", s.path("in/a.json"), "--frame", "4", "-o", s.path("one.png")])
        #expect(one.status == 0)
        #expect(try readPNG(s.path("thumbs/a.png")) == readPNG(s.path("one.png")))
        let all = try CLIRunner.run(["render", s.path("in/a.json"), s.path("in/b.json"), "--all", "-o", s.path("f/{name}-{frame}.png")])
        #expect(all.status == 0, "\(all.error)")
        #expect(s.files(under: "f").count == 20)
        let noFrame = try CLIRunner.run(["render", s.path("in/a.json"), s.path("in/b.json"), "--all", "-o", s.path("g/{name}.png")])
        #expect(noFrame.status != 0 && noFrame.error.split(separator: "\n").count == 1, "\(noFrame.error)")
    }

    @Test func patternsThatWouldOverwriteAreRefused() throws {
        let s = try Scratch(); defer { s.remove() }
        try Self.corpus(s)
        try String(contentsOfFile: s.lottie, encoding: .utf8).write(toFile: s.path("in/sub/a.json"), atomically: true, encoding: .utf8)
        for output in [s.path("out/{name}.gif"), s.path("out/all.gif")] {
            let r = try CLIRunner.run(["export", s.path("in"), "-o", output])
            #expect(r.status != 0 && r.error.split(separator: "\n").count == 1, "\(r.error)")
            #expect(!s.exists("out"))
        }
    }
}
