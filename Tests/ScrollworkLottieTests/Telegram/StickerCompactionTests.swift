@testable import ScrollworkLottie
import Testing

/// What makes a sticker smaller without changing its frames: trimming keyframes past the cut,
/// dropping keyframes on straight lines, and (changing them a little) rounding.
@Suite struct StickerCompactionTests {
    static func keys(_ times: [Double], values: [Double], linear: Bool = true) -> JSONValue {
        let easing: [JSONMember] = linear
            ? [JSONMember(key: "o", value: .object([JSONMember(key: "x", value: .number(0)), JSONMember(key: "y", value: .number(0))])),
               JSONMember(key: "i", value: .object([JSONMember(key: "x", value: .number(1)), JSONMember(key: "y", value: .number(1))]))]
            : [JSONMember(key: "o", value: .object([JSONMember(key: "x", value: .number(0.3)), JSONMember(key: "y", value: .number(0))])),
               JSONMember(key: "i", value: .object([JSONMember(key: "x", value: .number(0.7)), JSONMember(key: "y", value: .number(1))]))]
        return .array(zip(times, values).map { t, v in
            .object([JSONMember(key: "t", value: .number(t)), JSONMember(key: "s", value: .array([.number(v)]))] + easing)
        })
    }

    static func times(_ track: JSONValue?) -> [Double] { track?.array?.compactMap { $0["t"]?.number } ?? [] }

    @Test func keyframesPastTheWindowAreTrimmed() throws {
        let layer = JSONValue.object([JSONMember(key: "ty", value: .number(4)),
                                      JSONMember(key: "ks", value: .object([JSONMember(key: "r", value: .object([
                                          JSONMember(key: "a", value: .number(1)),
                                          JSONMember(key: "k", value: Self.keys([-30, -10, 0, 60, 120, 180], values: [0, 1, 2, 3, 4, 5])),
                                      ]))]))])
        let precompLayer = JSONValue.object([JSONMember(key: "ty", value: .number(0)), JSONMember(key: "refId", value: .string("p")),
                                             JSONMember(key: "st", value: .number(100))])
        let document = JSONValue.object([
            JSONMember(key: "ip", value: .number(0)), JSONMember(key: "op", value: .number(90)),
            JSONMember(key: "layers", value: .array([layer, precompLayer])),
            JSONMember(key: "assets", value: .array([.object([JSONMember(key: "id", value: .string("p")),
                                                              JSONMember(key: "layers", value: .array([layer]))])])),
        ])
        let trimmed = StickerTrimming.trimmed(document)
        // The root shows 0…90: from the key at 0 to the first at or after 90 (120).
        #expect(Self.times(trimmed["layers"]?.array?[0]["ks"]?["r"]?["k"]) == [0, 60, 120])
        // The precomp starts at 100: it shows its own −100…−10, from the key before −100 (none:
        // the first) to the first at or after −10.
        #expect(Self.times(trimmed["assets"]?.array?[0]["layers"]?.array?[0]["ks"]?["r"]?["k"]) == [-30, -10])
    }

    @Test func linearKeyframesOnAStraightLineGo() {
        let straight = JSONValue.object([JSONMember(key: "k", value: Self.keys([0, 1, 2, 3, 4, 10], values: [0, 2, 4, 6, 8, 0]))])
        #expect(Self.times(StickerCompaction.simplifyingLinearTracks(straight, tolerance: 1e-3)["k"]) == [0, 4, 10])
        // Off the line by more than the tolerance, or eased: kept.
        let bent = JSONValue.object([JSONMember(key: "k", value: Self.keys([0, 1, 2], values: [0, 1.01, 2]))])
        #expect(Self.times(StickerCompaction.simplifyingLinearTracks(bent, tolerance: 1e-3)["k"]) == [0, 1, 2])
        let eased = JSONValue.object([JSONMember(key: "k", value: Self.keys([0, 1, 2], values: [0, 1, 2], linear: false))])
        #expect(Self.times(StickerCompaction.simplifyingLinearTracks(eased, tolerance: 1e-3)["k"]) == [0, 1, 2])
    }

    @Test func roundingKeepsSmallNumbersAndTimesFiner() {
        let value = JSONValue.object([JSONMember(key: "t", value: .number(12.3456)), JSONMember(key: "s", value: .array([.number(123.456), .number(0.12345)]))])
        let rounded = StickerCompaction.rounding(value, decimals: 0)
        #expect(rounded["t"]?.number == 12.35)
        #expect(rounded["s"]?.array?.compactMap(\.number) == [123, 0.123])
        #expect(StickerCompaction.strippingNames(.object([JSONMember(key: "nm", value: .string("x")), JSONMember(key: "ty", value: .number(4))])) ==
                .object([JSONMember(key: "ty", value: .number(4))]))
    }
}
