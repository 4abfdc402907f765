import Scrollwork
import ScrollworkCanvas
import Testing

/// The one line breaker and aligner on small hand-computed cases: letters `A` (10 wide), `B`
/// (6), spaces (5).
@Suite("Text: paragraph layout rules")
struct TextParagraphTests {
    static let a = TextParagraph.Item(.letter, advance: 10)
    static let b = TextParagraph.Item(.letter, advance: 6)
    static let space = TextParagraph.Item(.space, advance: 5)
    static let brk = TextParagraph.Item(.lineBreak)

    @Test("pen positions and line width: tracking after every item, trailing spaces and one tracking left out")
    func tracking() {
        let p = TextParagraph([Self.a, Self.b, Self.space, Self.a], tracking: 2)
        #expect(p.penPositions == [0, 12, 20, 27])
        #expect(p.lines.count == 1)
        #expect(p.lines[0].width == 37)          // 10+2 + 6+2 + 5+2 + 10+2 − 2
        let trailing = TextParagraph([Self.a, Self.space, Self.space])
        #expect(trailing.lines[0].width == 10)
        #expect(trailing.widestLine == 10)
    }

    @Test("line breaks start new lines at pen 0; the break belongs to the line it ends")
    func lineBreaks() {
        let p = TextParagraph([Self.a, Self.brk, Self.b, Self.b])
        #expect(p.lines.map(\.width) == [10, 12])
        #expect(p.lineIndices == [0, 0, 1, 1])
        #expect(p.penPositions == [0, 10, 0, 6])
        #expect(p.lines[0].items == 0..<2 && p.lines[0].endsParagraph)
        #expect(TextParagraph.Item.kind(of: "\r") == .lineBreak && TextParagraph.Item.kind(of: "\n") == .lineBreak)
        #expect(TextParagraph.Item.kind(of: "\r\n") == .lineBreak && TextParagraph.Item.kind(of: "\u{3}") == .lineBreak)
        #expect(TextParagraph.Item.kind(of: " ") == .space && TextParagraph.Item.kind(of: "x") == .letter)
    }

    @Test("box wrapping breaks at the last space, which becomes the break")
    func wrapsAtSpaces() {
        // A B ␠ A: the second A would end at 31 > 25.
        let p = TextParagraph([Self.a, Self.b, Self.space, Self.a], wrapWidth: 25)
        #expect(p.items.map(\.kind) == [.letter, .letter, .lineBreak, .letter])
        #expect(p.sourceIndices == [0, 1, -1, 3])
        #expect(p.lines.map(\.width) == [16, 10])
        #expect(!p.lines[0].endsParagraph && p.lines[1].endsParagraph)
        // Spaces never break a line by themselves, and a line that fits is left alone.
        #expect(TextParagraph([Self.a, Self.space, Self.space, Self.space], wrapWidth: 12).lines.count == 1)
        #expect(TextParagraph([Self.a, Self.b, Self.space, Self.a], wrapWidth: 31).lines.count == 1)
    }

    @Test("a word wider than the box breaks between letters; a line always keeps one item")
    func breaksWords() {
        let p = TextParagraph([Self.a, Self.b, Self.a, Self.b], wrapWidth: 17)
        #expect(p.items.map(\.kind) == [.letter, .letter, .lineBreak, .letter, .letter])
        #expect(p.sourceIndices == [0, 1, -1, 2, 3])
        let narrow = TextParagraph([Self.a, Self.a, Self.a], wrapWidth: 0)
        #expect(narrow.lines.count == 3)
        #expect(narrow.lines.allSatisfy { $0.width == 10 })
    }

    @Test("tracking counts while wrapping")
    func trackingWraps() {
        // A(10) + 3 + B(6) = 19 ≤ 19; the next A would end at 19 + 3 + 10 = 32 > 25.
        let p = TextParagraph([Self.a, Self.b, Self.a], tracking: 3, wrapWidth: 25)
        #expect(p.lines.count == 2)
        #expect(p.lines.map(\.width) == [19, 10])
    }

    @Test("left, right and centred lines in a box")
    func alignment() {
        let p = TextParagraph([Self.a, Self.brk, Self.a, Self.b])   // widths 10 and 16
        #expect(p.x(ofItem: 0, justification: .left, boxWidth: 30) == 0)
        #expect(p.x(ofItem: 0, justification: .right, boxWidth: 30) == 20)
        #expect(p.x(ofItem: 3, justification: .right, boxWidth: 30) == 24)   // 14 + pen 10
        #expect(p.x(ofItem: 0, justification: .center, boxWidth: 30) == 10)
        #expect(p.x(ofItem: 2, justification: .center, boxWidth: 30) == 7)
    }

    @Test("justified lines widen their gaps; the last line of a paragraph follows its variant")
    func justified() {
        // A ␠ A ␠ A in 28: "A A" (25) wraps before the last A (10).
        let items = [Self.a, Self.space, Self.a, Self.space, Self.a]
        let p = TextParagraph(items, wrapWidth: 28)
        #expect(p.lines.map(\.width) == [25, 10])
        #expect(p.lines[0].gaps == 1 && p.lines[1].gaps == 0)
        #expect(p.gapWidening(ofLine: 0, justification: .justifiedLastLeft, boxWidth: 28) == 3)
        #expect(p.x(ofItem: 2, justification: .justifiedLastLeft, boxWidth: 28) == 18)   // 15 + 3
        #expect(p.x(ofItem: 0, justification: .justifiedLastLeft, boxWidth: 28) == 0)
        #expect(p.x(ofItem: 4, justification: .justifiedLastLeft, boxWidth: 28) == 0)
        #expect(p.x(ofItem: 4, justification: .justifiedLastRight, boxWidth: 28) == 18)
        #expect(p.x(ofItem: 4, justification: .justifiedLastCenter, boxWidth: 28) == 9)
        // Every line justified: the last has no gap, so it stays flush left.
        #expect(p.x(ofItem: 4, justification: .justifiedAll, boxWidth: 28) == 0)
        let all = TextParagraph([Self.a, Self.space, Self.a], wrapWidth: 40)
        #expect(all.x(ofItem: 2, justification: .justifiedAll, boxWidth: 40) == 30)
        #expect(all.x(ofItem: 2, justification: .justifiedLastLeft, boxWidth: 40) == 15)
        // A line wider than the box is not narrowed.
        #expect(p.gapWidening(ofLine: 0, justification: .justifiedAll, boxWidth: 20) == 0)
    }

    @Test("empty text and non-finite advances")
    func degenerate() {
        let empty = TextParagraph([])
        #expect(empty.lines.count == 1 && empty.items.isEmpty && empty.widestLine == 0)
        let bad = TextParagraph([TextParagraph.Item(.letter, advance: .nan), Self.a], tracking: .infinity, wrapWidth: .nan)
        #expect(bad.penPositions == [0, 0])
        #expect(bad.lines[0].width == 10)
    }

    @Test("TextLayout: baselines step by the line spacing from the ascender; justified scene text")
    func textLayoutUsesTheParagraph() throws {
        let font = try Font()
        let layout = TextLayout("ab\ncd", font: font, size: 20, lineSpacing: 1.5)
        let step = font.lineGap / font.unitsPerEm * 20 * 1.5
        #expect(abs(layout.lines[0].baseline - font.ascender / font.unitsPerEm * 20) < 1e-9)
        #expect(abs(layout.lines[1].baseline - layout.lines[0].baseline - step) < 1e-9)
        // Tracking widens the line by (n − 1) × tracking.
        let plain = TextLayout("abc", font: font, size: 20), tracked = TextLayout("abc", font: font, size: 20, tracking: 4)
        #expect(abs(tracked.lines[0].width - plain.lines[0].width - 8) < 1e-9)
        let justified = TextLayout("aa bb cc dd", font: font, size: 20, maxWidth: 70, justification: .justifiedLastLeft)
        #expect(justified.lines.count >= 2)
        let firstLine = justified.glyphs.filter { $0.origin.y == justified.lines[0].baseline }
        let last = try #require(firstLine.last)
        let lastCharacter = try #require(justified.lines[0].text.unicodeScalars.last)
        // The first line's last glyph ends at the box's right edge.
        let advance = font.glyph(for: lastCharacter).advance / font.unitsPerEm * 20
        #expect(abs(last.origin.x + advance - 70) < 0.5)
    }
}
