import Scrollwork
import ScrollworkCanvas
import Testing
@testable import ScrollworkLottie

/// Text documents, animators, fonts and glyphs as read, and what bad text input reports.
@Suite("Text: model and diagnostics")
struct TextModelTests {
    @Test("a document's members")
    func document() throws {
        let json = TextFixture.file(#""t": "AB", "s": 30, "sc": [0, 0, 1], "sw": 2, "of": false, "j": 5, "tr": 40, "lh": 33, "ls": 2, "ca": 2, "sz": [100, 50], "ps": [-50, -25]"#)
        let a = try Fixture.read(json)
        guard case .text(let text)? = a.layers.first?.content else { Issue.record("text layer expected"); return }
        let d = text.documents[0].document
        #expect(d.text == "AB" && d.fontName == "T" && d.size == 30)
        #expect(d.fillColor == Color(red: 1, green: 0, blue: 0) && d.strokeColor == Color(red: 0, green: 0, blue: 1))
        #expect(d.strokeWidth == 2 && d.strokeOverFill == false && d.justification == .justifiedLastCenter)
        #expect(d.tracking == 40 && d.lineHeight == 33 && d.baselineShift == 2 && d.caps == .smallCaps)
        #expect(d.boxSize == Size(width: 100, height: 50) && d.boxPosition == Point(x: -50, y: -25))
        #expect(a.fonts == [LottieFont(name: "T", family: "Test", style: "Regular", ascent: 70)])
        #expect(a.glyphs?.count == 3 && a.glyphs?[0].contours.count == 1 && a.glyphs?[2].contours.isEmpty == true)
        // Justified paragraphs are set flush left, as lottie-web does: said once, as information.
        #expect(a.diagnostics.map(\.message) == ["justified paragraph laid out flush left, as lottie-web does"])
        #expect(a.diagnostics.allSatisfy { $0.severity == .info })
    }

    @Test("a text path naming a mask the layer lacks is dropped, with a diagnostic")
    func missingPathMask() throws {
        let options = #""a": [], "m": {"g": 1, "a": {"a": 0, "k": [0, 0]}}, "p": {"m": 2, "f": {"a": 0, "k": 0}}"#
        let a = try Fixture.read(TextFixture.file(#""t": "AB""#, text: options))
        guard case .text(let text)? = a.layers.first?.content else { Issue.record("text layer expected"); return }
        #expect(text.path == nil)
        #expect(a.diagnostics(.brokenReference).first?.path == "$.layers[0].t.p.m")
    }

    @Test("documents hold until the next; the legacy unanimated document is wrapped")
    func documents() throws {
        let layer = #"{"ty": 5, "ip": 0, "op": 60, "ks": {}, "t": {"d": {"k": [{"s": {"t": "B", "f": "T"}, "t": 20}, {"s": {"t": "A", "f": "T"}, "t": 0}]}, "a": []}}"#
        let a = try Fixture.read(Fixture.animation(layers: "[" + layer + "]", extra: TextFixture.fonts + ", " + TextFixture.chars))
        guard case .text(let text)? = a.layers.first?.content else { Issue.record("text layer expected"); return }
        #expect(text.documents.map(\.document.text) == ["A", "B"])      // sorted by time
        #expect(text.documentIndex(at: -5) == 0 && text.documentIndex(at: 19.9) == 0 && text.documentIndex(at: 20) == 1)
        let legacy = #"{"ty": 5, "ip": 0, "op": 60, "ks": {}, "t": {"d": {"t": "AB", "f": "T", "s": 10}}}"#
        let old = try Fixture.read(Fixture.animation(layers: "[" + legacy + "]", extra: TextFixture.fonts + ", " + TextFixture.chars))
        guard case .text(let oldText)? = old.layers.first?.content else { Issue.record("text layer expected"); return }
        #expect(oldText.documents.count == 1 && oldText.documents[0].document.text == "AB")
    }

    @Test("an animator's properties and selector")
    func animator() throws {
        let text = #""a": [{"nm": "A1", "s": {"t": 0, "s": {"a": 0, "k": 10}, "e": {"a": 0, "k": 60}, "o": {"a": 0, "k": 5}, "a": {"a": 0, "k": 80}, "xe": {"a": 0, "k": 20}, "ne": {"a": 0, "k": -30}, "sm": {"a": 0, "k": 90}, "b": 3, "r": 2, "sh": 5, "rn": 1}, "a": {"p": {"a": 0, "k": [1, 2, 0]}, "r": {"a": 0, "k": 45}, "fc": {"a": 0, "k": [0, 1, 0, 1]}, "t": {"a": 0, "k": 7}, "fh": {"a": 0, "k": 90}}}], "m": {"g": 2, "a": {"a": 0, "k": [10, -20]}}, "p": {}"#
        let a = try Fixture.read(TextFixture.file(#""t": "AB""#, text: text))
        guard case .text(let t)? = a.layers.first?.content else { Issue.record("text layer expected"); return }
        let animator = try #require(t.animators.first)
        #expect(animator.name == "A1")
        let s = animator.selector
        #expect(s.start.staticValue == 10 && s.end.staticValue == 60 && s.offset.staticValue == 5 && s.amount.staticValue == 80)
        #expect(s.easeHigh.staticValue == 20 && s.easeLow.staticValue == -30 && s.smoothness.staticValue == 90)
        #expect(s.basis == .words && s.units == .index && s.shape == .round && s.randomizeOrder)
        #expect(animator.position?.staticValue?.point == Point(x: 1, y: 2) && animator.rotation?.staticValue == 45)
        #expect(animator.fillColor?.staticValue == Color(red: 0, green: 1, blue: 0) && animator.tracking?.staticValue == 7)
        #expect(animator.fillHue?.staticValue == 90 && animator.scale == nil && animator.opacity == nil)
        #expect(t.grouping == .words && t.groupAlignment.staticValue?.point == Point(x: 10, y: -20))
    }

    @Test("bad input: unknown font, missing glyphs, absurd size and tracking, empty text — diagnostics, bounded render")
    func badInput() throws {
        let json = Fixture.animation(layers: "[" + TextFixture.layer(#""t": "AXB\u00e9", "s": 1e9, "tr": -1e12"#).replacingOccurrences(of: #""f": "T""#, with: #""f": "Nope""#) + "]",
                                     extra: TextFixture.fonts + ", " + TextFixture.chars)
        let a = try Fixture.read(json)
        let text = a.diagnostics(.text).map(\.message)
        #expect(text.contains { $0.contains("'Nope' is not in the font list") })
        #expect(text.contains { $0.contains("no glyph in chars for 'X', 'é'") })
        let limits = a.diagnostics(.limit)
        #expect(limits.contains { $0.message.contains("text size") && $0.path.hasSuffix(".s.s") })
        #expect(limits.contains { $0.message.contains("tracking") })
        let canvas = try Canvas(width: 100, height: 100)
        LottieRenderer(a, options: .scripted).render(frame: 0, into: canvas, scale: 1)     // bounded: clamped values, finite or skipped letters
        let empty = try Fixture.read(TextFixture.file(#""t": """#))
        #expect(empty.diagnostics.isEmpty)
        LottieRenderer(empty, options: .scripted).render(frame: 0, into: canvas, scale: 1)
        let none = try Fixture.read(Fixture.animation(layers: #"[{"ty": 5, "ip": 0, "op": 60, "ks": {}}]"#))
        #expect(none.diagnostics(.invalidValue).contains { $0.message.contains("without text data") })
    }

    @Test("text longer than LottieLimits.maxTextCharacters is cut")
    func textLimit() throws {
        var limits = LottieLimits()
        limits.maxTextCharacters = 3
        let a = try Fixture.read(TextFixture.file(#""t": "ABABAB""#), limits: limits)
        guard case .text(let t)? = a.layers.first?.content else { Issue.record("text layer expected"); return }
        #expect(t.documents[0].document.text == "ABA")
        #expect(a.diagnostics(.limit).contains { $0.message.contains("maxTextCharacters") })
    }

    @Test("expression selectors and document expressions are reported")
    func expressions() throws {
        let text = #""a": [{"s": {"t": 1, "xe": {"a": 0, "k": 0}}, "a": {"o": {"a": 0, "k": 0}}}], "m": {"g": 1, "a": {"a": 0, "k": [0, 0]}}, "p": {}"#
        let a = try Fixture.read(TextFixture.file(#""t": "AB""#, text: text))
        #expect(a.diagnostics(.expression).contains { $0.message.contains("expression selector") })
    }

    @Test("font text: a family that is not installed is reported with its substitute")
    func fontDiagnostics() throws {
        let fonts = #""fonts": {"list": [{"fName": "Gill-UltraBold", "fFamily": "Gill Sans", "fStyle": "UltraBold"}]}"#
        let layer = #"{"ty": 5, "ip": 0, "op": 60, "ks": {}, "t": {"d": {"k": [{"s": {"t": "Hi", "f": "Gill-UltraBold", "s": 20, "fc": [0, 0, 0]}, "t": 0}]}, "a": []}}"#
        let a = try Fixture.read(Fixture.animation(layers: "[" + layer + "]", extra: fonts))
        let d = try #require(a.diagnostics(.text).first)
        #expect(d.path == "$.fonts.list[0]")
        #expect(d.message.contains("'Gill-UltraBold' (Gill Sans UltraBold) is not installed; drawn with"))
        let liberation = #""fonts": {"list": [{"fName": "L", "fFamily": "Liberation Serif", "fStyle": "Italic"}]}"#
        let installed = try Fixture.read(Fixture.animation(layers: "[" + layer.replacingOccurrences(of: "Gill-UltraBold", with: "L") + "]", extra: liberation))
        #expect(installed.diagnostics.isEmpty, "\(installed.diagnostics)")
    }
}
