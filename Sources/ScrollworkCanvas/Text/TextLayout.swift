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
/// newlines and, with a width, at spaces; each line aligned. Coordinates are y-down with the
/// origin at the top-left of the text box (the first baseline sits at the font's ascender).
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

    /// Lays out `text` at `fontSize` (pixels per em) with an optional wrap width and line
    /// height (a multiple of the font's recommended spacing, default 1).
    public init(_ text: String, font: Font, size fontSize: Double, maxWidth: Double? = nil,
                alignment: TextAlignment = .left, lineSpacing: Double = 1) {
        guard fontSize.isFinite, fontSize > 0 else { return }
        let scale = fontSize / font.unitsPerEm
        let wrap = maxWidth.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let spacing = font.lineGap * scale * (lineSpacing.isFinite && lineSpacing > 0 ? lineSpacing : 1)
        // Measure words and break lines.
        var rawLines: [[Unicode.Scalar]] = []
        var count = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current: [Unicode.Scalar] = []
            var currentWidth = 0.0
            let words = paragraph.split(separator: " ", omittingEmptySubsequences: false)
            for (wi, word) in words.enumerated() {
                let scalars = Array(word.unicodeScalars)
                count += scalars.count + 1
                if count > TextLayout.maxCharacters { break }
                let w = TextLayout.measure(scalars, font: font) * scale
                let spaceW = TextLayout.measure([" "], font: font) * scale
                let candidate = current.isEmpty && wi == 0 ? w : currentWidth + spaceW + w
                if let wrap, candidate > wrap, !current.isEmpty {
                    rawLines.append(current)
                    current = scalars
                    currentWidth = w
                } else {
                    if wi > 0 { current.append(" ") }
                    current.append(contentsOf: scalars)
                    currentWidth = candidate
                }
            }
            rawLines.append(current)
            if count > TextLayout.maxCharacters { break }
        }
        var widest = 0.0
        var widths: [Double] = []
        for l in rawLines {
            let w = TextLayout.measure(l, font: font) * scale
            widths.append(w)
            widest = max(widest, w)
        }
        let boxWidth = wrap ?? widest
        var baseline = font.ascender * scale
        for (i, l) in rawLines.enumerated() {
            let w = widths[i]
            var x: Double
            switch alignment {
            case .left: x = 0
            case .center: x = (boxWidth - w) / 2
            case .right: x = boxWidth - w
            }
            var previous: UInt32 = 0
            for s in l {
                let index = font.glyphIndex(s)
                x += font.kerning(previous, index) * scale
                let g = font.glyph(index)
                if !g.path.isEmpty {
                    let t = AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: x, ty: baseline)
                    glyphs.append(PlacedGlyph(path: g.path.applying(t), origin: Point(x: x, y: baseline)))
                }
                x += g.advance * scale
                previous = index
            }
            lines.append(Line(text: String(String.UnicodeScalarView(l)), width: w, baseline: baseline))
            baseline += spacing
        }
        let height = rawLines.isEmpty ? 0 : (baseline - spacing) + (-font.descender * scale)
        size = Size(width: boxWidth, height: height)
    }

    /// All glyph outlines as one path.
    public var path: Path {
        var p = Path()
        for g in glyphs { p.append(g.path) }
        return p
    }

    static func measure(_ scalars: [Unicode.Scalar], font: Font) -> Double {
        var w = 0.0
        var previous: UInt32 = 0
        for s in scalars {
            let i = font.glyphIndex(s)
            w += font.kerning(previous, i) + font.glyph(i).advance
            previous = i
        }
        return w
    }
}

extension Canvas {
    /// Draws laid-out text with its top-left corner at `origin` (local coordinates).
    public func draw(_ layout: TextLayout, at origin: Point = .zero, with paint: Paint) {
        save()
        translate(x: origin.x, y: origin.y)
        fill(layout.path, with: paint)
        restore()
    }

    /// Lays out and draws a string (see ``TextLayout``).
    public func drawText(_ text: String, font: Font, size: Double, at origin: Point = .zero, color: Color,
                         maxWidth: Double? = nil, alignment: TextAlignment = .left) {
        draw(TextLayout(text, font: font, size: size, maxWidth: maxWidth, alignment: alignment), at: origin,
             with: .solid(color))
    }
}
