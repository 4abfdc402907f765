import Scrollwork

/// A font of the file's font list (`fonts.list`): how a text document's `f` names it, and
/// what to look for on the machine.
public struct LottieFont: Hashable, Sendable {
    /// The name documents use (`fName`, e.g. `"Arial-BoldMT"`).
    public package(set) var name: String
    /// The family (`fFamily`, e.g. `"Arial"`).
    public package(set) var family: String
    /// The style (`fStyle`, e.g. `"Bold"`).
    public package(set) var style: String
    /// The CSS weight (`fWeight`), when given.
    public package(set) var weight: String?
    /// Where the font comes from (`fPath`): a URL, or a file beside the animation.
    public package(set) var path: String?
    /// Its origin (`origin` 0–3, or `fOrigin` `n`/`g`/`t`/`p`).
    public package(set) var origin: Int?
    /// The ascent, percent of the size (`ascent`): where the first baseline of paragraph text
    /// sits below the box's top.
    public package(set) var ascent: Double?

    /// A font entry.
    package init(name: String, family: String, style: String = "", weight: String? = nil, path: String? = nil,
                origin: Int? = nil, ascent: Double? = nil) {
        self.name = name
        self.family = family
        self.style = style
        self.weight = weight
        self.path = path
        self.origin = origin
        self.ascent = ascent
    }
}

/// One glyph of the file's `chars`: a character's outline in a font, at size 100.
public struct LottieGlyph: Hashable, Sendable {
    /// The character (`ch`).
    public package(set) var character: String
    /// The font family (`fFamily`).
    public package(set) var family: String
    /// The font style (`style`).
    public package(set) var style: String
    /// The advance width at size 100 (`w`).
    public package(set) var width: Double
    /// The outline's contours (the paths of `data.shapes`), at size 100, y down, the origin
    /// on the baseline; each is drawn closed.
    public package(set) var contours: [LottieBezier]

    /// A glyph.
    package init(character: String, family: String, style: String, width: Double, contours: [LottieBezier]) {
        self.character = character
        self.family = family
        self.style = style
        self.width = width
        self.contours = contours
    }
}
