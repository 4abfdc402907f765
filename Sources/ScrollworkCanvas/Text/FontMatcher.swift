import Scrollwork

/// A font wanted by name: a family, and the style words and weight that pick a face in it.
public struct FontRequest: Hashable, Sendable {
    /// The family (`"Liberation Sans"`, `"Arial"`, `"sans-serif"`).
    public var family: String
    /// The style name as a design tool writes it (`"Bold Italic"`, `"Medium"`, `"UltraBold"`);
    /// its words set the weight and slant when ``weight`` is nil.
    public var style: String
    /// A CSS weight (100 thin … 400 regular … 700 bold … 900 black), overriding the style's.
    public var weight: Int?

    /// A request for `family` in `style`.
    public init(family: String, style: String = "", weight: Int? = nil) {
        self.family = family
        self.style = style
        self.weight = weight
    }

    /// The CSS weight the request asks for: ``weight``, else the heaviest weight word of the
    /// style (`Thin` 100, `Light` 300, `Regular` 400, `Medium` 500, `SemiBold`/`Demi` 600,
    /// `Bold` 700, `ExtraBold`/`UltraBold` 800, `Black`/`Heavy` 900), else 400.
    public var cssWeight: Int {
        if let weight { return min(max(weight, 1), 1000) }
        var result = 400
        for word in styleWords {
            switch word {
            case "thin", "hairline": result = 100
            case "extralight", "ultralight": result = 200
            case "light": result = 300
            case "regular", "normal", "book", "roman": result = 400
            case "medium": result = 500
            case "semibold", "demibold", "demi": result = 600
            case "bold": result = 700
            case "extrabold", "ultrabold": result = 800
            case "black", "heavy": result = 900
            default: continue
            }
        }
        return result
    }

    /// Whether the style asks for an italic or oblique face.
    public var isItalic: Bool { styleWords.contains { $0 == "italic" || $0 == "oblique" } }

    /// The style's words, lower-cased (`"Bold Italic"` → `bold`, `italic`; `"SemiBold"` →
    /// `semibold`).
    private var styleWords: [String] {
        style.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" }).map(String.init)
    }
}

/// The font file a ``FontMatcher`` chose for a ``FontRequest``.
public struct FontMatch: Hashable, Sendable {
    /// The font file.
    public var path: String
    /// The face within the file (fonts of a `.ttc` collection are numbered).
    public var faceIndex: Int
    /// The family of the face chosen.
    public var family: String
    /// The style of the face chosen.
    public var style: String
    /// Whether the face is of the family asked for (false: the matcher substituted another).
    public var isRequestedFamily: Bool

    /// A match: face `faceIndex` of the file at `path`, of `family` in `style`.
    public init(path: String, faceIndex: Int = 0, family: String, style: String, isRequestedFamily: Bool) {
        self.path = path
        self.faceIndex = faceIndex
        self.family = family
        self.style = style
        self.isRequestedFamily = isRequestedFamily
    }
}

/// Finds the font file that best fits a ``FontRequest``: the canvas's interface to a font
/// matcher. The `ScrollworkSystemFonts` product's `SystemFonts` matches installed fonts through
/// fontconfig; an app may match from fonts it ships.
public protocol FontMatcher: Sendable {
    /// The best face for `request`, or nil when there is none.
    func match(_ request: FontRequest) -> FontMatch?
}
