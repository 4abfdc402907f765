import Scrollwork
@testable import ScrollworkLottie

/// Hand-made text files: glyphs `A` (50 wide at size 100, a 40 × 40 square on the baseline),
/// `B` (30 wide, 20 × 40) and a space (25 wide, no outline) of a font "T" (ascent 70).
enum TextFixture {
    static func square(_ w: Double, _ h: Double) -> String {
        #"{"ty": "gr", "it": [{"ty": "sh", "ks": {"a": 0, "k": {"c": true, "v": [[0, 0], [\#(w), 0], [\#(w), \#(-h)], [0, \#(-h)]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}}}]}"#
    }

    static let fonts = #""fonts": {"list": [{"fName": "T", "fFamily": "Test", "fStyle": "Regular", "ascent": 70}]}"#
    static let chars = """
    "chars": [{"ch": "A", "fFamily": "Test", "style": "Regular", "size": 100, "w": 50, "data": {"shapes": [\(square(40, 40))]}},
              {"ch": "B", "fFamily": "Test", "style": "Regular", "size": 100, "w": 30, "data": {"shapes": [\(square(20, 40))]}},
              {"ch": " ", "fFamily": "Test", "style": "Regular", "size": 100, "w": 25, "data": {}}]
    """

    /// A text layer at the origin with `document` members (size 20 unless given) and `text`
    /// members (`a`, `m`, `p`).
    static func layer(_ document: String, text: String = #""a": [], "m": {"g": 1, "a": {"a": 0, "k": [0, 0]}}, "p": {}"#,
                      extra: String = "") -> String {
        let doc = document.contains("\"s\":") ? document : document + #", "s": 20"#
        return """
        {"ty": 5, "nm": "Text", "ind": 1, "ip": 0, "op": 60, "ks": {}\(extra.isEmpty ? "" : ", " + extra),
         "t": {"d": {"k": [{"s": {"f": "T", "fc": [1, 0, 0], \(doc)}, "t": 0}]}, \(text)}}
        """
    }

    /// A file with glyphs and one text layer.
    static func file(_ document: String, text: String = #""a": [], "m": {"g": 1, "a": {"a": 0, "k": [0, 0]}}, "p": {}"#,
                     extra: String = "", glyphs: Bool = true) -> String {
        Fixture.animation(layers: "[" + layer(document, text: text, extra: extra) + "]", extra: fonts + (glyphs ? ", " + chars : ""))
    }

    /// The render tree of the first layer's text.
    static func program(_ json: String) throws -> TextProgram {
        let animation = try Fixture.read(json)
        guard case .text(let text)? = animation.layers.first?.content else { throw Missing() }
        return TextProgram(text, masks: animation.layers[0].masks, glyphs: TextGlyphTable(animation), overrides: .none, seed: 1)
    }

    /// Where each drawn letter's origin lands at `t`, and its placement.
    static func placed(_ program: TextProgram, at t: Double = 0) -> [(origin: Point, placed: PlacedLetter)] {
        var out: [(Point, PlacedLetter)] = []
        program.placeLetters(at: t) { letter, placed, _ in
            if !letter.isSpace { out.append((placed.matrix.apply(.zero), placed)) }
        }
        return out
    }

    struct Missing: Error {}
}
