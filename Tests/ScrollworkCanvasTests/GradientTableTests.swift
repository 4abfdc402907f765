@testable import ScrollworkCanvas
import Scrollwork
import Testing

/// The gradient table a canvas keeps: its entries are the ramp's colours (``Gradient/color(at:)``
/// at `i / 255`, premultiplied by the opacity) whatever ramp was loaded before, and a ramp loaded
/// again is not filled again.
@Suite struct GradientTableTests {
    /// The entries as the definition gives them: one colour per step, each searched for anew.
    static func definition(_ g: Gradient, opacity: Double) -> [UInt32] {
        (0..<256).map { PremultipliedColor(g.color(at: Double($0) / 255).withAlpha(multipliedBy: opacity)).packed }
    }

    static func entries(_ table: GradientTable) -> [UInt32] { Array(UnsafeBufferPointer(start: table.entries, count: 256)) }

    /// Random ramps: 0–7 stops at random offsets (repeated offsets, offsets on the table's steps,
    /// stops outside 0…1 and at its ends included), translucent colours, random opacities.
    static func ramps(count: Int) -> [(Gradient, Double)] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func unit() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        return (0..<count).map { _ in
            let n = Int(unit() * 8)
            var stops: [GradientStop] = []
            for _ in 0..<n {
                let r = unit()
                let offset = r < 0.1 ? 0 : r < 0.2 ? 1 : r < 0.3 ? (stops.last?.offset ?? 0.5)
                    : r < 0.45 ? Double(Int(unit() * 256)) / 255 : unit() * 1.4 - 0.2
                stops.append(GradientStop(offset: offset, color: Color(red: unit(), green: unit(), blue: unit(), alpha: unit())))
            }
            return (Gradient(stops: stops), unit() < 0.3 ? 1 : unit())
        }
    }

    @Test func entriesAreTheRampsColours() {
        let table = GradientTable()
        for (g, opacity) in Self.ramps(count: 500) {
            let opaque = table.load(g, opacity: opacity)
            let expected = Self.definition(g, opacity: opacity)
            #expect(Self.entries(table) == expected)
            #expect(opaque == expected.allSatisfy { $0 >> 24 == 0xFF })
        }
    }

    @Test func theSameRampIsNotFilledAgain() {
        let table = GradientTable()
        let g = Gradient(stops: [GradientStop(offset: 0, color: .white), GradientStop(offset: 1, color: .black)])
        #expect(table.load(g, opacity: 1))
        // Entries written over behind the table's back stay so while the same ramp is loaded…
        table.entries[7] = 0x1234_5678
        #expect(table.load(g, opacity: 1))
        #expect(table.entries[7] == 0x1234_5678)
        // …and are filled again for another opacity or other stops.
        #expect(!table.load(g, opacity: 0.5))
        #expect(Self.entries(table) == Self.definition(g, opacity: 0.5))
        table.entries[7] = 0x1234_5678
        var h = g
        h.setStops { $0 = [GradientStop(offset: 0, color: .white), GradientStop(offset: 0.5, color: .black)] }
        _ = table.load(h, opacity: 0.5)
        #expect(Self.entries(table) == Self.definition(h, opacity: 0.5))
    }

    /// Through a canvas: two gradients drawn in turn, each twice, give the pixels of one fresh
    /// canvas per fill.
    @Test func alternatingRampsDrawAsFreshCanvasesDo() throws {
        let ramps = Self.ramps(count: 6).map { $0.0 }.filter { $0.stops.count >= 2 }
        let shared = try Canvas(width: 64, height: 16)
        for (k, g) in (ramps + ramps).enumerated() {
            let paint = Paint.linear(LinearGradient(start: Point(0, 0), end: Point(64, 0), gradient: g))
            let opacity = k % 3 == 0 ? 0.6 : 1
            shared.clear(.clear)
            shared.opacity = opacity
            shared.fill(Path(rect: Rect(x: 0, y: 0, width: 64, height: 16)), with: paint)
            let fresh = try Canvas(width: 64, height: 16)
            fresh.opacity = opacity
            fresh.fill(Path(rect: Rect(x: 0, y: 0, width: 64, height: 16)), with: paint)
            #expect(shared.pixmap == fresh.pixmap)
        }
    }
}
