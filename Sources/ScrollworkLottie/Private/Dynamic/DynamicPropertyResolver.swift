import Scrollwork

/// Walks an animation model by names (layers, precomposition layers, groups, items,
/// properties), and either lists every property keypath or marks each property matched by a
/// binding with a synthetic slot id, binding that slot in ``overrides`` — which the render
/// tree's tracks are then built with (see ``TrackOverrides``).
///
/// A precomposition asset used by several layers is one model: a property matched through any
/// of them is overridden in all of them (the last matching binding wins).
struct DynamicPropertyResolver {
    let bindings: [DynamicPropertyBinding]
    /// The overrides by slot id, for building the render tree.
    var overrides = TrackOverrides()
    /// Full name paths matched, per binding index.
    var matches: [[AnimationKeypath]]
    /// The value (in the render track's type) of each binding's first match, per binding index.
    var firstValues: [Any?]
    /// Every property keypath visited (when `listing`).
    var all: [AnimationKeypath] = []
    /// The slot ids (`sid`) of the properties visited, with their render value type.
    var slotTypes: [String: ObjectIdentifier] = [:]
    /// The colour stop count of the gradients carrying a slot id.
    var gradientStops: [String: Int] = [:]
    /// The images that replace slotted image assets' (by asset id).
    var imageReplacements: [String: LottieTheme.Image] = [:]
    let listing: Bool
    var counter = 0
    var assetStack: [String] = []
    static let maxDepth = 32
    /// Prefix of the slot ids given to overridden properties (never a file's `sid`).
    static let slotPrefix = "\u{1}scrollwork.dynamic."

    init(bindings: [DynamicPropertyBinding], listing: Bool = false) {
        self.bindings = bindings
        self.matches = Array(repeating: [], count: bindings.count)
        self.firstValues = Array(repeating: nil, count: bindings.count)
        self.listing = listing
    }

    /// Applies the bindings to a copy of `animation`.
    mutating func apply(to animation: LottieAnimation) -> LottieAnimation {
        var model = animation
        var root = model.root
        visit(&root, prefix: [], model: &model)
        model.root = root
        return model
    }

    // MARK: - Walking

    mutating func visit(_ comp: inout LottieComposition, prefix: [String], model: inout LottieAnimation) {
        for i in comp.layers.indices {
            visit(&comp.layers[i], prefix: prefix, model: &model)
        }
    }

    mutating func visit(_ layer: inout LottieLayer, prefix: [String], model: inout LottieAnimation) {
        let names = prefix + [layer.name ?? ""]
        visit(&layer.transform, names + ["Transform"])
        switch layer.content {
        case .shapes(var items):
            visit(&items, names)
            layer.content = .shapes(items)
        case .precomp(let p):
            guard let id = p.assetID, !assetStack.contains(id), assetStack.count < Self.maxDepth,
                  var inner = model.precomps[id] else { break }
            assetStack.append(id)
            visit(&inner, prefix: names, model: &model)
            assetStack.removeLast()
            model.precomps[id] = inner
        case .text(var text):
            guard let sid = text.documentSlotID,
                  let value = replacement(forSlot: sid, at: names + ["Source Text"], as: LottieThemeValue<LottieTheme.Text>.self)
            else { break }
            text.documents = Self.documents(value, over: text)
            layer.content = .text(text)
        case .image(let id):
            guard let sid = model.images[id]?.slotID,
                  let image = replacement(forSlot: sid, at: names, as: LottieTheme.Image.self) else { break }
            imageReplacements[id] = image
        default:
            break
        }
    }

    /// The replacement of type `Value` bound newest to slot `sid` (noting the slot's type, and
    /// the match at `names`); nil when none is.
    mutating func replacement<Value>(forSlot sid: String, at names: [String], as: Value.Type) -> Value? {
        slotTypes[sid] = ObjectIdentifier(Value.self)
        guard let b = bindings.indices.reversed().first(where: {
            bindings[$0].valueType == ObjectIdentifier(Value.self) && bindings[$0].slotID == sid
        }), case .replacement(let value) = bindings[b].source else { return nil }
        matches[b].append(AnimationKeypath(keys: names))
        return value as? Value
    }

    /// A text's documents with a text rule's value applied: a constant to every document; each
    /// keyframe to the document the file shows at its frame, from that frame on.
    static func documents(_ value: LottieThemeValue<LottieTheme.Text>, over text: LottieText) -> [LottieTextDocumentKeyframe] {
        switch value {
        case .constant(let t):
            return text.documents.map { LottieTextDocumentKeyframe(time: $0.time, document: t.applied(to: $0.document)) }
        case .keyframes(let keyframes):
            return keyframes.map { k in
                LottieTextDocumentKeyframe(time: k.frame, document: k.value.applied(to: text.documents[text.documentIndex(at: k.frame)].document))
            }
        }
    }

    mutating func visit(_ items: inout [LottieShapeItem], _ names: [String]) {
        guard names.count < Self.maxDepth * 2 else { return }
        for i in items.indices {
            let path = names + [items[i].name ?? ""]
            switch items[i].content {
            case .group(var children):
                for k in children.indices {
                    if case .transform(var t) = children[k].content {
                        visit(&t, path + ["Transform"])
                        children[k].content = .transform(t)
                    }
                }
                visit(&children, path)
                items[i].content = .group(children)
            case .fill(var f):
                visit(&f.color, path + ["Color"])
                visit(&f.opacity, path + ["Opacity"])
                items[i].content = .fill(f)
            case .stroke(var s):
                visit(&s.color, path + ["Color"])
                visit(&s.opacity, path + ["Opacity"])
                visit(&s.style.width, path + ["Stroke Width"])
                items[i].content = .stroke(s)
            case .gradientFill(var g):
                visit(&g.paint, path)
                items[i].content = .gradientFill(g)
            case .gradientStroke(var g):
                visit(&g.paint, path)
                visit(&g.style.width, path + ["Stroke Width"])
                items[i].content = .gradientStroke(g)
            case .rectangle(var r):
                visit(&r.position, path + ["Position"])
                visit(&r.size, path + ["Size"])
                visit(&r.roundness, path + ["Roundness"])
                items[i].content = .rectangle(r)
            case .ellipse(var e):
                visit(&e.position, path + ["Position"])
                visit(&e.size, path + ["Size"])
                items[i].content = .ellipse(e)
            case .polystar(var s):
                visit(&s.points, path + ["Points"])
                visit(&s.position, path + ["Position"])
                visit(&s.rotation, path + ["Rotation"])
                visit(&s.outerRadius, path + ["Outer Radius"])
                visit(&s.innerRadius, path + ["Inner Radius"])
                visit(&s.outerRoundness, path + ["Outer Roundness"])
                visit(&s.innerRoundness, path + ["Inner Roundness"])
                items[i].content = .polystar(s)
            case .path(var p):
                visit(&p, path + ["Path"])
                items[i].content = .path(p)
            case .trim(var t):
                visit(&t.start, path + ["Start"])
                visit(&t.end, path + ["End"])
                visit(&t.offset, path + ["Offset"])
                items[i].content = .trim(t)
            case .roundedCorners(var r):
                visit(&r, path + ["Radius"])
                items[i].content = .roundedCorners(r)
            case .repeater(var r):
                visit(&r.copies, path + ["Copies"])
                visit(&r.offset, path + ["Offset"])
                visit(&r.transform, path + ["Transform"])
                items[i].content = .repeater(r)
            case .offsetPath(var o):
                visit(&o.amount, path + ["Amount"])
                visit(&o.miterLimit, path + ["Miter Limit"])
                items[i].content = .offsetPath(o)
            case .zigZag(var z):
                visit(&z.size, path + ["Size"])
                visit(&z.ridges, path + ["Ridges"])
                items[i].content = .zigZag(z)
            case .transform, .mergePaths, .puckerBloat, .unsupported:
                break
            }
        }
    }

    mutating func visit(_ paint: inout LottieGradientPaint, _ path: [String]) {
        visitColors(&paint.gradient, path + ["Colors"])
        visit(&paint.startPoint, path + ["Start Point"])
        visit(&paint.endPoint, path + ["End Point"])
        visit(&paint.opacity, path + ["Opacity"])
    }

    mutating func visit(_ t: inout LottieTransform, _ path: [String]) {
        visit(&t.anchor, path + ["Anchor Point"])
        switch t.position {
        case .combined(var p):
            visit(&p, path + ["Position"])
            t.position = .combined(p)
        case .split(var x, var y, let z):
            // A split position answers to `Position` as a whole (a point provider or handle
            // drives both coordinates) and to `Position X` / `Position Y`.
            if let slot = bindPoint(path + ["Position"], initial: Point(x: x.initialValue, y: y.initialValue)) {
                x.slotID = slot + ".x"
                y.slotID = slot + ".y"
            } else {
                visit(&x, path + ["Position X"])
                visit(&y, path + ["Position Y"])
            }
            t.position = .split(x: x, y: y, z: z)
        }
        visit(&t.scale, path + ["Scale"])
        visit(&t.rotation, path + ["Rotation"])
        visit(&t.opacity, path + ["Opacity"])
        visit(&t.skew, path + ["Skew"])
        visit(&t.skewAxis, path + ["Skew Axis"])
        if var s = t.startOpacity { visit(&s, path + ["Start Opacity"]); t.startOpacity = s }
        if var e = t.endOpacity { visit(&e, path + ["End Opacity"]); t.endOpacity = e }
    }

    // MARK: - Properties (the value type is the render track's)

    @discardableResult
    mutating func visit(_ p: inout LottieProperty<Double>, _ names: [String]) -> Bool {
        visit(&p, names, initial: p.initialValue)
    }

    @discardableResult
    mutating func visit(_ p: inout LottieProperty<Color>, _ names: [String]) -> Bool {
        visit(&p, names, initial: p.initialValue)
    }

    @discardableResult
    mutating func visit(_ p: inout LottieProperty<LottieVector>, _ names: [String]) -> Bool {
        visit(&p, names, initial: p.initialValue.point)
    }

    @discardableResult
    mutating func visit(_ p: inout LottieProperty<LottieBezier>, _ names: [String]) -> Bool {
        visit(&p, names, initial: BezierValue(p.initialValue))
    }

    /// Marks `p` with the newest binding matching `names` whose value type is `TrackValue`
    /// (the render track's), `initial` being the property's own first value in that type.
    @discardableResult
    mutating func visit<Source, TrackValue: Interpolatable & Sendable>(_ p: inout LottieProperty<Source>, _ names: [String],
                                                                      initial: TrackValue) -> Bool {
        if listing { all.append(AnimationKeypath(keys: names)) }
        if let sid = p.slotID, !sid.hasPrefix(Self.slotPrefix) { slotTypes[sid] = ObjectIdentifier(TrackValue.self) }
        guard let b = binding(matching: names, slot: p.slotID, as: TrackValue.self, initial: initial) else { return false }
        let slot = newSlot()
        p.slotID = slot
        overrides.bind(entry(b), toSlot: slot)
        return true
    }

    /// Binds the newest point binding matching `names` to the two coordinates of a split
    /// position; returns the slot id prefix, or nil when none matches.
    mutating func bindPoint(_ names: [String], initial: Point) -> String? {
        if listing { all.append(AnimationKeypath(keys: names)) }
        guard let b = binding(matching: names, slot: nil, as: Point.self, initial: initial) else { return nil }
        let slot = newSlot()
        let point: (Double) -> Point?
        let permanent: Bool
        switch bindings[b].source {
        case .provider(let p):
            let provider = p as? LottieValueProvider<Point>
            point = { provider?.value(atFrame: $0) }
            permanent = true
        case .handle(let h):
            let handle = h as? LottieValueHandle<Point>
            point = { _ in handle.flatMap { $0.isActive ? $0.value : nil } }
            permanent = false
        case .probe, .replacement:
            return nil
        }
        overrides.bind(TrackOverrides.PointCoordinate(point: point, isPermanent: permanent, axis: 0), toSlot: slot + ".x")
        overrides.bind(TrackOverrides.PointCoordinate(point: point, isPermanent: permanent, axis: 1), toSlot: slot + ".y")
        return slot
    }

    /// The index of the newest binding of type `Value` matching `names`, recording the match
    /// (and its value, if it is the first); nil when none matches or the match is a probe.
    mutating func binding<Value: Interpolatable & Sendable>(matching names: [String], slot: String?, as type: Value.Type,
                                                            initial: Value) -> Int? {
        let id = ObjectIdentifier(Value.self)
        guard let b = bindings.indices.reversed().first(where: {
            bindings[$0].valueType == id && bindings[$0].matches(names, slot: slot)
        }) else { return nil }
        if matches[b].isEmpty { firstValues[b] = initial }
        matches[b].append(AnimationKeypath(keys: names))
        if case .probe = bindings[b].source { return nil }
        return b
    }

    /// The provider or handle of binding `b`, as stored in the overrides.
    func entry(_ b: Int) -> Any {
        switch bindings[b].source {
        case .provider(let p): return p
        case .handle(let h): return h
        case .probe, .replacement: return ()
        }
    }

    mutating func newSlot() -> String {
        counter += 1
        return Self.slotPrefix + String(counter)
    }
}
