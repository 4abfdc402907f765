import Foundation
import ScrollworkCanvas
import Scrollwork

/// Where the face that draws a ``LottieFont`` comes from, for text without glyph outlines.
///
/// In order: a font file that came with the animation (a `.lottie` archive's font entry whose
/// name is the font's `fPath` file name, or its `fName`, family, or family and style, ignoring
/// case, spaces and punctuation); a font file beside the animation named by `fPath`; the
/// installed face the reader's font matcher chose for the family, style and weight (kept in
/// the animation; through fontconfig, its substitute when the family is not installed — on
/// Debian Liberation Sans for Arial and Helvetica, DejaVu Sans for most others); DejaVu Sans
/// (``Font/defaultPath``). When none loads, the text draws nothing.
struct ResolvedFont {
    /// The face.
    let font: Font
    /// Where it came from, for messages (`"Liberation Sans Bold (fontconfig)"`).
    let source: String
    /// Whether it is another family than the one the file asks for.
    let isSubstitute: Bool

    /// Faces loaded from files, shared by every renderer (loading a face costs a file read).
    private static let loaded = Locked<[String: Font]>([:])

    /// The face for `font`, or nil when not even the default face loads.
    static func resolve(_ font: LottieFont, in animation: LottieAnimation) -> ResolvedFont? {
        if let (name, bytes) = archived(font, in: animation.fontFiles),
           let face = try? Font(bytes: bytes, name: name) {
            return ResolvedFont(font: face, source: "\(name) (from the archive)", isSubstitute: false)
        }
        if let path = font.path, !path.contains("://"), let base = animation.baseDirectory,
           let relative = SafeRelativePath.clean(path) {
            let full = base + "/" + relative
            if FileManager.default.fileExists(atPath: full), let face = load(full, faceIndex: 0) {
                return ResolvedFont(font: face, source: "\(relative) (beside the animation)", isSubstitute: false)
            }
        }
        if let match = animation.matchedFonts[request(for: font)], let face = load(match.path, faceIndex: match.faceIndex) {
            return ResolvedFont(font: face, source: "\(match.family) \(match.style) (\(match.path))",
                                isSubstitute: !match.isRequestedFamily)
        }
        if let face = load(Font.defaultPath, faceIndex: 0) {
            return ResolvedFont(font: face, source: "DejaVu Sans (\(Font.defaultPath))", isSubstitute: true)
        }
        return nil
    }

    /// What a font matcher is asked for `font`.
    static func request(for font: LottieFont) -> FontRequest {
        FontRequest(family: font.family, style: font.style, weight: font.weight.flatMap { Int($0) })
    }

    private static func load(_ path: String, faceIndex: Int) -> Font? {
        let key = "\(faceIndex):\(path)"
        if let face = loaded.withLock({ $0[key] }) { return face }
        guard let face = try? Font(path: path, faceIndex: faceIndex) else { return nil }
        loaded.withLock { cache in
            if cache.count < 64 { cache[key] = face }
        }
        return face
    }

    /// The archive's font entry for `font`, by file name or by name.
    private static func archived(_ font: LottieFont, in files: [String: [UInt8]]) -> (String, [UInt8])? {
        guard !files.isEmpty else { return nil }
        func base(_ s: String) -> String { s.split(separator: "/").last.map(String.init) ?? s }
        func key(_ s: String) -> String {
            var name = base(s).lowercased()
            for ext in [".ttf", ".otf", ".ttc", ".woff"] where name.hasSuffix(ext) { name.removeLast(ext.count) }
            return String(name.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })
        }
        let wanted = [font.path.map(base)?.lowercased(), key(font.name), key(font.family), key(font.family + font.style)]
            .compactMap { $0 }.filter { !$0.isEmpty }
        for name in files.keys.sorted() {
            let file = base(name).lowercased(), k = key(name)
            if wanted.contains(file) || wanted.contains(k), let bytes = files[name] { return (name, bytes) }
        }
        return nil
    }
}
