import CIntrinsics
import Testing

/// A linear gradient's row eight pixels a step (AVX2) picks the entries the one-pixel rule picks:
/// rising and falling ramps, rows that clamp at either end or run across both, and rows at the
/// edges of the 32 bits the lanes count in.
@Suite struct LinearRowTests {
    /// A ramp whose entries are their own indices, so the output names the index chosen.
    static let lut = (0..<256).map(UInt32.init)

    /// The one-pixel rule (`Shader.shade`'s scalar loop).
    static func rule(fixed: Int, delta: Int, count: Int) -> [UInt32] {
        (0..<count).map { lut[min(max((fixed &+ delta &* $0) >> 16, 0), 255)] }
    }

    static func wide(fixed: Int, delta: Int, count: Int) -> (pixels: [UInt32], written: Int) {
        var out = [UInt32](repeating: 0xDEAD_BEEF, count: count)
        let written = lut.withUnsafeBufferPointer { table in
            out.withUnsafeMutableBufferPointer { scrollwork_linear_row_wide(fixed, delta, count, table.baseAddress!, $0.baseAddress!) }
        }
        return (out, written)
    }

    @Test func rowsPickTheRulesEntries() {
        guard scrollwork_has_avx2() != 0 else {
            // Without AVX2 the shader never calls it; the stub writes nothing.
            #expect(Self.wide(fixed: 0, delta: 1 << 16, count: 16).written == 0)
            return
        }
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ range: ClosedRange<Int>) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return range.lowerBound + Int((state >> 33) % UInt64(range.count))
        }
        var rows = 0, differing = 0
        let limit = Int(Int32.max)
        for _ in 0..<3000 {
            let count = next(0...300)
            let delta = next(-(1 << 18)...(1 << 18))
            var fixed = next(-(300 << 16)...(300 << 16))
            // Some rows start or end at the edge of what 32 bits hold.
            if next(0...9) == 0 { fixed = delta >= 0 ? -limit : limit }
            let last = fixed + delta * max(count - 1, 0)
            guard last >= -limit, last <= limit else { continue }
            let (pixels, written) = Self.wide(fixed: fixed, delta: delta, count: count)
            rows += 1
            let rule = Self.rule(fixed: fixed, delta: delta, count: count)
            if written != count / 8 * 8 || pixels[..<written] != rule[..<written]
                || pixels[written...].contains(where: { $0 != 0xDEAD_BEEF }) { differing += 1 }
        }
        #expect(rows > 2000 && differing == 0, "\(differing) of \(rows) rows differ")
    }
}
