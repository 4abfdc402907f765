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
        /// What replaces a slotted text's documents (`LottieThemeValue<LottieTheme.Text>`) or
        /// a slotted image asset's image (`LottieTheme.Image`), bound by slot id.
        case replacement(any Sendable)
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

    /// A text rule's documents bound to the texts carrying slot id `slot`.
    init(text: LottieThemeValue<LottieTheme.Text>, slot: String, isTheme: Bool) {
        keypath = AnimationKeypath(keys: [])
        valueType = ObjectIdentifier(LottieThemeValue<LottieTheme.Text>.self)
        source = .replacement(text)
        slotID = slot
        self.isTheme = isTheme
    }

    /// An image bound to the image assets carrying slot id `slot`.
    init(image: LottieTheme.Image, slot: String, isTheme: Bool) {
        keypath = AnimationKeypath(keys: [])
        valueType = ObjectIdentifier(LottieTheme.Image.self)
        source = .replacement(image)
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
