import Scrollwork

extension DecodingContext {
    var scalarReader: ValueReader<Double> { ValueReader<Double>.scalar }
    var vectorReader: ValueReader<LottieVector> { ValueReader<LottieVector>.vector(spatial: false) }
    var positionReader: ValueReader<LottieVector> { ValueReader<LottieVector>.vector(spatial: true) }
    var colorReader: ValueReader<Color> { ValueReader<Color>.color(legacy: legacyColors) }

    func scalar(_ object: JSONValue, _ key: String, default value: Double) -> LottieProperty<Double> {
        property(object, key, scalarReader, default: value)
    }

    func vector(_ object: JSONValue, _ key: String, default value: LottieVector, spatial: Bool = false) -> LottieProperty<LottieVector> {
        property(object, key, spatial ? positionReader : vectorReader, default: value)
    }

    /// Decodes a transform object (`ks`, `tr`) at the current path. `is3D` says whether the
    /// owning layer is 3D (then `rz` may stand for `r`).
    func transform(_ json: JSONValue?, repeater: Bool = false) -> LottieTransform {
        var t = LottieTransform()
        guard let json, json.isObject else {
            if let json { report(.invalidValue, "expected a transform object, found \(json.typeName); using identity") }
            return t
        }
        t.anchor = vector(json, "a", default: .zero, spatial: true)
        if let p = json["p"] {
            t.position = at("p") { position(p) }
        }
        t.scale = vector(json, "s", default: LottieVector(x: 100, y: 100))
        // A 3D transform (one with `rx`, as Bodymovin writes every 3D layer's) rotates about z by
        // `rz` and reads `ry` and `or`; any other reads `r` alone. lottie-web and ThorVG both draw
        // a lone `rz` or `ry` as no rotation, so the reader reports and ignores it.
        if json["rx"] != nil {
            t.rotation = scalar(json, "rz", default: 0)
            t.rotationX = scalar(json, "rx", default: 0)
            if json["ry"] != nil { t.rotationY = scalar(json, "ry", default: 0) }
            if json["or"] != nil { t.orientation = vector(json, "or", default: LottieVector(x: 0, y: 0, z: 0, dimensions: 3)) }
        } else {
            t.rotation = scalar(json, "r", default: 0)
            let stray = ["rz", "ry", "or"].filter { json[$0] != nil }
            if !stray.isEmpty {
                report(.threeD, .info, "\(stray.joined(separator: ", ")) without rx (not a 3D transform): ignored, as lottie-web and ThorVG ignore it")
            }
        }
        t.opacity = scalar(json, "o", default: 100)
        t.skew = scalar(json, "sk", default: 0)
        t.skewAxis = scalar(json, "sa", default: 0)
        let has3D = [t.rotationX, t.rotationY].contains { p in p.map { $0.isAnimated || $0.initialValue != 0 } ?? false }
            || (t.orientation.map { $0.isAnimated || $0.initialValue.x != 0 || $0.initialValue.y != 0 || $0.initialValue.z != 0 } ?? false)
        if has3D { reportOncePerLayer(.threeD, "3D rotation (rx/ry/or) is not drawn; the layer is drawn flat") }
        if repeater {
            t.startOpacity = scalar(json, "so", default: 100)
            t.endOpacity = scalar(json, "eo", default: 100)
        }
        return t
    }

    /// A position: split (`{"s": true, "x": …, "y": …}`) or a vector property.
    private func position(_ p: JSONValue) -> LottiePosition {
        let isSplit = (p["s"]?.number ?? 0) != 0 || (p.isObject && p["k"] == nil && p["x"] != nil && p["y"] != nil)
        if isSplit {
            let x = scalar(p, "x", default: 0)
            let y = scalar(p, "y", default: 0)
            let z = p["z"] != nil ? scalar(p, "z", default: 0) : nil
            return .split(x: x, y: y, z: z)
        }
        return .combined(property(p, positionReader, default: .zero))
    }
}
