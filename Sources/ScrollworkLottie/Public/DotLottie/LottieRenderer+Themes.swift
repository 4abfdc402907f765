import Scrollwork

/// Themes and slots: overrides bound by slot id (`sid`) through the same binding as value
/// providers and handles. Each change rebuilds the render tree once; frames then draw as fast
/// as without overrides.
extension LottieRenderer {
    /// The slot ids (`sid`) the file's properties carry, sorted: what a theme rule or
    /// ``setSlot(_:_:)`` can target.
    public var slotIDs: [String] {
        slotInventory().types.keys.sorted()
    }

    /// Overrides the properties carrying slot id `id` whose value type is `Value` with
    /// `provider` (replacing a value set for that slot before; a theme's rule for it is
    /// overridden while the slot is set). Types are those of ``setValueProvider(_:keypath:)``.
    ///
    /// - Returns: the keypaths of the properties it now drives (empty: no such slot of that type).
    @discardableResult
    public func setSlot<Value>(_ id: String, _ provider: LottieValueProvider<Value>) -> [AnimationKeypath] {
        bindings.removeAll { $0.slotID == id && !$0.isTheme }
        bindings.append(DynamicPropertyBinding(provider, slot: id, isTheme: false))
        return rebuild().last ?? []
    }

    /// Replaces the documents of the texts carrying slot id `id` (their `d.sid`) with `text`: a
    /// constant sets every document, keyframes set the document shown from each frame on (what
    /// a ``LottieTheme/Text`` leaves out keeps the file's). It overrides a theme's rule for the
    /// slot until reset with ``resetSlot(_:)``.
    ///
    /// - Returns: the keypaths of the texts it now sets (empty: no text carries that slot).
    @discardableResult
    public func setSlot(_ id: String, text: LottieThemeValue<LottieTheme.Text>) -> [AnimationKeypath] {
        bindings.removeAll { $0.slotID == id && !$0.isTheme }
        bindings.append(DynamicPropertyBinding(text: text, slot: id, isTheme: false))
        return rebuild().last ?? []
    }

    /// Draws `image` in place of the image assets carrying slot id `id` (their `sid`), in the
    /// box the value gives or else the asset's declared size. An image made by hand (not read
    /// from an archive) is decoded here, if it is a PNG. It overrides a theme's rule for the slot
    /// until reset with ``resetSlot(_:)``.
    ///
    /// - Returns: the keypaths of the image layers that now show it (empty: no image layer
    ///   shows an asset carrying that slot).
    @discardableResult
    public func setSlot(_ id: String, image: LottieTheme.Image) -> [AnimationKeypath] {
        bindings.removeAll { $0.slotID == id && !$0.isTheme }
        bindings.append(DynamicPropertyBinding(image: decoded(image), slot: id, isTheme: false))
        return rebuild().last ?? []
    }

    /// Returns the properties of slot `id` to the file's (or the applied theme's) values.
    public func resetSlot(_ id: String) {
        let before = bindings.count
        bindings.removeAll { $0.slotID == id && !$0.isTheme }
        if bindings.count != before { rebuild() }
    }

    /// Returns every slot set with ``setSlot(_:_:)`` to the file's (or the theme's) values.
    public func resetSlots() {
        let before = bindings.count
        bindings.removeAll { $0.slotID != nil && !$0.isTheme }
        if bindings.count != before { rebuild() }
    }

    /// Applies `theme` in place of the theme applied before: each rule that applies to
    /// `animationID` (the animation's id in its archive; nil applies only the rules not limited
    /// to some animations) overrides its slot, under value providers, handles and slots set by
    /// hand (those win). One rebuild.
    ///
    /// - Returns: a diagnostic for each rule not applied — its slot is not in the file, its
    ///   type does not match the slot's properties, or a gradient's stop count differs.
    @discardableResult
    public func apply(theme: LottieTheme, animationID: String? = nil) -> [Diagnostic] {
        bindings.removeAll(where: \.isTheme)
        let inventory = slotInventory()
        var problems: [Diagnostic] = []
        var themed: [DynamicPropertyBinding] = []
        for (n, rule) in theme.rules.enumerated() where rule.applies(toAnimation: animationID) {
            let path = "\(theme.id).rules[\(n)]"
            guard let type = inventory.types[rule.slotID] else {
                problems.append(Diagnostic(path: path, severity: .warning, feature: .brokenReference,
                                           message: "theme '\(theme.id)' names slot '\(rule.slotID)', which the animation does not have"))
                continue
            }
            var rule = rule
            if case .image(let image) = rule.value { rule.value = .image(decoded(image)) }
            switch ThemeBinding.binding(for: rule, slotType: type, gradientStops: inventory.gradientStops[rule.slotID]) {
            case .success(let binding): themed.append(binding)
            case .failure(let why):
                problems.append(Diagnostic(path: path, severity: .warning, feature: .invalidValue,
                                           message: "theme '\(theme.id)', slot '\(rule.slotID)': \(why.message)"))
            }
        }
        // First, so that value providers, handles and slots set by hand win over the theme.
        bindings.insert(contentsOf: themed, at: 0)
        themeID = theme.id
        rebuild()
        return problems
    }

    /// Removes the applied theme: its slots return to the file's values (slots set with
    /// ``setSlot(_:_:)`` stay).
    public func resetTheme() {
        themeID = nil
        let before = bindings.count
        bindings.removeAll(where: \.isTheme)
        if bindings.count != before { rebuild() }
    }

    /// The slot ids of the file with the render value type of their properties, and the
    /// colour stop count of the gradients among them.
    func slotInventory() -> (types: [String: ObjectIdentifier], gradientStops: [String: Int]) {
        var resolver = DynamicPropertyResolver(bindings: [], listing: true)
        _ = resolver.apply(to: animation)
        return (resolver.slotTypes, resolver.gradientStops)
    }
}
