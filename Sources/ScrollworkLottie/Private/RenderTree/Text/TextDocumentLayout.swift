import Scrollwork
import ScrollworkCanvas

/// One text document set once (lottie-web's `TextProperty.completeTextData`): its characters
/// as letters with their glyphs, advances and lines (through ``TextParagraph``, the one line
/// breaker), the anchor groups, and each animator's unit index of every letter. A frame only
/// reads it.
struct TextDocumentLayout {
    /// One letter: a character, a space, or a line break (which the animators count too).
    struct Letter {
        /// The outline (index into the glyph table's outlines; -1: nothing drawn).
        var outline: Int
        /// The advance (`l`).
        var advance: Double
        /// The width of the letter's anchor group (`an`).
        var groupWidth: Double
        /// How far into its group the letter starts (`add`).
        var groupStart: Double
        /// The group's number (`ind`).
        var group: Int
        /// The advance of the letter that closed the group (`extra`).
        var groupExtra: Double
        /// The line.
        var line: Int
        /// Outline scale: size / 100 (times the small-cap scale for small capitals).
        var scale: Double
        var isLineBreak: Bool
        var isSpace: Bool
    }

    var letters: [Letter] = []
    /// Each line's width.
    var lineWidths: [Double] = []
    /// The box width lines are placed in: the paragraph box's, else the widest line's.
    var boxWidth = 0.0
    /// Where lines are placed from: 0 (paragraph text, or left), −box (right), −box / 2 (centre).
    var justifyOffset = 0.0
    /// How lines are placed: lottie-web places them only for right and centre; the justified
    /// modes are flush left.
    var justification = TextJustification.left
    /// The size.
    var size: Double
    /// Tracking in pixels (`tr` / 1000 × size).
    var tracking: Double
    /// Distance between baselines.
    var lineHeight: Double
    /// The first baseline's distance below the box's top (paragraph text).
    var ascent: Double
    var baselineShift: Double
    var boxPosition: Point?
    /// The fill and stroke colours as drawn (8 bits a channel, opaque), nil for none.
    var fill: Color?
    var stroke: Color?
    /// The fill and stroke colours as the document gives them (animators blend from these).
    var fillColorRaw: Color?
    var strokeColorRaw: Color?
    var strokeWidth: Double
    /// Whether the stroke is drawn over the fill.
    var strokeOverFill: Bool
    /// For each animator `j`, the unit index of letter `i` at `[i * animatorCount + j]`.
    var unitIndices: [Int32] = []
    /// For each animator, how many units its basis counts.
    var unitTotals: [Int] = []
    /// The number of animators.
    var animatorCount = 0

    /// Sets `document` with `glyphs`, grouping anchors by `grouping`, counting units for each
    /// of `selectors`.
    init(_ document: LottieTextDocument, glyphs: TextGlyphTable, grouping: LottieTextGrouping,
         selectors: [LottieTextRangeSelector], seed: UInt64) {
        size = document.size
        let font = glyphs.font(named: document.fontName)
        tracking = document.tracking / 1000 * size
        lineHeight = document.lineHeight != 0 ? document.lineHeight : size * 1.2
        ascent = glyphs.ascent(of: font) * size / 100
        baselineShift = document.baselineShift
        boxPosition = document.boxSize == nil ? nil : (document.boxPosition ?? .zero)
        fillColorRaw = document.fillColor
        strokeColorRaw = document.strokeColor
        fill = document.fillColor.map(TextColor.quantized)
        stroke = document.strokeColor.map(TextColor.quantized)
        strokeWidth = document.strokeWidth
        strokeOverFill = document.strokeOverFill ?? true
        // Characters → paragraph items.
        let characters = document.displayedCharacters()
        var items: [TextParagraph.Item] = []
        var found: [TextGlyphTable.Glyph] = []
        items.reserveCapacity(characters.count)
        found.reserveCapacity(characters.count)
        for c in characters {
            let kind = TextParagraph.Item.kind(of: c.character)
            let g = kind == .lineBreak ? TextGlyphTable.Glyph(outline: -1, width: 0) : glyphs.glyph(c.character, font: font)
            let scale = size / 100 * (c.isSmallCap ? LottieTextDocument.smallCapScale : 1)
            items.append(TextParagraph.Item(kind, advance: g.width * scale))
            found.append(g)
        }
        justification = document.justification == .right || document.justification == .center ? document.justification : .left
        let paragraph = TextParagraph(items, tracking: tracking, wrapWidth: document.boxSize?.width)
        lineWidths = paragraph.lines.map(\.width)
        if let box = document.boxSize {
            boxWidth = box.width
        } else {
            boxWidth = paragraph.widestLine
            justifyOffset = justification == .right ? -boxWidth : justification == .center ? -boxWidth / 2 : 0
        }
        // Letters, with lottie-web's anchor groups (words: up to a space or a break; lines: up
        // to a break); a group's width leaves out the space or break that ends it.
        letters.reserveCapacity(paragraph.items.count)
        var groupSize = 0.0, groupFirst = 0, group = 0
        let count = paragraph.items.count
        for i in 0..<count {
            let item = paragraph.items[i]
            let source = paragraph.sourceIndices[i]
            let glyph = source >= 0 && item.kind != .lineBreak ? found[source] : TextGlyphTable.Glyph(outline: -1, width: 0)
            let small = source >= 0 && characters[source].isSmallCap
            letters.append(Letter(outline: glyph.outline, advance: item.advance, groupWidth: item.advance, groupStart: groupSize,
                                  group: i, groupExtra: 0, line: paragraph.lineIndices[i],
                                  scale: size / 100 * (small ? LottieTextDocument.smallCapScale : 1),
                                  isLineBreak: item.kind == .lineBreak, isSpace: item.kind == .space))
            let closes: Bool
            switch grouping {
            case .words: closes = item.kind != .letter || i == count - 1
            case .lines: closes = item.kind == .lineBreak || i == count - 1
            case .characters, .all: closes = false
            }
            guard grouping == .words || grouping == .lines else { continue }
            groupSize += item.advance
            if closes {
                let ender = grouping == .words ? item.kind != .letter : item.kind == .lineBreak
                if ender { groupSize -= item.advance }
                for k in groupFirst...i {
                    letters[k].groupWidth = groupSize
                    letters[k].group = group
                    letters[k].groupExtra = item.advance
                }
                groupFirst = i + 1
                group += 1
                groupSize = 0
            }
        }
        countUnits(selectors, seed: seed)
    }

    /// Each animator's unit index of every letter (lottie-web's `anIndexes`): characters skip
    /// breaks, characters excluding spaces skip spaces too, words end at spaces and breaks,
    /// lines at breaks; randomised order deals the indices out in a shuffled order.
    private mutating func countUnits(_ selectors: [LottieTextRangeSelector], seed: UInt64) {
        animatorCount = selectors.count
        guard animatorCount > 0 else { return }
        let n = letters.count
        unitIndices = [Int32](repeating: 0, count: n * animatorCount)
        unitTotals = [Int](repeating: 0, count: animatorCount)
        for (j, s) in selectors.enumerated() {
            var unit = 0
            for i in 0..<n {
                unitIndices[i * animatorCount + j] = Int32(clamping: unit)
                let l = letters[i]
                let advances: Bool
                switch s.basis {
                case .characters: advances = !l.isLineBreak
                case .charactersExcludingSpaces: advances = !l.isLineBreak && !l.isSpace
                case .words: advances = l.isLineBreak || l.isSpace || i == n - 1
                case .lines: advances = l.isLineBreak || i == n - 1
                }
                if advances { unit += 1 }
            }
            unitTotals[j] = unit
            guard s.randomizeOrder, unit > 1 else { continue }
            // A fixed shuffle of 0..<unit (lottie-web draws a new one at every load).
            var order = Array(0..<unit)
            var state = seed &+ UInt64(truncatingIfNeeded: s.randomSeed ?? 0) &+ UInt64(j) &* 0x9E37_79B9_7F4A_7C15
            for k in stride(from: unit - 1, to: 0, by: -1) {
                state = state &+ 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                z ^= z >> 31
                order.swapAt(k, Int(z % UInt64(k + 1)))
            }
            for i in 0..<n {
                let u = Int(unitIndices[i * animatorCount + j])
                if u < unit { unitIndices[i * animatorCount + j] = Int32(clamping: order[u]) }
            }
        }
    }
}
