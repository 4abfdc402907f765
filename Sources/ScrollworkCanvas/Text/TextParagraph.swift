/// A run of text broken into lines and placed along them: Scrollwork's one line-breaking and
/// alignment implementation, used by ``TextLayout`` (scene text drawn with a ``Font``) and by
/// Lottie text layers (glyphs from the file, or from a font).
///
/// The input is a sequence of items — letters with their advances, spaces, line breaks — and
/// the rules are After Effects' paragraph rules as lottie-web applies them:
///
/// - Every item moves the pen by its advance plus the ``tracking``; a line break returns it
///   to 0 on the next line.
/// - A line's width is where the pen stands after its last letter, less one tracking: spaces
///   at the end of a line do not count.
/// - Given a box width, lines also break greedily: when a letter would end past the box, the
///   line breaks at its last space (which the break replaces) or, when the line has none,
///   just before the letter (a word wider than the box is broken between letters). A line
///   keeps at least one item, so every line makes progress.
/// - ``x(ofItem:justification:boxWidth:)`` places each line in a box: flush left, right or
///   centred, or justified (the spaces between words widened) — see ``TextJustification``.
///
/// ```swift
/// let items: [TextParagraph.Item] = [.init(.letter, advance: 10), .init(.space, advance: 4), .init(.letter, advance: 10)]
/// let paragraph = TextParagraph(items, tracking: 1, wrapWidth: 15)   // two lines: the space became a break
/// paragraph.lines.count                                              // 2
/// ```
public struct TextParagraph: Sendable {
    /// What an item is.
    public enum ItemKind: UInt8, Hashable, Sendable {
        /// A letter (anything drawn, and anything not a space or a break).
        case letter
        /// A space: where a line may break.
        case space
        /// A line break.
        case lineBreak
    }

    /// One item of the text.
    public struct Item: Hashable, Sendable {
        /// What it is.
        public var kind: ItemKind
        /// How far it moves the pen (0 for a line break); non-finite advances count as 0.
        public var advance: Double

        /// An item.
        public init(_ kind: ItemKind, advance: Double = 0) {
            self.kind = kind
            self.advance = advance.isFinite ? advance : 0
        }

        /// The kind of a character: `" "` is a space; `"\r"`, `"\n"`, `"\r\n"` and `"\u{3}"`
        /// (After Effects' end of text) are line breaks; anything else is a letter.
        public static func kind(of character: Character) -> ItemKind {
            switch character {
            case " ": return .space
            case "\r", "\n", "\r\n", "\u{3}": return .lineBreak
            default: return .letter
            }
        }
    }

    /// One line.
    public struct Line: Hashable, Sendable {
        /// Its items in ``TextParagraph/items`` (with the break that ends it, if any).
        public var items: Range<Int>
        /// Its width: the pen after its last letter, less one tracking.
        public var width: Double
        /// The spaces between its first and last letters (where justification widens it).
        public var gaps: Int
        /// Whether a line break of the text or the text's end ends it (not the box's width).
        public var endsParagraph: Bool
    }

    /// The items after line breaking: the input's, with the breaks wrapping made (a space it
    /// broke at became a line break).
    public private(set) var items: [Item] = []
    /// For each item, its position in the input; -1 for a break made by wrapping.
    public private(set) var sourceIndices: [Int] = []
    /// For each item, the line it is on.
    public private(set) var lineIndices: [Int] = []
    /// For each item, the pen position on its line where it starts, before the line is placed.
    public private(set) var penPositions: [Double] = []
    /// For each item, the gaps of its line before it (how many widened spaces shift it).
    public private(set) var gapsBefore: [Int] = []
    /// The lines, top to bottom (at least one).
    public private(set) var lines: [Line] = []
    /// The widest line's width (0 at least).
    public private(set) var widestLine: Double = 0
    /// The space added after every item.
    public let tracking: Double

    /// Breaks `input` into lines (at line breaks and, given a finite `wrapWidth`, where lines
    /// overflow it) and measures them; `tracking` is added after every item.
    public init(_ input: [Item], tracking: Double = 0, wrapWidth: Double? = nil) {
        self.tracking = tracking.isFinite ? tracking : 0
        if let box = wrapWidth, box.isFinite {
            wrap(input, box: box)
        } else {
            items = input
            sourceIndices = Array(input.indices)
        }
        measure()
    }

    /// Greedy line breaking into ``items`` and ``sourceIndices``: a letter that would end past
    /// `box` on a line that already holds something breaks the line at its last space (the
    /// items after it are laid out again) or just before the letter.
    private mutating func wrap(_ input: [Item], box: Double) {
        items.reserveCapacity(input.count + input.count / 8)
        sourceIndices.reserveCapacity(input.count + input.count / 8)
        var j = 0
        var lineWidth = 0.0
        var lastSpace = -1
        var placed = 0
        while j < input.count {
            let item = input[j]
            switch item.kind {
            case .lineBreak:
                items.append(item)
                sourceIndices.append(j)
                lineWidth = 0
                lastSpace = -1
                placed = 0
                j += 1
                continue
            case .space:
                lastSpace = items.count
            case .letter:
                if placed > 0 && lineWidth + item.advance > box {
                    if lastSpace >= 0 {
                        // The space becomes the break; what followed it is laid out again.
                        j = sourceIndices[lastSpace] + 1
                        items.removeSubrange(lastSpace...)
                        sourceIndices.removeSubrange(lastSpace...)
                    }
                    items.append(Item(.lineBreak))
                    sourceIndices.append(-1)
                    lineWidth = 0
                    lastSpace = -1
                    placed = 0
                    continue
                }
            }
            items.append(item)
            sourceIndices.append(j)
            lineWidth += item.advance + tracking
            placed += 1
            j += 1
        }
    }

    /// Pen positions, lines and their widths.
    private mutating func measure() {
        lineIndices.reserveCapacity(items.count)
        penPositions.reserveCapacity(items.count)
        gapsBefore.reserveCapacity(items.count)
        var line = 0, lineStart = 0
        var pen = 0.0, width = -tracking, pendingSpaces = 0.0
        var letters = 0, spacesAfterLetter = 0, gaps = 0
        for i in items.indices {
            let item = items[i]
            lineIndices.append(line)
            penPositions.append(pen)
            switch item.kind {
            case .lineBreak:
                gapsBefore.append(gaps)
                lines.append(Line(items: lineStart..<(i + 1), width: width, gaps: gaps, endsParagraph: sourceIndices[i] >= 0))
                widestLine = max(widestLine, width)
                line += 1
                lineStart = i + 1
                pen = 0
                width = -tracking
                pendingSpaces = 0
                letters = 0
                spacesAfterLetter = 0
                gaps = 0
                continue
            case .space:
                gapsBefore.append(gaps)
                pendingSpaces += item.advance + tracking
                if letters > 0 { spacesAfterLetter += 1 }
            case .letter:
                gaps += spacesAfterLetter
                spacesAfterLetter = 0
                gapsBefore.append(gaps)
                width += item.advance + tracking + pendingSpaces
                pendingSpaces = 0
                letters += 1
            }
            pen += item.advance + tracking
        }
        lines.append(Line(items: lineStart..<items.count, width: width, gaps: gaps, endsParagraph: true))
        widestLine = max(widestLine, width)
    }

    /// How far line `index` is shifted right in a box `boxWidth` wide (its left edge at 0).
    public func offset(ofLine index: Int, justification: TextJustification, boxWidth: Double) -> Double {
        guard lines.indices.contains(index) else { return 0 }
        let line = lines[index]
        if justification.stretches(lastLine: line.endsParagraph) && line.gaps > 0 { return 0 }
        return (boxWidth - line.width) * justification.placement
    }

    /// How much each gap of line `index` is widened in a box `boxWidth` wide (0 unless the
    /// line is justified; lines wider than the box are not narrowed).
    public func gapWidening(ofLine index: Int, justification: TextJustification, boxWidth: Double) -> Double {
        guard lines.indices.contains(index) else { return 0 }
        let line = lines[index]
        guard justification.stretches(lastLine: line.endsParagraph), line.gaps > 0 else { return 0 }
        return max(0, (boxWidth - line.width) / Double(line.gaps))
    }

    /// Where item `index` starts on its line, with its line placed in a box `boxWidth` wide.
    public func x(ofItem index: Int, justification: TextJustification, boxWidth: Double) -> Double {
        guard items.indices.contains(index) else { return 0 }
        let line = lineIndices[index]
        return penPositions[index] + offset(ofLine: line, justification: justification, boxWidth: boxWidth)
            + Double(gapsBefore[index]) * gapWidening(ofLine: line, justification: justification, boxWidth: boxWidth)
    }
}
