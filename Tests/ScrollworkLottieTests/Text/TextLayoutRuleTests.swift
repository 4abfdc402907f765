import Scrollwork
import ScrollworkCanvas
import Testing
@testable import ScrollworkLottie

/// Lottie text set as lottie-web sets it, on hand-computed cases. At size 20 the glyphs
/// advance A 10, B 6, space 5 (their widths × size / 100).
@Suite("Text: layout rules")
struct TextLayoutRuleTests {
    func origins(_ document: String, text: String? = nil) throws -> [Point] {
        let json = text.map { TextFixture.file(document, text: $0) } ?? TextFixture.file(document)
        return TextFixture.placed(try TextFixture.program(json)).map(\.origin)
    }

    @Test("point text: letters by advance from the layer's origin on the first baseline")
    func advances() throws {
        #expect(try origins(#""t": "AB A""#) == [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 21, y: 0)])
    }

    @Test("tracking: tr / 1000 × size after every letter")
    func tracking() throws {
        #expect(try origins(#""t": "AB A", "tr": 100"#).map(\.x) == [0, 12, 27])
    }

    @Test("right and centre: lines end at, or centre on, the origin")
    func justification() throws {
        // "AB A" is 31 wide; "A" is 10.
        #expect(try origins(#""t": "AB A", "j": 1"#).map(\.x) == [-31, -21, -10])
        #expect(try origins(#""t": "AB A", "j": 2"#).map(\.x) == [-15.5, -5.5, 5.5])
        let lines = try origins(#""t": "AB A\rA", "j": 1"#)
        #expect(lines.map(\.x) == [-31, -21, -10, -10])
        // lottie-web lays the justified variants out flush left; so does Scrollwork.
        #expect(try origins(#""t": "AB A", "j": 4"#).map(\.x) == [0, 10, 21])
    }

    @Test("line height: lh between baselines (1.2 × size without), the first break one pixel more")
    func lineHeight() throws {
        #expect(try origins(#""t": "A\rB\rA", "lh": 30"#).map(\.y) == [0, 31, 61])
        #expect(try origins(#""t": "A\rB""#).map(\.y) == [0, 25])        // 1.2 × 20 + 1
        #expect(try origins(#""t": "A\nB""#).map(\.y) == [0, 25])
        #expect(try origins(#""t": "A\u0003B""#).map(\.y) == [0, 25])
    }

    @Test("baseline shift moves the text up")
    func baselineShift() throws {
        #expect(try origins(#""t": "AB", "ls": 3"#).map(\.y) == [-3, -3])
    }

    @Test("paragraph text: wrapped at the box width, set from the box's corner and the font's ascent")
    func box() throws {
        // Box 25 wide at (5, 7); ascent 70 % of 20 = 14. "AB A" wraps after "AB".
        let left = try origins(#""t": "AB A", "sz": [25, 100], "ps": [5, 7]"#)
        #expect(left == [Point(x: 5, y: 21), Point(x: 15, y: 21), Point(x: 5, y: 46)])
        let right = try origins(#""t": "AB A", "sz": [25, 100], "ps": [5, 7], "j": 1"#)
        #expect(right.map(\.x) == [14, 24, 20])                          // 5 + (25 − 16), 5 + (25 − 10)
        let centre = try origins(#""t": "AB A", "sz": [25, 100], "ps": [5, 7], "j": 2"#)
        #expect(centre.map(\.x) == [9.5, 19.5, 12.5])
    }

    @Test("all caps and small caps")
    func caps() throws {
        let animation = try TextFixture.program(TextFixture.file(#""t": "ab", "ca": 1"#))
        let placed = TextFixture.placed(animation)
        #expect(placed.map(\.origin.x) == [0, 10])                       // A, B at full size
        let small = try TextFixture.program(TextFixture.file(#""t": "aB", "ca": 2"#))
        let letters = small.layouts[0].letters
        #expect(abs(letters[0].scale - 0.2 * 0.7) < 1e-12 && abs(letters[0].advance - 7) < 1e-12)
        #expect(letters[1].scale == 0.2 && letters[1].advance == 6)
    }

    @Test("grouping by words: the anchor of each letter is its word's centre")
    func wordGroups() throws {
        let p = try TextFixture.program(TextFixture.file(#""t": "AB A""#, text: #""a": [], "m": {"g": 2, "a": {"a": 0, "k": [0, 0]}}, "p": {}"#))
        let letters = p.layouts[0].letters
        #expect(letters.map(\.groupWidth) == [16, 16, 16, 10])
        #expect(letters.map(\.groupStart) == [0, 10, 16, 0])
        #expect(letters.map(\.group) == [0, 0, 0, 1])
        #expect(letters.map(\.groupExtra) == [5, 5, 5, 10])
        // Without animators, grouping leaves the letters where they are.
        #expect(TextFixture.placed(p).map(\.origin.x) == [0, 10, 21])
    }

    @Test("each basis counts units as lottie-web does (breaks share the next letter's index)")
    func unitIndices() throws {
        // a b ␠ c ⏎ d with one animator per basis.
        func selector(_ b: Int) -> String {
            #"{"s": {"t": 0, "b": \#(b), "sh": 1, "r": 1, "a": {"a": 0, "k": 100}}, "a": {"o": {"a": 0, "k": 0}}}"#
        }
        let text = #""a": [\#(selector(1)), \#(selector(2)), \#(selector(3)), \#(selector(4))], "m": {"g": 1, "a": {"a": 0, "k": [0, 0]}}, "p": {}"#
        let layout = try TextFixture.program(TextFixture.file(#""t": "AB A\rB""#, text: text)).layouts[0]
        func column(_ j: Int) -> [Int32] { (0..<layout.letters.count).map { layout.unitIndices[$0 * 4 + j] } }
        #expect(column(0) == [0, 1, 2, 3, 4, 4])        // characters
        #expect(column(1) == [0, 1, 2, 2, 3, 3])        // excluding spaces
        #expect(column(2) == [0, 0, 0, 1, 1, 2])        // words
        #expect(column(3) == [0, 0, 0, 0, 0, 1])        // lines
        #expect(layout.unitTotals == [5, 4, 3, 2])
    }

    @Test("randomised order is a fixed permutation of the units")
    func randomized() throws {
        let text = #""a": [{"s": {"t": 0, "b": 1, "rn": 1, "sh": 1, "r": 1}, "a": {"o": {"a": 0, "k": 0}}}], "m": {"g": 1, "a": {"a": 0, "k": [0, 0]}}, "p": {}"#
        let json = TextFixture.file(#""t": "ABABABAB""#, text: text)
        let first = try TextFixture.program(json).layouts[0].unitIndices
        #expect(first.sorted() == (0..<8).map { Int32($0) })
        #expect(first != (0..<8).map { Int32($0) })
        #expect(try TextFixture.program(json).layouts[0].unitIndices == first)
    }
}
