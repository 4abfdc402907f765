/// Keyframes no frame of a sticker reaches: those before the first frame of a composition's
/// window past the one the window starts on, and those after the one it ends on. After a
/// long animation is cut to 3 seconds, most of its keyframes are such. The frames drawn do
/// not change: every segment a drawn frame falls in is kept whole.
///
/// A composition's window is the root's `ip … op`; a precomp's is the union of the windows of
/// the layers that show it, shifted by their start times (a sticker's precomp layers have no
/// stretch or remap left, so that is exact). A precomp shown some other way keeps all its
/// keyframes.
enum StickerTrimming {
    /// The document with unreachable keyframes removed.
    static func trimmed(_ document: JSONValue) -> JSONValue {
        guard let ip = document["ip"]?.number, let op = document["op"]?.number else { return document }
        var windows: [String: ClosedRange<Double>] = [:]
        var unknownTiming = Set<String>()
        let assets = document["assets"]?.array ?? []
        // Windows flow from the root down, one level of precomps a pass.
        var pending: [(layers: [JSONValue], window: ClosedRange<Double>)] = [(document["layers"]?.array ?? [], ip...op)]
        var seen = Set<String>()
        for _ in 0...LottieLimits.default.maxPrecompDepth where !pending.isEmpty {
            var next: [String: ClosedRange<Double>] = [:]
            for (layers, window) in pending {
                for layer in layers where layer["ty"]?.number == 0 {
                    guard let id = layer["refId"]?.string else { continue }
                    let start = layer["st"]?.number ?? 0
                    let plain = layer["tm"] == nil && (layer["sr"]?.number ?? 1) == 1 && start.isFinite
                    if !plain { unknownTiming.insert(id) }
                    let shifted = (window.lowerBound - start)...(window.upperBound - start)
                    next[id] = next[id].map { min($0.lowerBound, shifted.lowerBound)...max($0.upperBound, shifted.upperBound) } ?? shifted
                }
            }
            pending = []
            for (id, window) in next {
                let merged = windows[id].map { min($0.lowerBound, window.lowerBound)...max($0.upperBound, window.upperBound) } ?? window
                if windows[id] == merged, seen.contains(id) { continue }
                windows[id] = merged
                seen.insert(id)
                if let asset = assets.last(where: { $0["id"]?.string == id }) { pending.append((asset["layers"]?.array ?? [], merged)) }
            }
        }
        var result = document
        result.updateMember("layers") { $0.mapElements { $0 = trimming($0, to: ip...op) } }
        result.updateMember("assets") { list in
            list.mapElements { asset in
                guard let id = asset["id"]?.string, let window = windows[id], !unknownTiming.contains(id), asset["layers"] != nil else { return }
                asset.updateMember("layers") { $0.mapElements { $0 = trimming($0, to: window) } }
            }
        }
        return result
    }

    /// `value` with the keyframes of every keyframed member outside `window` removed.
    private static func trimming(_ value: JSONValue, to window: ClosedRange<Double>) -> JSONValue {
        StickerWalk.mappingKeyframeLists(value) { keys in keys.count > 1 ? reachable(keys, in: window) : nil }
    }

    /// The keyframes from the last one at or before the window's start to the first one at or
    /// after its end.
    private static func reachable(_ keys: [JSONValue], in window: ClosedRange<Double>) -> [JSONValue] {
        let times = keys.map { $0["t"]?.number ?? 0 }
        guard zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) else { return keys }     // unsorted: left alone
        let first = times.lastIndex { $0 <= window.lowerBound } ?? 0
        let last = times.firstIndex { $0 >= window.upperBound } ?? keys.count - 1
        return first <= last ? Array(keys[first...last]) : keys
    }
}
