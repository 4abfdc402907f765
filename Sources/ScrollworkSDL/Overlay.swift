import ScrollworkCanvas
import Scrollwork

/// The heads-up overlay: frame rate and frame time, the application's lines (time, frame,
/// progress…), and a scroll track on the right edge with the current offset and the
/// markers where scroll ranges start and end.
///
/// Text is laid out again only when a line changes, and the statistics line is refreshed four
/// times a second, so the overlay costs little per frame.
struct Overlay {
    private var font: Font?
    private var fontFailed = false
    private var layouts: [String: TextLayout] = [:]
    private var statisticsLine = ""
    private var secondsSinceRefresh = Double.infinity

    private static let textSize = 13.0
    private static let lineHeight = 17.0
    private static let panelColor = Color(red: 0.05, green: 0.06, blue: 0.08, alpha: 0.72)
    private static let textColor = Color(red: 0.93, green: 0.95, blue: 0.98)

    mutating func draw(on canvas: Canvas, info: FrameInfo, statistics: inout FrameStatistics,
                       lines: [String], markers: [ScrollMarker], input: ScrollInput) {
        loadFontIfNeeded()
        secondsSinceRefresh += info.deltaTime
        if secondsSinceRefresh >= 0.25 {
            secondsSinceRefresh = 0
            let median = statistics.median(), p99 = statistics.percentile(99)
            let fps = median > 0 ? 1000 / median : 0
            statisticsLine = "frame \(format(statistics.last)) ms · median \(format(median)) · p99 \(format(p99)) · \(format(fps, digits: 0)) fps max"
        }
        canvas.scale(x: info.scale, y: info.scale)
        let allLines = [statisticsLine, "offset \(format(info.offset, digits: 1)) → \(format(info.targetOffset, digits: 1))"] + lines
        let panelWidth = 16 + (allLines.map { width(of: $0) }.max() ?? 0)
        canvas.fill(Rect(x: 8, y: 8, width: panelWidth, height: Double(allLines.count) * Self.lineHeight + 10),
                    with: .solid(Self.panelColor))
        for (i, line) in allLines.enumerated() {
            drawText(line, on: canvas, at: Point(16, 13 + Double(i) * Self.lineHeight), color: Self.textColor)
        }
        drawTrack(on: canvas, info: info, markers: markers, input: input)
    }

    /// A thin vertical track along the right edge: the whole scroll range top to bottom,
    /// a tick and a label per marker, and a thumb at the current offset.
    private mutating func drawTrack(on canvas: Canvas, info: FrameInfo, markers: [ScrollMarker], input: ScrollInput) {
        let range = input.range
        let span = range.upperBound - range.lowerBound
        guard span > 0 else { return }
        let x = info.pointSize.width - 14, top = 12.0, height = info.pointSize.height - 24
        guard height > 0 else { return }
        func y(_ offset: Double) -> Double { top + (offset - range.lowerBound) / span * height }
        canvas.fill(Rect(x: x, y: top, width: 4, height: height), with: .solid(Self.panelColor))
        for marker in markers where marker.offset >= range.lowerBound && marker.offset <= range.upperBound {
            let my = y(marker.offset)
            canvas.fill(Rect(x: x - 10, y: my - 0.75, width: 18, height: 1.5), with: .solid(marker.color))
            let w = width(of: marker.name)
            drawText(marker.name, on: canvas, at: Point(x - 14 - w, my - Self.textSize * 0.6), color: marker.color)
        }
        canvas.fill(Rect(x: x - 3, y: y(info.offset) - 5, width: 10, height: 10),
                    with: .solid(Color(red: 1, green: 0.42, blue: 0.2)))
    }

    private mutating func drawText(_ text: String, on canvas: Canvas, at origin: Point, color: Color) {
        guard let layout = layout(text) else { return }
        canvas.draw(layout, at: origin, with: .solid(color))
    }

    private mutating func width(of text: String) -> Double { layout(text)?.size.width ?? 0 }

    private mutating func layout(_ text: String) -> TextLayout? {
        guard let font else { return nil }
        if let cached = layouts[text] { return cached }
        if layouts.count > 256 { layouts.removeAll(keepingCapacity: true) }
        let layout = TextLayout(text, font: font, size: Self.textSize)
        layouts[text] = layout
        return layout
    }

    private mutating func loadFontIfNeeded() {
        guard font == nil, !fontFailed else { return }
        do { font = try Font() } catch {
            fontFailed = true
            printToStandardError("scrollwork: overlay text disabled: \(error)")
        }
    }
}

/// A number with a fixed count of decimals, without Foundation.
func format(_ value: Double, digits: Int = 2) -> String {
    guard value.isFinite else { return "–" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (abs(value) * scale).rounded()
    let whole = Int(rounded / scale)
    var text = (value < 0 && rounded != 0 ? "-" : "") + String(whole)
    if digits > 0 {
        var fraction = String(Int(rounded) - whole * Int(scale))
        while fraction.count < digits { fraction = "0" + fraction }
        text += "." + fraction
    }
    return text
}
