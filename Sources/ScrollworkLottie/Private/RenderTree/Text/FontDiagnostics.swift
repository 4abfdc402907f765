import ScrollworkCanvas

extension LottieReader {
    /// Matches, for text drawn with installed fonts (a file without glyph outlines), each font
    /// its documents use through ``fontMatcher`` (kept in the animation for its renderers), and
    /// reports each that is substituted by another family or cannot be loaded at all.
    func checkFonts(_ animation: inout LottieAnimation) {
        guard animation.glyphs == nil else { return }
        var used: [(font: LottieFont?, path: String)] = []
        func visit(_ layers: [LottieLayer]) {
            for layer in layers {
                guard case .text(let text) = layer.content else { continue }
                for (n, keyframe) in text.documents.enumerated() where !keyframe.document.text.isEmpty {
                    let font = animation.fonts.first { $0.name == keyframe.document.fontName } ?? animation.fonts.first
                    if !used.contains(where: { $0.font == font }) {
                        let listed = font.flatMap { f in animation.fonts.firstIndex(of: f) }
                        used.append((font, listed.map { "$.fonts.list[\($0)]" } ?? layer.jsonPath + ".t.d.k[\(n)].s.f"))
                    }
                }
            }
        }
        visit(animation.root.layers)
        for id in animation.precomps.keys.sorted() { visit(animation.precomps[id]?.layers ?? []) }
        if let fontMatcher {
            for font in used.map({ $0.font ?? TextGlyphTable.fallbackFont }) {
                let request = ResolvedFont.request(for: font)
                if animation.matchedFonts[request] == nil, let match = fontMatcher.match(request) {
                    animation.matchedFonts[request] = match
                }
            }
        }
        let glyphs = TextGlyphTable(animation)
        for (font, path) in used {
            let name = font.map { "'\($0.name)' (\($0.family) \($0.style))" } ?? "(no font list)"
            if let resolved = glyphs.face(for: font) {
                guard resolved.isSubstitute || font == nil else { continue }
                animation.diagnostics.append(Diagnostic(path: path, severity: .warning, feature: .text,
                                                        message: "font \(name) is not installed; drawn with \(resolved.source)"))
            } else {
                animation.diagnostics.append(Diagnostic(path: path, severity: .warning, feature: .text,
                                                        message: "no font could be loaded for \(name); its text draws nothing"))
            }
        }
    }
}
