import Scrollwork
import ScrollworkCanvas

/// One text document (a keyframe's `s`): the text and how it is set — font, size, colours,
/// paragraph options and the box of paragraph text.
public struct LottieTextDocument: Hashable, Sendable {
    /// Letter case (`ca`).
    public enum Caps: Int, Hashable, Sendable {
        /// As written (`0`).
        case regular = 0
        /// Every letter upper case (`1`).
        case allCaps = 1
        /// Lower-case letters as smaller capitals (`2`).
        case smallCaps = 2
    }

    /// The text (`t`); `\r`, `\n` and `\u{3}` break lines.
    public package(set) var text: String
    /// The font, by its `fName` in the file's font list (`f`).
    public package(set) var fontName: String
    /// The size in pixels (`s`).
    public package(set) var size: Double
    /// The fill colour (`fc`), nil for no fill. lottie-web draws it opaque, 8 bits a channel.
    public package(set) var fillColor: Color?
    /// The stroke colour (`sc`), nil for no stroke.
    public package(set) var strokeColor: Color?
    /// The stroke width (`sw`).
    public package(set) var strokeWidth: Double
    /// Whether the stroke is drawn over the fill (`of`); nil when the file does not say.
    public package(set) var strokeOverFill: Bool?
    /// The paragraph justification (`j`).
    public package(set) var justification: TextJustification
    /// Tracking (`tr`), in thousandths of the size, added after every character.
    public package(set) var tracking: Double
    /// The distance between baselines (`lh`); 0 means 1.2 × the size.
    public package(set) var lineHeight: Double
    /// Baseline shift (`ls`): positive moves the text up.
    public package(set) var baselineShift: Double
    /// Letter case (`ca`).
    public package(set) var caps: Caps
    /// The size of the paragraph box (`sz`), for paragraph text: lines wrap at its width.
    public package(set) var boxSize: Size?
    /// The top-left corner of the paragraph box (`ps`).
    public package(set) var boxPosition: Point?

    /// A document with the defaults of a plain point text.
    package init(text: String, fontName: String = "", size: Double = 12, fillColor: Color? = Color(white: 0),
                strokeColor: Color? = nil, strokeWidth: Double = 0, strokeOverFill: Bool? = nil,
                justification: TextJustification = .left, tracking: Double = 0, lineHeight: Double = 0,
                baselineShift: Double = 0, caps: Caps = .regular, boxSize: Size? = nil, boxPosition: Point? = nil) {
        self.text = text
        self.fontName = fontName
        self.size = size
        self.fillColor = fillColor
        self.strokeColor = strokeColor
        self.strokeWidth = strokeWidth
        self.strokeOverFill = strokeOverFill
        self.justification = justification
        self.tracking = tracking
        self.lineHeight = lineHeight
        self.baselineShift = baselineShift
        self.caps = caps
        self.boxSize = boxSize
        self.boxPosition = boxPosition
    }
}
