import Foundation
import Testing
import ScrollworkCanvas

@Suite struct HelpTests {
    static let subcommands = ["render", "info", "validate", "easing", "bench", "compare", "diff", "bake"]

    @Test func topLevelHelpListsEverySubcommand() throws {
        let r = try CLIRunner.run(["--help"])
        #expect(r.status == 0)
        for name in Self.subcommands { #expect(r.output.contains(name), "\(name) missing from --help") }
    }

    @Test(arguments: subcommands)
    func everySubcommandHelpHasADiscussionAndExamples(_ name: String) throws {
        let r = try CLIRunner.run(["help", name])
        #expect(r.status == 0)
        #expect(r.output.contains("OVERVIEW:"))
        #expect(r.output.contains("Example"), "\(name) --help has no examples")
    }

    @Test func unknownSubcommandIsAUsageError() throws {
        let r = try CLIRunner.run(["frobnicate"])
        #expect(r.exitedNormally && r.status != 0)
    }
}

@Suite struct InfoCommandTests {
    @Test func jsonHasTheDocumentedKeys() throws {
        let s = try Scratch(); defer { s.remove() }
        let r = try CLIRunner.run(["info", s.lottie, "--json"])
        #expect(r.status == 0, "\(r.error)")
        let o = try #require(jsonObject(r.output))
        for key in ["file", "size", "frame_rate", "in_point", "out_point", "frames", "duration", "layers", "layer_types",
                    "features", "diagnostics", "markers", "precomps", "images"] {
            #expect(o[key] != nil, "missing \(key)")
        }
        #expect((o["size"] as? [Double]) == [64, 48])
        #expect((o["frame_rate"] as? Double) == 10)
        #expect((o["duration"] as? Double) == 1)
        #expect((o["layer_types"] as? [String: Int]) == ["solid": 1])
    }

    @Test func textOutputNamesSizeRateAndLayers() throws {
        let s = try Scratch(); defer { s.remove() }
        let r = try CLIRunner.run(["info", s.lottie])
        #expect(r.status == 0)
        #expect(r.output.contains("size: 64x48"))
        #expect(r.output.contains("frame rate: 10 fps"))
        #expect(r.output.contains("layer types: solid 1"))
    }

    @Test func badFileExitsOne() throws {
        let r = try CLIRunner.run(["info", "/nonexistent/x.json", "--json"])
        #expect(r.exitedNormally && r.status == 1)
        #expect(r.output.isEmpty)
        #expect(r.error.hasPrefix("error: "))
    }
}

@Suite struct BakeCommandTests {
    @Test func writesAFileWithoutExpressionsThatRendersTheSameFrames() throws {
        let s = try Scratch(); defer { s.remove() }
        let source = s.dir + "/moving.json"
        let json = try String(contentsOfFile: s.lottie, encoding: .utf8)
            .replacingOccurrences(of: #""o": {"a": 0, "k": 100}"#, with: #""o": {"a": 0, "k": 100, "x": "$bm_rt = 100 - time * 50"}"#)
        try json.write(toFile: source, atomically: true, encoding: .utf8)
        let baked = s.dir + "/baked.json"
        let r = try CLIRunner.run(["bake", source, "-o", baked])
        #expect(r.status == 0, "\(r.error)")
        #expect(r.error.contains("1 expressions baked, 0 left"))
        let text = try String(contentsOfFile: baked, encoding: .utf8)
        #expect(!text.contains("$bm_rt"))
        for frame in ["0", "4", "9"] {
            let a = s.dir + "/a\(frame).png", b = s.dir + "/b\(frame).png"
            #expect(try CLIRunner.run(["render", source, "--frame", frame, "-o", a]).status == 0)
            #expect(try CLIRunner.run(["render", baked, "--frame", frame, "-o", b]).status == 0)
            #expect(FileManager.default.contents(atPath: a) == FileManager.default.contents(atPath: b), "frame \(frame)")
        }
    }

    @Test func badInputFailsWithOneLineAndWritesNothing() throws {
        let s = try Scratch(); defer { s.remove() }
        let broken = s.dir + "/broken.json", out = s.dir + "/out.json"
        try "{\"v\": ".write(toFile: broken, atomically: true, encoding: .utf8)
        for input in [broken, s.dir + "/missing.json"] {
            let r = try CLIRunner.run(["bake", input, "-o", out])
            #expect(r.exitedNormally && r.status == 1)
            #expect(r.error.hasPrefix("error: ") && r.error.split(separator: "\n").count == 1, "\(r.error)")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }
}

@Suite struct ValidateCommandTests {
    @Test func cleanFilesPassAndBrokenOnesFailWithOneLineEach() throws {
        let s = try Scratch(); defer { s.remove() }
        try "[1, 2".write(toFile: s.path("bad.json"), atomically: true, encoding: .utf8)
        let ok = try CLIRunner.run(["validate", s.lottie])
        #expect(ok.status == 0)
        #expect(ok.output.isEmpty)
        let bad = try CLIRunner.run(["validate", s.lottie, s.path("bad.json"), s.path("missing.json")])
        #expect(bad.exitedNormally && bad.status == 1)
        let lines = bad.output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.contains(": error: ") })
        let verbose = try CLIRunner.run(["validate", "--verbose", s.lottie])
        #expect(verbose.output.contains("\(s.lottie): ok"))
    }

    @Test func warningsFailOnlyWhenStrict() throws {
        let s = try Scratch(); defer { s.remove() }
        // A layer with effects: the importer warns that effects are not drawn.
        let json = try String(contentsOfFile: s.lottie, encoding: .utf8)
            .replacingOccurrences(of: "\"ty\": 1, \"ind\": 1,", with: "\"ty\": 1, \"ind\": 1, \"ef\": [{\"ty\": 5, \"nm\": \"x\"}],")
        try json.write(toFile: s.path("fx.json"), atomically: true, encoding: .utf8)
        let lax = try CLIRunner.run(["validate", s.path("fx.json")])
        let strict = try CLIRunner.run(["validate", "--strict", s.path("fx.json")])
        #expect(lax.output.contains(": warning: "))
        #expect(lax.status == 0)
        #expect(strict.status == 1)
    }
}

@Suite struct EasingCommandTests {
    @Test(arguments: [
        ("linear", 0.25, 0.25), ("easeInOutCubic", 0.5, 0.5), ("ease-in-out-cubic", 0.25, 0.0625),
        ("cubic-bezier(0, 0, 1, 1)", 0.3, 0.3), ("steps(4)", 0.3, 0.25), ("steps(4, jump-start)", 0.3, 0.5),
    ] as [(String, Double, Double)])
    func printsValuesAtPoints(_ curve: String, _ t: Double, _ expected: Double) throws {
        let r = try CLIRunner.run(["easing", curve, "--at", "\(t)"])
        #expect(r.status == 0, "\(r.error)")
        let fields = r.output.split(separator: "\n").first?.split(separator: "\t") ?? []
        #expect(fields.count == 2)
        let value = try #require(Double(String(fields[1])))
        #expect(abs(value - expected) < 1e-4, "\(curve) at \(t) = \(value)")
    }

    @Test func plotIsAPNGWithTheCurveDrawn() throws {
        let s = try Scratch(); defer { s.remove() }
        let r = try CLIRunner.run(["easing", "easeOutBack", "--plot", s.path("plot.png"), "--size", "400x300", "--json"])
        #expect(r.status == 0, "\(r.error)")
        let o = try #require(jsonObject(r.output))
        #expect((o["values"] as? [[Double]])?.count == 5)
        let p = try readPNG(s.path("plot.png"))
        #expect(p.width == 400 && p.height == 300)
        var blue = 0
        for y in 0..<p.height { for x in 0..<p.width {
            if let c = p.pixel(x: x, y: y), c.b > 180, c.r < 120 { blue += 1 }
        } }
        #expect(blue > 300, "the curve is drawn in blue")
    }

    @Test(arguments: [["nonsense"], ["cubic-bezier(2, 0, 1, 1)"], ["steps(0)"], ["linear", "--at", "1.5"],
                      ["spring(0, 1, 1)"], ["linear", "--size", "10x10", "--plot", "/tmp/never-written-plot.png"]])
    func badCurvesFailWithOneLine(_ args: [String]) throws {
        let r = try CLIRunner.run(["easing"] + args)
        #expect(r.exitedNormally && r.status == 1)
        #expect(r.error.hasPrefix("error: "))
        #expect(r.error.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written-plot.png"))
    }
}

@Suite struct BenchCommandTests {
    @Test func jsonHasTimings() throws {
        let s = try Scratch(); defer { s.remove() }
        let r = try CLIRunner.run(["bench", s.lottie, "--size", "64x48", "--frames", "5", "--json"])
        #expect(r.status == 0, "\(r.error)")
        let o = try #require(jsonObject(r.output))
        #expect(Set(o.keys) == ["load_ms", "median_ms", "mean_ms", "frames", "frame_list"])
        #expect((o["frames"] as? Int) == 5)
        #expect((o["frame_list"] as? [Double]) == [0, 2.25, 4.5, 6.75, 9], "5 frames evenly spaced over 0 … 9")
        let median = (o["median_ms"] as? Double) ?? -1, mean = (o["mean_ms"] as? Double) ?? -1
        #expect(median > 0 && mean > 0, "a frame takes time: median \(median) ms, mean \(mean) ms")
    }

    @Test func threadsAddThroughput() throws {
        let s = try Scratch(); defer { s.remove() }
        let r = try CLIRunner.run(["bench", s.lottie, "--size", "64x48", "--frames", "8", "--threads", "2", "--json"])
        #expect(r.status == 0, "\(r.error)")
        let o = try #require(jsonObject(r.output))
        #expect((o["threads"] as? Int) == 2)
        #expect(((o["fps"] as? Double) ?? 0) > 0)
        #expect(o["wall_ms"] != nil)
    }

    @Test(arguments: ["spaced", "sequential", "random"])
    func ordersAndIncrementalFramesTime(order: String) throws {
        let s = try Scratch(); defer { s.remove() }
        for extra in [[], ["--incremental"], ["--incremental", "--pixel-cache", "0"]] {
            let r = try CLIRunner.run(["bench", s.lottie, "--size", "64x48", "--frames", "6", "--order", order, "--json"] + extra)
            #expect(r.status == 0, "\(order) \(extra): \(r.error)")
            let o = try #require(jsonObject(r.output))
            #expect((o["frames"] as? Int) == 6)
        }
    }

    /// The frame list in the JSON is the one timed, so reference engines can time the same frames.
    @Test func jsonListsTheFramesTimedInOrder() throws {
        let s = try Scratch(); defer { s.remove() }
        func list(_ order: String, _ n: Int) throws -> [Double] {
            let r = try CLIRunner.run(["bench", s.lottie, "--size", "64x48", "--frames", "\(n)", "--order", order, "--json"])
            #expect(r.status == 0, "\(order): \(r.error)")
            return try #require(jsonObject(r.output)?["frame_list"] as? [Double])
        }
        #expect(try list("sequential", 12) == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1], "playback wraps at op")
        let random = try list("random", 40)
        #expect(random.count == 40)
        #expect(random.allSatisfy { $0 >= 0 && $0 < 9 }, "seeks stay in ip … op−1: \(random)")
        #expect(Set(random).count > 30, "seeks are spread, not repeated: \(random)")
        #expect(try list("random", 40) == random, "a fixed seed: two runs time the same frames")
    }

    @Test func badInputFails() throws {
        let s = try Scratch(); defer { s.remove() }
        #expect(try CLIRunner.run(["bench", s.lottie, "--order", "sideways"]).status != 0, "an unknown order is a usage error")
        #expect(try CLIRunner.run(["bench", s.lottie, "--frames", "0"]).status == 1)
        let cache = try CLIRunner.run(["bench", s.lottie, "--pixel-cache", "2000000"])
        #expect(cache.status == 1 && cache.error.contains("--pixel-cache"), "\(cache.error)")
        #expect(try CLIRunner.run(["bench", "/nonexistent.json"]).status == 1)
    }
}

@Suite struct DiffAndCompareTests {
    @Test func identicalImagesAreWithinTheBarAndDifferentOnesAreMeasured() throws {
        let s = try Scratch(); defer { s.remove() }
        #expect(try CLIRunner.run(["render", s.lottie, "--frame", "0", "--background", "#ffffff", "-o", s.path("a.png")]).status == 0)
        #expect(try CLIRunner.run(["render", s.lottie, "--frame", "9", "--background", "#ffffff", "-o", s.path("b.png")]).status == 0)
        let same = try #require(jsonObject(try CLIRunner.run(["diff", s.path("a.png"), s.path("a.png"), "--json"]).output))
        #expect(same["psnr"] is NSNull)
        #expect((same["within_bar"] as? Bool) == true)
        let other = try CLIRunner.run(["diff", s.path("a.png"), s.path("b.png"), "--json"])
        let o = try #require(jsonObject(other.output))
        // The square moved by 32 px: columns 0..<32 and 32..<64 of rows 8..<40 swap red and white,
        // 2 × 32 × 32 of 64 × 48 pixels = 66.67 %; each off by 255 in G and B.
        #expect(abs(((o["pct_gt32"] as? Double) ?? 0) - 66.6667) < 0.01)
        let mse = 2.0 * 255 * 255 * 2048 / (64 * 48 * 3)
        #expect(abs(((o["psnr"] as? Double) ?? 0) - 10 * log10(255 * 255 / mse)) < 1e-3)
        #expect((o["within_bar"] as? Bool) == false)
        #expect(try CLIRunner.run(["diff", s.path("a.png"), s.path("b.png"), "--fail-below-psnr", "30"]).status == 1)
    }

    @Test func compareAgainstAGoldenFolder() throws {
        let s = try Scratch(); defer { s.remove() }
        for f in ["0", "5", "9"] {
            let r = try CLIRunner.run(["render", s.lottie, "--frame", f, "--background", "#ffffff", "-o", s.path("gold/square.json@\(f).png")])
            #expect(r.status == 0)
        }
        let good = try CLIRunner.run(["compare", s.lottie, "--goldens", s.path("gold")])
        #expect(good.status == 0, "\(good.error)")
        #expect(good.output.contains("ok square.json"))
        #expect(good.output.contains("3 frames, median PSNR 99.0 dB, 100.0% of frames within bar"))
        // A wrong golden: frame 9's picture saved as frame 0.
        try FileManager.default.removeItem(atPath: s.path("gold/square.json@0.png"))
        try FileManager.default.copyItem(atPath: s.path("gold/square.json@9.png"), toPath: s.path("gold/square.json@0.png"))
        let bad = try CLIRunner.run(["compare", s.lottie, "--goldens", s.path("gold"), "--fail-under", "90"])
        #expect(bad.output.contains("!! square.json"))
        #expect(bad.output.contains("OUT"))
        #expect(bad.status == 1)
    }

    @Test func compareFailsCleanlyOnNothingToCompare() throws {
        let s = try Scratch(); defer { s.remove() }
        let r = try CLIRunner.run(["compare", s.lottie, "--goldens", s.dir])
        #expect(r.exitedNormally && r.status == 1)
        #expect(r.error.hasPrefix("error: "))
    }

    @Test(.enabled(if: sharedFolder != nil, "needs ../shared/reference beside the repository"))
    func compareAgainstTheSharedGoldens() throws {
        let shared = try #require(sharedFolder)
        let r = try CLIRunner.run(["compare", shared + "/corpus/lottie-ios/HamburgerArrow.json", "--reference", shared + "/reference"])
        #expect(r.status == 0, "\(r.error)")
        #expect(r.output.contains("lottie-ios/HamburgerArrow.json  @0: "))
        #expect(r.output.contains("ThorVG on the same 3 frames"))
        #expect(r.output.contains("3 frames, median PSNR"))
    }
}
