/// A value provider bound to a keypath, type-erased (the provider's value type is kept to
/// match it against properties of the same type).
struct DynamicPropertyBinding: Sendable {
    var keypath: AnimationKeypath
    var valueType: ObjectIdentifier
    var provider: any Sendable

    init<Value>(_ provider: LottieValueProvider<Value>, keypath: AnimationKeypath) {
        self.keypath = keypath
        self.valueType = ObjectIdentifier(Value.self)
        self.provider = provider
    }
}

/// The providers of the renderer being built, by synthetic slot id: ``Track`` picks its
/// provider up here when its property carries such a slot (see ``DynamicPropertyResolver``).
enum DynamicPropertyScope {
    /// Providers by slot id, bound while a ``LottieRenderer`` is built.
    @TaskLocal static var providers: [String: any Sendable] = [:]

    /// Prefix of the slot ids given to overridden properties (never a file's `sid`).
    static let slotPrefix = "\u{1}scrollwork.dynamic."

    /// The provider for a slot, if one of that value type is bound.
    static func provider<Value>(forSlot slot: String, as type: Value.Type) -> LottieValueProvider<Value>? {
        guard slot.hasPrefix(slotPrefix) else { return nil }
        return providers[slot] as? LottieValueProvider<Value>
    }
}
