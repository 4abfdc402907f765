import ScrollworkCanvas
import ScrollworkImageDiff
import Testing
#if canImport(Glibc)
import Glibc
import Scrollwork
#endif

/// Paths and image comparison helpers shared by the canvas tests.
enum Support {
    /// The package root, found from this file's real path (Tests/ThreadSanitizer reaches this
    /// folder through a symbolic link).
    static let packageRoot: String = {
        let real = realpath(#filePath, nil)
        defer { free(real) }
        var parts = (real.map { String(cString: $0) } ?? #filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Support.swift, ScrollworkCanvasTests, Tests
        return parts.joined(separator: "/")
    }()

    static let goldens = packageRoot + "/Tests/ScrollworkCanvasTests/Goldens"
    static let scenes = packageRoot + "/Tests/ScrollworkCanvasTests/Scenes"
    static let selfGoldens = packageRoot + "/Tests/ScrollworkCanvasTests/SelfGoldens"

    /// Where tests write their renders for inspection (git-ignored `.build` folder).
    static let outputDirectory: String = {
        let dir = packageRoot + "/.build/canvas-test-output"
        _ = dir.withCString { mkdir($0, 0o755) }
        return dir
    }()

    /// Whether the build is optimized (heavy rendering tests run only then).
    static var isRelease: Bool {
        #if DEBUG
        return false
        #else
        return true
        #endif
    }

    /// A number with a fixed count of decimals (no Foundation).
    static func fixed(_ v: Double, _ decimals: Int) -> String {
        var m = 1.0
        for _ in 0..<decimals { m *= 10 }
        let r = (v * m).rounded() / m
        return "\(r)"
    }

    /// The largest difference of any channel (alpha included) of any pixel of two
    /// same-sized pixmaps, premultiplied as stored (255 when the sizes differ).
    static func maxChannelDifference(_ a: Pixmap, _ b: Pixmap) -> Int {
        (try? StoredDifference(a, b))?.largest ?? 255
    }

    /// Checks a render against its self-golden `SelfGoldens/<name>.png` (within 1 level in
    /// every channel, as stored), writing the render beside the other outputs when it differs.
    static func expectSelfGolden(_ render: Pixmap, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let golden = SelfGolden(path: selfGoldens + "/\(name).png")
        let outcome = golden.check(render)
        let renderPath = outputDirectory + "/self-golden-\(name).png"
        if let failure = golden.failure(outcome, renderWrittenTo: renderPath) {
            try? render.writePNG(to: renderPath)
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        } else if case .recorded = outcome {
            print("self-golden: recorded \(golden.path)")
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// A small deterministic generator (SplitMix64), so a failing random case is reproducible
/// from its seed.
struct SeededGenerator {
    var state: UInt64

    /// The next number in [0, 1).
    mutating func next() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }

    /// A point in the square [0, size)².
    mutating func point(in size: Double) -> Point { Point(next() * size, next() * size) }
}
