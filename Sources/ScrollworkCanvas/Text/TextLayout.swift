import Scrollwork

/// Horizontal alignment of lines of text.
public enum TextAlignment: Hashable, Sendable {
    /// Lines start at the left edge.
    case left
    /// Lines are centred.
    case center
    /// Lines end at the right edge.
    case right
}

/// Text laid out in a font: glyphs placed by advance and kerning, broken into lines at
/// newlines and, with a width, where they overflow it (``TextParagraph``'s rules, the same as
/// Lottie text layers'), each line aligned. Coordinates are y-down with the origin at the
/// top-left of the text box (the first baseline sits at the font's ascender).
public struct TextLayout: Sendable {
    /// One placed glyph.
    public struct PlacedGlyph: Sendable {
        /// The glyph's outline, already placed and scaled.
        public var path: Path
        /// Its origin on the baseline.
        public var origin: Point
    }

    /// One line: its text, its width and its baseline.
    public struct Line: Sendable {
        /// The characters of the line.
        public var text: String
        /// Its advance width.
        public var width: Double
        /// The baseline's y.
        public var baseline: Double
    }

    /// The glyphs, in order.
    public private(set) var glyphs: [PlacedGlyph] = []
    /// The lines, top to bottom.
    public private(set) var lines: [Line] = []
    /// The box the text occupies (width of the widest line or the wrap width; height of the lines).
    public private(set) var size: Size = .zero

    /// The most characters laid out (longer text is cut).
    public static let maxCharacters = 100_000

    /// Lays out `text` at `fontSize` (pixels per em) with an optional wrap width, line
    /// height (a multiple of the font's recommended spacing, default 1) and tracking (pixels
    /// added after every character). `justification`, when given, replaces `alignment`.
    public init(_ text: String, font: Font, size fontSize: Double, maxWidth: Double? = nil,
                alignment: TextAlignment = .left, lineSpacing: Double = 1, tracking: Double = 0,
                justification: TextJustification? = nil) {
        guard fontSize.isFinite, fontSize > 0 else { return }
        let scale = fontSize / font.unitsPerEm
        let wrap = maxWidth.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let spacing = font.lineGap * scale * (lineSpacing.isFinite && lineSpacing > 0 ? lineSpacing : 1)
        let scalars = Array(text.unicodeScalars.prefix(TextLayout.maxCharacters))
        // One item per character ("\r\n" is one break); kerning with the next character is
        // part of a character's advance.
        var items: [TextParagraph.Item] = []
        var sources: [Int] = []
        items.reserveCapacity(scalars.count)
        sources.reserveCapacity(scalars.count)
        for k in scalars.indices {
            let s = scalars[k]
            if s == "\n", k > 0, scalars[k - 1] == "\r" { continue }
            let kind = TextParagraph.Item.kind(of: Character(s))
            var advance = 0.0
            if kind != .lineBreak {
                advance = font.glyph(for: s).advance
                if k + 1 < scalars.count { advance += font.kerning(between: s, and: scalars[k + 1]) }
            }
            items.append(TextParagraph.Item(kind, advance: advance * scale))
            sources.append(k)
        }
        let paragraph = TextParagraph(items, tracking: tracking, wrapWidth: wrap)
        let boxWidth = wrap ?? paragraph.widestLine
        let justification = justification ?? TextJustification(alignment)
        let firstBaseline = font.ascender * scale
        for i in paragraph.items.indices where paragraph.items[i].kind == .letter {
            let source = paragraph.sourceIndices[i]
            guard source >= 0 else { continue }
            let outline = font.glyph(for: scalars[sources[source]]).outline
            guard !outline.isEmpty else { continue }
            let x = paragraph.x(ofItem: i, justification: justification, boxWidth: boxWidth)
            let baseline = firstBaseline + Double(paragraph.lineIndices[i]) * spacing
            let t = AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: x, ty: baseline)
            glyphs.append(PlacedGlyph(path: outline.applying(t), origin: Point(x: x, y: baseline)))
        }
        for (n, line) in paragraph.lines.enumerated() {
            var characters = String.UnicodeScalarView()
            for i in line.items where paragraph.items[i].kind != .lineBreak {
                let source = paragraph.sourceIndices[i]
                if source >= 0 { characters.append(scalars[sources[source]]) }
            }
            lines.append(Line(text: String(characters), width: max(0, line.width),
                              baseline: firstBaseline + Double(n) * spacing))
        }
        let height = firstBaseline + Double(paragraph.lines.count - 1) * spacing + (-font.descender * scale)
        size = Size(width: boxWidth, height: height)
    }

    /// All glyph outlines as one path.
    public var path: Path {
        var p = Path()
        for g in glyphs { p.append(g.path) }
        return p
    }
}

extension Canvas {
    /// Draws laid-out text with its top-left corner at `origin` (local coordinates).
    ///
    /// - Complexity: O(g · (e + p)): g glyphs, each filled as a path.
    public func draw(_ layout: TextLayout, at origin: Point = .zero, with paint: Paint) {
        save()
        translate(x: origin.x, y: origin.y)
        fill(layout.path, with: paint)
        restore()
    }

    /// Lays out and draws a string (see ``TextLayout``).
    ///
    /// - Complexity: O(n + g · (e + p)): n characters laid out, g glyphs filled as paths.
    public func drawText(_ text: String, font: Font, size: Double, at origin: Point = .zero, color: Color,
                         maxWidth: Double? = nil, alignment: TextAlignment = .left) {
        draw(TextLayout(text, font: font, size: size, maxWidth: maxWidth, alignment: alignment), at: origin,
             with: .solid(color))
    }
}
