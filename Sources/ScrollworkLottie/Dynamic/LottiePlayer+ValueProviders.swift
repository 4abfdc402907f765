extension LottiePlayer {
    /// Overrides every property matched by `keypath` whose value type is `Value` with
    /// `provider` (lottie-ios' `setValueProvider(_:keypath:)`), from now on and at every frame.
    /// A later provider matching the same property wins. Rebuilds the scene once; seeking and
    /// playing afterwards do not.
    ///
    /// Types: `Color` for `Color`; `Double` for opacity, rotation, stroke width, trim, points,
    /// radii, roundness, `Position X`/`Y`; `Point` for position, anchor, scale, size, gradient
    /// points; ``BezierValue`` for `Path`.
    ///
    /// - Returns: the full keypaths of the properties it now drives (empty: nothing matched).
    @discardableResult
    public func setValueProvider<Value>(_ provider: LottieValueProvider<Value>,
                                        keypath: AnimationKeypath) -> [AnimationKeypath] {
        providers.append(DynamicPropertyBinding(provider, keypath: keypath))
        let matched = rebuild()
        return matched.last ?? []
    }

    /// Removes the providers set for exactly `keypath` (the file's values return).
    public func removeValueProviders(keypath: AnimationKeypath) {
        let before = providers.count
        providers.removeAll { $0.keypath == keypath }
        if providers.count != before { rebuild() }
    }

    /// Removes every provider.
    public func removeAllValueProviders() {
        guard !providers.isEmpty else { return }
        providers.removeAll()
        rebuild()
    }

    /// Every property keypath of the animation (lottie-ios' `logHierarchyKeypaths`), or those
    /// matching `pattern`: layers by name, their transforms, groups, items and properties.
    public func keypaths(matching pattern: AnimationKeypath = "**") -> [AnimationKeypath] {
        var resolver = DynamicPropertyResolver(bindings: [], listing: true)
        _ = resolver.apply(to: animation)
        return resolver.all.filter { pattern.matches($0.keys) }
    }

    /// Rebuilds the scene with the providers applied; returns the matches per provider.
    @discardableResult
    func rebuild() -> [[AnimationKeypath]] {
        var resolver = DynamicPropertyResolver(bindings: providers)
        let model = resolver.apply(to: animation)
        renderer = DynamicPropertyScope.$providers.withValue(resolver.table) { LottieRenderer(model) }
        return resolver.matches
    }
}
