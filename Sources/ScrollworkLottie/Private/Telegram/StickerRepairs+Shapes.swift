import Scrollwork

extension StickerRepairs {
    /// Merge paths and repeaters go, a gradient stroke becomes a solid one, a static star a
    /// path (an animated one goes).
    mutating func repairShape(_ item: JSONValue, at path: [JSONValue.PathStep]) {
        switch item["ty"]?.string {
        case "mm":
            remove(at: path)
            note(.mergePaths, path, "merge path removed (drawn as lottie-web draws it, the paths as they are: the same picture)")
        case "rp":
            remove(at: path)
            note(.repeater, path, "repeater dropped: one copy of its shapes shows")
        case "gs":
            edit(path) { Self.solidStroke(&$0) }
            note(.gradientStroke, path, "gradient stroke drawn as a solid stroke of its stops' mean colour")
        case "sr" where StickerWalk.isStar(item):
            if let shape = Self.starPath(item, maxPoints: maxStarPoints) {
                edit(path) { $0 = shape }
                note(.star, path, "star drawn as the same path (a bezier shape)")
            } else {
                remove(at: path)
                note(.star, path, "animated star dropped")
            }
        default:
            break
        }
    }

    /// Removes the element at `path` from its array.
    private mutating func remove(at path: [JSONValue.PathStep]) {
        guard case .index(let k)? = path.last else { return }
        edit(Array(path.dropLast())) { items in
            guard case .array(var list) = items, k < list.count else { return }
            items = .null
            list.remove(at: k)
            items = .array(list)
        }
    }

    /// A gradient stroke (`gs`) as a stroke (`st`) of the mean colour of its stops (the first
    /// keyframe's, when the gradient is animated); width, opacity, caps, joins and dashes kept.
    private static func solidStroke(_ item: inout JSONValue) {
        let stops = Int(item["g"]?["p"]?.number ?? 0)
        var values = item["g"]?["k"]?["k"]?.array ?? []
        if let first = values.first, first.isObject { values = first["s"]?.array ?? [] }
        let numbers = values.compactMap(\.number)
        var mean = [0.0, 0.0, 0.0]
        let count = min(max(stops, 0), numbers.count / 4)
        for s in 0..<count {
            for c in 0..<3 { mean[c] += numbers[s * 4 + 1 + c] / Double(count) }
        }
        for key in ["g", "s", "e", "t", "h", "a"] { item.remove(key) }
        item.set("ty", .string("st"))
        item.set("c", staticValue(mean + [1]))
    }

    /// A star whose properties are all static, as a path item (`sh`) through the same points
    /// (Lottie's PolyStar construction, roundness and direction included); nil when any of
    /// them is animated.
    private static func starPath(_ item: JSONValue, maxPoints: Double) -> JSONValue? {
        func value(_ key: String, _ fallback: Double) -> Double? {
            guard let property = item[key] else { return fallback }
            guard (property["a"]?.number ?? 0) == 0 else { return nil }
            let v = property["k"]?.scalar ?? fallback
            return v.isFinite ? v : nil
        }
        guard let points = value("pt", 5), let rotation = value("r", 0), let outer = value("or", 0),
              let inner = value("ir", 0), let outerRoundness = value("os", 0), let innerRoundness = value("is", 0),
              (item["p"]?["a"]?.number ?? 0) == 0 else { return nil }
        let position = item["p"]?["k"]?.array?.compactMap(\.number) ?? []
        let center = Point(x: position.first ?? 0, y: position.dropFirst().first ?? 0)
        guard center.x.isFinite, center.y.isFinite else { return nil }
        var contour = Contour.polyStar(center: center, points: min(max(points, 3), max(maxPoints, 3)), radii: (outer, inner),
                                       roundness: (outerRoundness, innerRoundness), rotation: rotation, star: true)
        if (item["d"]?.number ?? 1) == 3 { contour = contour.reversed() }
        func list(_ points: [Point], minus origins: [Point]) -> JSONValue {
            .array(zip(points, origins).map { .array([.number($0.x - $1.x), .number($0.y - $1.y)]) })
        }
        let bezier = JSONValue.object([
            JSONMember(key: "i", value: list(contour.inPoints, minus: contour.vertices)),
            JSONMember(key: "o", value: list(contour.outPoints, minus: contour.vertices)),
            JSONMember(key: "v", value: list(contour.vertices, minus: contour.vertices.map { _ in Point(x: 0, y: 0) })),
            JSONMember(key: "c", value: .bool(contour.isClosed)),
        ])
        var members = [JSONMember(key: "ty", value: .string("sh")),
                       JSONMember(key: "ks", value: .object([JSONMember(key: "a", value: .number(0)),
                                                             JSONMember(key: "k", value: bezier)]))]
        if let name = item["nm"] { members.append(JSONMember(key: "nm", value: name)) }
        if let hidden = item["hd"] { members.append(JSONMember(key: "hd", value: hidden)) }
        return .object(members)
    }
}
