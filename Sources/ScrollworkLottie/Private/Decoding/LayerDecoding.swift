import Scrollwork

extension DecodingContext {
    /// Decodes a layer list (`layers` of the root or of a precomp asset) at the current path,
    /// then resolves parents and mattes within it. `defaultOutPoint` stands in for a missing `op`.
    func layerList(_ json: JSONValue?, defaultOutPoint: Double) -> [LottieLayer] {
        guard let items = json?.array else {
            if let json { report(.invalidValue, "expected an array of layers, found \(json.typeName)") }
            return []
        }
        var layers: [LottieLayer] = []
        layers.reserveCapacity(items.count)
        for (n, item) in items.enumerated() {
            if let layer = at(n, { inLayer(named: item["nm"]?.string) { self.layer(item, defaultOutPoint: defaultOutPoint) } }) {
                layers.append(layer)
            }
        }
        resolveParents(&layers)
        resolveMattes(&layers)
        return layers
    }

    private func layer(_ json: JSONValue, defaultOutPoint: Double) -> LottieLayer? {
        guard json.isObject else {
            report(.invalidValue, "expected a layer object, found \(json.typeName); skipped")
            return nil
        }
        guard let typeNumber = json["ty"]?.number, let type = Int(exactly: typeNumber) else {
            report(.invalidValue, "layer without an integer type (ty); skipped")
            return nil
        }
        let inPoint = finite(json, "ip", default: 0, required: true)
        let outPoint = finite(json, "op", default: defaultOutPoint, required: true)
        let path = currentPath
        let outerTangents = absoluteTangents
        absoluteTangents = (json["completed"]?.scalar ?? 0) != 0
        defer { absoluteTangents = outerTangents }
        let content: LottieLayer.Content
        switch type {
        case 0:
            let refID = json["refId"]?.string
            if refID == nil { report(.brokenReference, "precomp layer without an asset id (refId); it draws nothing") }
            let w = finite(json, "w", default: 0, required: false)
            let h = finite(json, "h", default: 0, required: false)
            let remap = json["tm"] != nil ? scalar(json, "tm", default: 0) : nil
            content = .precomp(LottiePrecompLayer(assetID: refID, size: Size(width: w, height: h), timeRemap: remap))
        case 1:
            let text = json["sc"]?.string ?? ""
            var color = Color(hex: text)
            if color == nil {
                at("sc") { report(.invalidValue, "solid colour '\(text)' is not #rrggbb; using black") }
                color = Color(white: 0)
            }
            content = .solid(LottieSolidLayer(color: color ?? Color(white: 0),
                                              size: Size(width: finite(json, "sw", default: 0, required: false),
                                                         height: finite(json, "sh", default: 0, required: false))))
        case 2:
            if let refID = json["refId"]?.string {
                content = .image(assetID: refID)
            } else {
                report(.brokenReference, "image layer without an asset id (refId); it draws nothing")
                content = .null
            }
        case 3:
            content = .null
        case 4:
            content = .shapes(at("shapes") { shapeItems(json["shapes"]) })
        case 5:
            content = .text(at("t") { text(json["t"]) })
        case 15 where json["refId"]?.string != nil:
            content = .data(assetID: json["refId"]?.string ?? "")
        case 6...15:
            reportOncePerLayer(.unsupportedLayer, .info, "layer type \(type) draws nothing")
            content = .unsupported(type: type)
        default:
            reportOncePerLayer(.unsupportedLayer, "unknown layer type \(type); skipped")
            return nil
        }
        var layer = LottieLayer(content: content, inPoint: inPoint, outPoint: outPoint, jsonPath: path)
        layer.name = json["nm"]?.string
        layer.index = integer(json["ind"])
        layer.parentIndex = integer(json["parent"])
        layer.startTime = finite(json, "st", default: 0, required: false)
        var stretch = finite(json, "sr", default: 1, required: false)
        if stretch == 0 {
            at("sr") { report(.invalidValue, "time stretch 0 is invalid; using 1") }
            stretch = 1
        }
        layer.timeStretch = stretch
        layer.is3D = (json["ddd"]?.number ?? 0) != 0
        if layer.is3D { reportOncePerLayer(.threeD, "3D layer drawn flat (z and x/y rotations ignored)") }
        if let ks = json["ks"] {
            layer.transform = at("ks") { transform(ks) }
        }
        layer.autoOrient = (json["ao"]?.number ?? 0) != 0
        layer.isHidden = (json["hd"]?.number ?? 0) != 0
        layer.blendMode = blendMode(json)
        if let masks = json["masksProperties"]?.array, !masks.isEmpty {
            if (json["hasMask"]?.number ?? 1) != 0 {
                layer.masks = at("masksProperties") { masks.enumerated().compactMap { n, m in at(n) { mask(m) } } }
            } else {
                // lottie-web draws masks only when hasMask is true.
                at("hasMask") { report(.invalidValue, .info, "masks present but hasMask is false; the masks are ignored, as lottie-web does") }
            }
        }
        if case .text(var text) = layer.content, let path = text.path, !layer.masks.indices.contains(path.maskIndex) {
            at("t") { at("p") { at("m") { report(.brokenReference, "text path names mask \(path.maskIndex), which the layer lacks; the text is set on lines") } } }
            text.path = nil
            layer.content = .text(text)
        }
        if let tt = json["tt"]?.number, tt != 0 {
            if let mode = Int(exactly: tt).flatMap(LottieMatte.Mode.init(rawValue:)) {
                layer.matte = LottieMatte(mode: mode, sourceIndex: integer(json["tp"]))
            } else {
                at("tt") { report(.unknownValue, "unknown matte mode \(tt); the layer is drawn unmatted") }
            }
        }
        layer.isMatteSource = (json["td"]?.number ?? 0) != 0
        if let ef = json["ef"]?.array, !ef.isEmpty {
            layer.hasEffects = true
            layer.effects = at("ef") { () -> [LottieEffect] in
                let list = effects(.array(ef))
                checkEffects(list)
                return list
            }
        }
        if let sy = json["sy"]?.array, !sy.isEmpty {
            layer.hasLayerStyles = true
            at("sy") { reportOncePerLayer(.layerStyles, "layer styles are not drawn") }
        }
        return layer
    }

    private func mask(_ json: JSONValue) -> LottieMask? {
        guard json.isObject else {
            report(.invalidValue, "expected a mask object, found \(json.typeName); skipped")
            return nil
        }
        var mode = LottieMask.Mode.add
        if let text = json["mode"]?.string {
            if let m = LottieMask.Mode(rawValue: text) {
                mode = m
            } else {
                at("mode") { report(.unknownValue, "unknown mask mode '\(text)'; the mask is ignored") }
                mode = .none
            }
        }
        let closed = (json["cl"]?.number ?? 1) != 0
        let expansion = scalar(json, "x", default: 0)
        if json["f"] != nil {
            at("f") { reportOncePerLayer(.maskExpansion, "mask feather is not applied") }
        }
        return LottieMask(mode: mode, path: bezierProperty(json, "pt", closedFallback: closed),
                          opacity: scalar(json, "o", default: 100), isInverted: (json["inv"]?.number ?? 0) != 0,
                          expansion: expansion, name: json["nm"]?.string)
    }

    /// A finite number member; `default` (reported if `required` or malformed) otherwise.
    func finite(_ json: JSONValue, _ key: String, default value: Double, required: Bool) -> Double {
        guard let member = json[key] else {
            if required { at(key) { report(.invalidValue, "missing; using \(value)") } }
            return value
        }
        guard let n = member.scalar, n.isFinite else {
            at(key) { report(.invalidValue, "expected a finite number, found \(member.typeName); using \(value)") }
            return value
        }
        return n
    }

    /// An integer-valued number (`4`, `4.0`), else `nil`.
    func integer(_ json: JSONValue?) -> Int? {
        guard let n = json?.number, n.isFinite, n.rounded() == n, abs(n) < 1e15 else { return nil }
        return Int(n)
    }

    // MARK: Resolution within one list

    /// Resolves `parent` to list positions: the first layer with that `ind`; missing targets,
    /// cycles and chains longer than the limit lose the offending link (§8).
    private func resolveParents(_ layers: inout [LottieLayer]) {
        var positionByIndex: [Int: Int] = [:]
        for (position, layer) in layers.enumerated() {
            if let ind = layer.index, positionByIndex[ind] == nil { positionByIndex[ind] = position }
        }
        for position in layers.indices {
            guard let wanted = layers[position].parentIndex else { continue }
            if let target = positionByIndex[wanted], target != position {
                layers[position].parent = target
            } else {
                inLayer(named: layers[position].name) {
                    report(.brokenReference, positionByIndex[wanted] == nil
                           ? "parent \(wanted) names no layer of this composition; no parent"
                           : "layer is its own parent; no parent", path: layers[position].jsonPath + ".parent")
                }
            }
        }
        let maxDepth = limits.maxParentDepth
        for start in layers.indices {
            var chain: [Int] = [start]
            var current = start
            while let next = layers[current].parent {
                if chain.contains(next) || chain.count > maxDepth {
                    let reason = chain.contains(next) ? "parent chain forms a cycle" : "parent chain longer than \(maxDepth)"
                    inLayer(named: layers[current].name) {
                        report(.brokenReference, "\(reason); this link is dropped", path: layers[current].jsonPath + ".parent")
                    }
                    layers[current].parent = nil
                    break
                }
                chain.append(next)
                current = next
            }
        }
    }

    /// Resolves matte sources (§11): `tp` by `ind`, else the previous layer in the list; the
    /// source is marked as a matte source.
    private func resolveMattes(_ layers: inout [LottieLayer]) {
        for position in layers.indices {
            guard var matte = layers[position].matte else { continue }
            var source: Int?
            if let tp = matte.sourceIndex {
                source = layers.indices.first { layers[$0].index == tp && $0 != position }
            } else if position > 0 {
                source = position - 1
            }
            if let source {
                matte.sourceLayer = source
                layers[source].isMatteSource = true
            } else {
                inLayer(named: layers[position].name) {
                    report(.brokenReference, "track matte has no source layer; drawn unmatted", path: layers[position].jsonPath + ".tt")
                }
            }
            layers[position].matte = matte
        }
    }
}
