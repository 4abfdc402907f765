/// Multiplying the frame times of a document or a layer by one factor: what changing a file's
/// frame rate (the same seconds, more or fewer frames) or folding a precomp's time stretch
/// into its content needs.
///
/// Frame times are a layer's `ip`, `op` and `st`, every keyframe's `t` (any array under `k`
/// whose elements are objects with a `t`: properties, paths, gradients, text documents) and,
/// for the whole document, its `ip`, `op` and markers' `tm` and `dr`. A time remap's values
/// are seconds and stay as they are.
extension JSONValue {
    /// Scales every frame time of a document by `factor`: its own, its markers', and those of
    /// each layer of the root and of every precomposition.
    mutating func scaleDocumentFrameTimes(by factor: Double) {
        guard case .object(var members) = self else { return }
        self = .null
        for i in members.indices {
            switch members[i].key {
            case "ip", "op":
                members[i].value.scaleNumber(by: factor)
            case "markers":
                members[i].value.mapElements { marker in
                    marker.scaleMember("tm", by: factor)
                    marker.scaleMember("dr", by: factor)
                }
            case "layers":
                members[i].value.mapElements { $0.scaleLayerFrameTimes(by: factor) }
            case "assets":
                members[i].value.mapElements { asset in
                    guard asset["layers"] != nil else { return }
                    asset.updateMember("layers") { layers in layers.mapElements { $0.scaleLayerFrameTimes(by: factor) } }
                }
            default:
                break
            }
        }
        self = .object(members)
    }

    /// Scales a layer's `ip`, `op`, `st` and every keyframe time in it by `factor`.
    mutating func scaleLayerFrameTimes(by factor: Double) {
        scaleMember("ip", by: factor)
        scaleMember("op", by: factor)
        scaleMember("st", by: factor)
        scaleKeyframeTimes(by: factor)
    }

    /// Scales the `t` of every keyframe in this value.
    private mutating func scaleKeyframeTimes(by factor: Double) {
        switch self {
        case .object(var members):
            self = .null
            for i in members.indices {
                if members[i].key == "k", case .array(let items) = members[i].value,
                   items.contains(where: { $0["t"]?.number != nil }) {
                    members[i].value.mapElements { $0.scaleMember("t", by: factor) }
                }
                members[i].value.scaleKeyframeTimes(by: factor)
            }
            self = .object(members)
        case .array(var items):
            self = .null
            for i in items.indices { items[i].scaleKeyframeTimes(by: factor) }
            self = .array(items)
        default:
            break
        }
    }

    /// Multiplies member `key`, when it is a number.
    mutating func scaleMember(_ key: String, by factor: Double) {
        updateMember(key) { $0.scaleNumber(by: factor) }
    }

    private mutating func scaleNumber(by factor: Double) {
        if case .number(let n) = self { self = .number(n * factor) }
    }

    /// Runs `body` on member `key` of an object (its last occurrence), if there is one.
    mutating func updateMember(_ key: String, _ body: (inout JSONValue) -> Void) {
        _ = update(at: [.key(key)][...], body)
    }

    /// Runs `body` on every element of an array.
    mutating func mapElements(_ body: (inout JSONValue) -> Void) {
        guard case .array(var items) = self else { return }
        self = .null
        for i in items.indices { body(&items[i]) }
        self = .array(items)
    }
}
