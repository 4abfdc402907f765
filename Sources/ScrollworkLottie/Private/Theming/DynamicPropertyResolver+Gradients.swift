extension DynamicPropertyResolver {
    /// The colours of a gradient: bound by slot id only (a theme's `Gradient` rule or
    /// ``LottieRenderer/setSlot(_:_:)``), to a provider of the flat `[offset, r, g, b, …]` arrays
    /// the render track blends. Keypaths do not name them (they are not listed).
    mutating func visitColors(_ gradient: inout LottieGradient, _ names: [String]) {
        guard let sid = gradient.values.slotID, !sid.hasPrefix(Self.slotPrefix) else { return }
        slotTypes[sid] = ObjectIdentifier(FlatValue.self)
        gradientStops[sid] = gradient.colorStopCount
        guard bindings.contains(where: { $0.slotID == sid }),
              let b = binding(matching: names, slot: sid, as: FlatValue.self, initial: FlatValue(gradient.values.initialValue))
        else { return }
        let slot = newSlot()
        gradient.values.slotID = slot
        overrides.bind(entry(b), toSlot: slot)
    }
}
