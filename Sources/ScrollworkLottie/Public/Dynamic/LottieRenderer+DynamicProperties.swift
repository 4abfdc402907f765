import Scrollwork

/// Dynamic properties: value providers (lottie-ios' `setValueProvider`) and value handles (a
/// core ``Animation`` driving one property), both bound to the renderer by keypath. The
/// renderer rebuilds its render tree once when a binding is added or removed; values then change
/// at every frame without a rebuild, and seeking never rebuilds.
extension LottieRenderer {
    /// Overrides every property matched by `keypath` whose value type is `Value` with
    /// `provider`, from now on and at every frame. A later binding matching the same property
    /// wins.
    ///
    /// Types, in the file's units: `Color` for `Color`; `Double` for opacity (0…100), rotation
    /// (degrees), stroke width, trim, points, radii, roundness, `Position X`/`Y`; `Point` for
    /// position (split positions too), anchor, scale (percent), size, gradient points;
    /// ``BezierValue`` for `Path`.
    ///
    /// - Returns: the full keypaths of the properties it now drives (empty: nothing matched).
    @discardableResult
    public func setValueProvider<Value>(_ provider: LottieValueProvider<Value>,
                                        keypath: AnimationKeypath) -> [AnimationKeypath] {
        bindings.append(DynamicPropertyBinding(provider, keypath: keypath))
        return rebuild().last ?? []
    }

    /// Removes the providers set for exactly `keypath` (the file's values return).
    public func removeValueProviders(keypath: AnimationKeypath) {
        let before = bindings.count
        bindings.removeAll { binding in
            if case .provider = binding.source { return binding.keypath == keypath }
            return false
        }
        if bindings.count != before { rebuild() }
    }

    /// Removes every value provider (value handles stay bound).
    public func removeAllValueProviders() {
        let before = bindings.count
        bindings.removeAll { binding in
            // Slots and themes stay (resetSlots(), resetTheme()).
            if case .provider = binding.source { return binding.slotID == nil }
            return false
        }
        if bindings.count != before { rebuild() }
    }

    /// A live handle on the properties `keypath` matches whose value type is `Value` (see
    /// ``LottieValueHandle``); the types are those of ``setValueProvider(_:keypath:)``. Asking
    /// again for the same keypath and type gives the same handle.
    ///
    /// - Throws: ``LottieError`` of kind ``LottieError/Kind/noSuchProperty`` when no property
    ///   of that type matches.
    public func valueHandle<Value>(for keypath: AnimationKeypath, as type: Value.Type = Value.self)
        throws(LottieError) -> LottieValueHandle<Value> {
        let handles = try valueHandles([keypath], as: type)
        return handles[0]
    }

    /// Handles on the transform of the layer named by `keypath` (a layer name, or a path
    /// through precomposition layers such as `"Scene.Logo"`; `"**.Logo"` finds it at any
    /// depth).
    ///
    /// - Throws: ``LottieError`` of kind ``LottieError/Kind/noSuchProperty`` when no layer
    ///   matches.
    public func layer(named keypath: AnimationKeypath) throws(LottieError) -> LottieLayerHandle {
        let base = keypath.keys + ["Transform"]
        let points = try valueHandles([AnimationKeypath(keys: base + ["Position"]), AnimationKeypath(keys: base + ["Anchor Point"]),
                                       AnimationKeypath(keys: base + ["Scale"])], as: Point.self)
        let scalars = try valueHandles([AnimationKeypath(keys: base + ["Rotation"]), AnimationKeypath(keys: base + ["Opacity"])],
                                       as: Double.self)
        return LottieLayerHandle(keypath: keypath, position: points[0], anchor: points[1], scale: points[2],
                                 rotation: scalars[0], opacity: scalars[1])
    }

    /// Every property keypath of the animation (lottie-ios' `logHierarchyKeypaths`), or those
    /// matching `pattern`: layers by name, their transforms, groups, items and properties.
    public func keypaths(matching pattern: AnimationKeypath = "**") -> [AnimationKeypath] {
        var resolver = DynamicPropertyResolver(bindings: [], listing: true)
        _ = resolver.apply(to: animation)
        return resolver.all.filter { pattern.matches($0.keys) }
    }

    /// Binds one handle per keypath (all of one value type), rebuilding once; unbinds them all
    /// and throws when any matches nothing.
    func valueHandles<Value>(_ keypaths: [AnimationKeypath], as type: Value.Type) throws(LottieError) -> [LottieValueHandle<Value>] {
        var probe = DynamicPropertyResolver(bindings: keypaths.map { DynamicPropertyBinding(probing: $0, as: type) })
        _ = probe.apply(to: animation)
        var handles: [LottieValueHandle<Value>] = []
        var added = false
        for (i, keypath) in keypaths.enumerated() {
            if let bound = boundHandle(for: keypath, as: type) {
                handles.append(bound)
                continue
            }
            guard let initial = probe.firstValues[i] as? Value else {
                throw LottieError(kind: .noSuchProperty, path: keypath.description,
                                  message: "no property of type \(Value.self) matches this keypath")
            }
            let handle = LottieValueHandle(keypath: keypath, value: initial)
            handle.onChange = { [weak self] in self?.revision &+= 1 }
            handles.append(handle)
            bindings.append(DynamicPropertyBinding(handle))
            added = true
        }
        guard added else { return handles }
        let matches = rebuild()
        for (b, binding) in bindings.enumerated() {
            if case .handle(let h) = binding.source, let handle = h as? LottieValueHandle<Value> { handle.matches = matches[b] }
        }
        return handles
    }

    /// The handle already bound for exactly `keypath` with values of type `Value`, if any.
    func boundHandle<Value>(for keypath: AnimationKeypath, as type: Value.Type) -> LottieValueHandle<Value>? {
        for binding in bindings where binding.keypath == keypath {
            if case .handle(let h) = binding.source, let handle = h as? LottieValueHandle<Value> { return handle }
        }
        return nil
    }

    /// Rebuilds the render tree with the bindings applied; returns the matches per binding.
    @discardableResult
    func rebuild() -> [[AnimationKeypath]] {
        var resolver = DynamicPropertyResolver(bindings: bindings)
        let model = resolver.apply(to: animation)
        var overrides = resolver.overrides
        overrides.expressions = expressions
        overrides.blending = blending
        replaceImages(resolver.imageReplacements)
        build(model, overrides: overrides)
        revision &+= 1
        return resolver.matches
    }
}
