import Scrollwork
import ScrollworkCanvas

/// The outlines and advances text layers are set with, gathered once per render tree: the
/// file's glyphs (`chars`) when it has them — a character without one draws nothing and takes
/// no room, as in lottie-web — else the faces of installed fonts (see ``ResolvedFont``).
/// Everything is at size 100, y down, the origin on the baseline.
final class TextGlyphTable {
    /// One glyph: its outline (an index into ``outlines``, -1 for none) and advance.
    struct Glyph {
        var outline: Int
        var width: Double
    }

    /// The outlines, shared by every layer and document.
    private(set) var outlines: [Path] = []
    private let animation: LottieAnimation
    private var fileGlyphs: [String: LottieGlyph] = [:]
    private var placed: [String: Glyph] = [:]
    private var faces: [String: ResolvedFont?] = [:]

    /// A table for `animation`'s text.
    init(_ animation: LottieAnimation) {
        self.animation = animation
        for g in animation.glyphs ?? [] {
            fileGlyphs[LottieGlyph.key(g.character, family: g.family, style: g.style)] = g
        }
    }

    /// Whether the file has glyph outlines (`chars`).
    var usesFileGlyphs: Bool { animation.glyphs != nil }

    /// The font a document names: its entry of the font list, else the first entry, else nil.
    func font(named name: String) -> LottieFont? {
        animation.fonts.first { $0.name == name } ?? animation.fonts.first
    }

    /// The glyph of `character` in `font`.
    func glyph(_ character: Character, font: LottieFont?) -> Glyph {
        let family = font?.family ?? "", style = font?.style ?? ""
        let key = LottieGlyph.key(String(character), family: family, style: style)
        if let g = placed[key] { return g }
        var g = Glyph(outline: -1, width: 0)
        if usesFileGlyphs {
            if let file = fileGlyphs[key] {
                g.width = file.width
                var path = Path()
                for c in file.contours where !c.vertices.isEmpty {
                    let contour = Contour(vertices: c.vertices, inPoints: zip(c.vertices, c.inTangents).map { $0 + $1 },
                                          outPoints: zip(c.vertices, c.outTangents).map { $0 + $1 }, isClosed: true)
                    path.append(Path(contour, straightLines: false))
                }
                if !path.isEmpty {
                    outlines.append(path)
                    g.outline = outlines.count - 1
                }
            }
        } else if let face = face(for: font)?.font {
            let scale = 100 / face.unitsPerEm
            var path = Path()
            var pen = 0.0
            for scalar in character.unicodeScalars {
                let fg = face.glyph(for: scalar)
                if !fg.outline.isEmpty {
                    path.append(fg.outline.applying(AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: pen, ty: 0)))
                }
                pen += fg.advance * scale
            }
            g.width = pen
            if !path.isEmpty {
                outlines.append(path)
                g.outline = outlines.count - 1
            }
        }
        if placed.count < 100_000 { placed[key] = g }
        return g
    }

    /// Where the first baseline of paragraph text sits below the box's top, percent of the
    /// size: the font list's `ascent`, else the face's ascender, else 0.
    func ascent(of font: LottieFont?) -> Double {
        if let a = font?.ascent { return a }
        guard !usesFileGlyphs, let face = face(for: font)?.font else { return 0 }
        return face.ascender * 100 / face.unitsPerEm
    }

    /// The font of text whose document names none the file lists.
    static let fallbackFont = LottieFont(name: "", family: "sans-serif")

    /// The face that draws `font` (text without glyph outlines).
    func face(for font: LottieFont?) -> ResolvedFont? {
        let font = font ?? Self.fallbackFont
        if let known = faces[font.name] { return known }
        let resolved = ResolvedFont.resolve(font, in: animation)
        faces[font.name] = resolved
        return resolved
    }
}
