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
