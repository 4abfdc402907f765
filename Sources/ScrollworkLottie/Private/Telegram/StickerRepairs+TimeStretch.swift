extension StickerRepairs {
    /// Removes a layer's time stretch. A precomp shows its content at `(t − st) / sr`; the same
    /// frames come from a copy of the content whose times are all `sr` times longer, shown at
    /// `t − st`. (Precomps inside it are copied likewise, their own stretch folded in too.) On
    /// other layers the stretch changes nothing drawn and simply goes; a negative or zero one
    /// cannot be folded and is dropped.
    mutating func foldTimeStretch(_ stretch: Double, of layer: JSONValue, at path: [JSONValue.PathStep]) {
        let at = path + [.key("sr")]
        let isPrecomp = layer["ty"]?.number == 0
        if isPrecomp, stretch > 0, stretch.isFinite, let id = layer["refId"]?.string, let copy = stretchedCopy(of: id, by: stretch, depth: 0) {
            edit(path) { $0.set("refId", .string(copy)); $0.set("sr", .number(1)) }
            note(.timeStretch, at, "time stretch folded into a copy of the precomp with its times stretched (the same picture)")
        } else {
            edit(path) { $0.set("sr", .number(1)) }
            note(.timeStretch, at, isPrecomp ? "time stretch dropped: the precomp plays at its own pace"
                                             : "time stretch removed (it changes nothing drawn on a layer that is not a precomp)")
        }
    }

    /// The id of a copy of precomp `id` with every frame time multiplied by `factor`, made
    /// (and appended to the assets) if there is none yet; nil when there is no such precomp or
    /// the copies nest deeper than precomps may.
    private mutating func stretchedCopy(of id: String, by factor: Double, depth: Int) -> String? {
        let key = "\(id)\u{0}\(factor)"
        if let done = stretchedAssets[key] { return done }
        guard depth < LottieLimits.default.maxPrecompDepth, let assets = document["assets"]?.array,
              var copy = assets.last(where: { $0["id"]?.string == id && $0["layers"] != nil }) else { return nil }
        let ids = Set(assets.compactMap { $0["id"]?.string })
        var newID = "\(id) x\(factor)"
        var n = 2
        while ids.contains(newID) || stretchedAssets.values.contains(newID) {
            newID = "\(id) x\(factor) \(n)"
            n += 1
        }
        stretchedAssets[key] = newID        // before the layers: a precomp that shows itself stays a cycle
        copy.set("id", .string(newID))
        guard case .array(var layers)? = copy["layers"] else { return nil }
        for i in layers.indices {
            layers[i].scaleLayerFrameTimes(by: factor)
            // A precomp inside shows its content at (t' − st')/sr' of the stretched times:
            // a copy stretched by both factors, shown without a stretch of its own.
            let own = layers[i]["sr"]?.number ?? 1
            if layers[i]["ty"]?.number == 0, let ref = layers[i]["refId"]?.string, own > 0, own.isFinite,
               let inner = stretchedCopy(of: ref, by: factor * own, depth: depth + 1) {
                layers[i].set("refId", .string(inner))
                layers[i].set("sr", .number(1))
            }
        }
        copy.set("layers", .array(layers))
        document.updateMember("assets") { assets in
            guard case .array(var all) = assets else { return }
            assets = .null
            all.append(copy)
            assets = .array(all)
        }
        return newID
    }
}
