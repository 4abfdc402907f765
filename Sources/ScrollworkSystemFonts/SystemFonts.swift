import CFontconfig
import Scrollwork
import ScrollworkCanvas

/// The fonts installed on the machine, found through fontconfig: ``match(_:)`` names the file
/// that best fits a family, style and weight — the family itself when installed, else the
/// face fontconfig's configuration substitutes for it (on Debian, `Arial` and `Helvetica`
/// become Liberation Sans from `fonts-liberation`; unknown families become DejaVu Sans from
/// `fonts-dejavu-core`).
///
/// A `FontMatcher`: hand it to what draws text by family (a Lottie renderer's options) so that
/// text without glyph outlines finds installed faces.
///
/// ```swift
/// let match = SystemFonts().match(FontRequest(family: "Arial", style: "Bold"))
/// ```
public struct SystemFonts: FontMatcher {
    /// The machine's fonts (fontconfig is started at the first match).
    public init() {}

    /// fontconfig's configuration, loaded once; calls are serialised.
    private static let config = Locked(ConfigBox())

    private final class ConfigBox: @unchecked Sendable {
        var config: OpaquePointer?
        var failed = false
    }

    /// The best installed face for `request`, or nil when fontconfig is unavailable or knows
    /// no font at all.
    ///
    /// - Complexity: fontconfig's match over the installed fonts; the first call also loads
    ///   fontconfig's configuration and font list. Calls are serialised.
    public func match(_ request: FontRequest) -> FontMatch? {
        Self.config.withLock { box -> FontMatch? in
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
            guard let file = Self.string(font, FC_FILE) else { return nil }
            var index: Int32 = 0
            if FcPatternGetInteger(font, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
            let chosen = Self.string(font, FC_FAMILY) ?? ""
            return FontMatch(path: file, faceIndex: Int(index), family: chosen, style: Self.string(font, FC_STYLE) ?? "",
                             isRequestedFamily: Self.hasFamily(font, family))
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
