import ScrollworkCanvas
import ScrollworkImageDiff
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Paths of the PNG pairs the figures were computed from.
enum Pairs {
    /// The package root, found from this file's path.
    static let packageRoot: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // ImageDiffTests.swift, ScrollworkImageDiffTests, Tests
        return parts.joined(separator: "/")
    }()

    /// `../shared/reference`, beside the package.
    static let reference = packageRoot + "/../shared/reference/"
    static let hasReference = access(reference + "index.json", R_OK) == 0
    static let fixtures = packageRoot + "/Tests/ScrollworkImageDiffTests/Fixtures/"
    static let canvasGoldens = packageRoot + "/Tests/ScrollworkCanvasTests/Goldens/"
}

/// What `../shared/tools/reference/diff.py` printed for a pair (its `compare()` dictionary,
/// full precision), computed once with the reference tools' venv:
/// `python3 -c 'import diff as D; a,_=D.load_rgb(A); b,_=D.load_rgb(B); print(repr(D.compare(a,b)[0]))'`.
struct DiffPyFigures: Sendable, CustomTestStringConvertible {
    var a: String
    var b: String
    var size: (Int, Int)
    var maeRGB: SIMD3<Double>
    var mae: Double
    var pctGt8: Double
    var pctGt32: Double
    var max: Int
    var psnr: Double
    var withinBar: Bool
    var testDescription: String { "\(a.split(separator: "/").last ?? "") vs \(b.split(separator: "/").last ?? "")" }
}

@Suite("ImageDiff: diff.py's figures")
struct ImageDiffTests {
    static let shared: [DiffPyFigures] = [
        // Two lottie-web golden frames of one file: within the bar, close to both limits.
        DiffPyFigures(a: Pairs.reference + "lottie-web/lottie-ios/9squares_AlBoardman.json@0.png",
                      b: Pairs.reference + "lottie-web/lottie-ios/9squares_AlBoardman.json@175.png",
                      size: (180, 180), maeRGB: [1.0873148148148148, 0.6129320987654321, 0.29432098765432096],
                      mae: 0.6648559670781893, pctGt8: 3.623456790123457, pctGt32: 1.1697530864197532, max: 69,
                      psnr: 35.21083787490281, withinBar: true),
        // Two frames far apart: outside the bar on both counts.
        DiffPyFigures(a: Pairs.reference + "lottie-web/lottie-ios/HamburgerArrow.json@0.png",
                      b: Pairs.reference + "lottie-web/lottie-ios/HamburgerArrow.json@90.png",
                      size: (400, 300), maeRGB: [2.2452916666666667, 3.1544083333333335, 1.1296833333333334],
                      mae: 2.176461111111111, pctGt8: 1.7183333333333333, pctGt32: 1.7008333333333334, max: 216,
                      psnr: 22.73140263806178, withinBar: false),
    ]

    static let local: [DiffPyFigures] = [
        // A straight-alpha RGBA PNG (every alpha from 0 to 255) against an RGB one: compositing
        // over white and its rounding, as diff.py's load_rgb does it.
        DiffPyFigures(a: Pairs.fixtures + "translucent.png", b: Pairs.fixtures + "opaque.png",
                      size: (64, 48), maeRGB: [5.7607421875, 5.779622395833333, 5.9208984375],
                      mae: 5.820421006944445, pctGt8: 29.622395833333332, pctGt32: 13.37890625, max: 40,
                      psnr: 26.25914438672386, withinBar: false),
        // Two of ThorVG's canvas scene renders (Tests/ScrollworkCanvasTests/Goldens).
        DiffPyFigures(a: Pairs.canvasGoldens + "rects.png", b: Pairs.canvasGoldens + "ellipses.png",
                      size: (512, 512), maeRGB: [26.10755157470703, 43.433650970458984, 33.298709869384766],
                      mae: 34.27997080485026, pctGt8: 35.20660400390625, pctGt32: 35.16426086425781, max: 255,
                      psnr: 11.0758427171925, withinBar: false),
    ]

    func check(_ f: DiffPyFigures) throws {
        let d = try ImageDiff(try PNG.read(from: f.a), try PNG.read(from: f.b))
        #expect(d.width == f.size.0 && d.height == f.size.1)
        // The sums are exact integers on both sides and log10 is the same libm's: equal to the bit.
        #expect(d.psnr == f.psnr)
        #expect(d.percentOver8 == f.pctGt8)
        #expect(d.percentOver32 == f.pctGt32)
        #expect(d.meanAbsolute == f.mae)
        #expect(d.meanAbsoluteByChannel == f.maeRGB)
        #expect(d.maximum == f.max)
        #expect(d.withinBar == f.withinBar)
        // Symmetric.
        #expect(try ImageDiff(try PNG.read(from: f.b), try PNG.read(from: f.a)) == d)
    }

    @Test("golden frame pairs of ../shared/reference", .enabled(if: Pairs.hasReference, "needs ../shared/reference"),
          arguments: shared)
    func sharedPairs(_ f: DiffPyFigures) throws { try check(f) }

    @Test("pairs kept in the repository (alpha over white; ThorVG renders)", arguments: local)
    func localPairs(_ f: DiffPyFigures) throws { try check(f) }

    @Test func identicalImagesAre99dBAndWithinTheBar() throws {
        let a = try PNG.read(from: Pairs.fixtures + "translucent.png")
        let d = try ImageDiff(a, a)
        #expect(d.psnr == .infinity && d.cappedPSNR == 99)
        #expect(d.isIdentical && d.withinBar)
        #expect(d.percentOver8 == 0 && d.percentOver32 == 0 && d.meanAbsolute == 0 && d.maximum == 0)
    }

    @Test func differentSizesAreATypedError() throws {
        let a = try Pixmap(width: 4, height: 3), b = try Pixmap(width: 3, height: 4)
        #expect(throws: ImageDiffError.sizeMismatch(ImageSize(a), ImageSize(b))) { try ImageDiff(a, b) }
        #expect(ImageDiffError.sizeMismatch(ImageSize(a), ImageSize(b)).description == "size mismatch: 4x3 vs 3x4")
    }

    @Test("the bar: PSNR ≥ 35 dB and ≤ 1.5 % of pixels off by > 32, both edges included")
    func barEdges() throws {
        let a = try Pixmap(width: 2, height: 2)
        var d = try ImageDiff(a, a)
        for (psnr, over32, within) in [(35.0, 1.5, true), (34.999, 0, false), (99, 1.5001, false), (.infinity, 0, true)] {
            d.psnr = psnr
            d.percentOver32 = over32
            #expect(d.withinBar == within, "\(psnr) dB, \(over32) %")
            #expect(ReferenceBar.standard.admits(d) == within)
        }
        #expect(ReferenceBar(minimumPSNR: 40, maximumPercentOver32: 0).admits(d))
        d.psnr = 39.9
        #expect(!ReferenceBar(minimumPSNR: 40, maximumPercentOver32: 0).admits(d))
    }
}

@Suite("StoredDifference: self-golden comparison")
struct StoredDifferenceTests {
    static func pixmap(_ fill: PremultipliedColor) throws -> Pixmap {
        var p = try Pixmap(width: 20, height: 10)
        for y in 0..<10 { for x in 0..<20 { p.setPixel(x: x, y: y, fill) } }
        return p
    }

    @Test("a one-level drift over the whole image is within a tolerance of 1, and seen")
    func oneLevelDrift() throws {
        let a = try Self.pixmap(PremultipliedColor(r: 100, g: 50, b: 25, a: 200))
        let b = try Self.pixmap(PremultipliedColor(r: 101, g: 50, b: 24, a: 200))
        let d = try StoredDifference(a, b, tolerance: 1)
        #expect(d.isWithinTolerance && d.largest == 1 && d.pixelsDiffering == 200 && d.firstBeyondTolerance == nil)
        #expect(!(try StoredDifference(a, b)).isWithinTolerance)
        // Over white the same drift hardly moves the reference metric: why self-goldens exist.
        #expect(try ImageDiff(a, b).cappedPSNR > 49)
    }

    @Test("two levels at one pixel fail a tolerance of 1, and the pixel is named")
    func twoLevelsAtOnePixel() throws {
        let a = try Self.pixmap(PremultipliedColor(r: 10, g: 20, b: 30, a: 255))
        var b = a
        b.setPixel(x: 7, y: 3, PremultipliedColor(r: 10, g: 22, b: 30, a: 255))
        let d = try StoredDifference(a, b, tolerance: 1)
        #expect(!d.isWithinTolerance)
        #expect(d.largest == 2 && d.pixelsBeyondTolerance == 1 && d.pixelsDiffering == 1)
        #expect(d.firstBeyondTolerance == StoredDifference.Position(x: 7, y: 3))
    }

    @Test("alpha counts: pixels equal over white but stored differently are told apart")
    func alphaCounts() throws {
        let a = try Self.pixmap(PremultipliedColor(r: 10, g: 10, b: 10, a: 10))
        let b = try Self.pixmap(.transparent)
        #expect(try ImageDiff(a, b).isIdentical)
        let d = try StoredDifference(a, b, tolerance: 1)
        #expect(d.largest == 10 && d.pixelsBeyondTolerance == 200)
    }

    @Test func differentSizesAreATypedError() throws {
        #expect(throws: ImageDiffError.self) { try StoredDifference(try Pixmap(width: 1, height: 2), try Pixmap(width: 2, height: 1)) }
    }
}
