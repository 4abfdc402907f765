import CIntrinsics
import Testing

/// A radial gradient's row, two pixels a step, gives the colours of its one-pixel form: for a
/// focal point at the centre (the shorter lanes) and away from it (the general lanes).
@Suite("Radial gradient rows")
struct RadialRowTests {
    /// A ramp whose entries are their own indices, so the output names the index chosen.
    static let lut = (0..<256).map(UInt32.init)

    /// Rows under random transforms, radii and starts, against `scrollwork_radial_pixel`.
    /// `single` counts the rows a concentric gradient works out in single precision from the start.
    /// `wide` asks for the eight-lane AVX2 form where the processor has it (the four-lane
    /// form otherwise).
    static func mismatches(focalOffset: (x: Double, y: Double), seed: UInt64, rows: Int = 200,
                           reach: Double = 1, radii: ClosedRange<Double> = 1...301, wide: Bool = false)
        -> (compared: Int, differing: Int, single: Int) {
        var state = seed
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        var compared = 0, differing = 0, single = 0
        lut.withUnsafeBufferPointer { table in
            guard let lut = table.baseAddress else { return }
            for _ in 0..<rows {
                let radius = radii.lowerBound + next() * (radii.upperBound - radii.lowerBound)
                let center = (x: next() * 400 - 100, y: next() * 400 - 100)
                let focal = (x: center.x + focalOffset.x * radius, y: center.y + focalOffset.y * radius)
                let (ex, ey) = (center.x - focal.x, center.y - focal.y)
                let aa = ex * ex + ey * ey - radius * radius
                // Device → gradient space: a rotation and scale, and a translation.
                let angle = next() * 6.283, scale = (0.3 + next() * 3) * reach
                let (a, b) = (cos(angle) * scale, sin(angle) * scale)
                let (c, d) = (-b, a)
                let (tx, ty) = (next() * 200 - 100, next() * 200 - 100)
                let y = Double(Int(next() * 500)) + 0.5
                let (rowX, rowY) = (c * y + tx, d * y + ty)
                let x = Int(next() * 600) - 50, count = 1 + Int(next() * 70)
                if focalOffset == (0, 0), scrollwork_radial_row_is_single(x, count, a, b, rowX, rowY, focal.x, focal.y, aa) != 0 {
                    single += 1
                }
                var row = [UInt32](repeating: 0xDEAD_BEEF, count: count + 1)
                row.withUnsafeMutableBufferPointer { out in
                    scrollwork_radial_row_using(x, count, a, b, rowX, rowY, focal.x, focal.y, ex, ey, aa, lut, out.baseAddress,
                                                wide ? scrollwork_has_avx2() : 0)
                }
                for i in 0..<count {
                    let px = Double(x + i) + 0.5
                    let expected = scrollwork_radial_pixel(px, a, b, rowX, rowY, focal.x, focal.y, ex, ey, aa, 1 / aa, lut)
                    compared += 1
                    if row[i] != expected { differing += 1 }
                }
                if row[count] != 0xDEAD_BEEF { differing += 1 }
            }
        }
        return (compared, differing, single)
    }

    @Test("a focal point at the centre gives the one-pixel colours")
    func concentric() {
        let result = Self.mismatches(focalOffset: (0, 0), seed: 11)
        #expect(result.compared > 5000)
        #expect(result.differing == 0, "\(result.differing) of \(result.compared) pixels differ")
    }

    /// The concentric rows are worked out four pixels at a time in single precision, and in
    /// doubles where that could round to a different entry: many rows meet that case often.
    @Test("concentric rows near every rounding boundary, far out and not a number")
    func concentricBoundaries() {
        for wide in [false, true] {
            let many = Self.mismatches(focalOffset: (0, 0), seed: 13, rows: 4000, wide: wide)
            #expect(many.compared > 100_000)
            #expect(many.differing == 0, "\(many.differing) of \(many.compared) pixels differ (wide: \(wide))")
        }
        // Points a billion radii out (single precision's squares overflow there) clamp to the
        // last entry, as in doubles.
        let far = Self.mismatches(focalOffset: (0, 0), seed: 14, reach: 1e18)
        #expect(far.differing == 0, "\(far.differing) of \(far.compared) pixels differ")
        // A transform that is not a number takes the first entry, as in doubles.
        var row = [UInt32](repeating: 0xDEAD_BEEF, count: 9)
        Self.lut.withUnsafeBufferPointer { table in
            row.withUnsafeMutableBufferPointer { out in
                scrollwork_radial_row(0, 8, .nan, 0, 0, 0, 0, 0, 0, 0, -100, table.baseAddress, out.baseAddress)
            }
        }
        #expect(row == [UInt32](repeating: 0, count: 8) + [0xDEAD_BEEF])
    }

    /// Large circles under moderate scales (a Lottie gradient filling a layer, say) are worked
    /// out in single precision from the start; rows far from the origin are not.
    @Test("concentric rows in single precision from the start")
    func concentricSingle() {
        for wide in [false, true] {
            let large = Self.mismatches(focalOffset: (0, 0), seed: 15, rows: 4000, reach: 0.3, radii: 200...2000, wide: wide)
            #expect(large.single > 2000, "\(large.single) of 4000 rows in single precision")
            #expect(large.compared > 100_000)
            #expect(large.differing == 0, "\(large.differing) of \(large.compared) pixels differ (wide: \(wide))")
            let far = Self.mismatches(focalOffset: (0, 0), seed: 16, reach: 1e18, wide: wide)
            #expect(far.differing == 0, "\(far.differing) of \(far.compared) pixels differ (wide: \(wide))")
        }
        // Far from the centre (d ≈ 10⁶ radii), too long a row, or not a number: in doubles.
        #expect(scrollwork_radial_row_is_single(1 << 22, 8, 0.3, 0, 0, 0, 0, 0, -1e6) == 0)
        #expect(scrollwork_radial_row_is_single(0, 8, 0.3, 0, 1e12, 0, 0, 0, -1e6) == 0)
        #expect(scrollwork_radial_row_is_single(0, 1 << 22, 0.3, 0, 0, 0, 0, 0, -1e6) == 0)
        #expect(scrollwork_radial_row_is_single(0, 8, .nan, 0, 0, 0, 0, 0, -1e6) == 0)
        // Far from the origin but through the circle: d is taken from the row's first pixel,
        // so single precision serves there too, and gives the one-pixel colours.
        #expect(scrollwork_radial_row_is_single(1_000_000, 8, 0.3, 0, -300_000, 0, 0, 0, -1e6) == 1)
        Self.lut.withUnsafeBufferPointer { table in
            for wide in [Int32(0), scrollwork_has_avx2()] {
                for shift in stride(from: -2.0, through: 2.0, by: 0.37) {
                    var row = [UInt32](repeating: 0, count: 600)
                    let (x, rowX, rowY) = (999_700, -299_910.0 + shift, -9_997.005 + 7.3 + shift)
                    #expect(scrollwork_radial_row_is_single(x, 600, 0.3, 0.01, rowX, rowY, 0, 0, -90 * 90) == 1)
                    row.withUnsafeMutableBufferPointer { out in
                        scrollwork_radial_row_using(x, 600, 0.3, 0.01, rowX, rowY, 0, 0, 0, 0, -90 * 90, table.baseAddress,
                                                    out.baseAddress, wide)
                    }
                    let expected = (0..<600).map { i in
                        scrollwork_radial_pixel(Double(x + i) + 0.5, 0.3, 0.01, rowX, rowY, 0, 0, 0, 0, -90 * 90,
                                                1 / (-90.0 * 90), table.baseAddress)
                    }
                    #expect(row == expected, "shift \(shift), wide \(wide)")
                    #expect(Set(row).count > 100)
                }
            }
        }
    }

    @Test("a focal point away from the centre gives the one-pixel colours")
    func offCentre() {
        let result = Self.mismatches(focalOffset: (0.4, -0.3), seed: 12)
        #expect(result.compared > 5000)
        #expect(result.differing == 0, "\(result.differing) of \(result.compared) pixels differ")
    }
}

#if canImport(Glibc)
import Glibc
#endif
