import CFontconfig
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

/// The font file fontconfig chose for a ``FontRequest``.
public struct FontMatch: Hashable, Sendable {
    /// The font file.
    public var path: String
    /// The face within the file (fonts of a `.ttc` collection are numbered).
    public var faceIndex: Int
    /// The family of the face chosen.
    public var family: String
    /// The style of the face chosen.
    public var style: String
    /// Whether the face is of the family asked for (false: fontconfig substituted another).
    public var isRequestedFamily: Bool
}

/// The fonts installed on the machine, found through fontconfig: ``match(_:)`` names the file
/// that best fits a family, style and weight — the family itself when installed, else the
/// face fontconfig's configuration substitutes for it (on Debian, `Arial` and `Helvetica`
/// become Liberation Sans from `fonts-liberation`; unknown families become DejaVu Sans from
/// `fonts-dejavu-core`).
public enum SystemFonts {
    /// fontconfig's configuration, loaded once; calls are serialised.
    private static let config = Locked(ConfigBox())

    private final class ConfigBox: @unchecked Sendable {
        var config: OpaquePointer?
        var failed = false
    }

    /// The best installed face for `request`, or nil when fontconfig is unavailable or knows
    /// no font at all.
    public static func match(_ request: FontRequest) -> FontMatch? {
        config.withLock { box -> FontMatch? in
            if box.config == nil && !box.failed {
                box.config = FcInitLoadConfigAndFonts()
                box.failed = box.config == nil
            }
            guard let config = box.config, let pattern = FcPatternCreate() else { return nil }
            defer { FcPatternDestroy(pattern) }
            let family = request.family.isEmpty ? "sans-serif" : request.family
            _ = FcPatternAddString(pattern, FC_FAMILY, family)
            _ = FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(request.cssWeight)))
            _ = FcPatternAddInteger(pattern, FC_SLANT, request.isItalic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
            _ = FcPatternAddBool(pattern, FC_SCALABLE, FcBool(FcTrue))
            guard FcConfigSubstitute(config, pattern, FcMatchPattern) != 0 else { return nil }
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            guard let font = FcFontMatch(config, pattern, &result) else { return nil }
            defer { FcPatternDestroy(font) }
            guard let file = string(font, FC_FILE) else { return nil }
            var index: Int32 = 0
            if FcPatternGetInteger(font, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
            let chosen = string(font, FC_FAMILY) ?? ""
            return FontMatch(path: file, faceIndex: Int(index), family: chosen, style: string(font, FC_STYLE) ?? "",
                             isRequestedFamily: hasFamily(font, family))
        }
    }

    /// The first value of a string property of a pattern.
    private static func string(_ pattern: OpaquePointer, _ key: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, key, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    /// Whether any of the face's family names (fonts name themselves in several languages)
    /// equals `family`, ignoring case.
    private static func hasFamily(_ pattern: OpaquePointer, _ family: String) -> Bool {
        let wanted = family.lowercased()
        var n: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>?
        while n < 32, FcPatternGetString(pattern, FC_FAMILY, n, &value) == FcResultMatch, let v = value {
            if String(cString: v).lowercased() == wanted { return true }
            n += 1
        }
        return false
    }
}
