extension StickerRepairs {
    /// Masks become a track matte where that draws the same: added masks (not inverted) are
    /// the filled shapes of a matte layer placed just above the layer, with the layer's
    /// transform, parent and timing (its opacity left to the layer), used as an alpha matte;
    /// one subtracted mask (or one inverted added mask) is an inverted alpha matte. Feather and
    /// expansion are left out, as this renderer leaves them out. A layer that already has or is
    /// a matte, or masks combined otherwise, loses its masks.
    mutating func replaceMasks(of layer: JSONValue, at path: [JSONValue.PathStep]) {
        let masks = (layer["masksProperties"]?.array ?? []).filter { $0["mode"]?.string != "n" }
        let inverted = { (mask: JSONValue) -> Bool in (mask["inv"]?.number ?? 0) != 0 }
        let matte: Int?
        if !masks.isEmpty, masks.allSatisfy({ ($0["mode"]?.string ?? "a") == "a" && !inverted($0) }) {
            matte = 1
        } else if masks.count == 1, let mode = masks[0]["mode"]?.string, (mode == "s") != inverted(masks[0]), mode == "s" || mode == "a" {
            matte = 2
        } else {
            matte = masks.isEmpty ? 0 : nil
        }
        guard let matte, layer["tt"] == nil, layer["td"] == nil, case .index(let i)? = path.last else {
            edit(path) { $0.remove("masksProperties"); $0.set("hasMask", .bool(false)) }
            note(.mask, path + [.key("masksProperties")], "masks dropped: the whole layer shows")
            return
        }
        edit(path) { $0.remove("masksProperties"); $0.set("hasMask", .bool(false)) }
        if matte == 0 {
            note(.mask, path + [.key("masksProperties")], "masks that do nothing (mode none) removed")
            return
        }
        let layers = Array(path.dropLast())
        let siblings = currentValue(at: layers)?.array ?? []
        let ind = (siblings.compactMap { $0["ind"]?.number }.max() ?? 0) + 1
        let source = Self.matteSource(for: currentValue(at: path) ?? layer, masks: masks, ind: ind)
        edit(path) { $0.set("tt", .number(Double(matte))) }
        edit(layers) { list in
            guard case .array(var items) = list, i <= items.count else { return }
            list = .null
            items.insert(source, at: i)
            list = .array(items)
        }
        note(.mask, path + [.key("masksProperties")],
             "masks drawn as \(matte == 1 ? "an alpha" : "an inverted alpha") track matte (the same picture)")
    }

    /// A shape layer drawing `masks` filled white (each at its opacity), with `layer`'s
    /// transform at full opacity, parent and timing: the matte source for it.
    private static func matteSource(for layer: JSONValue, masks: [JSONValue], ind: Double) -> JSONValue {
        var transform = layer["ks"] ?? .object([])
        transform.set("o", staticValue(100))
        let groups: [JSONValue] = masks.map { mask in
            .object([
                JSONMember(key: "ty", value: .string("gr")),
                JSONMember(key: "it", value: .array([
                    .object([JSONMember(key: "ty", value: .string("sh")), JSONMember(key: "ks", value: mask["pt"] ?? .null)]),
                    .object([JSONMember(key: "ty", value: .string("fl")), JSONMember(key: "c", value: staticValue([1, 1, 1, 1])),
                             JSONMember(key: "o", value: mask["o"] ?? staticValue(100)), JSONMember(key: "r", value: .number(1))]),
                    .object([JSONMember(key: "ty", value: .string("tr")), JSONMember(key: "p", value: staticValue([0, 0])),
                             JSONMember(key: "a", value: staticValue([0, 0])), JSONMember(key: "s", value: staticValue([100, 100])),
                             JSONMember(key: "r", value: staticValue(0)), JSONMember(key: "o", value: staticValue(100))]),
                ])),
            ])
        }
        var members = [JSONMember(key: "ty", value: .number(4)), JSONMember(key: "ind", value: .number(ind)),
                       JSONMember(key: "td", value: .number(1)), JSONMember(key: "ks", value: transform),
                       JSONMember(key: "shapes", value: .array(groups))]
        for key in ["parent", "ip", "op", "st"] {
            if let v = layer[key] { members.append(JSONMember(key: key, value: v)) }
        }
        return .object(members)
    }

    /// The value at `path` in the document as it is now (a duplicated key: its last
    /// occurrence, as readers and ``JSONValue/update(at:_:)`` take it).
    func currentValue(at path: [JSONValue.PathStep]) -> JSONValue? {
        var value = document
        for step in path {
            switch step {
            case .key(let key):
                guard let next = value[key] else { return nil }
                value = next
            case .index(let i):
                guard let items = value.array, i < items.count else { return nil }
                value = items[i]
            }
        }
        return value
    }
}
