/// A value provider or a value handle bound to a keypath, type-erased (its value type is kept
/// to match it against properties of the same type).
struct DynamicPropertyBinding {
    enum Source {
        /// A `LottieValueProvider<Value>` (Sendable).
        case provider(any Sendable)
        /// A `LottieValueHandle<Value>`.
        case handle(AnyObject)
        /// Nothing bound: finds what a keypath matches and the first match's value.
        case probe
    }

    var keypath: AnimationKeypath
    var valueType: ObjectIdentifier
    var source: Source
    /// When set, the binding matches the properties carrying this slot id (`sid`) instead of
    /// those its keypath names (themes and ``LottieRenderer/setSlot(_:_:)``).
    var slotID: String?
    /// Whether the binding comes from a theme (removed when another theme is applied).
    var isTheme = false

    init<Value>(_ provider: LottieValueProvider<Value>, keypath: AnimationKeypath) {
        self.keypath = keypath
        valueType = ObjectIdentifier(Value.self)
        source = .provider(provider)
    }

    init<Value>(_ handle: LottieValueHandle<Value>) {
        keypath = handle.keypath
        valueType = ObjectIdentifier(Value.self)
        source = .handle(handle)
    }

    /// A provider bound to the properties carrying slot id `slot`.
    init<Value>(_ provider: LottieValueProvider<Value>, slot: String, isTheme: Bool) {
        self.init(provider, keypath: AnimationKeypath(keys: []))
        slotID = slot
        self.isTheme = isTheme
    }

    /// Whether the binding applies to a property at `names` carrying slot id `slot`.
    func matches(_ names: [String], slot: String?) -> Bool {
        if let slotID { return slotID == slot }
        return keypath.matches(names)
    }

    /// A probe for the properties of type `Value` matching `keypath`.
    init<Value>(probing keypath: AnimationKeypath, as type: Value.Type) {
        self.keypath = keypath
        valueType = ObjectIdentifier(Value.self)
        source = .probe
    }

    /// Whether this binds `handle`.
    func binds(_ handle: AnyObject) -> Bool {
        if case .handle(let h) = source { return h === handle }
        return false
    }
}
