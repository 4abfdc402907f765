/// The whole-file changes a sticker needs: its length, its frame rate and its canvas.
enum StickerShaping {
    /// The sticker frame rate for a file at `rate`: 30 up to 45 frames a second, else 60.
    static func frameRate(for rate: Double) -> Double {
        if TelegramStickerProfile.frameRates.contains(rate) { return rate }
        return rate <= 45 ? 30 : 60
    }

    /// Cuts the animation to `seconds` (its `op`); returns what was done, if anything.
    static func cut(_ document: inout JSONValue, toSeconds seconds: Double) -> TelegramStickerProblem? {
        guard let rate = document["fr"]?.number, rate > 0, let ip = document["ip"]?.number,
              let op = document["op"]?.number, (op - ip) / rate > seconds + 1e-9 else { return nil }
        let end = ip + (seconds * rate).rounded(.down)
        document.set("op", .number(end))
        return TelegramStickerProblem(rule: .duration, path: "$.op",
                                      message: "cut to the first \(Int(seconds)) s (op \(label(op)) → \(label(end)))")
    }

    /// Plays the document at `rate` frames a second: every frame time scaled, so each moment
    /// keeps its time in seconds; returns the factor (1 when the rate was already `rate`).
    static func resample(_ document: inout JSONValue, to rate: Double) -> Double {
        guard let old = document["fr"]?.number, old > 0, old != rate else { return 1 }
        let factor = rate / old
        document.scaleDocumentFrameTimes(by: factor)
        document.set("fr", .number(rate))
        return factor
    }

    /// Puts the composition in a `side`×`side` canvas: its layers move into a precomposition
    /// of the old size (which clips them to it, as the canvas did), shown by one layer scaled to
    /// fit and centred, as `scaleAspectFit` draws it. Returns the scale, or nil when the canvas
    /// already has that size.
    static func fit(_ document: inout JSONValue, side: Double) -> Double? {
        guard let w = document["w"]?.number, let h = document["h"]?.number, w > 0, h > 0,
              w != side || h != side else { return nil }
        let scale = min(side / w, side / h)
        var ids = Set((document["assets"]?.array ?? []).compactMap { $0["id"]?.string })
        var id = "sticker canvas"
        while ids.contains(id) { id += "'" }
        ids.insert(id)
        let precomp = JSONValue.object([
            JSONMember(key: "id", value: .string(id)),
            JSONMember(key: "w", value: .number(w)), JSONMember(key: "h", value: .number(h)),
            JSONMember(key: "layers", value: document["layers"] ?? .array([])),
        ])
        let transform = JSONValue.object([
            JSONMember(key: "o", value: StickerRepairs.staticValue(100)),
            JSONMember(key: "r", value: StickerRepairs.staticValue(0)),
            JSONMember(key: "p", value: StickerRepairs.staticValue([(side - w * scale) / 2, (side - h * scale) / 2, 0])),
            JSONMember(key: "a", value: StickerRepairs.staticValue([0, 0, 0])),
            JSONMember(key: "s", value: StickerRepairs.staticValue([scale * 100, scale * 100, 100])),
        ])
        let layer = JSONValue.object([
            JSONMember(key: "ddd", value: .number(0)), JSONMember(key: "ind", value: .number(1)),
            JSONMember(key: "ty", value: .number(0)), JSONMember(key: "refId", value: .string(id)),
            JSONMember(key: "ks", value: transform),
            JSONMember(key: "w", value: .number(w)), JSONMember(key: "h", value: .number(h)),
            JSONMember(key: "ip", value: document["ip"] ?? .number(0)), JSONMember(key: "op", value: document["op"] ?? .number(0)),
            JSONMember(key: "st", value: .number(0)), JSONMember(key: "sr", value: .number(1)), JSONMember(key: "bm", value: .number(0)),
        ])
        var assets = document["assets"]?.array ?? []
        assets.append(precomp)
        document.set("assets", .array(assets))
        document.set("layers", .array([layer]))
        document.set("w", .number(side))
        document.set("h", .number(side))
        return scale
    }

    static func label(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
    }
}
