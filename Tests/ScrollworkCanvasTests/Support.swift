import ScrollworkCanvas
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Paths and image comparison helpers shared by the canvas tests.
enum Support {
    /// The package root, found from this file's path.
    static let packageRoot: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Support.swift, ScrollworkCanvasTests, Tests
        return parts.joined(separator: "/")
    }()

    static let goldens = packageRoot + "/Tests/ScrollworkCanvasTests/Goldens"
    static let scenes = packageRoot + "/Tests/ScrollworkCanvasTests/Scenes"

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

    /// PSNR (dB) and the fraction of pixels with a channel off by more than 8, comparing two
    /// images composited over white as RGB.
    static func compare(_ a: Pixmap, _ b: Pixmap) -> (psnr: Double, fractionOver8: Double, maxDiff: Int) {
        guard a.width == b.width, a.height == b.height else { return (0, 1, 255) }
        var sse = 0.0
        var over = 0
        var maxDiff = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = overWhite(a.pixel(x: x, y: y) ?? .transparent), q = overWhite(b.pixel(x: x, y: y) ?? .transparent)
                var worst = 0
                for c in 0..<3 {
                    let d = abs(p[c] - q[c])
                    worst = max(worst, d)
                    sse += Double(d * d)
                }
                if worst > 8 { over += 1 }
                maxDiff = max(maxDiff, worst)
            }
        }
        let mse = sse / Double(a.width * a.height * 3)
        let psnr = mse == 0 ? 99 : 10 * log10(255 * 255 / mse)
        return (psnr, Double(over) / Double(a.width * a.height), maxDiff)
    }

    /// A number with a fixed count of decimals (no Foundation).
    static func fixed(_ v: Double, _ decimals: Int) -> String {
        var m = 1.0
        for _ in 0..<decimals { m *= 10 }
        let r = (v * m).rounded() / m
        return "\(r)"
    }

    /// The largest difference of any channel (alpha included) of any pixel of two
    /// same-sized pixmaps, premultiplied as stored.
    static func maxChannelDifference(_ a: Pixmap, _ b: Pixmap) -> Int {
        a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in
                zip(x, y).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
            }
        }
    }

    static func overWhite(_ p: PremultipliedColor) -> [Int] {
        let inv = 255 - Int(p.a)
        return [Int(p.r) + inv, Int(p.g) + inv, Int(p.b) + inv]
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
