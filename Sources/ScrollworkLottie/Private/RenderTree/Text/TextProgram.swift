import Scrollwork
import ScrollworkCanvas

/// A text layer of the render tree: every document set once (``TextDocumentLayout``), the
/// animators as tracks, the text path; drawn letter by letter through the same canvas fills
/// and strokes as shape layers (see `TextProgram+Draw`).
struct TextProgram {
    let documentTimes: [Double]
    let documents: [LottieTextDocument]
    let layouts: [TextDocumentLayout]
    let grouping: LottieTextGrouping
    let selectors: [LottieTextRangeSelector]
    let seed: UInt64
    /// The document expression's JSON path, and the evaluator that runs it (either nil: none).
    let expressionPath: String?
    let expressions: (any ExpressionEvaluating)?
    let animators: [TextAnimatorTrack]
    /// The anchor grouping's alignment (`m.a`), percent.
    let alignment: Track<Point>
    let path: TextPathTrack?
    /// Where the glyph outlines are.
    let glyphs: TextGlyphTable
    /// Per-frame scratch (a frame reuses its storage).
    let state = TextProgramState()
    /// Whether animators colour the fill, colour the stroke, widen the stroke, or track.
    let colorsFill: Bool
    let colorsStroke: Bool
    let widensStroke: Bool
    let tracks: Bool

    /// Sets every document of `text` with `glyphs`; `masks` are the layer's (for text on a
    /// path); `seed` fixes the order of randomised selectors.
    init(_ text: LottieText, masks: [LottieMask], glyphs: TextGlyphTable, overrides: TrackOverrides, seed: UInt64) {
        self.glyphs = glyphs
        let selectors = text.animators.map(\.selector)
        self.selectors = selectors
        self.seed = seed
        grouping = text.grouping
        expressionPath = text.documentExpressionPath
        expressions = text.documentExpression == nil ? nil : overrides.expressions
        documents = text.documents.map(\.document)
        documentTimes = text.documents.map(\.time)
        overrides.changes?.record(switchesAt: documentTimes)
        if let expressions, let path = expressionPath, !expressions.isTimeless(path: path) { overrides.changes?.always = true }
        layouts = text.documents.map {
            TextDocumentLayout($0.document, glyphs: glyphs, grouping: text.grouping, selectors: selectors, seed: seed)
        }
        animators = text.animators.map { TextAnimatorTrack($0, overrides: overrides) }
        alignment = Track(text.groupAlignment, in: overrides)
        path = text.path.flatMap { TextPathTrack($0, masks: masks, overrides: overrides) }
        colorsFill = animators.contains { $0.colorsFill }
        colorsStroke = animators.contains { $0.strokeColor != nil }
        widensStroke = animators.contains { $0.strokeWidth != nil }
        tracks = animators.contains { $0.tracking != nil }
        state.easings = Array(repeating: EasingCache(), count: animators.count)
    }

    /// The document shown at `t`: the last whose time is not after it (the first before any).
    func documentIndex(at t: Double) -> Int {
        var lo = 0, hi = documentTimes.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if documentTimes[mid] <= t { lo = mid } else { hi = mid - 1 }
        }
        return max(lo, 0)
    }

    /// The most characters an expression's text is set with.
    static let maxExpressionText = 10_000

    /// The document shown at `t`, set: the prebuilt one, or — when the document's expression
    /// gives another text — that text set with the document's options (kept until the text or
    /// the document changes).
    func layout(at t: Double) -> TextDocumentLayout {
        let i = documentIndex(at: t)
        guard let expressions, let path = expressionPath, let text = expressions.text(ofExpressionAt: path, frame: t),
              text != documents[i].text else { return layouts[i] }
        if let kept = state.expressionLayout, kept.index == i, kept.text == text { return kept.layout }
        var document = documents[i]
        document.text = String(text.prefix(TextProgram.maxExpressionText))
        let layout = TextDocumentLayout(document, glyphs: glyphs, grouping: grouping, selectors: selectors, seed: seed)
        state.expressionLayout = (i, text, layout)
        return layout
    }

    /// The rectangle the document shown at `t` occupies without animators, in the layer's
    /// space (nil when it draws nothing).
    func bounds(at t: Double) -> Rect? {
        guard !layouts.isEmpty else { return nil }
        let layout = self.layout(at: t)
        let lines = max(layout.lineWidths.count, 1)
        let top = (layout.boxPosition.map { $0.y + layout.ascent } ?? 0) - layout.size - layout.baselineShift
        let left = (layout.boxPosition?.x ?? 0) + layout.justifyOffset
        let height = Double(lines - 1) * layout.lineHeight + layout.size * 1.3
        let r = Rect(x: left, y: top, width: max(layout.boxWidth, 0), height: height)
        return r.isFinite ? r : nil
    }
}

/// What a text program reuses from frame to frame.
final class TextProgramState {
    /// Each animator's values at the frame.
    var frames: [TextAnimatorFrame] = []
    /// Each animator's selection of the letter being placed.
    var mults: [Double] = []
    /// Each animator's ease curve, kept while ease low and high stay put.
    var easings: [EasingCache] = []
    /// Each letter's shift from tracking animators on right-aligned and centred lines.
    var justifyShifts: [Double] = []
    /// The text path's outline, and the outline sampled.
    var outline = Contour()
    var samples = PathSamples()
    /// The last text a document expression gave, set (document index, text, layout).
    var expressionLayout: (index: Int, text: String, layout: TextDocumentLayout)?
}
