import Scrollwork

extension DecodingContext {
    /// Decodes a parsed document into an animation, or throws for what makes it unusable.
    func animation(_ root: JSONValue) throws(LottieError) -> LottieAnimation {
        guard root.isObject else {
            throw error(.notLottie, "the document is a JSON \(root.typeName), not a Lottie animation object")
        }
        guard let layersJSON = root["layers"] else {
            throw error(.missingField, "missing field: a Lottie animation needs a layers array", key: "layers")
        }
        guard layersJSON.array != nil else {
            throw error(.invalidValue, "layers must be an array, found \(layersJSON.typeName)", key: "layers")
        }
        let frameRate = try requiredNumber(root, "fr", what: "the frame rate")
        guard frameRate > 0 else { throw error(.invalidValue, "the frame rate must be positive, found \(frameRate)", key: "fr") }
        let width = try requiredNumber(root, "w", what: "the width")
        let height = try requiredNumber(root, "h", what: "the height")
        guard width >= 0 else { throw error(.invalidValue, "the width must not be negative, found \(width)", key: "w") }
        guard height >= 0 else { throw error(.invalidValue, "the height must not be negative, found \(height)", key: "h") }
        var inPoint = 0.0
        if let ip = root["ip"] {
            guard let n = ip.scalar, n.isFinite else {
                throw error(.invalidValue, "the in point must be a finite number, found \(ip.typeName)", key: "ip")
            }
            inPoint = n
        }
        let outPoint = try requiredNumber(root, "op", what: "the out point")
        guard outPoint > inPoint else {
            throw error(.invalidValue, "the out point (\(outPoint)) must be after the in point (\(inPoint))", key: "op")
        }
        // A long range costs nothing here (rendering is random access); tools that iterate
        // frames bound what they iterate (LottieLimits.maxFrameRange). Only a range too long to
        // be a number of frames at all is refused.
        guard (outPoint - inPoint).isFinite else {
            throw error(.invalidValue, "the frame range \(inPoint) ..< \(outPoint) is not a finite number of frames", key: "op")
        }

        let version = root["v"]?.string
        legacyColors = version.map { ExporterVersion($0) < ExporterVersion(major: 4, minor: 1, patch: 9) } ?? false
        if let slotsJSON = root["slots"], case .object(let members) = slotsJSON {
            for member in members {
                if let p = member.value["p"] { slots[member.key] = p }
            }
        }

        var animation = LottieAnimation(size: Size(width: width, height: height), frameRate: frameRate,
                                        inPoint: inPoint, outPoint: outPoint, root: LottieComposition(layers: []))
        animation.version = version
        animation.specVersion = integer(root["ver"])
        animation.name = root["nm"]?.string
        animation.is3D = (root["ddd"]?.number ?? 0) != 0
        // Fonts and glyphs first: text documents are checked against them as they are read.
        if let fontsJSON = root["fonts"] { at("fonts") { fontList(fontsJSON) } }
        animation.glyphs = at("chars") { glyphs(root["chars"]) }
        animation.fonts = fonts
        animation.root = LottieComposition(layers: at("layers") { layerList(layersJSON, defaultOutPoint: outPoint) },
                                           frameRate: frameRate, name: animation.name)
        at("assets") { assets(root["assets"], into: &animation) }
        animation.markers = at("markers") { markers(root["markers"]) }
        validatePrecompReferences(&animation)
        animation.diagnostics = finishedDiagnostics()
        return animation
    }

    private func requiredNumber(_ root: JSONValue, _ key: String, what: String) throws(LottieError) -> Double {
        guard let member = root[key] else { throw error(.missingField, "missing field: \(what) (\(key)) is required", key: key) }
        guard let n = member.scalar else { throw error(.invalidValue, "\(what) must be a number, found \(member.typeName)", key: key) }
        guard n.isFinite else { throw error(.invalidValue, "\(what) must be finite", key: key) }
        return n
    }

    private func assets(_ json: JSONValue?, into animation: inout LottieAnimation) {
        guard let json else { return }
        guard let items = json.array else {
            report(.invalidValue, "expected an array of assets, found \(json.typeName)")
            return
        }
        for (n, asset) in items.enumerated() {
            at(n) {
                guard asset.isObject else {
                    report(.invalidValue, "expected an asset object, found \(asset.typeName); skipped")
                    return
                }
                guard let id = asset["id"]?.string ?? asset["id"]?.number.map({ String(Int(exactly: $0) ?? 0) }) else {
                    report(.invalidValue, "asset without an id; skipped")
                    return
                }
                if let layers = asset["layers"] {
                    if animation.precomps[id] != nil {
                        report(.invalidValue, "duplicate asset id '\(id)'; the first is used")
                        return
                    }
                    let list = at("layers") { layerList(layers, defaultOutPoint: animation.outPoint) }
                    animation.precomps[id] = LottieComposition(layers: list, frameRate: asset["fr"]?.number, name: asset["nm"]?.string)
                } else if asset["t"]?.number == 3, let p = asset["p"]?.string {
                    if animation.dataAssets[id] != nil {
                        report(.invalidValue, "duplicate asset id '\(id)'; the first is used")
                        return
                    }
                    let source = assetSource(asset, p: p, consequence: "expressions reading its data layer fall back")
                    animation.dataAssets[id] = LottieDataAsset(id: id, source: source, jsonPath: currentPath)
                } else if let p = asset["p"]?.string {
                    let lower = p.lowercased()
                    if [".mp3", ".wav", ".ogg", ".aac", ".m4a"].contains(where: lower.hasSuffix) || lower.hasPrefix("data:audio") {
                        report(.unsupportedLayer, .info, "sound asset ignored")
                        return
                    }
                    if animation.images[id] != nil {
                        report(.invalidValue, "duplicate asset id '\(id)'; the first is used")
                        return
                    }
                    animation.images[id] = imageAsset(asset, id: id, p: p)
                } else {
                    report(.unknownValue, .info, "asset '\(id)' is neither a precomposition nor an image; ignored")
                }
            }
        }
    }

    /// An image asset; one carrying a slot id (`sid`) takes its size and bytes from the file's
    /// slot of that id when there is one (the slot's `p` is an image asset's fields).
    private func imageAsset(_ json: JSONValue, id: String, p: String) -> LottieImageAsset {
        func asset(_ json: JSONValue, p: String) -> LottieImageAsset {
            let w = finite(json, "w", default: 0, required: false)
            let h = finite(json, "h", default: 0, required: false)
            return LottieImageAsset(id: id, width: w, height: h, source: assetSource(json, p: p, consequence: "the image draws nothing"),
                                    jsonPath: currentPath)
        }
        let sid = json["sid"]?.string
        var result: LottieImageAsset
        if let sid, let slot = slots[sid], slot.isObject, let slotP = slot["p"]?.string {
            result = at("sid") { asset(slot, p: slotP) }
        } else {
            result = asset(json, p: p)
        }
        result.slotID = sid
        return result
    }

    /// Where an asset's bytes are: a well-formed data URL, or a file named by `u` + `p`.
    private func assetSource(_ json: JSONValue, p: String, consequence: String) -> LottieImageAsset.Source {
        guard p.hasPrefix("data:") else { return .file(directory: json["u"]?.string ?? "", name: p) }
        if let url = LottieDataURL(p), url.isWellFormed { return .dataURL(url) }
        at("p") { report(.image, "malformed data URL; \(consequence)") }
        return .missing
    }

    private func markers(_ json: JSONValue?) -> [LottieMarker] {
        guard let items = json?.array else { return [] }
        var result: [LottieMarker] = []
        for (n, item) in items.enumerated() {
            at(n) {
                let name: String
                switch item["cm"] {
                case .string(let s)?: name = s
                case .number(let v)?: name = v.rounded() == v && abs(v) < 1e15 ? String(Int(v)) : String(v)
                default:
                    report(.invalidValue, "marker without a name (cm); skipped")
                    return
                }
                guard let tm = item["tm"]?.scalar, tm.isFinite else {
                    report(.invalidValue, "marker without a finite time (tm); skipped")
                    return
                }
                let dr = item["dr"]?.scalar ?? 0
                result.append(LottieMarker(name: name, startFrame: tm, duration: dr.isFinite ? Swift.max(0, dr) : 0))
            }
        }
        return result
    }

    /// Walks precomp references from the root with a stack of asset ids (§16): references to
    /// missing assets, cycles and nesting deeper than the limit are dropped (the layer draws
    /// nothing) with a diagnostic.
    private func validatePrecompReferences(_ animation: inout LottieAnimation) {
        var broken: [String: Set<Int>] = [:]  // composition id ("" = root) → layer positions
        var stack: [String] = []
        var done = Set<String>()
        func visit(_ compID: String, _ comp: LottieComposition) {
            for (position, layer) in comp.layers.enumerated() {
                guard case .precomp(let pre) = layer.content, let ref = pre.assetID else { continue }
                guard let child = animation.precomps[ref] else {
                    report(.brokenReference, "precomp asset '\(ref)' does not exist; the layer draws nothing", path: layer.jsonPath + ".refId")
                    broken[compID, default: []].insert(position)
                    continue
                }
                if stack.contains(ref) || ref == compID {
                    report(.brokenReference, "precomp '\(ref)' contains itself; the reference is dropped", path: layer.jsonPath + ".refId")
                    broken[compID, default: []].insert(position)
                    continue
                }
                if stack.count + 1 > limits.maxPrecompDepth {
                    report(.limit, "precomps nest deeper than \(limits.maxPrecompDepth) (LottieLimits.maxPrecompDepth); the reference is dropped",
                           path: layer.jsonPath + ".refId")
                    broken[compID, default: []].insert(position)
                    continue
                }
                if done.contains(ref) { continue }
                stack.append(ref)
                visit(ref, child)
                stack.removeLast()
                done.insert(ref)
            }
        }
        visit("", animation.root)
        // Precomps not reachable from the root still get checked (they may be used later by id).
        for (id, comp) in animation.precomps.sorted(by: { $0.key < $1.key }) where !done.contains(id) {
            stack = [id]
            visit(id, comp)
            done.insert(id)
        }
        for (compID, positions) in broken {
            func drop(_ layers: inout [LottieLayer]) {
                for p in positions {
                    if case .precomp(var pre) = layers[p].content {
                        pre.assetID = nil
                        layers[p].content = .precomp(pre)
                    }
                }
            }
            if compID.isEmpty {
                drop(&animation.root.layers)
            } else if var comp = animation.precomps[compID] {
                drop(&comp.layers)
                animation.precomps[compID] = comp
            }
        }
    }
}

/// An exporter version `major.minor.patch` (missing parts are 0, junk is 0).
struct ExporterVersion: Comparable {
    var major: Int, minor: Int, patch: Int

    init(major: Int, minor: Int, patch: Int) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    init(_ text: String) {
        let parts = text.split(separator: ".").map { Int($0.prefix { $0.isNumber }) ?? 0 }
        major = parts.count > 0 ? parts[0] : 0
        minor = parts.count > 1 ? parts[1] : 0
        patch = parts.count > 2 ? parts[2] : 0
    }

    static func < (a: ExporterVersion, b: ExporterVersion) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }
}
