import Foundation
import Testing
import ScrollworkCanvas

@Suite struct RenderCommandTests {
    @Test func oneFrameAtAWidthKeepsTheAspectRatio() throws {
        let s = try Scratch(); defer { s.remove() }
        let r = try CLIRunner.run(["render", s.lottie, "--frame", "0", "--width", "32", "-o", s.path("a.png")])
        #expect(r.status == 0, "\(r.error)")
        let p = try readPNG(s.path("a.png"))
        #expect(p.width == 32 && p.height == 24)
    }

    @Test func backgroundColourFillsTransparentPixels() throws {
        let s = try Scratch(); defer { s.remove() }
        let r = try CLIRunner.run(["render", s.lottie, "--frame", "0", "--background", "#00ff00", "-o", s.path("a.png")])
        #expect(r.status == 0, "\(r.error)")
        let p = try readPNG(s.path("a.png"))
        // The square covers x 0..<32, y 8..<40 at frame 0: (40, 2) is background, (10, 20) red.
        #expect(p.pixel(x: 60, y: 2) == PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
        #expect(p.pixel(x: 10, y: 20) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        let t = try CLIRunner.run(["render", s.lottie, "--frame", "0", "--transparent", "-o", s.path("t.png")])
        #expect(t.status == 0)
        #expect(try readPNG(s.path("t.png")).pixel(x: 60, y: 2)?.a == 0)
    }

    @Test func progressOneIsTheLastFrame() throws {
        let s = try Scratch(); defer { s.remove() }
        #expect(try CLIRunner.run(["render", s.lottie, "--progress", "1", "-o", s.path("p.png")]).status == 0)
        #expect(try CLIRunner.run(["render", s.lottie, "--frame", "9", "-o", s.path("f.png")]).status == 0)
        #expect(try CLIRunner.run(["render", s.lottie, "--frame", "0", "-o", s.path("z.png")]).status == 0)
        let p = try Data(contentsOf: URL(fileURLWithPath: s.path("p.png")))
        #expect(p == (try Data(contentsOf: URL(fileURLWithPath: s.path("f.png")))))
        #expect(p != (try Data(contentsOf: URL(fileURLWithPath: s.path("z.png")))))
    }

    @Test func allFramesInParallelEqualASerialRun() throws {
        let s = try Scratch(); defer { s.remove() }
        let par = try CLIRunner.run(["render", s.lottie, "--all", "--threads", "4", "-o", s.path("par/f-{frame}.png")])
        let ser = try CLIRunner.run(["render", s.lottie, "--all", "--threads", "1", "-o", s.path("ser/f-{frame}.png")])
        #expect(par.status == 0 && ser.status == 0, "\(par.error) \(ser.error)")
        #expect(s.files(under: "par").count == 10)
        #expect(s.files(under: "par") == s.files(under: "ser"))
        for name in s.files(under: "par") {
            let a = try Data(contentsOf: URL(fileURLWithPath: s.path("par/" + name)))
            let b = try Data(contentsOf: URL(fileURLWithPath: s.path("ser/" + name)))
            #expect(a == b, "\(name) differs between the parallel and the serial run")
        }
        // Not a terminal: no progress bar on stderr.
        #expect(par.error.isEmpty)
    }

    @Test(arguments: [["--frames", "2-4"], ["--from", "2", "--to", "4"]])
    func rangesRenderInclusiveFrames(_ range: [String]) throws {
        let s = try Scratch(); defer { s.remove() }
        let r = try CLIRunner.run(["render", s.lottie] + range + ["-o", s.path("r/{frame}.png")])
        #expect(r.status == 0, "\(r.error)")
        #expect(s.files(under: "r") == ["2.png", "3.png", "4.png"])
    }

    @Test func contactSheetIsAGridOfCells() throws {
        let s = try Scratch(); defer { s.remove() }
        let r = try CLIRunner.run(["render", s.lottie, "--contact-sheet", "3x2", "--size", "32x32", "-o", s.path("sheet.png")])
        #expect(r.status == 0, "\(r.error)")
        let p = try readPNG(s.path("sheet.png"))
        // gap 8 + cols × (32 + 8); gap 8 + rows × (32 + 18 label + 8)
        #expect(p.width == 8 + 3 * 40 && p.height == 8 + 2 * 58)
        // The last cell (frame 9) has its red square on the right half of the cell.
        let cellX = 8 + 2 * 40, cellY = 8 + 58
        #expect(p.pixel(x: cellX + 28, y: cellY + 16)?.r == 255)
    }

    @Test(arguments: [
        (["--frames", "0-3"], "{frame}"),               // many frames without a pattern
        (["--frame", "1", "--progress", "0.5"], "one of"),  // two ways to pick frames
        (["--size", "10x10", "--width", "5"], "one of"),
        (["--progress", "2"], "--progress"),
        (["--scale=-1"], "--scale"),
    ] as [([String], String)])
    func badOptionsFailWithOneLineAndNoFile(_ extra: [String], _ mentions: String) throws {
        let s = try Scratch(); defer { s.remove() }
        let r = try CLIRunner.run(["render", s.lottie] + extra + ["-o", s.path("out.png")])
        #expect(r.exitedNormally)
        #expect(r.status != 0)
        #expect(r.error.contains(mentions), "\(r.error)")
        #expect(r.error.split(separator: "\n").count == 1)
        #expect(!s.exists("out.png"))
        #expect(s.files().filter { $0.contains("partial") }.isEmpty)
    }

    @Test func aLongFileRendersAnyFrameButRefusesToIteratePastTheLimit() throws {
        let s = try Scratch(); defer { s.remove() }
        // 29,140,721 frames (rlottie's repro_sbof.json has such an op): loads, any frame renders,
        // but --all would iterate more than LottieLimits.maxFrameRange frames.
        let json = ##"{"v": "5.7.0", "fr": 30, "ip": 0, "op": 29140721, "w": 8, "h": 8, "layers": [{"ty": 1, "sc": "#ff0000", "sw": 8, "sh": 8, "ip": 0, "op": 29140721, "ks": {}}]}"##
        try json.write(toFile: s.path("long.json"), atomically: true, encoding: .utf8)
        let one = try CLIRunner.run(["render", s.path("long.json"), "--frame", "29000000", "-o", s.path("one.png")])
        #expect(one.status == 0, "\(one.error)")
        #expect(try readPNG(s.path("one.png")).pixel(x: 4, y: 4) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        let all = try CLIRunner.run(["render", s.path("long.json"), "--all", "-o", s.path("all/{frame}.png")])
        #expect(all.exitedNormally && all.status == 1)
        #expect(all.error.contains("maxFrameRange") && all.error.split(separator: "\n").count == 1, "\(all.error)")
        #expect(s.files(under: "all").isEmpty)
        let info = try CLIRunner.run(["info", s.path("long.json")])
        #expect(info.status == 0, "\(info.error)")
    }

    @Test func aBadFileFailsWithoutWritingAnything() throws {
        let s = try Scratch(); defer { s.remove() }
        try "{ not json".write(toFile: s.path("bad.json"), atomically: true, encoding: .utf8)
        for file in [s.path("bad.json"), s.path("missing.json")] {
            let r = try CLIRunner.run(["render", file, "-o", s.path("out.png")])
            #expect(r.exitedNormally && r.status == 1)
            #expect(r.error.hasPrefix("error: "))
            #expect(r.error.split(separator: "\n").count == 1)
        }
        #expect(!s.exists("out.png"))
    }

    @Test func unwritableOutputFailsCleanly() throws {
        let s = try Scratch(); defer { s.remove() }
        let r = try CLIRunner.run(["render", s.lottie, "-o", "/proc/scrollwork-cannot-write/x.png"])
        #expect(r.exitedNormally && r.status == 1)
        #expect(r.error.hasPrefix("error: "))
    }

    @Test func malformedFlagValuesAreUsageErrors() throws {
        let s = try Scratch(); defer { s.remove() }
        for bad in [["--size", "0x0"], ["--background", "red"], ["--frame", "abc"], ["--no-such-flag"]] {
            let r = try CLIRunner.run(["render", s.lottie] + bad + ["-o", s.path("out.png")])
            #expect(r.exitedNormally && r.status != 0, "\(bad)")
            #expect(r.error.hasPrefix("error: "))
            #expect(r.error.split(separator: "\n").count == 1, "\(r.error)")
        }
        #expect(!s.exists("out.png"))
    }
}
